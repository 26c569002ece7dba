import { object, size, string } from 'superstruct';
import { HttpError } from '../http/errors';
import type { Route } from '../http/route';
import type { SimState } from '../fixture/state';
import { eventsOf } from './account-lookups';

/*
 * account §7 "Unenroll call: not shown" — our choice, as the client sends it
 * (src/core/api/unenroll.ts, docs/decisions.md): POST
 * /rest-services/enroll/unenrollEvent { enrollmentId } → { status: 'success' }.
 * Only one of the student's active events can go; it leaves the working
 * state, so the next myaccount no longer lists it. Bad input is a 4xx.
 */

const UnenrollBody = object({ enrollmentId: size(string(), 1, 60) });

/** Removes an active event of the student (a fixture event or an enroll registration); false when there is none. */
export function unenrollFromEvent(state: SimState, studentId: string, enrollmentId: string): boolean {
  const active = eventsOf(state, studentId).some((e) => !e.expired && e.event.enrollmentId === enrollmentId);
  if (!active) return false;
  const events = state.fixture.events;
  const fixed = events.findIndex((e) => e.studentId === studentId && e.event.enrollmentId === enrollmentId);
  if (fixed >= 0) events.splice(fixed, 1);
  const registrations = state.eventRegistrations;
  const registered = registrations.findIndex((r) => r.studentId === studentId && r.enrollmentId === enrollmentId);
  if (registered >= 0) registrations.splice(registered, 1);
  return true;
}

export const unenrollRoutes: Route[] = [
  {
    method: 'POST',
    path: '/rest-services/enroll/unenrollEvent',
    handler: async (ctx) => {
      const student = ctx.requireStudent();
      const { enrollmentId } = await ctx.json(UnenrollBody);
      if (!unenrollFromEvent(ctx.state, student.studentId, enrollmentId)) {
        throw new HttpError(404, `No active event ${enrollmentId} for this student`, { field: 'enrollmentId' });
      }
      return { json: { status: 'success' } };
    },
  },
];
