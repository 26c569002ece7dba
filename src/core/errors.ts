import { accessErrors, accountErrors, transportErrors } from './messages/errors';
import { accessValidation } from './messages/validation';

/**
 * The closed set of error codes. Each maps to exactly one catalogue text
 * (`errorText`); a few codes prefer the server's own text when one came back
 * (access §8: password update `Error`, question-gate answer; account §8:
 * profile errors and make-up string results).
 */
export type PortalErrorCode =
  | 'auth.failed'
  | 'auth.locked'
  | 'auth.not-logged-in'
  | 'auth.unknown-email'
  | 'auth.reset-link-invalid'
  | 'auth.password-update-failed'
  | 'auth.registered-user-invalid'
  | 'event.limit'
  | 'event.already-enrolled'
  | 'event.failed'
  | 'event.not-found'
  | 'event.unenroll-failed'
  | 'signup.email-registered'
  | 'question.wrong-answer'
  | 'profile.email-exists'
  | 'profile.update-failed'
  | 'case.failed'
  | 'books.key-mismatch'
  | 'upstream.rejected'
  | 'network.unavailable'
  | 'network.timeout'
  | 'upstream.status'
  | 'upstream.malformed'
  | 'upstream.shape'
  | 'upstream.input'
  | 'bundle.load-failed'
  | 'config.invalid';

/** Read when a message is needed, so a mount's `texts` (#19.4) replace these too. */
const errorText = (): Record<PortalErrorCode, string> => ({
  'auth.failed': accessErrors.loginFailed,
  'auth.locked': accessErrors.loginLocked,
  'auth.not-logged-in': accessErrors.notLoggedIn,
  'auth.unknown-email': accessErrors.forgotPasswordUnknown,
  'auth.reset-link-invalid': transportErrors.resetLinkExpired,
  'auth.password-update-failed': transportErrors.upstreamFailed,
  'auth.registered-user-invalid': accessErrors.registeredUserInvalid,
  'event.limit': accessErrors.eventLimit,
  'event.already-enrolled': accessErrors.eventAlreadyEnrolled,
  'event.failed': accessErrors.eventFailed,
  'event.not-found': accessErrors.noEvent,
  'event.unenroll-failed': accountErrors.unenrollFailed,
  'signup.email-registered': accessValidation.emailAlreadyRegistered,
  'question.wrong-answer': transportErrors.upstreamFailed,
  'profile.email-exists': accountErrors.emailExists,
  'profile.update-failed': transportErrors.upstreamFailed,
  'case.failed': accountErrors.caseFailed,
  'books.key-mismatch': accessValidation.bookKeyMismatch,
  'upstream.rejected': transportErrors.upstreamFailed,
  'network.unavailable': transportErrors.networkUnavailable,
  'network.timeout': transportErrors.networkTimeout,
  'upstream.status': transportErrors.upstreamFailed,
  'upstream.malformed': transportErrors.upstreamFailed,
  'upstream.shape': transportErrors.upstreamFailed,
  'upstream.input': transportErrors.inputRefused,
  'bundle.load-failed': transportErrors.bundleLoadFailed,
  'config.invalid': transportErrors.configInvalid,
});

/** Codes whose user text is the server's own text when the server sent one. */
const serverTextWins: ReadonlySet<PortalErrorCode> = new Set<PortalErrorCode>([
  'auth.password-update-failed',
  'question.wrong-answer',
  'profile.update-failed',
  'upstream.rejected',
  // For a host developer: which mount option is wrong and how to fix it.
  'config.invalid',
]);

export interface PortalErrorOptions {
  status?: number;
  /** Text the server sent (an `Error` field, a string result). */
  serverText?: string;
  /** For `upstream.shape`: the path of the first field that did not match. */
  path?: string;
  /** For `upstream.input`: the request field the refusal names (a 4xx body's `field`), if any. */
  field?: string;
  /** Name of the call that failed, e.g. `login` or `searchSessions`. */
  call?: string;
  cause?: unknown;
}

/** The one error type of the portal, browser and CLI alike. */
export class PortalError extends Error {
  override readonly name = 'PortalError';
  readonly code: PortalErrorCode;
  readonly status: number | undefined;
  readonly serverText: string | undefined;
  readonly path: string | undefined;
  readonly field: string | undefined;
  readonly call: string | undefined;

  constructor(code: PortalErrorCode, options: PortalErrorOptions = {}) {
    // A server fault's body (a stack trace, 'Internal Server Error', a proxy's page) is never shown (issue #13.5).
    const serverText = isServerFault(options.status) ? undefined : options.serverText;
    super(userText(code, serverText), options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.serverText = serverText;
    this.path = options.path;
    this.field = options.field;
    this.call = options.call;
  }

  /** A line for engineers (CLI, logs): never contains request bodies or secrets. */
  describe(): string {
    const parts: string[] = [this.code];
    if (this.call) parts.push(`in ${this.call}`);
    if (this.status !== undefined) parts.push(`status ${this.status}`);
    if (this.path) parts.push(`at ${this.path}`);
    return parts.join(' ');
  }
}

/** A 5xx: the server failed; its body is not a refusal to show. */
export function isServerFault(status: number | undefined): boolean {
  return status !== undefined && status >= 500 && status <= 599;
}

export function isPortalError(value: unknown): value is PortalError {
  return value instanceof PortalError;
}

/**
 * access §8 lists error codes without their meaning (issue #20.6): each reads as the closest
 * catalogue text, never as the bare number. As an HTTP status the call's rule decides
 * (`codeForStatus`: the same texts, tests/core/error-codes.test.ts); this table is for a server
 * text that is only a code. The upload's codes are the case rule's (account §8's one text).
 */
export const listedCodes: Readonly<Record<string, PortalErrorCode>> = {
  431: 'upstream.status',
  430: 'upstream.status',
  401: 'auth.not-logged-in',
  301: 'upstream.status',
  330: 'upstream.malformed',
  429: 'upstream.status',
  150: 'upstream.status',
};

function userText(code: PortalErrorCode, serverText: string | undefined): string {
  const text = serverText?.trim();
  // A bare number is a code, not a sentence for the student.
  if (text && serverTextWins.has(code)) return /^\d+$/.test(text) ? errorText()[listedCodes[text] ?? code] : text;
  return errorText()[code];
}

/** The user-facing text for a code (the catalogue text, or the server's where it wins). */
export function messageForCode(code: PortalErrorCode, serverText?: string): string {
  return userText(code, serverText);
}

/**
 * HTTP status → code, per call, written from access §8 and account §8.
 * `otherwise` covers every status the call does not list.
 */
interface StatusRule {
  byStatus?: Partial<Record<number, PortalErrorCode>>;
  /**
   * The code of an answer that is no refusal — a 5xx, a 408 or a 429 (`isOutageStatus`) — when
   * it differs from `otherwise`: an outage must not read as the call's refusal (issue #13.6).
   */
  serverFault?: PortalErrorCode;
  otherwise: PortalErrorCode;
}

export const statusTable = {
  // access §8: login 401 or any other failure; 403 is the lockout.
  login: { byStatus: { 403: 'auth.locked' }, otherwise: 'auth.failed' },
  // access §8 forgot-password failure / expired link: the upstream's refusal (a 4xx), never an outage (issue #13.6).
  forgotPassword: { serverFault: 'upstream.status', otherwise: 'auth.unknown-email' },
  resetPassword: { serverFault: 'upstream.status', otherwise: 'auth.reset-link-invalid' },
  validateToken: { serverFault: 'upstream.status', otherwise: 'auth.reset-link-invalid' },
  // access §8: the server's Error text is shown for any failure, 401 included.
  updatePassword: { serverFault: 'upstream.status', otherwise: 'auth.password-update-failed' },
  // access §8: event registration 403 / 406 / other.
  enroll: { byStatus: { 403: 'event.limit', 406: 'event.already-enrolled' }, otherwise: 'event.failed' },
  registerStudent: { byStatus: { 409: 'signup.email-registered' }, otherwise: 'event.failed' },
  // A refusal (4xx) of the email check or the book key is the spec's text; an outage is not (issue #13.6's rule).
  validateRegisteredUser: { serverFault: 'upstream.status', otherwise: 'auth.registered-user-invalid' },
  courseDetails: { byStatus: { 404: 'event.not-found' }, otherwise: 'upstream.status' },
  questionAnswer: { otherwise: 'question.wrong-answer' },
  // account §8: a refusal's text is shown on the form; a server fault gets the generic text, not its body.
  updateContact: {
    byStatus: { 401: 'auth.not-logged-in', 409: 'profile.email-exists' },
    serverFault: 'upstream.status',
    otherwise: 'profile.update-failed',
  },
  updateStudent: { byStatus: { 401: 'auth.not-logged-in' }, serverFault: 'upstream.status', otherwise: 'profile.update-failed' },
  // account §8: case and attachment/comment failures share one text.
  // An upload the browser got no answer to reads status 0 (access §8's upload code 000, issue #20.6).
  caseMutation: { byStatus: { 0: 'network.unavailable', 401: 'auth.not-logged-in' }, otherwise: 'case.failed' },
  // account §8 "Unenroll errors: not shown": one text of ours for every refusal and outage.
  unenroll: { byStatus: { 401: 'auth.not-logged-in' }, otherwise: 'event.unenroll-failed' },
  // access §5: a refusal is the key mismatch; a lost session is not (issue #20.4).
  booksOnlineKey: { byStatus: { 401: 'auth.not-logged-in' }, serverFault: 'upstream.status', otherwise: 'books.key-mismatch' },
  // A refused acceptance shows the server's reason (e.g. the option message of access §5).
  agreement: { byStatus: { 401: 'auth.not-logged-in' }, serverFault: 'upstream.status', otherwise: 'upstream.rejected' },
  // #29.6: the make-up search refuses what the student entered (an unknown zip) with a 400 naming the
  // field: an input message, never "Something went wrong on our side".
  makeupSearch: { byStatus: { 400: 'upstream.input', 401: 'auth.not-logged-in', 422: 'upstream.input' }, otherwise: 'upstream.status' },
  default: { byStatus: { 401: 'auth.not-logged-in' }, otherwise: 'upstream.status' },
} as const satisfies Record<string, StatusRule>;

export type StatusRuleName = keyof typeof statusTable;

/** The code for a failed HTTP status of the given call. */
export function codeForStatus(rule: StatusRuleName, status: number): PortalErrorCode {
  const entry: StatusRule = statusTable[rule];
  return entry.byStatus?.[status] ?? (isOutageStatus(status) && entry.serverFault ? entry.serverFault : entry.otherwise);
}

/** A status that says nothing about the request: a server fault, a timeout (408) or a rate limit (429). */
export function isOutageStatus(status: number): boolean {
  return isServerFault(status) || status === 408 || status === 429;
}
