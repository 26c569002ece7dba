import { useSyncExternalStore } from 'react';
import { type LocationSource, rooted, split } from './location';

/**
 * In-memory routing for widgets on marketing pages: the host's URL is never touched.
 * `hrefs` gives each link's href (issue #19.8: the full portal's page for that
 * route, so Ctrl/middle-click opens the same screen, not the host's 404); a
 * plain click still routes in memory.
 */
export function createMemoryLocation(initialPath = '/', hrefs: (path: string) => string = (path) => path): LocationSource {
  let current = initialPath.startsWith('/') ? initialPath : `/${initialPath}`;
  let navigations = 0;
  const listeners = new Set<() => void>();
  const subscribe = (fn: () => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  const navigate = (to: string) => {
    current = rooted(to);
    navigations += 1;
    listeners.forEach((fn) => fn());
  };
  return {
    hook: () => [useSyncExternalStore(subscribe, () => split(current)[0]), navigate],
    searchHook: () => useSyncExternalStore(subscribe, () => split(current)[1]),
    hrefs,
    navigate,
    show: navigate,
    hostPath: rooted,
    current: () => current,
    navigations: () => navigations,
    dispose: () => listeners.clear(),
  };
}
