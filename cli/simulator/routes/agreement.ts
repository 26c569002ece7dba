import { boolean, nullable, number, object, optional, string } from 'superstruct';
import { calendarDateInZone, formatUsDate } from '../../../src/core/time/calendar';
import { hsgOptionRange, validateAgreementOptions } from '../../../src/core/validators/agreement';
import { check } from '../http/body';
import { HttpError, badField } from '../http/errors';
import { checkStoredLengths } from '../http/stored-text';
import { optionalQuery } from '../http/query';
import type { GraphqlOperation, Route, RouteContext } from '../http/route';
import type { FixtureAgreement } from '../fixture/catalog';
import { ownsAgreement } from './account-lookups';
import { agreementAnswer, findAgreement } from './agreements-store';

/*
 * access §7 enrollment agreement: GET /rest-services/ea/info (by enrollmentId,
 * or classId as the client chose), POST /rest-services/ea (accept or decline),
 * and the EnrollmentAgreement update mutation on kegql. Visitors may reach the
 * agreement pages (access §6), so reading one needs no session; accepting,
 * declining or updating needs the session of the agreement's student: 401
 * without one, 403 for another student (#13.22).
 */

const noAgreementText = 'No enrollment agreement was found.';
export const alreadyAcceptedText = 'This enrollment agreement has already been accepted.';
const noAccessText = 'This course has no valid course access, so its agreement cannot be accepted.';

/** access §3 Accept payload. */
const AcceptBody = object({
  courseAccessId: string(),
  accept: boolean(),
  reject: boolean(),
  eaShareInfo: optional(nullable(boolean())),
  hsgOption: optional(nullable(number())),
});

/** access §3 "Update covers partnerOptIn, partnerName, enrollmentId, hsgAcceptanceValue, barAgreementFlag, isBar". */
const UpdateVariables = object({
  input: object({
    enrollmentId: string(),
    partnerOptIn: optional(boolean()),
    partnerName: optional(string()),
    hsgAcceptanceValue: optional(string()),
    barAgreementFlag: optional(boolean()),
    isBar: optional(boolean()),
  }),
});

const isHsgValue = (value: string) => {
  const n = Number(value);
  return /^\d+$/.test(value.trim()) && n >= hsgOptionRange.min && n <= hsgOptionRange.max;
};

/** 403 unless the agreement is the session student's (the 401 without a session comes first). */
function requireOwnAgreement(ctx: RouteContext, agreement: FixtureAgreement, field: 'enrollmentId' | 'courseAccessId'): void {
  const student = ctx.requireStudent();
  if (!ownsAgreement(ctx.state, student.studentId, agreement)) {
    throw new HttpError(403, 'This enrollment agreement belongs to another student', { field });
  }
}

/** GraphQL operations of the agreement (access §7 "the EnrollmentAgreement update mutation"). */
export const operations: GraphqlOperation[] = [
  {
    name: 'UpdateEnrollmentAgreement',
    handler: (ctx, variables) => {
      ctx.requireStudent();
      const { input } = check(variables, UpdateVariables);
      checkStoredLengths({ 'input.partnerName': input.partnerName, 'input.hsgAcceptanceValue': input.hsgAcceptanceValue });
      if (input.hsgAcceptanceValue !== undefined && !isHsgValue(input.hsgAcceptanceValue)) {
        throw badField('input.hsgAcceptanceValue', `expected ${hsgOptionRange.min} to ${hsgOptionRange.max}`);
      }
      const { enrollmentId, ...changes } = input;
      const agreement = findAgreement(ctx.state, { enrollmentId });
      if (!agreement) return { updateEnrollmentAgreement: { status: 'failed', message: noAgreementText } };
      requireOwnAgreement(ctx, agreement, 'enrollmentId');
      Object.assign(agreement, changes);
      return { updateEnrollmentAgreement: { status: 'success', message: null } };
    },
  },
];

/** The agreement REST routes (access §7). */
export const routes: Route[] = [
  {
    method: 'GET',
    path: '/rest-services/ea/info',
    handler: (ctx) => {
      const enrollmentId = optionalQuery(ctx.query, 'enrollmentId');
      const classId = optionalQuery(ctx.query, 'classId');
      if (enrollmentId === undefined && classId === undefined) {
        throw badField('enrollmentId', 'an enrollmentId or classId query parameter is required');
      }
      const agreement = findAgreement(ctx.state, { enrollmentId, classId });
      if (!agreement) throw new HttpError(404, noAgreementText);
      return { json: agreementAnswer(agreement) };
    },
  },
  {
    method: 'POST',
    path: '/rest-services/ea',
    handler: async (ctx) => {
      ctx.requireStudent();
      const body = await ctx.json(AcceptBody);
      if (body.accept === body.reject) throw badField('accept', 'exactly one of accept and reject must be true');
      const agreement = ctx.state.fixture.agreements.find((a) => a.courseAccessId === body.courseAccessId);
      if (!agreement) throw new HttpError(404, noAgreementText, { field: 'courseAccessId' });
      requireOwnAgreement(ctx, agreement, 'courseAccessId');
      if (agreement.eaDate !== null) return { json: { status: 'failed', message: alreadyAcceptedText } };
      // access §2: courses without valid course access cannot accept (or decline).
      if (!agreement.validCourseAccess) return { json: { status: 'failed', message: noAccessText } };
      if (body.reject) return { json: { status: 'success' } };
      const invalid = validateAgreementOptions({ ...agreement, eaShareInfo: body.eaShareInfo, hsgOption: body.hsgOption });
      if (invalid) {
        const field = agreement.isBar && typeof body.eaShareInfo !== 'boolean' ? 'eaShareInfo' : 'hsgOption';
        throw badField(field, invalid);
      }
      agreement.eaDate = formatUsDate(calendarDateInZone(ctx.state.now()));
      if (agreement.isBar) agreement.barAgreementFlag = body.eaShareInfo === true;
      if (agreement.isHSG) agreement.hsgAcceptanceValue = String(body.hsgOption);
      return { json: { status: 'success', portalRedirectURL: agreement.portalRedirectURL ?? null } };
    },
  },
];
