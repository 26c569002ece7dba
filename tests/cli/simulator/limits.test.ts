import { describe, expect, it } from 'vitest';
import { isLoggedIn } from '../../../src/core/api/session';
import { cookieNames } from '../../../src/core/api/credentials';
import { recordAttendance } from '../../../src/core/api/attendance';
import { uploadCaseAttachment } from '../../../src/core/api/cases';
import { forgotPassword } from '../../../src/core/api/passwords';
import { registerStudent, validateRegisteredUser } from '../../../src/core/api/registration';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { defaultLimits } from '../../../cli/simulator/fixture/state';
import { type TestSimulator, startTestSimulator } from './harness';
import { cookiesOf, postJson } from './requests';
import { demoEmails, sessionHeaders, signIn } from './sign-in';

/*
 * #13.23: what the simulator holds in memory is bounded, so a long `npm start`
 * or a load test cannot exhaust it, and it keeps answering. Small limits are
 * set through the simulator's options; the defaults are checked to be finite.
 */

const minute = 60 * 1000;
const uploadPath = '/rest-services/document/upload';
const uploadFields = { caseId: '500A0001', fileType: 'application/pdf', studentId: 'S1001' };

function upload(sim: TestSimulator, name: string, size: number): Promise<Response> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(size)]), name);
  for (const [field, value] of Object.entries({ ...uploadFields, fileName: name })) body.append(field, value);
  return sim.fetch(uploadPath, { method: 'POST', body, headers: sessionHeaders(sim) });
}

const lead = (n: number, extra: Record<string, string> = {}) => ({
  email: `lead${n}@student-portal.test`,
  firstName: 'Max',
  lastName: 'Ito',
  programCode: 'SAT',
  parentFirstName: 'Emi',
  parentLastName: 'Ito',
  parentEmail: 'emi.ito@student-portal.test',
  graduationYear: 2028,
  ...extra,
});

describe('simulator memory bounds (#13.23)', () => {
  it('has finite defaults for every limit', () => {
    for (const [name, value] of Object.entries(defaultLimits)) {
      expect(Number.isFinite(value) && value > 0, name).toBe(true);
    }
  });

  it('forgets a session idle for the idle time; one in use stays', async () => {
    const sim = await startTestSimulator({ limits: { sessionIdleMs: 10 * minute } });
    await signIn(sim.client);
    sim.advance(10 * minute - 1);
    expect(await isLoggedIn(sim.client)).toBe(true);
    // The check above used the session: its idle time starts again.
    sim.advance(10 * minute - 1);
    expect(await isLoggedIn(sim.client)).toBe(true);
    sim.advance(10 * minute);
    expect(await isLoggedIn(sim.client)).toBe(false);
    expect(sim.simulator.state().sessions.size).toBe(0);
  });

  it('keeps at most maxSessions sessions: the least recently used goes first', async () => {
    const sim = await startTestSimulator({ limits: { maxSessions: 2 } });
    const [a, b, c] = [sim.newClient(), sim.newClient(), sim.newClient()];
    await signIn(a.client);
    await signIn(b.client, demoEmails.precollege);
    expect(await isLoggedIn(a.client)).toBe(true);
    await signIn(c.client, demoEmails.bar);
    expect(sim.simulator.state().sessions.size).toBe(2);
    expect(await isLoggedIn(a.client)).toBe(true);
    expect(await isLoggedIn(b.client)).toBe(false);
    expect(await isLoggedIn(c.client)).toBe(true);
  });

  it('keeps at most maxTokens access tokens and sign-in tickets, and drops expired ones', async () => {
    const sim = await startTestSimulator({ limits: { maxTokens: 3 } });
    for (let i = 0; i < 5; i += 1) await signIn(sim.newClient().client);
    const state = sim.simulator.state();
    expect(state.tokens.size).toBe(3);
    for (let i = 0; i < 5; i += 1) {
      await postJson(sim, '/rest-services/userLogin/oamLogin', { email: demoEmails.main });
    }
    expect(state.oamTickets.size).toBe(3);
    // Older than a day: the next token pushes all the expired ones out.
    sim.advance(25 * 60 * minute);
    await signIn(sim.client);
    expect(state.tokens.size).toBe(1);
    expect(cookiesOf(sim)[cookieNames.session]).toBeTruthy();
  });

  it('keeps at most maxTokens reset links it minted, never the fixture\'s', async () => {
    const sim = await startTestSimulator({ limits: { maxTokens: 3 } });
    const state = sim.simulator.state();
    const fixtureTokens = [...state.resetTokens.keys()];
    for (let i = 0; i < 6; i += 1) await forgotPassword(sim.client, demoEmails.main);
    expect(state.resetTokens.size).toBe(fixtureTokens.length + 3);
    for (const token of fixtureTokens) expect(state.resetTokens.has(token), token).toBe(true);
  });

  it('keeps the newest maxLeads leads and refuses a lead larger than maxLeadBytes with 413 JSON', async () => {
    const sim = await startTestSimulator({ limits: { maxLeads: 2, maxLeadBytes: 2048 } });
    for (const n of [1, 2, 3]) expect((await postJson(sim, '/rest-services/leadRegistration/register', lead(n))).status).toBe(200);
    expect(sim.simulator.state().leads.map((l) => l.email)).toEqual(['lead2@student-portal.test', 'lead3@student-portal.test']);

    const big = await postJson(sim, '/rest-services/leadRegistration/register', lead(4, { notes: 'x'.repeat(4000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: 'payload_too_large', limit: 2048 });
    expect(sim.simulator.state().leads).toHaveLength(2);
    expect((await postJson(sim, '/rest-services/leadRegistration/register', lead(5))).status).toBe(200);
  });

  it('refuses an upload past the student\'s quota with 413 JSON, and takes one again once room is made', async () => {
    const sim = await startTestSimulator({ limits: { uploadQuotaPerStudent: 100 } });
    await signIn(sim.client);
    const first = await upload(sim, 'one.pdf', 60);
    expect(first.status).toBe(200);
    const { attachmentId } = (await first.json()) as { attachmentId: string };

    const over = await upload(sim, 'two.pdf', 60);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ error: 'payload_too_large', field: 'file', quota: 100 });
    expect(sim.simulator.state().uploads.size).toBe(1);

    const removed = await postJson(
      sim,
      '/rest-services/case/attachment/delete',
      { caseNumber: '00012001', attachmentId, studentId: 'S1001' },
      sessionHeaders(sim),
    );
    expect(removed.status).toBe(200);
    expect((await upload(sim, 'two.pdf', 60)).status).toBe(200);
  });

  it('refuses an upload past the quota of all students together with 413 JSON', async () => {
    const sim = await startTestSimulator({ limits: { uploadQuotaPerStudent: 1000, uploadQuotaTotal: 100 } });
    await signIn(sim.client);
    const result = await uploadCaseAttachment(sim.client, { ...uploadFields, fileName: 'one.pdf', file: new Blob([new Uint8Array(60)]) });
    expect(result.status).toBe('success');
    const over = await upload(sim, 'two.pdf', 60);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ field: 'file', quota: 100 });
  });

  it('keeps at most maxCreatedStudents accounts made at runtime: the oldest goes with its sessions; the fixture\'s stay', async () => {
    const sim = await startTestSimulator({ limits: { maxCreatedStudents: 2 } });
    const state = sim.simulator.state();
    const fixtureStudents = state.fixture.students.length;
    const password = demoPassword;
    const emails = [1, 2, 3].map((n) => `new${n}@student-portal.test`);
    const first = sim.newClient();
    await registerStudent(sim.client, { firstName: 'Ola', lastName: 'Nowak', email: emails[0] ?? '', password });
    await signIn(first.client, emails[0]);
    expect(await isLoggedIn(first.client)).toBe(true);
    for (const email of emails.slice(1)) await registerStudent(sim.client, { firstName: 'Ola', lastName: 'Nowak', email, password });

    expect(state.fixture.students).toHaveLength(fixtureStudents + 2);
    expect(await validateRegisteredUser(sim.client, emails[0] ?? '')).toBe('NOT_FOUND');
    expect(await validateRegisteredUser(sim.client, emails[2] ?? '')).toBe('OK');
    expect(await isLoggedIn(first.client)).toBe(false);
    expect(state.sessions.size).toBe(0);
    await signIn(sim.newClient().client);
  });

  it('keeps the newest maxAttendance attendance records', async () => {
    const sim = await startTestSimulator({ limits: { maxAttendance: 2 } });
    await signIn(sim.client);
    const start = sim.simulator.state().now().getTime();
    for (let n = 1; n <= 3; n += 1) {
      sim.advance(minute);
      await recordAttendance(sim.client, { enrollmentId: 'E2003' });
    }
    const at = (minutes: number) => new Date(start + minutes * minute).toISOString();
    expect(sim.simulator.state().attendance.map((a) => a.recordedAt)).toEqual([at(2), at(3)]);
  });
});
