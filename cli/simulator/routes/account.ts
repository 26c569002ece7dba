import { string, type } from 'superstruct';
import { accessErrors } from '../../../src/core/messages/errors';
import { HttpError } from '../http/errors';
import { optionalQuery, readQuery } from '../http/query';
import type { Route, RouteContext } from '../http/route';
import type { SimState } from '../fixture/state';
import { coursesOf, eventsOf, requireOwnCourseAccess, requireOwnEnrollment, sessionStudent } from './account-lookups';
import { profileRoutes } from './account-profile';
import { unenrollRoutes } from './unenroll';

/*
 * account §7 / access §7 account calls: myaccount, the profile updates
 * (account-profile.ts), pmix, medExtension and extension info. Paths and
 * shapes the specs do not show follow the client (src/core/api/account.ts,
 * docs/decisions.md) and are listed in docs/fixtures.md.
 */

/** The myaccount field holding the account §3 Message banners (our choice; the spec does not name it). */
export const bannerField = 'messages';

const isScheduled = (status: string | null | undefined) => (status ?? '').trim().toLowerCase() !== 'paid';

/** paymentInfo (shape not shown): what is still due on the student's purchases and when the next installment runs. */
function paymentInfo(state: SimState, purchaseIds: ReadonlySet<string>) {
  const due = state.fixture.payments
    .filter((p) => purchaseIds.has(p.purchaseId) && isScheduled(p.status))
    .sort((a, b) => (a.paymentDate ?? '').localeCompare(b.paymentDate ?? ''));
  const balanceDue = Math.round(due.reduce((sum, p) => sum + (p.paymentAmount ?? 0), 0) * 100) / 100;
  const next = due[0];
  return { balanceDue, nextPaymentDate: next?.paymentDate ?? null, nextPaymentAmount: next?.paymentAmount ?? null };
}

function myAccount(ctx: RouteContext) {
  const student = sessionStudent(ctx, optionalQuery(ctx.query, 'ktpaCookie'));
  if (!student) throw new HttpError(401, accessErrors.notLoggedIn);
  const { state } = ctx;
  const courses = coursesOf(state, student.studentId);
  const events = eventsOf(state, student.studentId);
  const purchaseIds = new Set(courses.flatMap((c) => (c.course.purchaseId ? [c.course.purchaseId] : [])));
  return {
    userInfo: {
      email: student.email,
      userId: student.userId,
      studentId: student.studentId,
      firstName: student.firstName,
      lastName: student.lastName,
      isADAUser: student.isADAUser ?? false,
    },
    nonExpiredCoursListArray: courses.filter((c) => !c.expired).map((c) => c.course),
    expiredCoursListArray: courses.filter((c) => c.expired).map((c) => c.course),
    nonExpiredEventListArray: events.filter((e) => !e.expired).map((e) => e.event),
    expiredEventListArray: events.filter((e) => e.expired).map((e) => e.event),
    paymentInfo: paymentInfo(state, purchaseIds),
    redirectUrl: null,
    [bannerField]: state.fixture.bannerMessages
      .filter((m) => m.studentId === student.studentId)
      .map(({ msg, type: style, redirectType }) => ({ msg, type: style, redirectType })),
  };
}

const EnrollmentQuery = type({ enrollmentId: string() });

/** Routes of the account area's own calls. */
export const routes: Route[] = [
  { method: 'GET', path: '/rest-services/accountManagement/myaccount', handler: (ctx) => ({ json: myAccount(ctx) }) },
  ...profileRoutes,
  ...unenrollRoutes,
  {
    // account §7 pmix; answer { redirectUrl } (docs/decisions.md).
    method: 'GET',
    path: '/rest-services/accountManagement/pmix/:courseAccessId',
    handler: (ctx) => {
      const student = ctx.requireStudent();
      const courseAccessId = ctx.params.courseAccessId ?? '';
      requireOwnCourseAccess(ctx.state, student, courseAccessId);
      const launch = ctx.state.fixture.pmix.find((p) => p.courseAccessId === courseAccessId);
      if (!launch) throw new HttpError(404, `No partner launch for ${courseAccessId}`, { field: 'courseAccessId' });
      return { json: { redirectUrl: launch.redirectUrl } };
    },
  },
  {
    // account §7 medExtension/{id}: the id is an enrollmentId; answer ExtensionOption[].
    method: 'GET',
    path: '/rest-services/medExtension/:id',
    handler: (ctx) => {
      const student = ctx.requireStudent();
      const enrollmentId = ctx.params.id ?? '';
      requireOwnEnrollment(ctx.state, student, enrollmentId);
      const options = ctx.state.fixture.medExtensions.filter((o) => o.enrollmentId === enrollmentId);
      return { json: options.map(({ enrollmentId: _id, ...option }) => option) };
    },
  },
  {
    // account §7 "Extension info by enrollmentId" (path per docs/decisions.md).
    method: 'GET',
    path: '/rest-services/extension/info',
    handler: (ctx) => {
      const student = ctx.requireStudent();
      const { enrollmentId } = readQuery(ctx.query, EnrollmentQuery);
      requireOwnEnrollment(ctx.state, student, enrollmentId);
      const options = ctx.state.fixture.extensions.filter((o) => o.enrollmentId === enrollmentId);
      return { json: options.map(({ enrollmentId: _id, ...option }) => option) };
    },
  },
];
