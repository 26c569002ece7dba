import { ref } from 'valtio';
import { getMyAccount } from '../core/api/account';
import type { MyAccount } from '../core/api/structs/account';
import type { Student } from '../core/api/structs/student';
import { PortalError } from '../core/errors';
import { lookUpStudent } from '../core/api/student-queries';
import type { PortalServices } from './portal-services';

/** The signed-in student's account (myaccount) and student record. */
export interface AccountData {
  account: MyAccount;
  student: Student | null;
}

/**
 * Asks myaccount, then the student record, fresh from the services, and
 * keeps the session store's copies in step (the header reads them).
 */
export async function fetchAccountData({ client, session }: PortalServices): Promise<AccountData> {
  const account = await getMyAccount(client);
  session.account = ref(account);
  const student = await lookUpStudent(client, account.userInfo);
  session.student = student && ref(student);
  return { account, student };
}

/**
 * The signed-in student's studentId (cases, subscription cancel): the
 * student record's, else myaccount's; neither is a wrongly shaped answer.
 */
export function studentIdOf({ account, student }: AccountData): string {
  const studentId = student?.studentId ?? account.userInfo.studentId;
  if (!studentId) throw new PortalError('upstream.shape', { path: 'studentId', call: 'getStudent' });
  return studentId;
}
