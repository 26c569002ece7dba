import { boolean, nullable, number, object, optional, string } from 'superstruct';
import { calendarDateInZone, formatUsDate } from '../../../src/core/time/calendar';
import { hsgOptionRange, validateAgreementOptions } from '../../../src/core/validators/agreement';
import type { FixtureAgreement } from '../fixture/catalog';
import { check } from '../http/body';
import { HttpError, badField } from '../http/errors';
import { optionalQuery } from '../http/query';
import type { GraphqlOperation, Route } from '../http/route';
import type { SimState } from '../fixture/state';

/*
 * access §7 enrollment agreement: GET /rest-services/ea/info (by enrollmentId,
 * or classId as the client chose), POST /rest-services/ea (accept or decline),
 * and the EnrollmentAgreement update mutation on kegql. Visitors may reach the
 * agreement pages (access §6), so none of these needs a session.
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

/** The agreement of an enrollment, or of a class (access §2 "Query enrollmentId or classId"). */
export function findAgreement(
  state: SimState,
  by: { enrollmentId?: string | undefined; classId?: string | undefined },
): FixtureAgreement | undefined {
  if (by.enrollmentId !== undefined) return state.fixture.agreements.find((a) => a.enrollmentId === by.enrollmentId);
  return state.fixture.agreements.find((a) => a.classId !== undefined && a.classId === by.classId);
}

/** GraphQL operations of the agreement (access §7 "the EnrollmentAgreement update mutation"). */
export const operations: GraphqlOperation[] = [
  {
    name: 'UpdateEnrollmentAgreement',
    handler: (ctx, variables) => {
      const { input } = check(variables, UpdateVariables);
      if (input.hsgAcceptanceValue !== undefined && !isHsgValue(input.hsgAcceptanceValue)) {
        throw badField('input.hsgAcceptanceValue', `expected ${hsgOptionRange.min} to ${hsgOptionRange.max}`);
      }
      const { enrollmentId, ...changes } = input;
      const agreement = findAgreement(ctx.state, { enrollmentId });
      if (!agreement) return { updateEnrollmentAgreement: { status: 'failed', message: noAgreementText } };
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
      return { json: agreement };
    },
  },
  {
    method: 'POST',
    path: '/rest-services/ea',
    handler: async (ctx) => {
      const body = await ctx.json(AcceptBody);
      if (body.accept === body.reject) throw badField('accept', 'exactly one of accept and reject must be true');
      const agreement = ctx.state.fixture.agreements.find((a) => a.courseAccessId === body.courseAccessId);
      if (!agreement) throw new HttpError(404, noAgreementText, { field: 'courseAccessId' });
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
