import { graphqlQuery } from './graphql';
import { type Enrollment, EnrollmentsData } from './structs/enrollment';
import type { ApiClient } from './transport';

/*
 * account §7 GraphQL on /rest-services/kegql: enrollment detail by ids (the session check's first
 * enrollment too). An enrollment's sessions, payments and shipments are ./enrollment-records.ts, the
 * EnrollmentAgreement update mutation ./agreement.ts (#31.4: account screens' only). Argument style and
 * root field names are our choice (docs/decisions.md).
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
