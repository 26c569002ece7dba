import { type Infer, coerce, string, type } from 'superstruct';
import { flag, maybe } from './common';

/** access §4 forgot password: "emailSent true leads to /updatesuccess". */
export const ForgotPasswordAnswer = type({ emailSent: flag, message: maybe(string()) });
export type ForgotPasswordAnswer = Infer<typeof ForgotPasswordAnswer>;

/** access §7 validateToken: answer tokenValid. */
export const TokenValidAnswer = type({ tokenValid: flag });

/**
 * access §7 updatePassword: "failure carries an Error field". Success bodies
 * are not shown; an empty or plain-text body counts as success.
 */
export const UpdatePasswordAnswer = coerce(
  type({ Error: maybe(string()), message: maybe(string()) }),
  string(),
  (text) => ({ message: text }),
);
