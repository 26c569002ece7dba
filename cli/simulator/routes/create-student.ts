import { validateFirstName, validateLastName } from '../../../src/core/validators/names';
import { validateSignupEmail } from '../../../src/core/validators/email';
import { validateNewPassword } from '../../../src/core/validators/password';
import type { FixtureStudent } from '../fixture/people';
import { badField } from '../http/errors';
import type { SimState } from '../fixture/state';

/** What sign-up and student registration send to create an account (access §3). */
export interface NewStudent {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * The access §5 sign-up rules, checked with the core validators: 400 naming
 * the first failing field with the validator's text.
 */
export function checkNewStudent(input: NewStudent): void {
  const checks: [keyof NewStudent, string | null][] = [
    ['firstName', validateFirstName(input.firstName)],
    ['lastName', validateLastName(input.lastName)],
    ['email', validateSignupEmail(input.email)],
    ['password', validateNewPassword(input.password)],
  ];
  for (const [field, message] of checks) {
    if (message !== null) throw badField(field, message);
  }
}

/**
 * Adds a student (and the user behind the login) to the working fixture. At
 * most limits.maxCreatedStudents created accounts are kept (#13.23): the
 * oldest goes first, with everything the simulator holds for it.
 */
export function createStudent(state: SimState, input: NewStudent): FixtureStudent {
  while (state.createdStudents.length >= state.limits.maxCreatedStudents) {
    const oldest = state.createdStudents.shift();
    if (oldest !== undefined) forgetStudent(state, oldest);
  }
  // `SN…`: nextId counts from 1001, which the fixture's `S1001` would collide with.
  const studentId = state.nextId('SN');
  const student: FixtureStudent = {
    studentId,
    userId: `U${studentId}`,
    email: input.email.trim(),
    password: input.password,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
  };
  state.fixture.students.push(student);
  state.createdStudents.push(studentId);
  return student;
}

/** Drops a created account and what belongs to it: sessions, tokens, its registration cookie, lockout, registrations, cases, uploads. */
function forgetStudent(state: SimState, studentId: string): void {
  const student = state.fixture.students.find((s) => s.studentId === studentId);
  removeWhere(state.fixture.students, (s) => s.studentId === studentId);
  for (const map of [state.sessions, state.tokens, state.oamTickets, state.registrations]) {
    for (const [key, held] of map) if (held.studentId === studentId) map.delete(key);
  }
  for (const [id, upload] of state.uploads) if (upload.studentId === studentId) state.uploads.delete(id);
  removeWhere(state.eventRegistrations, (r) => r.studentId === studentId);
  removeWhere(state.attendance, (a) => a.studentId === studentId);
  removeWhere(state.fixture.cases, (c) => c.studentId === studentId);
  if (student) {
    const key = student.email.trim().toLowerCase();
    state.failedLogins.delete(key);
    state.locked.delete(key);
  }
}

/** Removes the entries `drop` picks, in place (whoever holds the array sees the change). */
function removeWhere<T>(items: T[], drop: (item: T) => boolean): void {
  let kept = 0;
  for (const item of items) if (!drop(item)) items[kept++] = item;
  items.length = kept;
}
