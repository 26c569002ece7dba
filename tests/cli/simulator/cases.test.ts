import { describe, expect, it } from 'vitest';
import { addCaseComment, attachmentDownloadUrl, createCase, deleteCaseAttachment, getCases } from '../../../src/core/api/cases';
import { PortalError } from '../../../src/core/errors';
import { accountValidation, chosenValidation } from '../../../src/core/messages/validation';
import { startTestSimulator } from './harness';
import { epochInstant } from '../../support/epoch';
import { postJson } from './requests';
import { sessionHeaders, signIn } from './sign-in';

const dayMs = 86_400_000;

async function failure(promise: Promise<unknown>): Promise<PortalError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PortalError)) throw new Error(`expected a PortalError, got ${String(error)}`);
  return error;
}

describe('simulator case list and create (account §3, §7)', () => {
  it("lists the student's own cases, newest first, with comments, attachments and closedDate", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const cases = await getCases(sim.client, 'S1001');

    expect(cases.map((c) => c.caseNumber)).toEqual(['00012005', '00012001', '00012006', '00012003', '00012002', '00012004', '00012007', '00012008']);
    const closedTwoDaysAgo = cases.find((c) => c.caseNumber === '00012003');
    expect(closedTwoDaysAgo).toMatchObject({ status: 'Closed', closedDate: epochInstant(-2 * dayMs) });
    expect(cases.find((c) => c.caseNumber === '00012001')?.caseComments).toHaveLength(2);
    expect(JSON.stringify(cases)).not.toContain('placeholder');
  });

  it("refuses another student's list (403) and answers 401 without a session", async () => {
    const sim = await startTestSimulator();
    const anonymous = await failure(getCases(sim.client, 'S1001'));
    await signIn(sim.client);

    const other = await failure(getCases(sim.client, 'S1002'));

    expect(anonymous.code).toBe('auth.not-logged-in');
    expect(other.status).toBe(403);
  });

  it('creates a case that the list then shows as New', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const created = await createCase(sim.client, {
      studentId: 'S1001', enrollmentId: 'E2001', type: 'Billing', typeDetail: 'Payment question', description: 'When is my next installment?',
    });

    expect(created.status).toBe('success');
    const listed = (await getCases(sim.client, 'S1001')).find((c) => c.caseNumber === created.caseNumber);
    expect(listed).toMatchObject({ status: 'New', type: 'Billing', enrollmentId: 'E2001', caseComments: [], CaseAttachment: [] });
  });

  it.each([
    ['description', { description: '' }, chosenValidation.caseDescriptionRequired],
    ['description', { description: 'x'.repeat(4001) }, chosenValidation.tooLong(4000)],
    ['typeDetail', { typeDetail: ' ' }, chosenValidation.caseTopicDetailRequired],
  ])('refuses a case without a valid %s (400 naming it)', async (field, change, text) => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const body = { studentId: 'S1001', enrollmentId: 'E2001', type: 'Billing', typeDetail: 'Payment question', description: 'Hi', ...change };

    const response = await postJson(sim, '/rest-services/case/create', body, sessionHeaders(sim));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message: text });
  });

  it("refuses a case on another student's enrollment (404)", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const error = await failure(
      createCase(sim.client, { studentId: 'S1001', enrollmentId: 'E2201', type: 'Billing', typeDetail: 'Refund request', description: 'x' }),
    );

    expect(error.status).toBe(404);
  });
});

describe('simulator case comments and attachments (account §4: closed more than 3 days is read-only)', () => {
  const comment = (caseNumber: string) => ({ studentId: 'S1001', caseNumber, comments: 'Any news?' });

  it('adds a comment to an open case and to one closed 2 days ago', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    await addCaseComment(sim.client, comment('00012001'));
    await addCaseComment(sim.client, comment('00012003'));

    const cases = await getCases(sim.client, 'S1001');
    const last = (n: string) => cases.find((c) => c.caseNumber === n)?.caseComments.at(-1);
    expect(last('00012001')).toMatchObject({ body: 'Any news?', lastModifiedBy: { firstName: 'Dana', id: 'U1001' } });
    expect(last('00012003')?.body).toBe('Any news?');
  });

  it('refuses a comment and an attachment deletion on a case closed 5 days ago with status failed', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const commentError = await failure(addCaseComment(sim.client, comment('00012004')));
    const raw = await postJson(sim, '/rest-services/case/attachment/delete', { studentId: 'S1001', caseNumber: '00012004', attachmentId: 'ATT9004' }, sessionHeaders(sim));

    expect(commentError.code).toBe('case.failed');
    expect(await raw.json()).toEqual({ status: 'failed', message: accountValidation.caseClosed });
    const closed = (await getCases(sim.client, 'S1001')).find((c) => c.caseNumber === '00012004');
    expect(closed?.caseComments).toHaveLength(1);
    expect(closed?.CaseAttachment.map((a) => a.id)).toEqual(['ATT9004']);
  });

  it('keeps a case editable exactly 3 days after closing and read-only a moment later', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    sim.advance(dayMs);
    const atThreeDays = await addCaseComment(sim.client, comment('00012003'));
    sim.advance(1);
    const after = await failure(addCaseComment(sim.client, comment('00012003')));

    expect(atThreeDays.status).toBe('success');
    expect(after.code).toBe('case.failed');
  });

  it("answers 404 for another student's case and 400 for an empty comment", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const foreign = await failure(addCaseComment(sim.client, comment('00013001')));
    const empty = await postJson(sim, '/rest-services/case/comment', { ...comment('00012001'), comments: '  ' }, sessionHeaders(sim));

    expect(foreign.status).toBe(404);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: 'comments', message: chosenValidation.caseCommentRequired });
  });

  it('deletes an attachment of an open case', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const result = await deleteCaseAttachment(sim.client, { studentId: 'S1001', caseNumber: '00012001', attachmentId: 'ATT9001' });
    const again = await failure(deleteCaseAttachment(sim.client, { studentId: 'S1001', caseNumber: '00012001', attachmentId: 'ATT9001' }));

    expect(result.status).toBe('success');
    expect((await getCases(sim.client, 'S1001')).find((c) => c.caseNumber === '00012001')?.CaseAttachment).toEqual([]);
    expect(again.status).toBe(404);
  });

  it('downloads a fixture attachment of the student with content-disposition, and not another student’s', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const download = (id: string) => fetch(attachmentDownloadUrl(sim.client, id), { headers: sessionHeaders(sim) });

    const own = await download('ATT9001');
    const foreign = await download('ATT9101');

    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain('filename="loading-screen.png"');
    expect(await own.text()).toBe('demo screenshot placeholder');
    expect(foreign.status).toBe(404);
  });
});
