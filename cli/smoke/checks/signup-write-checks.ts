import { PortalError } from '../../../src/core/errors';
import {
  enrollEvent,
  getClassDetails,
  registerLead,
  registerStudent,
  validateRegisteredUser,
} from '../../../src/core/api/registration';
import type { ClassDetails } from '../../../src/core/api/structs/registration';
import { testDateOptions } from '../../../src/core/rules/test-dates';
import type { ApiClient } from '../../../src/core/api/transport';
import { CheckFailure, type Check, expectThat } from './types';
import { generatedEmail, generatedPassword } from './check-helpers';
import { isolatedClient } from './isolated-client';

/*
 * Visitor writes of access §7 (only with --allow-writes): a sign-up, an event
 * registration and a lead, each with a new generated email so runs never
 * collide, each through a client of its own so the run's session is not
 * replaced by the new account's.
 */

const visitor = { firstName: 'Smoke', lastName: 'Check' };

/** The first registration class the environment still knows (classes end; the list has spares). */
export async function firstKnownClass(client: ApiClient, classIds: readonly string[]): Promise<ClassDetails> {
  for (const classId of classIds) {
    try {
      return await getClassDetails(client, classId);
    } catch (error) {
      if (!(error instanceof PortalError && error.code === 'event.not-found')) throw error;
    }
  }
  throw new CheckFailure(`none of the registration classes (${classIds.join(', ')}) exists`);
}

/** Sign-up, event registration, lead registration. */
export const signupWriteChecks: readonly Check[] = [
  {
    id: 'write.signup',
    title: 'Student registration of a new email succeeds; the email is then registered (access §7)',
    writes: true,
    async run(ctx) {
      const { client } = isolatedClient(ctx);
      const email = generatedEmail(ctx, 'signup');
      await registerStudent(client, { ...visitor, email, password: generatedPassword() });
      const status = await validateRegisteredUser(client, email);
      expectThat(status === 'OK', `the new account is not registered: validateRegisteredUser answered ${status}`);
    },
  },
  {
    id: 'write.event-registration',
    title: 'Event registration of a new email for a target class answers a studentId (access §7 enroll)',
    writes: true,
    async run(ctx) {
      const { client } = isolatedClient(ctx);
      const details = await firstKnownClass(client, ctx.targets.registrationClassIds);
      const answer = await enrollEvent(client, {
        ...visitor,
        email: generatedEmail(ctx, 'event'),
        password: generatedPassword(),
        classCode: details.code,
        programCode: details.programCode ?? undefined,
        country: 'US',
        sendMarketingEmail: false,
        existingUser: false,
      });
      expectThat(answer.studentId.trim() !== '', 'enroll answered an empty studentId', 'studentId');
    },
  },
  {
    id: 'write.lead',
    title: 'Lead registration of a graduate-program form is accepted (access §3, §7)',
    writes: true,
    async run(ctx) {
      const { client } = isolatedClient(ctx);
      // access §3: the graduate family's form needs the time to test.
      const testDate = testDateOptions(ctx.now())[2]?.value;
      expectThat(testDate, 'no time-to-test option to send');
      await registerLead(client, { ...visitor, email: generatedEmail(ctx, 'lead'), programCode: 'MCAT', testDate });
    },
  },
];
