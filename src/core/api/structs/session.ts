import { type Infer, string, type, union } from 'superstruct';
import { deferred, flag, maybe, numeric } from './common';

/** access §7 GET /rest-services/userLogin/isLoggedIn. */
export const IsLoggedInAnswer = deferred(() => type({ isLoggedIn: flag }));
export type IsLoggedInAnswer = Infer<typeof IsLoggedInAnswer>;

/**
 * access §3 Login result: status, message, accessToken, expTime. None is
 * promised on every answer; the login functions decide what is missing.
 * `status` is a word ("success") or an HTTP-like number, depending on the service.
 */
export const LoginResult = deferred(() => type({
  status: maybe(union([string(), numeric])),
  message: maybe(string()),
  accessToken: maybe(string()),
  expTime: maybe(union([numeric, string()])),
}));
export type LoginResult = Infer<typeof LoginResult>;

/**
 * REST login answer (access §7; shape not shown; access §3 Login result). It must
 * be a JSON object; `restLogin` then requires its status to confirm the login
 * (issue #13.10: an empty, HTML or plain-text 2xx is no login).
 */
export const RestLoginAnswer = LoginResult;

/** Identity login mutation data (access §7); the field name `login` is our choice. */
export const IdentityLoginData = deferred(() => type({ login: LoginResult }));

/** Main GraphQL login data (access §7); the field name `login` is our choice. */
export const GraphqlLoginData = deferred(() => type({ login: LoginResult }));

/** The oamLogin answer: where to go next (access §7). */
export const OamLoginAnswer = deferred(() => type({ redirectUrl: string() }));
export type OamLoginAnswer = Infer<typeof OamLoginAnswer>;
