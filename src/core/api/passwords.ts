import { PortalError } from '../errors';
import { ForgotPasswordAnswer, TokenValidAnswer, UpdatePasswordAnswer } from './structs/passwords';
import { type ApiClient, request, send } from './transport';

/** access §3 Password reset payload. */
export interface ResetPasswordInput {
  /** The encrypted user token from the reset link's `t` query (access §2). */
  encUserID: string;
  password: string;
}

/** access §3 Password update payload. */
export interface UpdatePasswordInput {
  oldPassword: string;
  password: string;
  userEmail: string;
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

/** access §7 resetPassword; the answer shape is not shown, so only the status counts. */
export async function resetPassword(client: ApiClient, input: ResetPasswordInput): Promise<void> {
  await send(client, {
    call: 'resetPassword',
    method: 'POST',
    base: 'rest',
    path: '/rest-services/userLogin/resetPassword',
    json: { encUserID: input.encUserID, password: input.password },
    rule: 'resetPassword',
  });
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

/**
 * access §7 updatePassword. A failure carries an `Error` field whose text is
 * shown (access §8), whether it came with an error status or with 200.
 */
export async function updatePassword(client: ApiClient, input: UpdatePasswordInput): Promise<void> {
  const call = 'updatePassword';
  const answer = await request(client, {
    call,
    method: 'POST',
    base: 'rest',
    path: '/rest-services/accountManagement/updatePassword',
    json: { oldPassword: input.oldPassword, password: input.password, userEmail: input.userEmail },
    answer: UpdatePasswordAnswer,
    textAnswer: true,
    rule: 'updatePassword',
  });
  const serverText = answer.Error?.trim();
  if (serverText) throw new PortalError('auth.password-update-failed', { status: 200, serverText, call });
}
