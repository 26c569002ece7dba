import { describe, expect, it } from 'vitest';
import { getMyAccount } from '../../../src/core/api/account';
import { getEnrollments } from '../../../src/core/api/enrollment-queries';
import { enrollEvent } from '../../../src/core/api/registration';
import { unenrollEvent } from '../../../src/core/api/unenroll';
import { startTestSimulator } from './harness';
import { postJson, rejection } from './requests';
import { demoEmails, sessionHeaders, signIn } from './sign-in';

const path = '/rest-services/enroll/unenrollEvent';

describe('simulator unenroll (account §7 "not shown": POST /rest-services/enroll/unenrollEvent)', () => {
  it('removes the event from the student’s active events; the next myaccount no longer lists it', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    await unenrollEvent(sim.client, 'V2101');

    const account = await getMyAccount(sim.client);
    expect(account.nonExpiredEventListArray.map((e) => e.enrollmentId)).toEqual(['V2102']);
    expect(account.expiredEventListArray.map((e) => e.enrollmentId)).toEqual(['V2103']);
    // No longer the student's: its detail reads as unknown.
    expect(await getEnrollments(sim.client, ['V2101'])).toEqual([]);
  });

  it('unenrolls an event registered through enroll (its course goes too)', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    await enrollEvent(sim.client, {
      firstName: 'Dana', lastName: 'Rivera', email: demoEmails.main, classCode: 'MCATT7004', existingUser: true,
    });
    const enrollmentId = sim.simulator.state().eventRegistrations.at(-1)?.enrollmentId ?? '';
    expect((await getMyAccount(sim.client)).nonExpiredEventListArray.map((e) => e.enrollmentId)).toContain(enrollmentId);

    await unenrollEvent(sim.client, enrollmentId);

    const account = await getMyAccount(sim.client);
    expect(account.nonExpiredEventListArray.map((e) => e.enrollmentId)).not.toContain(enrollmentId);
    expect(account.nonExpiredCoursListArray.map((c) => c.enrollmentId)).not.toContain(enrollmentId);
  });

  it('answers 401 JSON without a session', async () => {
    const sim = await startTestSimulator();
    const response = await postJson(sim, path, { enrollmentId: 'V2101' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it.each<[string, string, unknown, number]>([
    ['an expired event', 'expired', { enrollmentId: 'V2103' }, 404],
    ['another student’s event', 'other', { enrollmentId: 'V2201' }, 404],
    ['an unknown event', 'unknown', { enrollmentId: 'V9999' }, 404],
    ['a course, not an event', 'course', { enrollmentId: 'E2001' }, 404],
    ['no enrollmentId', 'missing', {}, 400],
    ['an empty enrollmentId', 'empty', { enrollmentId: '' }, 400],
    ['a number', 'number', { enrollmentId: 2101 }, 400],
    ['a body that is no JSON object', 'array', '[1,2]', 400],
    ['broken JSON', 'broken', '{"enrollmentId":', 400],
  ])('refuses %s with a 4xx JSON answer, never a 500, and changes nothing', async (_label, _key, body, status) => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const response = await postJson(sim, path, body, sessionHeaders(sim));
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toHaveProperty('message');
    const account = await getMyAccount(sim.client);
    expect(account.nonExpiredEventListArray.map((e) => e.enrollmentId)).toEqual(['V2101', 'V2102']);
  });

  it('unenrolling twice: the second time the event is no longer there (404, the client’s failure text)', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    await unenrollEvent(sim.client, 'V2102');
    const error = await rejection(unenrollEvent(sim.client, 'V2102'));
    expect(error).toMatchObject({ code: 'event.unenroll-failed', status: 404 });
  });
});
