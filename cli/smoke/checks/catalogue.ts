import type { Check } from './types';
import { accountChecks } from './account-checks';
import { accountServiceChecks } from './account-service-checks';
import { accountWriteChecks } from './account-write-checks';
import { bookChecks } from './book-checks';
import { caseChecks } from './case-checks';
import { caseWriteChecks } from './case-write-checks';
import { listChecks } from './list-checks';
import { loginChecks } from './login-checks';
import { makeupChecks } from './makeup-checks';
import { probeChecks } from './probe-checks';
import { registrationChecks } from './registration-checks';
import { afterLoginChecks, beforeLoginChecks, logoutChecks } from './session-checks';
import { signupWriteChecks } from './signup-write-checks';

/**
 * Every smoke check in run order: public reads, isLoggedIn before login, the
 * login sequence step by step, the account reads that use the session, the
 * error-contract probes, the writes, and logout last. Every `needs` names an
 * earlier check; docs/smoke.md lists them.
 */
export const allChecks: readonly Check[] = [
  ...listChecks,
  ...registrationChecks,
  ...beforeLoginChecks,
  ...loginChecks,
  ...afterLoginChecks,
  ...accountChecks,
  ...accountServiceChecks,
  ...makeupChecks,
  ...caseChecks,
  ...bookChecks,
  ...probeChecks,
  ...signupWriteChecks,
  ...accountWriteChecks,
  ...caseWriteChecks,
  ...logoutChecks,
];
