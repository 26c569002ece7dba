import { ref } from 'valtio';
import { sessionCookieNames } from '../core/api/credentials';
import { getMyAccount } from '../core/api/account';
import { loginSequence } from '../core/api/login-sequence';
import { isLoggedIn, logout } from '../core/api/session';
import { type PortalError, isPortalError } from '../core/errors';
import { endsSession, sessionEndedRoute } from '../core/rules/route-guard';
import { lookUpStudent } from '../core/api/student-queries';
import type { PortalServices } from './portal-services';
import { signedOut } from './session-store';

/**
 * access §4 session check: ask isLoggedIn; when logged in, fetch user data,
 * then the student by studentId (by email if none), then the detail data of
 * the first active enrollment (when the edition loads it: `services.firstEnrollment`). Only a definite "not logged in" (isLoggedIn
 * false or 401, no session cookie) signs the visitor out; any other failure
 * is kept as `checkError` for the guard to show with Try again (issue #13.2).
 * Running it again after a failure is that Try again.
 */
export async function checkSession(services: PortalServices): Promise<void> {
  const { client, session } = services;
  if (session.checkError !== null) {
    session.checkError = null;
    if (session.status !== 'authenticated') session.status = 'unknown';
  }
  try {
    if (!(await isLoggedIn(client))) {
      signedOut(session);
      return;
    }
    session.loggedIn = true;
    const account = await getMyAccount(client);
    session.account = ref(account);
    session.status = 'authenticated';
    const student = await lookUpStudent(client, account.userInfo);
    session.student = student && ref(student);
    const first = account.nonExpiredCoursListArray[0];
    const detail = first && services.firstEnrollment ? await services.firstEnrollment(client, first.enrollmentId) : undefined;
    session.firstEnrollment = detail ? ref(detail) : null;
  } catch (error) {
    if (!isPortalError(error)) throw error;
    if (error.code === 'auth.not-logged-in') {
      signedOut(session);
      return;
    }
    session.checkError = error.message;
    if (session.status !== 'authenticated') session.status = 'anonymous';
  }
}

/** access §4 login: the full login sequence, then the session data. Throws the PortalError to show. */
export async function logIn(services: PortalServices, email: string, password: string): Promise<void> {
  await loginSequence(services.client, { email, password, tenant: services.brand.tenant });
  services.session.loginError = null;
  services.session.loggedIn = true;
  services.emit({ type: 'login' });
  await checkSession(services);
}

/** access §2 /logout: clears every cookie of the login (issue #13.19) and the user data. */
export async function logOut(services: PortalServices): Promise<void> {
  const { client, session } = services;
  try {
    await logout(client);
  } finally {
    for (const name of sessionCookieNames) client.credentials.deleteCookie(name);
    signedOut(session);
    Object.assign(session, { loginError: null, loginEmail: '' });
    services.emit({ type: 'logout' });
  }
}

/**
 * issue #13.3: a "not logged in" answer from any call of this mount (the API
 * client's failure hook) means the session is gone: the mount forgets it —
 * user data and the login's cookies — and asks to log in again, coming back to
 * the route it was on. One place for every screen, reads and writes alike.
 */
export function noteCallFailure(services: PortalServices, error: PortalError): void {
  if (!endsSession(error)) return;
  for (const name of sessionCookieNames) services.client.credentials.deleteCookie(name);
  signedOut(services.session);
  const to = sessionEndedRoute(services.location.current());
  if (to) services.openRoute(to, { replace: true });
}
