import { accessErrors } from '../../../src/core/messages/errors';
import type { FixtureStudent } from '../fixture/people';
import { HttpError } from '../http/errors';
import type { SimState } from '../fixture/state';

/** Consecutive wrong passwords that lock an account (issue #3; access §8 login 403). */
export const maxFailedLogins = 5;

/** The outcome of a credential check: the student, or the HTTP-like refusal. */
export type CredentialCheck =
  | { ok: true; student: FixtureStudent }
  | { ok: false; status: 401 | 403; message: string };

const emailKey = (email: string) => email.trim().toLowerCase();

/** The student whose email this is (case and surrounding spaces ignored), or undefined. */
export function findStudentByEmail(state: SimState, email: string): FixtureStudent | undefined {
  const key = emailKey(email);
  return state.fixture.students.find((s) => s.email.toLowerCase() === key);
}

/**
 * The account half of the rule, for steps that carry only the email
 * (oamLogin): a locked account → 403, an unknown email → 401.
 */
export function checkAccount(state: SimState, email: string): CredentialCheck {
  if (state.locked.has(emailKey(email))) return { ok: false, status: 403, message: accessErrors.loginLocked };
  const student = findStudentByEmail(state, email);
  return student ? { ok: true, student } : { ok: false, status: 401, message: accessErrors.loginFailed };
}

/**
 * The one credential rule of every login step (access §7 login sequence,
 * §8 401/403): a locked account is refused with 403 whatever the password;
 * an unknown email or a wrong password with 401. With `count` (default) a
 * wrong password adds a failure and the 5th consecutive one locks the
 * account; a success clears the count. Steps that only re-check a password
 * the student already proved (enroll) pass `count: false`.
 */
export function checkCredentials(
  state: SimState,
  email: string,
  password: string,
  options: { count?: boolean } = {},
): CredentialCheck {
  const key = emailKey(email);
  const account = checkAccount(state, key);
  if (!account.ok) return account;
  const { student } = account;
  if (student.password !== password) {
    if (options.count ?? true) {
      const failures = (state.failedLogins.get(key) ?? 0) + 1;
      state.failedLogins.set(key, failures);
      if (failures >= maxFailedLogins) state.locked.add(key);
    }
    return { ok: false, status: 401, message: accessErrors.loginFailed };
  }
  state.failedLogins.delete(key);
  return { ok: true, student };
}

/** A refused check as the REST answer: 401/403 JSON `{ status, message }`. */
export function refusal(check: { status: 401 | 403; message: string }): HttpError {
  return new HttpError(check.status, check.message, { status: check.status });
}

/** Clears the lockout and the failure count of an account (a password reset, access §8 login 403). */
export function unlockAccount(state: SimState, email: string): void {
  const key = emailKey(email);
  state.locked.delete(key);
  state.failedLogins.delete(key);
}
