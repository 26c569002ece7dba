import { accountUpdateLeadSource, getMyAccount, updateStudent } from '../../../src/core/api/account';
import { enrollEvent } from '../../../src/core/api/registration';
import { unenrollEvent } from '../../../src/core/api/unenroll';
import { PortalError } from '../../../src/core/errors';
import { getEnrollmentSessions } from '../../../src/core/api/enrollment-records';
import { signUpMakeupSession } from '../../../src/core/api/makeup';
import { liveOnlineDeliveryType } from '../../../src/core/rules/makeup';
import { getStudent } from '../../../src/core/api/student-queries';
import { CheckFailure, type Check, type SmokeContext, expectThat } from './types';
import { sharedValue } from './check-helpers';
import { firstKnownClass } from './signup-write-checks';

/*
 * Account writes (only with --allow-writes) on the signed-in student: a
 * profile update that is reverted, a make-up booking, and an event
 * registration that is unenrolled again. Each leaves the account as usable
 * for the next run as it found it.
 */

// A refused booking (full, no longer available) moves on to the next make-up, up to this many.
const bookingAttempts = 3;

async function studentNames(ctx: SmokeContext, studentId: string) {
  const student = await getStudent(ctx.client, { studentId });
  if (!student) throw new CheckFailure('Student by studentId answered no student', { path: 'data.Student' });
  return { firstName: student.firstName?.trim() ?? '', lastName: student.lastName?.trim() ?? '' };
}

const activeEventIds = async (ctx: SmokeContext) =>
  new Set((await getMyAccount(ctx.client)).nonExpiredEventListArray.map((e) => e.enrollmentId));

/** Profile update and revert, make-up sign-up, event registration and unenroll. */
export const accountWriteChecks: readonly Check[] = [
  {
    id: 'write.profile',
    title: 'Student data update changes the first name, which reads back, then restores it (account §7)',
    writes: true,
    needs: ['account.myaccount'],
    async run(ctx) {
      const studentId = sharedValue(ctx, 'studentId', 'account.myaccount');
      const original = await studentNames(ctx, studentId);
      expectThat(original.firstName !== '' && original.lastName !== '', 'the student has no name to restore; nothing was changed');
      const changed = original.firstName === 'Smoke' ? 'Smokecheck' : 'Smoke';
      const update = { leadSource: accountUpdateLeadSource, studentId, lastName: original.lastName };
      try {
        await updateStudent(ctx.client, { ...update, firstName: changed });
        const after = await studentNames(ctx, studentId);
        expectThat(after.firstName === changed, 'the updated first name does not read back', 'data.Student.0.firstName');
      } finally {
        await updateStudent(ctx.client, { ...update, firstName: original.firstName });
      }
      const restored = await studentNames(ctx, studentId);
      expectThat(restored.firstName === original.firstName, 'the first name was not restored', 'data.Student.0.firstName');
    },
  },
  {
    id: 'write.makeup-signup',
    title: 'Make-up sign-up books a found session in place of the scheduled one (account §7 msfSignUp)',
    writes: true,
    needs: ['makeup.search'],
    async run(ctx) {
      const enrollmentId = sharedValue(ctx, 'sessionEnrollmentId', 'account.myaccount');
      const oldSessionId = sharedValue(ctx, 'sessionId', 'sessions.schedule');
      const found = sharedValue(ctx, 'makeupSessionIds', 'makeup.search');
      // The scheduled session may itself be a make-up an earlier run booked.
      const candidates = found.filter((id) => id !== oldSessionId).slice(0, bookingAttempts);
      if (candidates.length === 0) {
        expectThat(!ctx.targets.expectMakeupSession, `no make-up was found near ${ctx.targets.zip}, but this environment promises one`);
        return;
      }
      const isLol = ctx.shared.sessionDeliveryType === liveOnlineDeliveryType;
      const refusals: string[] = [];
      for (const sessionId of candidates) {
        const result = await signUpMakeupSession(ctx.client, { sessionId, oldSessionId, enrollmentId, isLol });
        if (result.kind === 'message') {
          refusals.push(`${sessionId}: ${result.text.slice(0, 120)}`);
          continue;
        }
        const sessions = await getEnrollmentSessions(ctx.client, enrollmentId, 'ALL');
        expectThat(sessions.some((s) => s.sessionId === sessionId), `the booked make-up ${sessionId} is not in the schedule`, 'data.EnrollmentSession');
        return;
      }
      throw new CheckFailure(`every make-up sign-up was refused: ${refusals.join('; ')}`);
    },
  },
  {
    id: 'write.event-unenroll',
    title: 'The student registers for a target event, then unenrolls; My Active Events no longer lists it (account §2 Unenroll)',
    writes: true,
    needs: ['account.myaccount'],
    async run(ctx) {
      const { userInfo } = await getMyAccount(ctx.client);
      const before = await activeEventIds(ctx);
      const details = await firstKnownClass(ctx.client, ctx.targets.registrationClassIds);
      try {
        // access §4: a signed-in student registers as themselves, without a password.
        await enrollEvent(ctx.client, {
          firstName: userInfo.firstName?.trim() || 'Smoke',
          lastName: userInfo.lastName?.trim() || 'Check',
          email: userInfo.email,
          classCode: details.code,
          programCode: details.programCode ?? undefined,
          existingUser: true,
        });
      } catch (error) {
        if (error instanceof PortalError && error.code === 'event.already-enrolled') {
          throw new CheckFailure(`the student is already enrolled in class ${details.code} (an earlier run that did not unenroll?): unenroll it from My Active Events first`);
        }
        throw error;
      }
      const added = [...(await activeEventIds(ctx))].filter((id) => !before.has(id));
      expectThat(added.length === 1, `the registration for class ${details.code} added ${added.length} active events, not one`, 'nonExpiredEventListArray');
      const [enrollmentId] = added;
      if (!enrollmentId) return;
      await unenrollEvent(ctx.client, enrollmentId);
      expectThat(!(await activeEventIds(ctx)).has(enrollmentId), `the unenrolled event ${enrollmentId} is still listed`, 'nonExpiredEventListArray');
    },
  },
];
