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

/** Adds a student (and the user behind the login) to the working fixture. */
export function createStudent(state: SimState, input: NewStudent): FixtureStudent {
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
  return student;
}
