import { useSyncExternalStore } from 'react';
import { type LocationSource, split } from './location';

/**
 * Hash routing with the query inside the hash (`#/login?redirectUrl=…`).
 * wouter's own hash hook writes the query into the host page's
 * `location.search`; a widget must leave the host's URL alone except its hash.
 */
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
