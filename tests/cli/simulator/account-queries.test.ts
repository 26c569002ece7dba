import { describe, expect, it } from 'vitest';
import { getCasePicklists, getKnowledgeArticles } from '../../../src/core/api/case-queries';
import { getEnrollments } from '../../../src/core/api/enrollment-queries';
import { getEnrollmentSessions, getScheduledPayments, getShipments } from '../../../src/core/api/enrollment-records';
import { getProgram, getStudent } from '../../../src/core/api/student-queries';
import { PortalError } from '../../../src/core/errors';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { epochDay, epochUsDay } from '../../support/epoch';
import { startTestSimulator } from './harness';
import { postJson } from './requests';
import { sessionHeaders, signIn } from './sign-in';

describe('simulator account GraphQL queries on kegql (account §7)', () => {
  it("answers the student's enrollment detail with its agreement date, payments, shipments and cases", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const [receipt, bar] = await getEnrollments(sim.client, ['E2001', 'E2009']);

    expect(receipt).toMatchObject({ enrollmentId: 'E2001', itemTotal: 2499, sumPayment: 1249.5, balanceDue: 1249.5 });
    expect(receipt?.EnrollmentAgreement?.eaDate).toBe(epochUsDay(-30));
    expect(receipt?.Product[0]?.Program).toMatchObject({ shortName: 'MCAT', BusinessUnit: { name: 'Graduate Programs' } });
    expect(receipt?.ScheduledPayment.map((p) => p.status)).toEqual(['Paid', 'Paid', 'Scheduled', 'Scheduled']);
    expect(receipt?.Interaction.map((i) => i.typeDetail)).toEqual(['Login issue', 'Refund request']);
    expect(bar?.EnrollmentAgreement?.eaDate).toBeNull();
  });

  it("leaves another student's enrollments out and needs a session", async () => {
    const sim = await startTestSimulator();
    const anonymous = await getEnrollments(sim.client, ['E2001']).catch((e: unknown) => e);
    await signIn(sim.client);

    const details = await getEnrollments(sim.client, ['E2201', 'E2002']);

    expect(anonymous).toBeInstanceOf(PortalError);
    expect((anonymous as PortalError).code).toBe('auth.not-logged-in');
    expect(details.map((d) => d.enrollmentId)).toEqual(['E2002']);
  });

  it('answers the active sessions for make-ups and all of them for the schedule', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const active = await getEnrollmentSessions(sim.client, 'E2002', 'ACTIVE');
    const all = await getEnrollmentSessions(sim.client, 'E2002', 'ALL');

    expect(active.map((s) => s.Session?.sessionTemplateId)).toEqual(['T-MCAT-PHYS1', 'T-MCAT-BIO1', 'T-MCAT-CHEM1']);
    expect(all).toHaveLength(4);
    expect(all.find((s) => s.sessionId === 'SS7004')?.active).toBe(false);
    expect(active[0]?.Session?.Facility?.Location?.zip).toBe('10018');
  });

  it('answers the installment schedule of an own purchase only, and shipments with tracking numbers', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const schedule = await getScheduledPayments(sim.client, 'PU3001');
    const foreign = await getScheduledPayments(sim.client, 'PU3201');
    const shipments = await getShipments(sim.client, 'E2002');

    expect(schedule.map((p) => [p.paymentDate, p.paymentAmount])).toEqual([
      [epochDay(-60), 624.75],
      [epochDay(-30), 624.75],
      [epochDay(1), 624.75],
      [epochDay(31), 624.75],
    ]);
    expect(foreign).toEqual([]);
    expect(shipments.map((s) => s.trackingNumber)).toEqual(['1Z999AA10123456784', '9400110898825022579493']);
    expect(shipments[0]?.WarehouseKit?.name).toBe('MCAT Review Book Set');
  });

  it('answers the student by id or by email, and nobody else', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const byId = await getStudent(sim.client, { studentId: 'S1001' });
    const byEmail = await getStudent(sim.client, { email: 'DEMO@student-portal.test' });
    const other = await getStudent(sim.client, { studentId: 'S1002' });

    expect(byId).toMatchObject({ studentId: 'S1001', firstName: 'Dana', currentPOI: '10' });
    expect(byId?.Interaction.length).toBe(8);
    expect(byEmail?.studentId).toBe('S1001');
    expect(other).toBeNull();
    expect(JSON.stringify(byId)).not.toContain(demoPassword);
  });

  it('answers a program by id, and null for an unknown one', async () => {
    const sim = await startTestSimulator();

    expect(await getProgram(sim.client, '40')).toMatchObject({ shortName: expect.any(String), ProductLine: { lowerName: 'bar' } });
    expect(await getProgram(sim.client, '999')).toBeNull();
  });

  it('answers the Case picklists, details valid for their topic, and knowledge articles by topic detail', async () => {
    const sim = await startTestSimulator();

    const topics = await getCasePicklists(sim.client, 'type');
    const details = await getCasePicklists(sim.client, 'typeDetail');
    const articles = await getKnowledgeArticles(sim.client, 'Login issue');

    expect(topics.map((t) => t.value)).toContain('Technical Support');
    expect(details.filter((d) => d.validFor === 'Billing').map((d) => d.value)).toEqual(['Refund request', 'Payment question']);
    expect(articles.map((a) => a.urlName)).toEqual(['reset-your-password', 'supported-browsers']);
    expect(await getKnowledgeArticles(sim.client, 'Nothing here')).toEqual([]);
  });

  it('answers 400 naming the variable that is wrong', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const response = await postJson(
      sim,
      '/rest-services/kegql',
      { operationName: 'EnrollmentSessions', query: 'query EnrollmentSessions { x }', variables: { enrollmentId: 'E2002', status: 'SOME' } },
      sessionHeaders(sim),
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'status' });
  });
});
