import { graphqlQuery } from './graphql';
import type { ScheduledPayment, Shipment } from './structs/enrollment';
import { type EnrollmentSession, EnrollmentSessionsData, ScheduledPaymentsData, ShipmentsData } from './structs/enrollment-records';
import type { ApiClient } from './transport';

/*
 * account §7 GraphQL on /rest-services/kegql: an enrollment's EnrollmentSession, ScheduledPayment and
 * shipments, which only account screens ask for (#31.4: the ES module's account chunk carries them;
 * the enrollment detail is ./enrollment-queries.ts). Argument style and root field names are our
 * choice (docs/decisions.md).
 */

const sessionsDocument = `query EnrollmentSessions($enrollmentId: String!, $status: String!) {
  EnrollmentSession(enrollmentId: $enrollmentId, status: $status) {
    sessionId active
    Session {
      id name sessionTemplateId meetingDate startTime endTime active liveStreamUrl
      Room { designation }
      Facility { id name Location { address1 city state zip } }
    }
  }
}`;

const paymentsDocument = `query ScheduledPayments($purchaseId: String!) {
  ScheduledPayment(purchaseId: $purchaseId) { status paymentType paymentDate paymentAmount }
}`;

const shipmentsDocument = `query Shipments($enrollmentId: String!) {
  Shipment(enrollmentId: $enrollmentId) { status trackingNumber WarehouseKit { name } }
}`;

/** Sessions of an enrollment: ACTIVE for make-up, ALL for the schedule (account §7). */
export async function getEnrollmentSessions(
  client: ApiClient,
  enrollmentId: string,
  status: 'ACTIVE' | 'ALL',
): Promise<EnrollmentSession[]> {
  const data = await graphqlQuery(
    client,
    'kegql',
    { name: 'EnrollmentSessions', document: sessionsDocument },
    { enrollmentId, status },
    EnrollmentSessionsData,
    { call: 'getEnrollmentSessions' },
  );
  return data.EnrollmentSession;
}

/** The installment schedule of a purchase (account §7 receipt). */
export async function getScheduledPayments(client: ApiClient, purchaseId: string): Promise<ScheduledPayment[]> {
  const data = await graphqlQuery(
    client,
    'kegql',
    { name: 'ScheduledPayments', document: paymentsDocument },
    { purchaseId },
    ScheduledPaymentsData,
    { call: 'getScheduledPayments' },
  );
  return data.ScheduledPayment;
}

/** Shipments (warehouse kits) of an enrollment (account §7). */
export async function getShipments(client: ApiClient, enrollmentId: string): Promise<Shipment[]> {
  const data = await graphqlQuery(
    client,
    'kegql',
    { name: 'Shipments', document: shipmentsDocument },
    { enrollmentId },
    ShipmentsData,
    { call: 'getShipments' },
  );
  return data.Shipment;
}
