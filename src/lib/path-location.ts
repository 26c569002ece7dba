import { useSyncExternalStore } from 'react';
import { listenToHostNavigations } from './host-navigations';
import { type LocationSource, rooted, split } from './location';

/**
 * Path routing under a base path (issue #19.1, `routing: 'path', basePath: '/account'`):
 * the portal's routes are real URLs (`/account/login?…`) for hosts whose server
 * answers every path below the base with the page. Paths outside the base are
 * the host's and leave the portal on its screen (no pageview). After its own
 * `pushState` the portal fires `popstate`, which history routers listen to.
 * The host's own navigations (its router's `pushState`, a react-router `<Link>`
 * to `/account/forgotpassword`) move the portal too (issue #31.1).
 */
export function createPathLocation(win: Window, basePath: string, initialPath = '/'): LocationSource {
  // The portal's route in the URL, or null when the path is not below the base.
  const own = () => {
    const { pathname, search } = win.location;
    if (!pathname.startsWith(basePath)) return null;
    const route = pathname.slice(basePath.length);
    return route === '' ? initialPath : route.startsWith('/') ? route + search : null;
  };
  let shown = own() ?? initialPath;
  let navigations = 0;
  const listeners = new Set<() => void>();
  const showRoute = (next: string | null) => {
    if (next === null || next === shown) return;
    shown = next;
    navigations += 1;
    listeners.forEach((fn) => fn());
  };
  const onChange = () => showRoute(own());
  const stopListening = listenToHostNavigations(win, onChange);
  const subscribe = (fn: () => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  const navigate = (to: string, options: { replace?: boolean } = {}) => {
    const url = new URL(basePath + rooted(to), win.location.href);
    // Already there (a host that mirrors the route back as `path`, #31.2): no second entry.
    if (url.href === win.location.href) return onChange();
    win.history[options.replace ? 'replaceState' : 'pushState'](null, '', url.href);
    onChange();
    win.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  };
  return {
    hook: () => [useSyncExternalStore(subscribe, () => split(shown)[0]), navigate],
    searchHook: () => useSyncExternalStore(subscribe, () => split(shown)[1]),
    hrefs: (href) => basePath + href,
    navigate,
    show: (to) => showRoute(rooted(to)),
    hostPath: (to) => basePath + rooted(to),
    current: () => shown,
    navigations: () => navigations,
    dispose: () => {
      stopListening();
      listeners.clear();
    },
  };
}
