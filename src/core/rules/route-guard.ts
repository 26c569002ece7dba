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
