import { type Infer, string, type } from 'superstruct';
import { StatusAnswer, deferred, flag, maybe } from './common';

/** access §4 forgot password: "emailSent true leads to /updatesuccess". */
export const ForgotPasswordAnswer = deferred(() => type({ emailSent: flag, message: maybe(string()) }));
export type ForgotPasswordAnswer = Infer<typeof ForgotPasswordAnswer>;

/** access §7 validateToken: answer tokenValid. */
export const TokenValidAnswer = deferred(() => type({ tokenValid: flag }));

/**
 * access §7 updatePassword: "failure carries an Error field". A success must
 * say so: `status` "success" (issue #13.10; docs/fixtures.md). An empty, HTML
 * or plain-text 2xx body is no answer (`upstream.malformed`), a JSON answer
 * without `status` or `Error` is the wrong shape.
 */
export const UpdatePasswordAnswer = deferred(() => type({ status: maybe(string()), Error: maybe(string()), message: maybe(string()) }));

/**
 * access §7 resetPassword (answer shape not shown): confirmed by `status`
 * "success" (issue #13.10; docs/fixtures.md); any other status is a refusal.
 */
export const ResetPasswordAnswer = StatusAnswer;
