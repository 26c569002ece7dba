import { PortalError } from '../errors';
import { cookieNames } from './credentials';
import { MyAccount, UpdateStudentAnswer } from './structs/account';
import { type ApiClient, reportFailure, request } from './transport';

/*
 * access §7 myaccount and the student data update the sign-up flow and the profile share. The login
 * profile's updates are ./login-profile.ts, the extension options ./extension.ts, the partner launch
 * ./resource-links.ts (#31.4: account screens' only).
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
