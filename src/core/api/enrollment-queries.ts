import { PortalError } from '../errors';
import { graphqlQuery } from './graphql';
import { AgreementUpdateData } from './structs/agreement';
import {
  type Enrollment,
  type EnrollmentSession,
  EnrollmentSessionsData,
  EnrollmentsData,
  type ScheduledPayment,
  ScheduledPaymentsData,
  type Shipment,
  ShipmentsData,
} from './structs/enrollment';
import type { ApiClient } from './transport';
import { saysSuccess } from './structs/common';

/*
 * account §7 GraphQL on /rest-services/kegql: enrollment detail by ids,
 * EnrollmentSession, ScheduledPayment, shipments and the EnrollmentAgreement
 * update mutation. Argument style, root field names and the mutation's
 * `{ status, message }` result are our choice (docs/decisions.md).
 */

const productFields = `id name deliveryType isFreeTrial isBillingEligible isPaidExtension allowMultipleQuantities
      ExtensionProduct { extensionProductId }
      Program { id name shortName ProductLine { id lowerName shortName } BusinessUnit { name } }`;

const enrollmentsDocument = `query Enrollments($ids: [String!]!) {
  Enrollment(enrollmentId: $ids) {
    enrollmentId balanceDue transactionCode status productId programCode purchaseStatus
    courseRegistrationDateStr client sumPayment itemTotal startDate
    EnrollmentAgreement { eaDate }
    KapClass { Product { ${productFields} } Program { id name shortName ProductLine { id lowerName shortName } BusinessUnit { name } } }
    Product { ${productFields} }
    Shipment { status trackingNumber }
    Interaction { enrollmentId status subject typeDetail }
    ScheduledPayment { status paymentType paymentDate paymentAmount }
  }
}`;

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

const agreementUpdateDocument = `mutation UpdateEnrollmentAgreement($input: EnrollmentAgreementInput!) {
  updateEnrollmentAgreement(input: $input) { status message }
}`;

/** account §3 / access §3 agreement update fields. */
export interface EnrollmentAgreementUpdate {
  enrollmentId: string;
  partnerOptIn?: boolean;
  partnerName?: string;
  hsgAcceptanceValue?: string;
  barAgreementFlag?: boolean;
  isBar?: boolean;
}

/** Detail data for enrollments (account §3 "Detail data per enrollment"). */
export async function getEnrollments(client: ApiClient, enrollmentIds: readonly string[]): Promise<Enrollment[]> {
  const data = await graphqlQuery(
    client,
    'kegql',
    { name: 'Enrollments', document: enrollmentsDocument },
    { ids: enrollmentIds },
    EnrollmentsData,
    { call: 'getEnrollments' },
  );
  return data.Enrollment;
}

/** The details of one enrollment (the session's first, for the live chat), or undefined when the API has none. */
export async function getEnrollment(client: ApiClient, enrollmentId: string): Promise<Enrollment | undefined> {
  const [detail] = await getEnrollments(client, [enrollmentId]);
  return detail;
}

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

/** The EnrollmentAgreement update mutation (access §7); a non-success status is `upstream.rejected`. */
export async function updateEnrollmentAgreement(client: ApiClient, input: EnrollmentAgreementUpdate): Promise<void> {
  const call = 'updateEnrollmentAgreement';
  const data = await graphqlQuery(
    client,
    'kegql',
    { name: 'UpdateEnrollmentAgreement', document: agreementUpdateDocument },
    { input },
    AgreementUpdateData,
    { call },
  );
  const result = data.updateEnrollmentAgreement;
  if (!saysSuccess(result.status)) {
    throw new PortalError('upstream.rejected', { serverText: result.message ?? undefined, call });
  }
}
