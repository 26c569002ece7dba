import { accessErrors } from '../../../src/core/messages/errors';
import type { FixtureClass } from '../fixture/catalog';
import { HttpError } from '../http/errors';
import type { SimEventRegistration, SimState } from '../fixture/state';

/** access §6 / §9: at most 10 event registrations per user per 24 hours. */
export const maxEventRegistrations = 10;
export const eventRegistrationWindowMs = 24 * 60 * 60 * 1000;

/** The class an enroll `classCode` names: its code (any case) or its classId. */
export function findClass(state: SimState, codeOrId: string): FixtureClass | undefined {
  const wanted = codeOrId.trim();
  const upper = wanted.toUpperCase();
  return state.fixture.classes.find((c) => c.classId === wanted || c.code.toUpperCase() === upper);
}

/** A student's event registrations, oldest first (the account side lists them as events). */
export function eventRegistrationsOf(state: SimState, studentId: string): SimEventRegistration[] {
  return state.eventRegistrations.filter((r) => r.studentId === studentId);
}

/**
 * Registers a student for a class (access §7 enroll): the same class twice →
 * 406, an 11th registration within a rolling 24 hours of simulator time → 403
 * (access §8 texts). A registration exactly 24 hours old no longer counts.
 */
export function registerForEvent(state: SimState, studentId: string, cls: FixtureClass): SimEventRegistration {
  const mine = eventRegistrationsOf(state, studentId);
  if (mine.some((r) => r.classId === cls.classId)) throw new HttpError(406, accessErrors.eventAlreadyEnrolled);
  const now = state.now().getTime();
  const recent = mine.filter((r) => now - r.registeredAt < eventRegistrationWindowMs);
  if (recent.length >= maxEventRegistrations) throw new HttpError(403, accessErrors.eventLimit);
  const registration: SimEventRegistration = {
    studentId,
    classId: cls.classId,
    enrollmentId: state.nextId('EV'),
    registeredAt: now,
  };
  state.eventRegistrations.push(registration);
  return registration;
}
