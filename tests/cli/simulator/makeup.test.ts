import { describe, expect, it } from 'vitest';
import { getEnrollmentSessions } from '../../../src/core/api/enrollment-records';
import { type SessionSearch, searchSessions, signUpMakeupSession } from '../../../src/core/api/makeup';
import { PortalError } from '../../../src/core/errors';
import { accountValidation } from '../../../src/core/messages/validation';
import { makeupSearchQuery } from '../../../src/core/rules/makeup';
import { signUpTexts } from '../../../cli/simulator/routes/makeup';
import { epochDay, epochUsDay } from '../../support/epoch';
import { startTestSimulator } from './harness';
import { postJson } from './requests';
import { sessionHeaders, signIn } from './sign-in';

// The simulator's clock starts on the epoch's New York day; the defaults of account §5 are 5 miles from 10014.
const chemistry: SessionSearch = {
  sessionTemplateId: 'T-MCAT-CHEM1',
  distance: 5,
  zip: '10014',
  startDate: epochUsDay(0),
  endDate: epochUsDay(40),
  sortBy: 'distance',
};

async function sessionsFound(sim: Awaited<ReturnType<typeof startTestSimulator>>, search: SessionSearch) {
  const result = await searchSessions(sim.client, search);
  if (result.kind !== 'sessions') throw new Error(`expected sessions, got the message ${result.text}`);
  return result.sessions;
}

describe('simulator make-up search (account §4, §5, §7)', () => {
  it('finds the active future sessions of the template within 5 miles of 10014, nearest first, the distance in miles', async () => {
    const sim = await startTestSimulator();

    const sessions = await sessionsFound(sim, chemistry);

    expect(sessions.map((s) => [s.sessionId, s.distance])).toEqual([
      ['MS8001', 1.6],
      ['MS8003', 2.4],
      ['MS8002', 2.9],
      ['MS8006', 5],
    ]);
    expect(sessions[0]).toMatchObject({ facilityName: 'Summit Prep Midtown Center', zip: '10018', status: 'Active' });
    expect(JSON.stringify(sessions)).not.toContain('seatsLeft');
  });

  it('sorts by date when asked, and widens with the distance', async () => {
    const sim = await startTestSimulator();

    const byDate = await sessionsFound(sim, { ...chemistry, sortBy: 'date' });
    const wider = await sessionsFound(sim, { ...chemistry, distance: 25 });

    expect(byDate.map((s) => s.sessionId)).toEqual(['MS8003', 'MS8002', 'MS8001', 'MS8006']);
    expect(wider.map((s) => [s.sessionId, s.distance])).toEqual([
      ['MS8001', 1.6],
      ['MS8003', 2.4],
      ['MS8002', 2.9],
      ['MS8006', 5],
      ['MS8004', 6],
      ['MS8005', 24.2],
    ]);
  });

  it('keeps to the date range, both ends included', async () => {
    const sim = await startTestSimulator();

    const sessions = await sessionsFound(sim, { ...chemistry, distance: 25, startDate: epochUsDay(5), endDate: epochUsDay(6) });

    expect(sessions.map((s) => [s.sessionId, s.sessionDate])).toEqual([
      ['MS8001', epochUsDay(6)],
      ['MS8002', epochUsDay(5)],
      ['MS8004', epochUsDay(6)],
    ]);
  });

  it("answers 'No sessions found for given criteria' as a string when nothing matches", async () => {
    const sim = await startTestSimulator();

    const result = await searchSessions(sim.client, { ...chemistry, sessionTemplateId: 'T-MCAT-PHYS1', zip: '10601' });

    expect(result).toEqual({ kind: 'message', text: accountValidation.makeupNoResults });
  });

  it('finds the live-online sessions without a distance for delivery type 11 (lol)', async () => {
    const sim = await startTestSimulator();
    // What the portal sends for delivery 11 (rules/makeup.ts): no distance or zip, lol=true.
    const query = makeupSearchQuery({ sessionTemplateId: 'T-GRE-V1', deliveryType: 11 });
    const raw = await sim.fetch(`/rest-services/sessionFinder/searchSessions?${new URLSearchParams(query)}`);

    const online = await sessionsFound(sim, { sessionTemplateId: 'T-GRE-V1', startDate: '', endDate: '', lol: true });
    const inPerson = await sessionsFound(sim, { ...chemistry, sessionTemplateId: 'T-GRE-V1' });

    expect(online.map((s) => [s.sessionId, s.isLol, s.distance])).toEqual([
      ['MS8101', true, undefined],
      ['MS8102', true, undefined],
    ]);
    expect(inPerson.map((s) => s.sessionId)).toEqual(['MS8103']);
    expect(((await raw.json()) as { sessionId: string }[]).map((s) => s.sessionId)).toEqual(['MS8101', 'MS8102']);
  });

  it.each([
    ['zip', { zip: '99999' }],
    ['zip', { zip: undefined }],
    ['distance', { distance: -5 }],
    ['startDate', { startDate: epochDay(0) }], // YYYY-MM-DD, not MM/DD/YYYY
    ['endDate', { endDate: epochUsDay(-1) }], // the day before the start
    ['sortBy', { sortBy: 'price' }],
  ])('answers 400 naming %s when it is wrong', async (field, change) => {
    const sim = await startTestSimulator();
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...chemistry, ...change })) if (value !== undefined) query.set(name, String(value));

    const response = await sim.fetch(`/rest-services/sessionFinder/searchSessions?${query}`);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  });

  it('names the spec texts for bad dates', async () => {
    const sim = await startTestSimulator();

    const start = await sim.fetch('/rest-services/sessionFinder/searchSessions?sessionTemplateId=T&zip=10014&distance=5&startDate=13/01/2026');
    const same = await sim.fetch(
      '/rest-services/sessionFinder/searchSessions?sessionTemplateId=T&zip=10014&distance=5&startDate=12/01/2026&endDate=12/01/2026',
    );

    expect(await start.json()).toMatchObject({ field: 'startDate', message: accountValidation.makeupStartDateInvalid });
    expect(await same.json()).toMatchObject({ field: 'endDate', message: accountValidation.makeupEndSameAsStart });
  });
});

describe('simulator make-up sign-up (account §4, §7)', () => {
  const signUp = { sessionId: 'MS8001', oldSessionId: 'SS7002', enrollmentId: 'E2002', isLol: false, sessionName: 'MCAT Chemistry 1 (make-up)' };

  it("books the session: the enrollment's session of that template now points to it", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const result = await signUpMakeupSession(sim.client, signUp);

    expect(result).toEqual({ kind: 'booked' });
    const active = await getEnrollmentSessions(sim.client, 'E2002', 'ACTIVE');
    expect(active.map((s) => s.sessionId)).toEqual(['SS7003', 'SS7001', 'MS8001']);
    expect(active[2]?.Session).toMatchObject({ sessionTemplateId: 'T-MCAT-CHEM1', meetingDate: epochDay(6), Facility: { name: 'Summit Prep Midtown Center' } });
  });

  it('answers a string for a session already booked, full or no longer active', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    await signUpMakeupSession(sim.client, signUp);

    const again = await signUpMakeupSession(sim.client, { ...signUp, oldSessionId: 'MS8001' });
    const full = await signUpMakeupSession(sim.client, { ...signUp, sessionId: 'MS8006', oldSessionId: undefined });
    const inactive = await signUpMakeupSession(sim.client, { ...signUp, sessionId: 'MS8007', oldSessionId: undefined });
    const past = await signUpMakeupSession(sim.client, { ...signUp, sessionId: 'MS8008', oldSessionId: undefined });

    expect(again).toEqual({ kind: 'message', text: signUpTexts.alreadyBooked });
    expect(full).toEqual({ kind: 'message', text: signUpTexts.full });
    expect(inactive).toEqual({ kind: 'message', text: signUpTexts.unavailable });
    expect(past).toEqual({ kind: 'message', text: signUpTexts.unavailable });
  });

  it("refuses without a session (401), for another student's enrollment (404) and without a sessionId (400)", async () => {
    const sim = await startTestSimulator();
    const anonymous = await signUpMakeupSession(sim.client, signUp).catch((e: unknown) => e);
    await signIn(sim.client);

    const foreign = await signUpMakeupSession(sim.client, { ...signUp, enrollmentId: 'E2201' }).catch((e: unknown) => e);
    const missing = await postJson(sim, '/rest-services/sessionFinder/msfSignUp', { enrollmentId: 'E2002' }, sessionHeaders(sim));

    expect((anonymous as PortalError).code).toBe('auth.not-logged-in');
    expect((foreign as PortalError).status).toBe(404);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'sessionId' });
  });
});
