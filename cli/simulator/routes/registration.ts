import { boolean, object, optional, string } from 'superstruct';
import { accessErrors } from '../../../src/core/messages/errors';
import { accessValidation } from '../../../src/core/messages/validation';
import type { FixtureStudent } from '../fixture/people';
import { HttpError, badField } from '../http/errors';
import { requireQuery } from '../http/query';
import type { Route, RouteContext } from '../http/route';
import { routes as classRoutes } from './class-details';
import { checkCredentials, findStudentByEmail } from './check-credentials';
import { checkNewStudent, createStudent } from './create-student';
import { findClass, registerForEvent } from './event-registrations';
import { routes as leadRoutes } from './lead-registration';
import { markRegistration } from './registration-cookie';

/*
 * access §7 registration: enroll (event registration with the sign-up
 * payload), student registration, validateRegisteredUser; plus the lead form,
 * class details and the question gate from their own modules.
 */

/** access §3 Signup payload. */
const SignupBody = object({
  firstName: string(),
  lastName: string(),
  email: string(),
  password: optional(string()),
  countryPR: optional(string()),
  sendMarketingEmail: optional(boolean()),
  classCode: string(),
  leadSource: optional(string()),
  programCode: optional(string()),
  existingUser: optional(boolean()),
  originalRefer: optional(string()),
  campaignId: optional(string()),
  shortCode: optional(string()),
  country: optional(string()),
  zip: optional(string()),
});
type SignupBody = typeof SignupBody.TYPE;

const StudentRegistrationBody = object({ firstName: string(), lastName: string(), email: string(), password: string() });

/**
 * Who an enroll registers: the logged-in student of that email (no password,
 * access §4 automatic registration), an existing account whose password
 * matches, or a new account checked by the sign-up rules (`created`).
 */
function signupStudent(ctx: RouteContext, body: SignupBody): { student: FixtureStudent; created: boolean } {
  const current = ctx.student();
  if (current && current.email.toLowerCase() === body.email.trim().toLowerCase()) return { student: current, created: false };
  const existing = findStudentByEmail(ctx.state, body.email);
  if (existing || body.existingUser) {
    if (body.password === undefined) throw new HttpError(401, accessErrors.notLoggedIn);
    // Not a login step: a wrong password here does not count towards the lockout.
    const result = checkCredentials(ctx.state, body.email, body.password, { count: false });
    // 423, not 403: the client reads an enroll 403 as the 10-in-24-hours limit (access §8).
    if (!result.ok) throw new HttpError(result.status === 403 ? 423 : 401, result.message);
    return { student: result.student, created: false };
  }
  if (body.password === undefined) throw badField('password', 'required for a new account');
  const input = { firstName: body.firstName, lastName: body.lastName, email: body.email, password: body.password };
  checkNewStudent(input);
  return { student: createStudent(ctx.state, input), created: true };
}

const ownRoutes: Route[] = [
  {
    method: 'POST',
    path: '/rest-services/enroll',
    handler: async (ctx) => {
      const body = await ctx.json(SignupBody);
      const cls = findClass(ctx.state, body.classCode);
      if (!cls) throw new HttpError(404, accessErrors.noEvent, { field: 'classCode' });
      const { student, created } = signupStudent(ctx, body);
      const registration = registerForEvent(ctx.state, student.studentId, cls);
      return {
        json: { studentId: student.studentId, enrollmentId: registration.enrollmentId },
        cookies: created ? [markRegistration(ctx.state, student.studentId)] : [],
      };
    },
  },
  {
    method: 'POST',
    path: '/rest-services/studentRegistration/register',
    handler: async (ctx) => {
      const body = await ctx.json(StudentRegistrationBody);
      checkNewStudent(body);
      if (findStudentByEmail(ctx.state, body.email)) {
        throw new HttpError(409, accessValidation.emailAlreadyRegistered, { field: 'email' });
      }
      const student = createStudent(ctx.state, body);
      return { json: { status: 'success', studentId: student.studentId }, cookies: [markRegistration(ctx.state, student.studentId)] };
    },
  },
  {
    method: 'GET',
    path: '/rest-services/studentRegistration/validateRegisteredUser',
    handler: (ctx) => {
      const email = requireQuery(ctx.query, 'email');
      return { json: { status: findStudentByEmail(ctx.state, email) ? 'OK' : 'NOT_FOUND' } };
    },
  },
];

/** The registration routes (access §7). */
export const routes: Route[] = [...ownRoutes, ...leadRoutes, ...classRoutes];
