import { PortalError } from '../errors';
import { accountErrors } from '../messages/errors';
import { cookieNames } from './credentials';
import {
  type ExtensionOption,
  ExtensionOptionList,
  MyAccount,
  PmixAnswer,
  UpdateContactAnswer,
  UpdateStudentAnswer,
} from './structs/account';
import { type ApiClient, reportFailure, request } from './transport';
import { saysSuccess } from './structs/common';

/*
 * Chosen where account §7 does not show the path or answer (docs/decisions.md):
 *  - extension info: GET /rest-services/extension/info?enrollmentId={id} → ExtensionOption[]
 *  - medExtension answer: ExtensionOption[] (account §3 Extension option)
 *  - pmix answer: { redirectUrl }
 */

/** account §7: the leadSource of student data updates from the account area. */
export const accountUpdateLeadSource = 'amp-account-updated';

/**
 * account §7 student data update (Info, Email, Goals, Education), and access §7
 * additional-fields or phone data. Program-specific fields ride along.
 */
export interface StudentUpdate {
  leadSource?: string;
  studentId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  programCode?: string;
  [field: string]: string | number | boolean | null | undefined;
}

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
 * The account data (access §7 myaccount). Without a session value — passed
 * in, or read from the session cookie — it rejects with auth.not-logged-in
 * before any request is made.
 */
export async function getMyAccount(client: ApiClient, sessionCookie?: string): Promise<MyAccount> {
  const call = 'getMyAccount';
  const ktpaCookie = sessionCookie ?? client.credentials.getCookie(cookieNames.session);
  if (!ktpaCookie) throw reportFailure(client, new PortalError('auth.not-logged-in', { call }));
  return request(client, {
    call,
    base: 'rest',
    path: '/rest-services/accountManagement/myaccount',
    query: { ktpaCookie },
    answer: MyAccount,
  });
}

/**
 * POST /rest-services/enroll/updatestudent: saved only when the answer's
 * success flag is true (access §7); false is `profile.update-failed` with the
 * server's text, an answer without the flag a failure (issue #13.10).
 */
export async function updateStudent(client: ApiClient, update: StudentUpdate): Promise<void> {
  const call = 'updateStudent';
  const answer = await request(client, {
    call,
    method: 'POST',
    base: 'rest',
    path: '/rest-services/enroll/updatestudent',
    json: update,
    answer: UpdateStudentAnswer,
    rule: 'updateStudent',
  });
  if (!answer.success) throw new PortalError('profile.update-failed', { serverText: answer.message ?? undefined, call });
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

/** Partner resource launch (account §2 /myaccount/pmix, §7). */
export async function getPmix(client: ApiClient, courseAccessId: string): Promise<PmixAnswer> {
  return request(client, {
    call: 'getPmix',
    base: 'rest',
    path: `/rest-services/accountManagement/pmix/${encodeURIComponent(courseAccessId)}`,
    answer: PmixAnswer,
  });
}

/** Medical extension options (account §7 GET /rest-services/medExtension/{id}). */
export async function getMedExtension(client: ApiClient, id: string): Promise<ExtensionOption[]> {
  return request(client, {
    call: 'getMedExtension',
    base: 'rest',
    path: `/rest-services/medExtension/${encodeURIComponent(id)}`,
    answer: ExtensionOptionList,
  });
}

/** Extension options of an enrollment (account §7 "Extension info by enrollmentId"). */
export async function getExtensionInfo(client: ApiClient, enrollmentId: string): Promise<ExtensionOption[]> {
  return request(client, {
    call: 'getExtensionInfo',
    base: 'rest',
    path: '/rest-services/extension/info',
    query: { enrollmentId },
    answer: ExtensionOptionList,
  });
}
