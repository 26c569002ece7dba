import { describe, expect, it } from 'vitest';
import { maxCaseDescriptionLength } from '../../../src/core/validators/cases';
import { caseTextOf } from '../../../cli/simulator/routes/cases-store';
import { maxStoredFieldLength } from '../../../cli/simulator/http/stored-text';
import { type TestSimulator, startTestSimulator } from './harness';
import { postJson } from './requests';
import { demoEmails, sessionHeaders, signIn } from './sign-in';

/*
 * #29.12: one student cannot make the simulator hold without end. Every
 * string a write stores is capped (400 naming the field) and every list it
 * grows has a count (413 naming the limit); case text, the only thing that
 * adds up, is bounded per student and for everyone like uploads are.
 */

const comment = (sim: TestSimulator, comments: string, caseNumber = '00012001') =>
  postJson(sim, '/rest-services/case/comment', { studentId: 'S1001', caseNumber, comments }, sessionHeaders(sim));

const newCase = (sim: TestSimulator, change: Record<string, string> = {}) =>
  postJson(
    sim,
    '/rest-services/case/create',
    { studentId: 'S1001', enrollmentId: 'E2001', type: 'Billing', typeDetail: 'Payment question', description: 'When is my next installment?', ...change },
    sessionHeaders(sim),
  );

function upload(sim: TestSimulator, caseId: string, fields: Record<string, string> = {}, name = 'a.pdf'): Promise<Response> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array([1, 2, 3])]), name);
  for (const [field, value] of Object.entries({ caseId, fileType: 'application/pdf', studentId: 'S1001', ...fields })) body.append(field, value);
  return sim.fetch('/rest-services/document/upload', { method: 'POST', body, headers: sessionHeaders(sim) });
}

const long = 'x'.repeat(maxStoredFieldLength + 1);
const commentsOf = (sim: TestSimulator, caseNumber: string) =>
  sim.simulator.state().fixture.cases.find((c) => c.caseNumber === caseNumber)?.caseComments.length;

describe('simulator caps on what one write stores (#29.12)', () => {
  it('refuses a comment longer than the description limit with 400 naming comments, and keeps nothing', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const before = commentsOf(sim, '00012001');

    const refused = await comment(sim, 'x'.repeat(maxCaseDescriptionLength + 1));

    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'bad_request', field: 'comments' });
    expect(commentsOf(sim, '00012001')).toBe(before);
    expect((await comment(sim, 'x'.repeat(maxCaseDescriptionLength))).status).toBe(200);
  });

  it.each(['type', 'typeDetail'])('refuses a case whose %s is longer than the stored-field limit (400 naming it)', async (field) => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const cases = sim.simulator.state().fixture.cases.length;

    const refused = await newCase(sim, { [field]: long });

    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field });
    expect(sim.simulator.state().fixture.cases).toHaveLength(cases);
  });

  it.each(['state', 'country', 'schoolState', 'schoolId', 'graduationYear', 'testDate'])(
    'refuses a profile update whose %s is longer than the stored-field limit (400 naming it)',
    async (field) => {
      const sim = await startTestSimulator();
      await signIn(sim.client);
      const value = field === 'testDate' ? ' '.repeat(maxStoredFieldLength + 1) : long;

      const refused = await postJson(sim, '/rest-services/enroll/updatestudent', { studentId: 'S1001', [field]: value }, sessionHeaders(sim));

      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ field });
      expect(JSON.stringify(sim.simulator.state().fixture.students)).not.toContain(value);
    },
  );

  it.each(['state', 'country'])('refuses a login profile update whose %s is longer than the stored-field limit', async (field) => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const refused = await postJson(
      sim,
      '/rest-services/accountManagement/updateContact',
      { email: demoEmails.main, userId: 'U1001', [field]: long },
      sessionHeaders(sim),
    );

    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field });
  });

  it.each([
    ['partnerName', long],
    ['hsgAcceptanceValue', `${'0'.repeat(maxStoredFieldLength)}1`],
  ])('refuses an agreement update whose %s is longer than the stored-field limit', async (field, value) => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const refused = await postJson(
      sim,
      '/graphql',
      { operationName: 'UpdateEnrollmentAgreement', query: 'mutation UpdateEnrollmentAgreement { x }', variables: { input: { enrollmentId: 'E2009', [field]: value } } },
      sessionHeaders(sim),
    );

    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: `input.${field}` });
  });

  it('refuses an attachment name longer than the stored-field limit, sent as fileName or as the part’s filename', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const name = `${'x'.repeat(maxStoredFieldLength)}.pdf`;

    const asField = await upload(sim, '500A0001', { fileName: name });
    const asPart = await upload(sim, '500A0001', {}, name);

    expect(asField.status).toBe(400);
    expect(await asField.json()).toMatchObject({ field: 'fileName' });
    expect(asPart.status).toBe(400);
    expect(await asPart.json()).toMatchObject({ field: 'file' });
    expect(sim.simulator.state().uploads.size).toBe(0);
  });
});

describe('simulator counts and quotas of what a student keeps (#29.12)', () => {
  it('keeps at most maxCommentsPerCase comments on a case: the next is refused with 413 JSON', async () => {
    // Case 00012001 starts with 2 comments.
    const sim = await startTestSimulator({ limits: { maxCommentsPerCase: 3 } });
    await signIn(sim.client);
    expect((await comment(sim, 'Any news?')).status).toBe(200);

    const refused = await comment(sim, 'Any news now?');

    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: 'payload_too_large', field: 'comments', limit: 3 });
    expect(commentsOf(sim, '00012001')).toBe(3);
  });

  it('keeps at most maxCasesPerStudent cases for a student: the next create is refused with 413 JSON', async () => {
    // The demo student starts with 8 cases.
    const sim = await startTestSimulator({ limits: { maxCasesPerStudent: 9 } });
    await signIn(sim.client);
    expect((await newCase(sim)).status).toBe(200);

    const refused = await newCase(sim);

    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: 'payload_too_large', limit: 9 });
    expect(sim.simulator.state().fixture.cases.filter((c) => c.studentId === 'S1001')).toHaveLength(9);
  });

  it('keeps at most maxAttachmentsPerCase attachments on a case and maxUploads uploads in all (413 JSON)', async () => {
    // Case 500A0001 starts with 1 attachment.
    const sim = await startTestSimulator({ limits: { maxAttachmentsPerCase: 2, maxUploads: 2 } });
    await signIn(sim.client);
    expect((await upload(sim, '500A0001')).status).toBe(200);

    const perCase = await upload(sim, '500A0001');
    expect(perCase.status).toBe(413);
    expect(await perCase.json()).toMatchObject({ field: 'file', limit: 2 });

    expect((await upload(sim, '500A0002')).status).toBe(200);
    const inAll = await upload(sim, '500A0005');
    expect(inAll.status).toBe(413);
    expect(await inAll.json()).toMatchObject({ field: 'file', limit: 2 });
    expect(sim.simulator.state().uploads.size).toBe(2);
  });

  it('bounds the case text of one student (caseTextPerStudent) and of all (caseTextTotal): 413 JSON naming the quota', async () => {
    const fresh = await startTestSimulator();
    const mine = caseTextOf(fresh.simulator.state(), 'S1001');
    const all = caseTextOf(fresh.simulator.state());
    // The other student's comments below reach the total before their own quota.
    expect(caseTextOf(fresh.simulator.state(), 'S1002') + 1100).toBeLessThan(mine + 500);

    const sim = await startTestSimulator({ limits: { caseTextPerStudent: mine + 500, caseTextTotal: all + 1000 } });
    await signIn(sim.client);
    expect((await comment(sim, 'x'.repeat(100))).status).toBe(200);
    const overMine = await comment(sim, 'x'.repeat(400));
    expect(overMine.status).toBe(413);
    expect(await overMine.json()).toMatchObject({ error: 'payload_too_large', field: 'comments', quota: mine + 500 });
    const overMineByCase = await newCase(sim, { description: 'x'.repeat(400) });
    expect(overMineByCase.status).toBe(413);

    const other = sim.newClient();
    await signIn(other.client, demoEmails.precollege);
    const otherComment = (text: string) =>
      postJson(sim, '/rest-services/case/comment', { studentId: 'S1002', caseNumber: '00013001', comments: text }, {
        cookie: other.jar.cookieHeader(`${sim.url}/`) ?? '',
      });
    expect((await otherComment('y'.repeat(300))).status).toBe(200);
    const overAll = await otherComment('y'.repeat(400));
    expect(overAll.status).toBe(413);
    expect(await overAll.json()).toMatchObject({ quota: all + 1000 });
    expect(caseTextOf(sim.simulator.state())).toBeLessThanOrEqual(all + 1000);
  });
});
