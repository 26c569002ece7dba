import { proxy } from 'valtio';
import type { MyAccount } from '../core/api/structs/account';
import type { Student } from '../core/api/structs/student';

/**
 * The upstream answers (`account`, `student`) are stored with valtio's `ref()`:
 * replaced whole, never mutated, so deep proxies of hundreds of courses would
 * be pure cost.
 *
 * access §4 session check: unknown until `isLoggedIn` answers; a failure
 * leaves the visitor anonymous. One store per mount (STYLE).
 */
export interface SessionState {
  status: 'unknown' | 'anonymous' | 'authenticated';
  account: MyAccount | null;
  student: Student | null;
  /** Where the login screen left off after a failure (access §4: message and email kept). */
  loginError: string | null;
  loginEmail: string;
}

export function createSessionStore(): SessionState {
  return proxy<SessionState>({ status: 'unknown', account: null, student: null, loginError: null, loginEmail: '' });
}
