import type { LocationSource } from './location';

/** The `navigate` mount option: the host router's own functions (Clerk's routerPush / routerReplace). */
export interface HostNavigate {
  push(path: string): unknown;
  replace(path: string): unknown;
}

/**
 * The host's router in charge (issue #31.1): every move the portal makes (a link, a redirect, the
 * destination after login) asks the host with the path in its router's terms (`hostPath`) and
 * writes nothing itself; the location then follows what the host did — the URL its router wrote
 * (path and hash routing) or `show()`, which `handle.navigate()` calls (memory routing).
 * A host function that throws or rejects is reported through `onFailure`; the portal stays where it is.
 */
export function hostRouted(location: LocationSource, host: HostNavigate, onFailure: (error: unknown) => void): LocationSource {
  const navigate = (to: string, options: { replace?: boolean } = {}) => {
    try {
      const result = host[options.replace ? 'replace' : 'push'](location.hostPath(to));
      // Vue Router's push returns a promise that rejects on an error in a guard.
      if (result instanceof Promise) result.catch(onFailure);
    } catch (error) {
      onFailure(error);
    }
  };
  return {
    ...location,
    hook: () => [location.hook()[0], navigate],
    navigate,
  };
}
