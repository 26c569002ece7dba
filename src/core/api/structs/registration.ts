import { type Infer, boolean, coerce, enums, literal, nullable, string, type } from 'superstruct';
import { deferred, id, list, maybe } from './common';
import { Product } from './enrollment';

/** access §3 Class (event), the courseDetailsSearch answer. */
export const ClassDetails = deferred(() => type({
  name: maybe(string()),
  code: id,
  programCode: maybe(string()),
  startDate: maybe(string()),
  startDateEST: maybe(string()),
  endDate: maybe(string()),
  endDateEST: maybe(string()),
  Product: list(Product),
  /** access §4 "some classes go straight to confirmation" (the simulator echoes the fixture flag). */
  directToConfirmation: maybe(boolean()),
  /**
   * access §2 /pg/questkey: the class sits behind a question gate (the
   * simulator's flag; absent means none is known, issue 13 item 9).
   */
  hasQuestion: maybe(boolean()),
}));
export type ClassDetails = Infer<typeof ClassDetails>;

/** courseDetailsSearch: null or an empty body means no class (access §2: event.not-found). */
export const ClassDetailsAnswer = deferred(() => coerce(nullable(ClassDetails), literal(''), () => null));

/** access §7 enroll: the answer carries studentId. */
export const EnrollAnswer = deferred(() => type({ studentId: id }));
export type EnrollAnswer = Infer<typeof EnrollAnswer>;

/**
 * access §7 validateRegisteredUser "answers OK or NOT_FOUND": taken as a bare
 * string (JSON or plain text) or as `{ status }`.
 */
export const RegisteredUserAnswer = deferred(() => coerce(
  enums(['OK', 'NOT_FOUND']),
  type({ status: string() }),
  (answer) => answer.status,
));
export type RegisteredUserAnswer = Infer<typeof RegisteredUserAnswer>;

/** Question gate info (access §2/§7, shape not shown): the question to show. */
export const QuestionInfo = deferred(() => type({ question: string() }));
export type QuestionInfo = Infer<typeof QuestionInfo>;

/** Question gate answer check (access §7 "success status"); `message` is the red server text (access §8). */
export const QuestionResult = deferred(() => type({ status: string(), message: maybe(string()) }));
