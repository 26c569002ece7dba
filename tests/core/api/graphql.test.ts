import { describe, expect, it } from 'vitest';
import { getCasePicklists, getKnowledgeArticles } from '../../../src/core/api/case-queries';
import { getEnrollments } from '../../../src/core/api/enrollment-queries';
import { updateEnrollmentAgreement } from '../../../src/core/api/agreement';
import { getEnrollmentSessions, getScheduledPayments, getShipments } from '../../../src/core/api/enrollment-records';
import { graphqlQuery } from '../../../src/core/api/graphql';
import { getProgram, getStudent } from '../../../src/core/api/student-queries';
import { Country } from '../../../src/core/api/structs/lists';
import { transportErrors } from '../../../src/core/messages/errors';
import { type Answer, startTestServer, testClient } from './test-server';

const kegql = '/rest-services/kegql';

async function kegqlServer(reply: Answer) {
  const server = await startTestServer();
  server.on('POST', kegql, reply);
  const { client } = testClient(server.bases);
  return { server, client };
}

function bodyOf(server: { requests: { json(): unknown }[] }, index = 0): { query?: unknown; variables?: unknown } {
  const body = server.requests[index]?.json();
  return typeof body === 'object' && body !== null ? body : {};
}

describe('graphqlQuery', () => {
  it('posts query and variables to {api}/graphql or /rest-services/kegql', async () => {
    const server = await startTestServer();
    server.on('POST', '/graphql', { json: { data: { twoDigitCode: 'US', countryName: 'United States' } } });
    server.on('POST', kegql, { json: { data: { twoDigitCode: 'CA', countryName: 'Canada' } } });
    const { client } = testClient(server.bases);
    const operation = { name: 'Country', document: 'query Country { twoDigitCode countryName }' };

    await expect(graphqlQuery(client, 'api', operation, { a: 1 }, Country)).resolves.toMatchObject({ twoDigitCode: 'US' });
    await expect(graphqlQuery(client, 'kegql', operation, {}, Country)).resolves.toMatchObject({ twoDigitCode: 'CA' });
    expect(bodyOf(server)).toMatchObject({ query: operation.document, variables: { a: 1 } });
    expect(server.requests.map((r) => r.path)).toEqual(['/graphql', kegql]);
  });

  it('turns GraphQL errors into upstream.rejected with the first message as server text', async () => {
    const { client } = await kegqlServer({
      json: { data: null, errors: [{ message: 'Enrollment not visible' }, { message: 'second' }] },
    });

    await expect(getEnrollments(client, ['E1'])).rejects.toMatchObject({
      code: 'upstream.rejected',
      serverText: 'Enrollment not visible',
      message: 'Enrollment not visible',
      call: 'getEnrollments',
    });
  });

  it('names the failing path inside data', async () => {
    const { client } = await kegqlServer({ json: { data: { Enrollment: [{ enrollmentId: 'E1' }, { status: 'x' }] } } });

    await expect(getEnrollments(client, ['E1', 'E2'])).rejects.toMatchObject({
      code: 'upstream.shape',
      path: 'data.Enrollment.1.enrollmentId',
      message: transportErrors.upstreamFailed,
    });
  });

  it('codes a non-2xx GraphQL answer by status and keeps its first error message', async () => {
    const { client } = await kegqlServer({ status: 401, json: { errors: [{ message: 'Session expired' }] } });

    await expect(getProgram(client, '3')).rejects.toMatchObject({ code: 'auth.not-logged-in', serverText: 'Session expired' });
  });
});

describe('enrollment queries', () => {
  it('reads enrollment detail with one-or-many relations as lists', async () => {
    const { server, client } = await kegqlServer({
      json: {
        data: {
          Enrollment: [
            {
              enrollmentId: 77,
              balanceDue: '120.50',
              EnrollmentAgreement: [{ eaDate: '2025-01-02' }],
              KapClass: { Product: { id: 1, isFreeTrial: false }, Program: [{ shortName: 'MCAT' }] },
              Product: [{ id: 1, Program: { shortName: 'MCAT', ProductLine: { id: 9, lowerName: 'mcat' } } }],
              Shipment: { status: 'SHIPPED', trackingNumber: '1Z' },
              ScheduledPayment: null,
            },
          ],
        },
      },
    });

    const [enrollment] = await getEnrollments(client, ['77']);

    expect(bodyOf(server).variables).toEqual({ ids: ['77'] });
    expect(enrollment).toMatchObject({
      enrollmentId: '77',
      balanceDue: 120.5,
      EnrollmentAgreement: { eaDate: '2025-01-02' },
      KapClass: { Product: [{ id: '1', isFreeTrial: false }], Program: { shortName: 'MCAT' } },
      Shipment: [{ status: 'SHIPPED', trackingNumber: '1Z' }],
      ScheduledPayment: [],
      Interaction: [],
    });
    expect(enrollment?.Product[0]?.Program?.ProductLine).toEqual({ id: '9', lowerName: 'mcat' });
  });

  it('reads enrollment sessions for a status', async () => {
    const { server, client } = await kegqlServer({
      json: {
        data: {
          EnrollmentSession: [
            {
              sessionId: 5,
              active: true,
              Session: { id: 5, name: 'Session 3', sessionTemplateId: 'T3', Facility: { name: 'Midtown', Location: { city: 'New York' } } },
            },
          ],
        },
      },
    });

    const sessions = await getEnrollmentSessions(client, 'E1', 'ALL');

    expect(bodyOf(server).variables).toEqual({ enrollmentId: 'E1', status: 'ALL' });
    expect(sessions[0]?.Session?.Facility?.Location?.city).toBe('New York');
    expect(sessions[0]?.Session?.sessionTemplateId).toBe('T3');
  });

  it('reads scheduled payments and shipments', async () => {
    const server = await startTestServer();
    server.on('POST', kegql, (request) => {
      const body = request.json();
      const isPayments = typeof body === 'object' && body !== null && 'variables' in body && JSON.stringify(body.variables).includes('purchaseId');
      return isPayments
        ? { json: { data: { ScheduledPayment: [{ status: 'PAID', paymentAmount: '99.5', paymentDate: '2025-01-01' }] } } }
        : { json: { data: { Shipment: [{ status: 'DELIVERED', trackingNumber: '1Z9', WarehouseKit: { name: 'Books' } }] } } };
    });
    const { client } = testClient(server.bases);

    await expect(getScheduledPayments(client, 'PU1')).resolves.toEqual([
      { status: 'PAID', paymentAmount: 99.5, paymentDate: '2025-01-01' },
    ]);
    await expect(getShipments(client, 'E1')).resolves.toEqual([
      { status: 'DELIVERED', trackingNumber: '1Z9', WarehouseKit: { name: 'Books' } },
    ]);
  });

  it('sends the agreement update and rejects a non-success result', async () => {
    const { server, client } = await kegqlServer({
      json: { data: { updateEnrollmentAgreement: { status: 'failed', message: 'Agreement locked' } } },
    });
    const input = { enrollmentId: 'E1', partnerOptIn: true, partnerName: 'Partner', isBar: true, barAgreementFlag: true };

    await expect(updateEnrollmentAgreement(client, input)).rejects.toMatchObject({
      code: 'upstream.rejected',
      message: 'Agreement locked',
    });
    expect(bodyOf(server).variables).toEqual({ input });
  });
});

describe('student, program and case queries', () => {
  it('finds a student by email with the first school and address lists', async () => {
    const { server, client } = await kegqlServer({
      json: {
        data: {
          Student: [
            {
              studentId: 42,
              email: 'ada@example.test',
              isCanadian: 'N',
              StudentAddress: { address1: '1 Main St', zip: '10014' },
              StudentSchool: [{ schoolId: 200453, schoolName: 'Hunter' }],
              RelationShip: [{ parentFirstName: 'Ann' }],
            },
          ],
        },
      },
    });

    const student = await getStudent(client, { email: 'ada@example.test' });

    expect(bodyOf(server).variables).toEqual({ studentId: null, email: 'ada@example.test' });
    expect(student).toMatchObject({
      studentId: '42',
      isCanadian: false,
      StudentAddress: [{ address1: '1 Main St', zip: '10014' }],
      StudentSchool: { schoolId: '200453', schoolName: 'Hunter' },
      RelationShip: [{ parentFirstName: 'Ann' }],
    });
  });

  it('answers null for an unknown student or program', async () => {
    const { client } = await kegqlServer({ json: { data: { Student: [], Program: [] } } });

    await expect(getStudent(client, { studentId: '0' })).resolves.toBeNull();
    await expect(getProgram(client, '0')).resolves.toBeNull();
  });

  it('reads case picklists and knowledge articles', async () => {
    const server = await startTestServer();
    server.on('POST', kegql, (request) =>
      request.text.includes('KnowledgeArticle')
        ? { json: { data: { KnowledgeArticle: [{ title: 'Refunds', urlName: 'refunds', viewCount: '12' }] } } }
        : { json: { data: { Picklist: [{ label: 'Score report', value: 'score', validFor: ['refund'] }] } } },
    );
    const { client } = testClient(server.bases);

    await expect(getCasePicklists(client, 'typeDetail')).resolves.toEqual([
      { label: 'Score report', value: 'score', validFor: ['refund'] },
    ]);
    await expect(getKnowledgeArticles(client, 'score')).resolves.toEqual([{ title: 'Refunds', urlName: 'refunds', viewCount: 12 }]);
    expect(bodyOf(server).variables).toEqual({ field: 'typeDetail' });
  });
});
