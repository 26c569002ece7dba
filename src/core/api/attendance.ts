import { type ApiClient, sendConfirmed } from './transport';

/*
 * account §4 "Live online courses trigger an attendance call on launch"; the
 * call is not shown. Our choice (docs/decisions.md):
 *   POST /rest-services/attendance/record { enrollmentId, courseAccessId } →
 *   { status: 'success' } (a 2xx saying anything else is a failure, #29.1)
 */

export interface AttendanceRecord {
  enrollmentId: string;
  courseAccessId?: string;
}

/** Records that the student launched a live online course (account §4). */
export async function recordAttendance(client: ApiClient, record: AttendanceRecord): Promise<void> {
  await sendConfirmed(client, {
    call: 'recordAttendance',
    method: 'POST',
    base: 'rest',
    path: '/rest-services/attendance/record',
    json: record,
  });
}
