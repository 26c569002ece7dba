import { proxy, subscribe } from 'valtio';
import type { MyAccount } from '../core/api/structs/account';
import type { Enrollment } from '../core/api/structs/enrollment';
import type { Student } from '../core/api/structs/student';

/**
 * The upstream answers (`account`, `student`) are stored with valtio's `ref()`:
 * replaced whole, never mutated, so deep proxies of hundreds of courses would
 * be pure cost.
 *
 * access §4 session check: unknown until `isLoggedIn` answers; a failure
 * leaves the visitor not logged in (`anonymous`), but with `checkError` set:
 * only a definite "not logged in" answer sends a student to /login (issue
 * #13.2), a failed check is shown with Try again. One store per mount (STYLE).
 */
export interface SessionState {
  /** `authenticated`: the user data is in hand. `anonymous`: not logged in, or the check failed (`checkError`). */
  status: 'unknown' | 'anonymous' | 'authenticated';
  account: MyAccount | null;
  student: Student | null;
  /**
   * access §4: the detail data of the first active enrollment the session
   * check asks for (the live chat reads its ProductLine id). undefined until
   * that answer is in, null when there is no active course or no detail.
   */
  firstEnrollment: Enrollment | null | undefined;
  /**
   * The upstream said this visitor is logged in (isLoggedIn answered yes, or a
   * login just succeeded), even while the user data failed to come: the
   * header stays signed in.
   */
  loggedIn: boolean;
  /** The last session check could not tell or could not load the user data (5xx, timeout, drop, bad answer): its text. */
  checkError: string | null;
  /** Where the login screen left off after a failure (access §4: message and email kept). */
  loginError: string | null;
  loginEmail: string;
}

export function createSessionStore(): SessionState {
  return proxy<SessionState>({
    status: 'unknown',
    account: null,
    student: null,
    firstEnrollment: undefined,
    loggedIn: false,
    checkError: null,
    loginError: null,
    loginEmail: '',
  });
}

/** A definite "not logged in": no user data, nothing pending. */
export function signedOut(session: SessionState): void {
  Object.assign(session, { status: 'anonymous', account: null, student: null, firstEnrollment: undefined, loggedIn: false, checkError: null });
}

/** Resolves once the session check has answered (`status` is no longer `unknown`): right away when it has. */
export function sessionKnown(session: SessionState): Promise<void> {
  if (session.status !== 'unknown') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(session, () => {
      if (session.status === 'unknown') return;
      stop();
      resolve();
    });
  });
}
