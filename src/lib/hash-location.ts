import { useSyncExternalStore } from 'react';
import { listenToHostNavigations } from './host-navigations';
import { type LocationSource, rooted, split } from './location';

/**
 * Hash routing with the query inside the hash (`#/login?redirectUrl=…`).
 * wouter's own hash hook writes the query into the host page's
 * `location.search`; a widget must leave the host's URL alone except its hash.
 *
 * With a `prefix` (issue #19.1, `hashPrefix: '/portal'`) the portal shares the
 * hash with a host router: its routes live at `#/portal/login`, any other hash
 * is the host's and leaves the portal on its screen (no pageview). It then
 * navigates as a link would (`location.hash =`), so the browser fires the
 * `popstate` and `hashchange` that hash routers listen to, and it follows the
 * host router's own `pushState` of a hash (issue #31.1).
 */
export function createHashLocation(win: Window, initialPath = '/', prefix = ''): LocationSource {
  // The portal's route in the hash, or null when the hash is not the portal's.
  const own = () => {
    const raw = win.location.hash.replace(/^#/, '');
    if (!prefix) return raw.startsWith('/') ? raw : null;
    if (!raw.startsWith(prefix)) return null;
    const route = raw.slice(prefix.length);
    // `#/portal` alone opens the first route; `#/portalx` is the host's.
    return route === '' ? initialPath : route.startsWith('/') ? route : route.startsWith('?') ? `/${route}` : null;
  };
  let shown = own() ?? initialPath;
  const listeners = new Set<() => void>();
  let navigations = 0;
  const showRoute = (route: string | null) => {
    // Without a prefix, as before #19: a hash that is no route shows the first route.
    const next = route ?? (prefix ? null : initialPath);
    if (next === null || next === shown) return;
    shown = next;
    navigations += 1;
    listeners.forEach((fn) => fn());
  };
  // The host's navigations (#31.1): a hash that is no route of the portal's (the host's router pushing
  // /about, which drops the hash) leaves it on its screen. Without a prefix, a hash changed to no
  // route still shows the first route, as before: on `hashchange` only (a link, Back, a typed URL).
  const onChange = () => {
    const route = own();
    if (route !== null || prefix) showRoute(route);
  };
  const onHashChange = () => showRoute(own());
  const stopNavigations = listenToHostNavigations(win, onChange);
  if (!prefix) win.addEventListener('hashchange', onHashChange);
  const stopListening = () => {
    stopNavigations();
    win.removeEventListener('hashchange', onHashChange);
  };
  const subscribe = (fn: () => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  const navigate = (to: string, options: { replace?: boolean } = {}) => {
    const url = new URL(win.location.href);
    url.hash = prefix + rooted(to);
    if (prefix) {
      if (options.replace) win.location.replace(url.href);
      else win.location.hash = url.hash;
      onChange();
      return;
    }
    // Already there (a host that mirrors the route back as `path`, #31.2): no second entry.
    if (url.href === win.location.href) return onChange();
    win.history[options.replace ? 'replaceState' : 'pushState'](win.history.state, '', url.href);
    onChange();
  };
  return {
    hook: () => [useSyncExternalStore(subscribe, () => split(shown)[0]), navigate],
    searchHook: () => useSyncExternalStore(subscribe, () => split(shown)[1]),
    hrefs: (href) => `#${prefix}${href}`,
    navigate,
    show: (to) => showRoute(rooted(to)),
    hostPath: (to) => prefix + rooted(to),
    current: () => shown,
    navigations: () => navigations,
    dispose: () => {
      stopListening();
      listeners.clear();
    },
  };
}
