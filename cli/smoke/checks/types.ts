import type { MemoryCookieJar } from '../../../src/core/api/memory-cookie-jar';
import type { ApiClient } from '../../../src/core/api/transport';
import type { Brand } from '../../../src/core/config/brands';

/**
 * passed; flaky = passed after a retry of a network error or timeout (GET/HEAD only); failed;
 * blocked = not run because a check it needs did not pass (e.g. login);
 * skipped = not run (writes without --allow-writes, --grep, --bail).
 */
export type CheckStatus = 'passed' | 'flaky' | 'failed' | 'blocked' | 'skipped';

/** Values the environment offers the checks (ids that exist there). */
export interface SmokeTargets {
  /** A class id that courseDetailsSearch knows (access §7). */
  classId: string;
  /** A US zip for make-up search (account §9 default 10014). */
  zip: string;
  /** Program-of-interest id and state for the school list (access §7). */
  schoolPoi: string;
  schoolState: string;
  /** A Canadian postal prefix for zip suggestions (access §7). */
  canadianZip: string;
  /** Free classes a write check may register for (event registration, access §7). */
  registrationClassIds: readonly string[];
  /** Domain of the generated emails (sign-up, unknown-user probes); default `example.com`. */
  emailDomain?: string;
  /** The environment promises a bookable make-up near `zip` (the simulator's fixture does). */
  expectMakeupSession?: boolean;
}

/** Results earlier checks leave for later ones (each set by the check that fetched it). */
export interface SharedResults {
  studentId?: string;
  email?: string;
  /** An active enrollment of the signed-in student. */
  enrollmentId?: string;
  courseAccessId?: string;
  purchaseId?: string;
  classId?: string;
  sessionTemplateId?: string;
  sessionId?: string;
  caseNumber?: string;
  caseId?: string;
  topic?: string;
  topicDetail?: string;
  /** The enrollment whose schedule is read (a classroom or live-online course when there is one). */
  sessionEnrollmentId?: string;
  /** Its delivery type (2 classroom, 11 live online: account §3). */
  sessionDeliveryType?: number;
  /** Make-up sessions the search found for `sessionTemplateId`, nearest first. */
  makeupSessionIds?: readonly string[];
  /** The case a write check opened, and the attachment it uploaded there. */
  newCaseId?: string;
  newCaseNumber?: string;
  attachmentId?: string;
}

/** What every check gets. One client and one cookie jar per run: the session is shared. */
export interface SmokeContext {
  client: ApiClient;
  jar: MemoryCookieJar;
  /** Origin of the REST service (for raw probes). */
  baseUrl: string;
  brand: Brand;
  /** `--env`: local, qa, production, or a name of the --env-file. */
  env: string;
  credentials: { email: string; password: string };
  targets: SmokeTargets;
  shared: SharedResults;
  /** Writes are allowed in this run (`--allow-writes`, and for production the confirmation flag). */
  writesAllowed: boolean;
  /**
   * A raw request through the run's transport (guard, timing, redaction
   * included) for the error-contract probes the typed client cannot make.
   */
  rawFetch(path: string, init?: RequestInit): Promise<Response>;
  now(): Date;
}

/** One smoke check: throws (a PortalError or a CheckFailure) when the contract is broken. */
export interface Check {
  /** Stable id, dotted by area: `lists.countries`, `login.sequence`, `cases.create`. */
  id: string;
  /** One line for humans: what contract it checks. */
  title: string;
  /** Sends requests that change data (only with --allow-writes). */
  writes: boolean;
  /** Ids of checks that must pass first; when one does not, this one is `blocked`. */
  needs?: readonly string[];
  /**
   * Runs after every other check of the run has ended, whatever their status
   * (logout: the session must outlive every check that uses it). No check may need a final one.
   */
  final?: boolean;
  run(ctx: SmokeContext): Promise<void>;
}

/** A broken contract found by a check's own assertion (not by the client). */
export class CheckFailure extends Error {
  override readonly name = 'CheckFailure';
  /** The failing path in the answer, when there is one (`nonExpiredCoursListArray.0`). */
  readonly path: string | undefined;

  constructor(message: string, options: { path?: string } = {}) {
    super(message);
    this.path = options.path;
  }
}

/** Throws a CheckFailure unless `condition` holds. */
export function expectThat(condition: unknown, message: string, path?: string): asserts condition {
  if (!condition) throw new CheckFailure(message, { path });
}
