import { PortalError } from '../errors';
import { graphqlQuery } from './graphql';
import { AgreementAcceptAnswer, AgreementInfo, AgreementUpdateData } from './structs/agreement';
import { type ApiClient, request } from './transport';
import { saysSuccess } from './structs/common';

/*
 * Chosen (docs/decisions.md): the agreement for a class (access §2
 * /pg/enrollment-agreement "Query enrollmentId or classId") is read from the
 * same path with `classId` instead of `enrollmentId`.
 */

/** access §3 Accept payload. */
export interface AgreementAcceptance {
  courseAccessId: string;
  accept: boolean;
  reject: boolean;
  /** Bar agreements: the share-info choice (access §5). */
  eaShareInfo?: boolean;
  /** HSG agreements: option 1 to 4 (access §5). */
  hsgOption?: number;
}

/** The enrollment agreement (access §7 GET /rest-services/ea/info). */
export async function getAgreementInfo(
  client: ApiClient,
  by: { enrollmentId: string } | { classId: string },
): Promise<AgreementInfo> {
  return request(client, {
    call: 'getAgreementInfo',
    base: 'rest',
    path: '/rest-services/ea/info',
    query: 'enrollmentId' in by ? { enrollmentId: by.enrollmentId } : { classId: by.classId },
    answer: AgreementInfo,
  });
}

/**
 * Accepts (or declines) the agreement (access §7 POST /rest-services/ea);
 * success only when the answer's status is success, otherwise `upstream.rejected`.
 */
export async function acceptAgreement(
  client: ApiClient,
  acceptance: AgreementAcceptance,
): Promise<{ portalRedirectURL: string | null }> {
  const call = 'acceptAgreement';
  const answer = await request(client, {
    call,
    method: 'POST',
    base: 'rest',
    path: '/rest-services/ea',
    json: acceptance,
    answer: AgreementAcceptAnswer,
    rule: 'agreement',
  });
  if (!saysSuccess(answer.status)) {
    throw new PortalError('upstream.rejected', { serverText: answer.message ?? undefined, call });
  }
  return { portalRedirectURL: answer.portalRedirectURL ?? null };
}

/* account §7 GraphQL on /rest-services/kegql: the mutation's `{ status, message }` result is our choice (docs/decisions.md). */
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
