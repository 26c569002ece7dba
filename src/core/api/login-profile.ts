import { PortalError } from '../errors';
import { accountErrors } from '../messages/errors';
import { UpdateContactAnswer } from './structs/account';
import { UpdatePasswordAnswer } from './structs/passwords';
import { type ApiClient, request } from './transport';
import { saysSuccess } from './structs/common';

/*
 * The login profile's updates (account §7): contact and extra-time fields, and the password. Only the
 * profile screens make them (#31.4: the ES module's account chunk carries this module).
 */

/** account §7 login profile update, plus the extra-time (ADA) fields. */
export interface ContactUpdate {
  email: string;
  userId: string;
  firstName?: string;
  lastName?: string;
  isADAUser?: boolean;
  phoneNumber?: string;
  address1?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

/**
 * POST /rest-services/accountManagement/updateContact: success when `status`
 * is success (account §7); an email already in use → `profile.email-exists`,
 * any other refusal → `profile.update-failed` with the server's text (account §8).
 */
export async function updateContact(client: ApiClient, update: ContactUpdate): Promise<void> {
  const call = 'updateContact';
  const answer = await request(client, {
    call,
    method: 'POST',
    base: 'rest',
    path: '/rest-services/accountManagement/updateContact',
    json: update,
    answer: UpdateContactAnswer,
    rule: 'updateContact',
  });
  if (saysSuccess(answer.status)) return;
  const serverText = answer.message?.trim() || undefined;
  const code = serverText === accountErrors.emailExists ? 'profile.email-exists' : 'profile.update-failed';
  throw new PortalError(code, { serverText, call });
}

/** access §3 Password update payload. */
export interface UpdatePasswordInput {
  oldPassword: string;
  password: string;
  userEmail: string;
}

/**
 * access §7 updatePassword. A failure carries an `Error` field whose text is
 * shown (access §8), whether it came with an error status or with 200. A
 * success must say so (`status` success, issue #13.10): an empty, HTML or
 * plain-text answer, or JSON without either field, is a failure.
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
    rule: 'updatePassword',
  });
  const serverText = answer.Error?.trim();
  if (serverText) throw new PortalError('auth.password-update-failed', { serverText, call });
  if (answer.status === null || answer.status === undefined) throw new PortalError('upstream.shape', { path: 'status', call });
  if (!saysSuccess(answer.status)) {
    throw new PortalError('auth.password-update-failed', { serverText: answer.message?.trim() || undefined, call });
  }
}
