import { ref } from 'valtio';
import { getMyAccount } from '../../core/api/account';
import type { UserInfo } from '../../core/api/structs/account';
import type { Student } from '../../core/api/structs/student';
import { getStudent } from '../../core/api/student-queries';
import { PortalError } from '../../core/errors';
import { usePortal } from '../../lib/portal-services';
import { useLoad } from '../../ui/use-load';

/** What the profile screens read: the login (account §3 User) and the student record (account §3 Student info). */
export interface ProfileData {
  user: UserInfo;
  student: Student;
}

/**
 * Loads the profile fresh from the services each time a profile screen opens
 * (issue #7: the data shown after a save is what the upstream now holds), and
 * keeps the session store's copy in step for the header.
 */
export function useProfileData() {
  const { client, session } = usePortal();
  return useLoad<ProfileData>('profile', async () => {
    const account = await getMyAccount(client);
    const { studentId, email } = account.userInfo;
    const student = await getStudent(client, studentId ? { studentId } : { email });
    if (!student) throw new PortalError('upstream.shape', { path: 'Student', call: 'getStudent' });
    session.account = ref(account);
    session.student = ref(student);
    return { user: account.userInfo, student };
  });
}
