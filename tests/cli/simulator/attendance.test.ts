import { describe, expect, it } from 'vitest';
import { recordAttendance } from '../../../src/core/api/attendance';
import { accessErrors } from '../../../src/core/messages/errors';
import { startTestSimulator } from './harness';
import { epochInstant } from '../../support/epoch';
import { postJson, rejection } from './requests';
import { demoEmails, sessionHeaders, signIn } from './sign-in';

const recordPath = '/rest-services/attendance/record';

describe('simulator attendance record (account §4 live online launch)', () => {
  it('records the launch of an own enrollment with the simulator time and answers success', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    sim.advance(60_000);

    await recordAttendance(sim.client, { enrollmentId: 'E2003', courseAccessId: 'CA2003' });
    const raw = await postJson(sim, recordPath, { enrollmentId: 'E2003' }, sessionHeaders(sim));

    expect(await raw.json()).toEqual({ status: 'success' });
    const recordedAt = epochInstant(60_000);
    expect(sim.simulator.state().attendance).toEqual([
      { studentId: 'S1001', enrollmentId: 'E2003', courseAccessId: 'CA2003', recordedAt },
      { studentId: 'S1001', enrollmentId: 'E2003', courseAccessId: null, recordedAt },
    ]);
  });

  it("answers 401 'Not logged in' without a session and records nothing", async () => {
    const sim = await startTestSimulator();

    const error = await rejection(recordAttendance(sim.client, { enrollmentId: 'E2003' }));

    expect(error.status).toBe(401);
    expect(error.code).toBe('auth.not-logged-in');
    const raw = await postJson(sim, recordPath, { enrollmentId: 'E2003' });
    expect(await raw.json()).toMatchObject({ message: accessErrors.notLoggedIn });
    expect(sim.simulator.state().attendance).toEqual([]);
  });

  it("answers 404 for another student's or an unknown enrollment", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client, demoEmails.canada);

    const foreign = await rejection(recordAttendance(sim.client, { enrollmentId: 'E2003' }));
    const unknown = await postJson(sim, recordPath, { enrollmentId: 'E9999' }, sessionHeaders(sim));

    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ field: 'enrollmentId' });
    expect(sim.simulator.state().attendance).toEqual([]);
  });

  it.each([
    ['a missing enrollmentId', {}, 'enrollmentId'],
    ['an empty enrollmentId', { enrollmentId: '' }, 'enrollmentId'],
    ['an object as enrollmentId', { enrollmentId: { id: 1 } }, 'enrollmentId'],
    ['a courseAccessId of the wrong type', { enrollmentId: 'E2003', courseAccessId: ['CA2003'] }, 'courseAccessId'],
    ["another course's courseAccessId", { enrollmentId: 'E2003', courseAccessId: 'CA2001' }, 'courseAccessId'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const response = await postJson(sim, recordPath, body, sessionHeaders(sim));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
    expect(sim.simulator.state().attendance).toEqual([]);
  });

  it('forgets recorded attendance on reset', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client, demoEmails.canada);
    await recordAttendance(sim.client, { enrollmentId: 'E2502', courseAccessId: 'CA2502' });
    expect(sim.simulator.state().attendance).toHaveLength(1);

    const reset = await sim.fetch('/__sim/reset', { method: 'POST' });

    expect(reset.status).toBe(200);
    expect(sim.simulator.state().attendance).toEqual([]);
  });
});
