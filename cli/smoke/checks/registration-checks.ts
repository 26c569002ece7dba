import { getClassDetails, validateRegisteredUser } from '../../../src/core/api/registration';
import { type Check, expectThat } from './types';
import { generatedEmail } from './check-helpers';

/*
 * access §7 reads of the registration flow: the class of an event and
 * validateRegisteredUser (OK for an account, NOT_FOUND otherwise). None needs
 * a session.
 */

/** Class details and the registered-user lookups. */
export const registrationChecks: readonly Check[] = [
  {
    id: 'registration.class-details',
    title: 'Class details of the target class carry its code and product (access §3 Class)',
    writes: false,
    async run(ctx) {
      const details = await getClassDetails(ctx.client, ctx.targets.classId);
      expectThat(details.code.trim() !== '', 'the class has an empty code', 'code');
      expectThat(details.Product.length > 0, 'the class has no Product', 'Product');
    },
  },
  {
    id: 'registration.registered-user',
    title: 'validateRegisteredUser answers OK for the signed-in account',
    writes: false,
    async run(ctx) {
      const status = await validateRegisteredUser(ctx.client, ctx.credentials.email);
      expectThat(status === 'OK', `expected OK for the run's account, got ${status}`);
    },
  },
  {
    id: 'registration.unknown-user',
    title: 'validateRegisteredUser answers NOT_FOUND for a generated email',
    writes: false,
    async run(ctx) {
      const status = await validateRegisteredUser(ctx.client, generatedEmail(ctx, 'unknown'));
      expectThat(status === 'NOT_FOUND', `expected NOT_FOUND for an unknown email, got ${status}`);
    },
  },
];
