import { size, string, type } from 'superstruct';
import { maybe } from '../../../src/core/api/structs/common';
import { HttpError } from '../http/errors';
import type { Route } from '../http/route';
import { coursesOf, eventsOf, requireOwnEnrollment } from './account-lookups';

/*
 * account §4 "Live online courses trigger an attendance call on launch"; the
 * call is not shown. The client's choice (src/core/api/attendance.ts,
 * docs/decisions.md): POST /rest-services/attendance/record
 * { enrollmentId, courseAccessId? } → { status: 'success' }.
 */

const key = size(string(), 1, 60);

/** `type()`: the portal may send more of the course than these two fields. */
const AttendanceBody = type({ enrollmentId: key, courseAccessId: maybe(key) });

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/rest-services/attendance/record',
    handler: async (ctx) => {
      const student = ctx.requireStudent();
      const body = await ctx.json(AttendanceBody);
      const { state } = ctx;
      requireOwnEnrollment(state, student, body.enrollmentId);
      const courseAccessId = body.courseAccessId?.trim() || null;
      if (courseAccessId) {
        // The course access, when sent, must be the one of that enrollment (course or event).
        const ids = [
          ...coursesOf(state, student.studentId).map((c) => c.course),
          ...eventsOf(state, student.studentId).map((e) => e.event),
        ]
          .filter((e) => e.enrollmentId === body.enrollmentId)
          .map((e) => e.courseAccessId);
        if (!ids.includes(courseAccessId)) {
          throw new HttpError(400, `Course access ${courseAccessId} is not the one of enrollment ${body.enrollmentId}`, { field: 'courseAccessId' });
        }
      }
      state.attendance.push({ studentId: student.studentId, enrollmentId: body.enrollmentId, courseAccessId, recordedAt: state.now().toISOString() });
      // Bounded (#13.23): the oldest records go past limits.maxAttendance.
      if (state.attendance.length > state.limits.maxAttendance) state.attendance.splice(0, state.attendance.length - state.limits.maxAttendance);
      return { json: { status: 'success' } };
    },
  },
];
