import { type ApiClient, send } from './transport';

/*
 * account §4 "Live online courses trigger an attendance call on launch"; the
 * call is not shown. Our choice (docs/decisions.md):
 *   POST /rest-services/attendance/record { enrollmentId, courseAccessId } → 2xx
 */

export interface AttendanceRecord {
  enrollmentId: string;
  courseAccessId?: string;
}

/** Records that the student launched a live online course (account §4). */
export async function recordAttendance(client: ApiClient, record: AttendanceRecord): Promise<void> {
  await send(client, {
    call: 'recordAttendance',
    method: 'POST',
    base: 'rest',
    path: '/rest-services/attendance/record',
    json: record,
  });
}
