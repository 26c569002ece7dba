import { PortalError } from '../errors';
import { ForgotPasswordAnswer, ResetPasswordAnswer, TokenValidAnswer } from './structs/passwords';
import { type ApiClient, request } from './transport';
import { saysSuccess } from './structs/common';

/** access §3 Password reset payload. */
export interface ResetPasswordInput {
  /** The encrypted user token from the reset link's `t` query (access §2). */
  encUserID: string;
  password: string;
}

/**
 * access §7 forgotPassword. Resolves when the email was sent; anything else
 * is `auth.unknown-email` (access §8 forgot-password failure).
 */
export async function forgotPassword(client: ApiClient, email: string): Promise<void> {
  const call = 'forgotPassword';
  const answer = await request(client, {
    call,
    method: 'POST',
    base: 'rest',
    path: '/rest-services/userLogin/forgotPassword',
    json: { email },
    answer: ForgotPasswordAnswer,
    rule: 'forgotPassword',
  });
  if (!answer.emailSent) throw new PortalError('auth.unknown-email', { serverText: answer.message ?? undefined, call });
}

/**
 * access §7 resetPassword. The answer shape is not shown; a reset counts only
 * when the answer's `status` is success (issue #13.10). A refusal — a 4xx, or
 * another status — is the expired link (access §8); an outage is not.
 */
export async function resetPassword(client: ApiClient, input: ResetPasswordInput): Promise<void> {
  const call = 'resetPassword';
  const answer = await request(client, {
    call,
    method: 'POST',
    base: 'rest',
    path: '/rest-services/userLogin/resetPassword',
    json: { encUserID: input.encUserID, password: input.password },
    answer: ResetPasswordAnswer,
    rule: 'resetPassword',
  });
  if (!saysSuccess(answer.status)) throw new PortalError('auth.reset-link-invalid', { call });
}

/** access §7 validateToken: whether a reset link's token is still valid. */
export async function validateToken(client: ApiClient, token: string): Promise<boolean> {
  const answer = await request(client, {
    call: 'validateToken',
    base: 'rest',
    path: '/rest-services/userLogin/validateToken',
    query: { token },
    answer: TokenValidAnswer,
    rule: 'validateToken',
  });
  return answer.tokenValid;
}
