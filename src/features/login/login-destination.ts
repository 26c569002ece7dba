import { type RedirectContext, afterLoginTarget, loginRoute } from '../../core/rules/redirect';

/** Where a logged-in student goes from the login screen: an in-portal route or another page. */
export type LoginDestination = { kind: 'route'; path: string } | { kind: 'leave'; url: string };

/**
 * access §2 login success: the redirectUrl when the redirect rule allows it,
 * else /myaccount/resources?pivot=true when there was none. A refused target
 * resolves to /login; it is returned as a route so the screen drops the bad
 * parameter and stays on the login form instead of following it. Relative
 * targets are portal routes; absolute ones (own domains, this host) are left for.
 */
export function loginDestination(redirectUrl: string | null, context: RedirectContext): LoginDestination {
  const target = afterLoginTarget(redirectUrl, context);
  if (target === loginRoute || target.startsWith('/')) return { kind: 'route', path: target };
  return { kind: 'leave', url: target };
}
