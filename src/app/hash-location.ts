import { useSyncExternalStore } from 'react';

/**
 * Hash routing with the query inside the hash (`#/login?redirectUrl=…`).
 * wouter's own hash hook writes the query into the host page's
 * `location.search`; a widget must leave the host's URL alone except its hash.
 * One instance per mount; `dispose()` removes its listener.
 */
export interface LocationSource {
  hook: () => [string, (to: string, options?: { replace?: boolean }) => void];
  searchHook: () => string;
  hrefs: (href: string) => string;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Path and query, e.g. `/login?signup=1`. */
  current(): string;
  /** Navigations since the mount (in-portal links, navigate(), back/forward); 0 on the first screen. */
  navigations(): number;
  dispose(): void;
}

const split = (value: string): [string, string] => {
  const q = value.indexOf('?');
  return q < 0 ? [value || '/', ''] : [value.slice(0, q) || '/', value.slice(q + 1)];
};

export function createHashLocation(win: Window, initialPath = '/'): LocationSource {
  const read = () => {
    const raw = win.location.hash.replace(/^#/, '');
    return raw.startsWith('/') ? raw : initialPath;
  };
  const listeners = new Set<() => void>();
  let navigations = 0;
  const notify = () => listeners.forEach((fn) => fn());
  const onHashChange = () => {
    navigations += 1;
    notify();
  };
  win.addEventListener('hashchange', onHashChange);
  const subscribe = (fn: () => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  const navigate = (to: string, options: { replace?: boolean } = {}) => {
    const url = new URL(win.location.href);
    url.hash = to.startsWith('/') ? to : `/${to}`;
    win.history[options.replace ? 'replaceState' : 'pushState'](win.history.state, '', url.href);
    navigations += 1;
    notify();
  };
  return {
    hook: () => [useSyncExternalStore(subscribe, () => split(read())[0]), navigate],
    searchHook: () => useSyncExternalStore(subscribe, () => split(read())[1]),
    hrefs: (href) => `#${href}`,
    navigate,
    current: read,
    navigations: () => navigations,
    dispose: () => {
      win.removeEventListener('hashchange', onHashChange);
      listeners.clear();
    },
  };
}

/** In-memory routing for widgets on marketing pages: the host's URL is never touched. */
export function createMemoryLocation(initialPath = '/'): LocationSource {
  let current = initialPath.startsWith('/') ? initialPath : `/${initialPath}`;
  let navigations = 0;
  const listeners = new Set<() => void>();
  const subscribe = (fn: () => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  const navigate = (to: string) => {
    current = to.startsWith('/') ? to : `/${to}`;
    navigations += 1;
    listeners.forEach((fn) => fn());
  };
  return {
    hook: () => [useSyncExternalStore(subscribe, () => split(current)[0]), navigate],
    searchHook: () => useSyncExternalStore(subscribe, () => split(current)[1]),
    hrefs: (href) => href,
    navigate,
    current: () => current,
    navigations: () => navigations,
    dispose: () => listeners.clear(),
  };
}
