import { describe, expect, it } from 'vitest';
import { alreadyAcceptedText } from '../../../cli/simulator/routes/agreement';
import { findClass, registerForEvent } from '../../../cli/simulator/routes/event-registrations';
import { acceptAgreement, getAgreementInfo, updateEnrollmentAgreement } from '../../../src/core/api/agreement';
import { accessValidation } from '../../../src/core/messages/validation';
import { addDays, calendarDateInZone, formatUsDate } from '../../../src/core/time/calendar';
import { type TestSimulator, startTestSimulator } from './harness';
import { postGraphql, postJson } from './requests';
import { demoEmails, sessionHeaders, signIn } from './sign-in';

const usDay = (instant: Date, days = 0) => formatUsDate(addDays(calendarDateInZone(instant), days));

/** A simulator whose main client is signed in as the demo student, whose agreements these are. */
async function signedInSimulator(): Promise<TestSimulator> {
  const sim = await startTestSimulator();
  await signIn(sim.client);
  return sim;
}

describe('simulator enrollment agreement (access §3, §5, §7)', () => {
  it('answers the pending bar and HSG agreements of the demo student, and the accepted one with its date', async () => {
    const sim = await startTestSimulator();
    const bar = await getAgreementInfo(sim.client, { enrollmentId: 'E2009' });
    expect(bar).toMatchObject({ isBar: true, isHSG: false, eaDate: null });
    const hsg = await getAgreementInfo(sim.client, { enrollmentId: 'E2010' });
    expect(hsg).toMatchObject({ isBar: false, isHSG: true, eaDate: null });
    const accepted = await getAgreementInfo(sim.client, { enrollmentId: 'E2001' });
    expect(accepted.eaDate).toBe(usDay(sim.simulator.state().now(), -30));
  });

  it('answers the agreement of a class by classId', async () => {
    const sim = await startTestSimulator();
    expect(await getAgreementInfo(sim.client, { classId: '7010' })).toMatchObject({ tcId: 'TC7010', isBar: true });
  });

  it('answers 400 without an id and 404 for an unknown one', async () => {
    const sim = await startTestSimulator();
    const missing = await sim.fetch('/rest-services/ea/info');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'enrollmentId' });
    await expect(getAgreementInfo(sim.client, { enrollmentId: 'E0000' })).rejects.toMatchObject({ status: 404 });
  });

  it('requires the share-info choice for a bar agreement, then records today as the acceptance date', async () => {
    const sim = await signedInSimulator();
    const refused = await postJson(sim, '/rest-services/ea', { courseAccessId: 'CA2009', accept: true, reject: false }, sessionHeaders(sim));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      field: 'eaShareInfo',
      message: `eaShareInfo: ${accessValidation.agreementOptionRequired}`,
    });

    await acceptAgreement(sim.client, { courseAccessId: 'CA2009', accept: true, reject: false, eaShareInfo: false });
    const info = await getAgreementInfo(sim.client, { enrollmentId: 'E2009' });
    expect(info).toMatchObject({ eaDate: usDay(sim.simulator.state().now()), barAgreementFlag: false });
  });

  it.each([[undefined], [0], [5], [2.5]])('refuses HSG option %s with the access §5 text', async (hsgOption) => {
    const sim = await signedInSimulator();
    const body = { courseAccessId: 'CA2010', accept: true, reject: false, hsgOption };
    const response = await postJson(sim, '/rest-services/ea', body, sessionHeaders(sim));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      field: 'hsgOption',
      message: `hsgOption: ${accessValidation.agreementOptionRequired}`,
    });
  });

  it('accepts an HSG agreement with option 1 to 4 and keeps the choice', async () => {
    const sim = await signedInSimulator();
    await acceptAgreement(sim.client, { courseAccessId: 'CA2010', accept: true, reject: false, hsgOption: 4 });
    expect(await getAgreementInfo(sim.client, { enrollmentId: 'E2010' })).toMatchObject({ hsgAcceptanceValue: '4' });
  });

  it('declines without accepting', async () => {
    const sim = await signedInSimulator();
    await acceptAgreement(sim.client, { courseAccessId: 'CA2009', accept: false, reject: true });
    expect((await getAgreementInfo(sim.client, { enrollmentId: 'E2009' })).eaDate).toBeNull();
  });

  it('answers status failed for an agreement already accepted or without valid course access', async () => {
    const sim = await signedInSimulator();
    await expect(acceptAgreement(sim.client, { courseAccessId: 'CA2001', accept: true, reject: false })).rejects.toMatchObject({
      code: 'upstream.rejected',
      message: alreadyAcceptedText,
    });
    await expect(acceptAgreement(sim.client, { courseAccessId: 'CA7012', accept: true, reject: false })).rejects.toMatchObject({
      code: 'upstream.rejected',
    });
  });

  it('answers 400 naming accept when accept and reject agree, and 404 for an unknown courseAccessId', async () => {
    const sim = await signedInSimulator();
    const bothBody = { courseAccessId: 'CA2009', accept: true, reject: true, eaShareInfo: true };
    const both = await postJson(sim, '/rest-services/ea', bothBody, sessionHeaders(sim));
    expect(await both.json()).toMatchObject({ field: 'accept' });
    const unknown = await postJson(sim, '/rest-services/ea', { courseAccessId: 'CA0000', accept: true, reject: false }, sessionHeaders(sim));
    expect(unknown.status).toBe(404);
  });

  it('applies the EnrollmentAgreement update mutation and refuses an unknown enrollment', async () => {
    const sim = await signedInSimulator();
    const update = { enrollmentId: 'E2009', partnerOptIn: true, partnerName: 'Law Review', barAgreementFlag: true };
    await updateEnrollmentAgreement(sim.client, update);
    expect(await getAgreementInfo(sim.client, { enrollmentId: 'E2009' })).toMatchObject({ barAgreementFlag: true });
    const stored = sim.simulator.state().fixture.agreements.find((a) => a.enrollmentId === 'E2009');
    expect(stored).toMatchObject({ partnerOptIn: true, partnerName: 'Law Review' });

    await expect(updateEnrollmentAgreement(sim.client, { enrollmentId: 'E0000' })).rejects.toMatchObject({
      code: 'upstream.rejected',
    });
    const badValue = updateEnrollmentAgreement(sim.client, { enrollmentId: 'E2010', hsgAcceptanceValue: '7' });
    await expect(badValue).rejects.toMatchObject({ status: 400 });
  });

  describe('only the session of the enrollment\'s student may accept, decline or update (#13.22)', () => {
    const accept = { courseAccessId: 'CA2009', accept: true, reject: false, eaShareInfo: true };
    const decline = { courseAccessId: 'CA2009', accept: false, reject: true };
    const update = { input: { enrollmentId: 'E2009', barAgreementFlag: true } };

    it('answers 401 JSON to POST /ea and the update mutation without a session, changing nothing', async () => {
      const sim = await startTestSimulator();
      for (const body of [accept, decline]) {
        const answer = await postJson(sim, '/rest-services/ea', body);
        expect(answer.status).toBe(401);
        expect(await answer.json()).toMatchObject({ error: 'unauthorized' });
      }
      const mutation = await postGraphql(sim, 'UpdateEnrollmentAgreement', update);
      expect(mutation.status).toBe(401);
      expect(await mutation.json()).toMatchObject({ error: 'unauthorized' });
      expect(sim.simulator.state().fixture.agreements.find((a) => a.enrollmentId === 'E2009')).toMatchObject({
        eaDate: null,
        barAgreementFlag: false,
      });
    });

    it('answers 403 JSON to another student\'s session, changing nothing', async () => {
      const sim = await startTestSimulator();
      await signIn(sim.client, demoEmails.precollege);
      for (const body of [accept, decline]) {
        const answer = await postJson(sim, '/rest-services/ea', body, sessionHeaders(sim));
        expect(answer.status).toBe(403);
        expect(await answer.json()).toMatchObject({ error: 'forbidden', field: 'courseAccessId' });
      }
      const mutation = await postJson(
        sim,
        '/graphql',
        { operationName: 'UpdateEnrollmentAgreement', query: 'mutation UpdateEnrollmentAgreement { x }', variables: update },
        sessionHeaders(sim),
      );
      expect(mutation.status).toBe(403);
      expect(await mutation.json()).toMatchObject({ error: 'forbidden', field: 'enrollmentId' });
      expect(sim.simulator.state().fixture.agreements.find((a) => a.enrollmentId === 'E2009')).toMatchObject({
        eaDate: null,
        barAgreementFlag: false,
      });
    });

    it('lets the owner of an enrollment the account slice does not list accept it (the fixture names the student)', async () => {
      const sim = await signedInSimulator();
      await acceptAgreement(sim.client, { courseAccessId: 'CA2091', accept: true, reject: false });
      expect((await getAgreementInfo(sim.client, { enrollmentId: 'E2091' })).eaDate).toBe(usDay(sim.simulator.state().now()));
    });

    it('lets a student who registered for a class accept its agreement reached by classId, and no one else', async () => {
      const sim = await startTestSimulator();
      await signIn(sim.client, demoEmails.canada);
      const refused = await postJson(sim, '/rest-services/ea', { courseAccessId: 'CA7010', accept: true, reject: false, eaShareInfo: true }, sessionHeaders(sim));
      expect(refused.status).toBe(403);
      const state = sim.simulator.state();
      const student = state.fixture.students.find((s) => s.email === demoEmails.canada);
      const cls = findClass(state, '7010');
      if (!student || !cls) throw new Error('the default fixture has the Canadian student and class 7010');
      registerForEvent(state, student.studentId, cls);
      await acceptAgreement(sim.client, { courseAccessId: 'CA7010', accept: true, reject: false, eaShareInfo: true });
    });
  });
});
