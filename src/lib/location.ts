/**
 * Where a mount's router reads and writes its route: the hash (full portal
 * on a brand's site), real URLs under a base path, or memory (a widget on a
 * marketing page). One instance per mount; `dispose()` removes its listeners.
 */
export interface LocationSource {
  hook: () => [string, (to: string, options?: { replace?: boolean }) => void];
  searchHook: () => string;
  hrefs: (href: string) => string;
  navigate(to: string, options?: { replace?: boolean }): void;
  /**
   * Shows `to` without writing the URL: the host's router moved it already, or keeps the route
   * itself (memory routing), when the host is in charge (`navigate` option, issue #31.1).
   */
  show(to: string): void;
  /** `to` as the host's router names it: `basePath + to` (path routing), `hashPrefix + to` (hash), `to` (memory). */
  hostPath(to: string): string;
  /** Path and query, e.g. `/login?signup=1`. */
  current(): string;
  /** Navigations since the mount (in-portal links, navigate(), back/forward); 0 on the first screen. */
  navigations(): number;
  dispose(): void;
}

/** Splits `/path?query` into its path (at least `/`) and query. */
export const split = (value: string): [string, string] => {
  const q = value.indexOf('?');
  return q < 0 ? [value || '/', ''] : [value.slice(0, q) || '/', value.slice(q + 1)];
};


/** A rooted route: `login` → `/login`. */
export const rooted = (to: string) => (to.startsWith('/') ? to : `/${to}`);
