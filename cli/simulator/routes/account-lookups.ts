import type { Course, PortalEvent } from '../../../src/core/api/structs/account';
import { cookieNames } from '../../../src/core/api/credentials';
import { calendarDateInZone, formatUsDate, portalTimeZone } from '../../../src/core/time/calendar';
import type { FixtureAgreement, FixtureClass } from '../fixture/catalog';
import type { FixtureStudent } from '../fixture/people';
import { HttpError } from '../http/errors';
import type { RouteContext } from '../http/route';
import { type SimEventRegistration, type SimState, studentOfSession } from '../fixture/state';
import { findAgreement } from './agreements-store';
import { eventRegistrationsOf } from './event-registrations';

/*
 * What the account routes share: who is asking, and which enrollments are
 * theirs. Enrollments are the fixture's courses and events plus the event
 * registrations made through /rest-services/enroll (access §7).
 */

/** A course or event of a student, with the myaccount list it belongs in. */
export interface OwnedCourse {
  expired: boolean;
  course: Course;
}

export interface OwnedEvent {
  expired: boolean;
  event: PortalEvent;
}

/**
 * The student of a session id: the myaccount `ktpaCookie` query when given
 * (access §7), else the session cookie. Null when it names no live session.
 */
export function sessionStudent(ctx: RouteContext, sessionId: string | undefined): FixtureStudent | null {
  return studentOfSession(ctx.state, sessionId?.trim() || ctx.cookies[cookieNames.session]);
}

const timeOfDay = new Intl.DateTimeFormat('en-US', { timeZone: portalTimeZone, hour: 'numeric', minute: '2-digit' });

function registrationCourse(reg: SimEventRegistration, cls: FixtureClass, state: SimState): Course {
  const portal = findAgreement(state, { classId: cls.classId })?.portalRedirectURL;
  return {
    enrollmentId: reg.enrollmentId,
    productId: cls.Product.id,
    productTitle: cls.name,
    programCode: cls.programCode,
    classCode: cls.code,
    classId: cls.classId,
    redirectType: 'LMS',
    portalRedirectURL: portal ?? `https://lms.summitprep.test/event/${reg.enrollmentId}`,
    courseAccessStartDateStr: cls.startDateEST,
    courseAccessExpirationDateStr: cls.endDateEST,
    classStartDateStr: cls.startDateEST,
    validCourseAccess: true,
    purchaseStatus: 'ACTIVE',
    status: 'Active',
    courseRegistrationDateStr: formatUsDate(calendarDateInZone(new Date(reg.registeredAt))),
    deliveryType: cls.Product.deliveryType,
    extensionProduct: false,
    subscriptionProduct: false,
    studentId: reg.studentId,
    displayName: cls.name,
  };
}

function registrationEvent(reg: SimEventRegistration, cls: FixtureClass): PortalEvent {
  const start = new Date(cls.startDate);
  const live = cls.Product.deliveryType === 11;
  return {
    enrollmentId: reg.enrollmentId,
    displayName: cls.name,
    startDateStr: cls.startDateEST,
    startTimeStr: Number.isNaN(start.getTime()) ? null : timeOfDay.format(start),
    liveOnlineEvent: live,
    liveStreamUrl: live ? `https://live.summitprep.test/stream/${reg.enrollmentId}` : null,
  };
}

function registrations(state: SimState, studentId: string): { reg: SimEventRegistration; cls: FixtureClass; expired: boolean }[] {
  const now = state.now().getTime();
  return eventRegistrationsOf(state, studentId).flatMap((reg) => {
    const cls = state.fixture.classes.find((c) => c.classId === reg.classId);
    if (!cls) return [];
    const end = new Date(cls.endDate).getTime();
    return [{ reg, cls, expired: Number.isFinite(end) && end < now }];
  });
}

/** A student's courses: the fixture's, then their event registrations (as courses of that class). */
export function coursesOf(state: SimState, studentId: string): OwnedCourse[] {
  const fixed = state.fixture.courses.filter((c) => c.studentId === studentId);
  const registered = registrations(state, studentId).map(({ reg, cls, expired }) => ({ expired, course: registrationCourse(reg, cls, state) }));
  return [...fixed, ...registered];
}

/** A student's events: the fixture's, then their event registrations. */
export function eventsOf(state: SimState, studentId: string): OwnedEvent[] {
  const fixed = state.fixture.events.filter((e) => e.studentId === studentId);
  const registered = registrations(state, studentId).map(({ reg, cls, expired }) => ({ expired, event: registrationEvent(reg, cls) }));
  return [...fixed, ...registered];
}

/** Whether an enrollment (course, event or registration) is the student's. */
export function ownsEnrollment(state: SimState, studentId: string, enrollmentId: string): boolean {
  return (
    coursesOf(state, studentId).some((c) => c.course.enrollmentId === enrollmentId) ||
    eventsOf(state, studentId).some((e) => e.event.enrollmentId === enrollmentId)
  );
}

/**
 * Whether an enrollment agreement is the student's (#13.22): the fixture names
 * them, or its enrollment is theirs, or (an agreement reached by classId) they
 * registered for its class.
 */
export function ownsAgreement(state: SimState, studentId: string, agreement: FixtureAgreement): boolean {
  if (agreement.studentId === studentId) return true;
  if (agreement.enrollmentId !== undefined) return ownsEnrollment(state, studentId, agreement.enrollmentId);
  return eventRegistrationsOf(state, studentId).some((r) => r.classId === agreement.classId);
}

/** 404 unless the enrollment is the student's (another student's reads as unknown). */
export function requireOwnEnrollment(state: SimState, student: FixtureStudent, enrollmentId: string): void {
  if (!ownsEnrollment(state, student.studentId, enrollmentId)) {
    throw new HttpError(404, `No enrollment ${enrollmentId} for this student`, { field: 'enrollmentId' });
  }
}

/** The student's course holding a courseAccessId, or a 404. */
export function requireOwnCourseAccess(state: SimState, student: FixtureStudent, courseAccessId: string): Course {
  const found = coursesOf(state, student.studentId).find((c) => c.course.courseAccessId === courseAccessId);
  if (!found) throw new HttpError(404, `No course access ${courseAccessId} for this student`, { field: 'courseAccessId' });
  return found.course;
}
