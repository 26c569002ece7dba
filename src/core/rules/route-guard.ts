import type { PortalErrorCode } from '../errors';
import { accessErrors } from '../messages/errors';
import { loginRoute } from './redirect';

/** Access §2 /updatesuccess: I'M DONE goes to the profile when logged in, else to login. */
export function updateSuccessDestination(loggedIn: boolean): '/myaccount/profile' | '/login' {
  return loggedIn ? '/myaccount/profile' : loginRoute;
}

/**
 * Access §2 / account §2: a logged-in-only route sends an anonymous visitor
 * to /login with redirectUrl carrying the original path and query. `query`
 * may be given with or without its leading `?`.
 */
export function guardedRedirect(path: string, query = ''): string {
  const search = query === '' || query === '?' ? '' : query.startsWith('?') ? query : `?${query}`;
  return `${loginRoute}?redirectUrl=${encodeURIComponent(`${path}${search}`)}`;
}

/** What the session rule reads of a failed call (a PortalError fits). */
export interface CallFailure {
  readonly code: PortalErrorCode;
  readonly serverText?: string | undefined;
  readonly call?: string | undefined;
}

/**
 * Calls whose refusal is not about the portal session: the session check
 * itself (its own outcome), logout, the login steps (a 401 there is a wrong
 * password), the routing service (its bearer token) and the content service
 * (the portal's own access token): account §8 has their failures only logged.
 */
const notAboutTheSession = (call: string) =>
  call === 'isLoggedIn' || call === 'logout' || call.startsWith('login.') || call === 'getMyResources' || call === 'getMcatTestDates';

/**
 * Issue #13.3: a "not logged in" answer from any call — a 401 its status rule
 * codes as `auth.not-logged-in`, or the catalogue text as the server's
 * message — means the session is gone.
 */
export function endsSession(failure: CallFailure): boolean {
  if (failure.call !== undefined && notAboutTheSession(failure.call)) return false;
  const text = failure.serverText?.trim().toLowerCase();
  return failure.code === 'auth.not-logged-in' || text === accessErrors.notLoggedIn.toLowerCase();
}

/**
 * Where a mount goes when its session turns out to be gone, from `current`
 * (path and query): the login with the route as redirectUrl; nowhere when it
 * is already on the login or logout screen.
 */
export function sessionEndedRoute(current: string): string | null {
  const q = current.indexOf('?');
  const path = (q < 0 ? current : current.slice(0, q)) || '/';
  if (path === '/' || path === loginRoute || path === '/logout') return null;
  return guardedRedirect(path, q < 0 ? '' : current.slice(q));
}
