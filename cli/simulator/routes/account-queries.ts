import { array, enums, nullable, object, optional, size, string } from 'superstruct';
import type { Enrollment, Program } from '../../../src/core/api/structs/enrollment';
import type { Student } from '../../../src/core/api/structs/student';
import type { FixtureStudent } from '../fixture/people';
import { check } from '../http/body';
import type { GraphqlOperation, Route } from '../http/route';
import type { SimState } from '../fixture/state';
import { coursesOf, ownsEnrollment } from './account-lookups';
import { findAgreement } from './agreements-store';

/*
 * account §7 / access §7 GraphQL on /rest-services/kegql, dispatched by the
 * operation names the client sends (src/core/api/*-queries.ts). Root fields
 * hold lists, named after the entity (docs/decisions.md). Student and
 * enrollment data need a session (401, accessErrors.notLoggedIn); a student sees only
 * their own: another student's ids read as unknown (an empty list).
 */

const key = size(string(), 1, 60);

/** Detail data of an owned enrollment: the fixture's, or built from the course; lists derived from their keys. */
function enrollmentDetail(state: SimState, studentId: string, enrollmentId: string): Enrollment | null {
  if (!ownsEnrollment(state, studentId, enrollmentId)) return null;
  const course = coursesOf(state, studentId).find((c) => c.course.enrollmentId === enrollmentId)?.course;
  const fixed = state.fixture.enrollments.find((e) => e.enrollmentId === enrollmentId);
  const agreement = findAgreement(state, { enrollmentId });
  const eaDate = agreement ? agreement.eaDate : (fixed?.EnrollmentAgreement?.eaDate ?? null);
  const purchaseId = course?.purchaseId;
  return {
    enrollmentId,
    productId: course?.productId,
    programCode: course?.programCode,
    purchaseStatus: course?.purchaseStatus,
    courseRegistrationDateStr: course?.courseRegistrationDateStr,
    status: course?.status ?? 'Active',
    Product: [],
    ...fixed,
    EnrollmentAgreement: { eaDate },
    Shipment: state.fixture.shipments.filter((s) => s.enrollmentId === enrollmentId).map(({ enrollmentId: _e, ...s }) => s),
    ScheduledPayment: purchaseId ? paymentsOf(state, purchaseId) : [],
    Interaction: state.fixture.cases
      .filter((c) => c.studentId === studentId && c.enrollmentId === enrollmentId)
      .map((c) => ({ enrollmentId, status: c.status, subject: c.type, typeDetail: c.typeDetail })),
  };
}

function paymentsOf(state: SimState, purchaseId: string) {
  return state.fixture.payments.filter((p) => p.purchaseId === purchaseId).map(({ purchaseId: _p, ...p }) => p);
}

/** access §3 Student as the Student query answers it (no password, lock or note). */
function studentRecord(state: SimState, s: FixtureStudent): Student {
  return {
    studentId: s.studentId,
    userId: s.userId,
    email: s.email,
    firstName: s.firstName,
    lastName: s.lastName,
    phone1: s.phone1,
    currentPOI: s.currentPOI,
    expectedTestDate: s.expectedTestDate,
    doNotEmail: s.doNotEmail,
    isCanadian: s.isCanadian,
    isAmbassador: s.isAmbassador,
    StudentAddress: s.StudentAddress ?? [],
    StudentSchool: s.StudentSchool,
    RelationShip: s.RelationShip ?? [],
    Interaction: state.fixture.cases
      .filter((c) => c.studentId === s.studentId)
      .map((c) => ({ enrollmentId: c.enrollmentId, status: c.status, subject: c.type, typeDetail: c.typeDetail })),
  };
}

/** A program by id: from the catalogue's classes, the enrollments' products, then the program list. */
function findProgram(state: SimState, id: string): Program | null {
  const fromClasses = state.fixture.classes.map((c) => c.Product.Program).find((p) => p.id === id);
  if (fromClasses) return fromClasses;
  const fromEnrollments = state.fixture.enrollments.flatMap((e) => e.Product.map((p) => p.Program)).find((p) => p?.id === id);
  if (fromEnrollments) return fromEnrollments;
  const listed = state.fixture.lists.programs.find((p) => p.id === id);
  return listed ? { id: listed.id, name: listed.name, shortName: listed.name } : null;
}

const EnrollmentsVariables = object({ ids: array(key) });
const StudentVariables = object({ studentId: optional(nullable(string())), email: optional(nullable(string())) });
const ProgramVariables = object({ id: key });
const SessionsVariables = object({ enrollmentId: key, status: enums(['ACTIVE', 'ALL']) });
const PaymentsVariables = object({ purchaseId: key });
const ShipmentsVariables = object({ enrollmentId: key });
const PicklistVariables = object({ field: enums(['type', 'typeDetail']) });
const ArticlesVariables = object({ topicDetail: key });

/** The account side's GraphQL operations. */
export const operations: GraphqlOperation[] = [
  {
    name: 'Enrollments',
    handler: (ctx, variables) => {
      const student = ctx.requireStudent();
      const { ids } = check(variables, EnrollmentsVariables);
      const details = ids.flatMap((id) => enrollmentDetail(ctx.state, student.studentId, id) ?? []);
      return { Enrollment: details };
    },
  },
  {
    // access §4: by studentId, or by email when there is none.
    name: 'Student',
    handler: (ctx, variables) => {
      const self = ctx.requireStudent();
      const { studentId, email } = check(variables, StudentVariables);
      const matches = studentId ? self.studentId === studentId : email ? self.email.toLowerCase() === email.trim().toLowerCase() : false;
      return { Student: matches ? [studentRecord(ctx.state, self)] : [] };
    },
  },
  {
    name: 'Program',
    handler: (ctx, variables) => {
      const { id } = check(variables, ProgramVariables);
      const program = findProgram(ctx.state, id);
      return { Program: program ? [program] : [] };
    },
  },
  {
    // account §7: ACTIVE for the make-up flow, ALL for the schedule.
    name: 'EnrollmentSessions',
    handler: (ctx, variables) => {
      const student = ctx.requireStudent();
      const { enrollmentId, status } = check(variables, SessionsVariables);
      if (!ownsEnrollment(ctx.state, student.studentId, enrollmentId)) return { EnrollmentSession: [] };
      const sessions = ctx.state.fixture.sessions
        .filter((s) => s.enrollmentId === enrollmentId && (status === 'ALL' || s.active === true))
        .map(({ enrollmentId: _e, ...s }) => s);
      return { EnrollmentSession: sessions };
    },
  },
  {
    name: 'ScheduledPayments',
    handler: (ctx, variables) => {
      const student = ctx.requireStudent();
      const { purchaseId } = check(variables, PaymentsVariables);
      const own = coursesOf(ctx.state, student.studentId).some((c) => c.course.purchaseId === purchaseId);
      return { ScheduledPayment: own ? paymentsOf(ctx.state, purchaseId) : [] };
    },
  },
  {
    name: 'Shipments',
    handler: (ctx, variables) => {
      const student = ctx.requireStudent();
      const { enrollmentId } = check(variables, ShipmentsVariables);
      const detail = enrollmentDetail(ctx.state, student.studentId, enrollmentId);
      return { Shipment: detail?.Shipment ?? [] };
    },
  },
  {
    name: 'CasePicklist',
    handler: (ctx, variables) => {
      const { field } = check(variables, PicklistVariables);
      const entries = ctx.state.fixture.picklists.filter((p) => p.field === field).map(({ field: _f, ...entry }) => entry);
      return { Picklist: entries };
    },
  },
  {
    name: 'KnowledgeArticles',
    handler: (ctx, variables) => {
      const { topicDetail } = check(variables, ArticlesVariables);
      const articles = ctx.state.fixture.knowledgeArticles
        .filter((a) => a.topicDetail === topicDetail)
        .map(({ topicDetail: _t, ...article }) => article);
      return { KnowledgeArticle: articles };
    },
  },
];

/** No REST routes: every account query is GraphQL. */
export const routes: Route[] = [];
