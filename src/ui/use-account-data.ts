import type { MyAccount, UserInfo } from '../core/api/structs/account';
import type { Student } from '../core/api/structs/student';
import { PortalError } from '../core/errors';
import { fetchAccountData } from '../lib/account-data';
import { usePortal } from '../lib/portal-services';
import { type Load, useLoad } from './use-load';

/** What an account screen reads: myaccount, its login (account §3 User) and the student record (account §3 Student info). */
export interface AccountScreenData {
  account: MyAccount;
  user: UserInfo;
  student: Student;
}

/**
 * The signed-in student's account and student record, loaded fresh each time
 * an account screen opens (issue #7: what a screen shows after a save is what
 * the upstream now holds). A login without a student record is a wrongly
 * shaped answer: the failure text with Try again.
 */
export function useAccountData(): Load<AccountScreenData> {
  const services = usePortal();
  return useLoad('account', async () => {
    const { account, student } = await fetchAccountData(services);
    if (!student) throw new PortalError('upstream.shape', { path: 'Student', call: 'getStudent' });
    return { account, user: account.userInfo, student };
  });
}
