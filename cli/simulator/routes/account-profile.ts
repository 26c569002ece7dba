import { boolean, object, optional, string, type } from 'superstruct';
import { flag, id, maybe } from '../../../src/core/api/structs/common';
import { accessErrors, accountErrors } from '../../../src/core/messages/errors';
import { validateAddress, validateCity, validatePhone, validateSchoolName, validateZip } from '../../../src/core/validators/contact';
import { validateProfileEmail } from '../../../src/core/validators/email';
import { validateGoalDate } from '../../../src/core/validators/goals';
import {
  validateFirstName,
  validateLastName,
  validateParentEmail,
  validateParentFirstName,
  validateParentLastName,
} from '../../../src/core/validators/names';
import type { FixtureStudent } from '../fixture/people';
import { HttpError } from '../http/errors';
import { checkStoredLengths } from '../http/stored-text';
import type { Route } from '../http/route';
import type { SimState } from '../fixture/state';
import { findStudentByEmail } from './check-credentials';
import { registeredStudent } from './registration-cookie';

/*
 * account §7 student data update (Info, Email, Goals, Education; access §7
 * additional fields and phone) and the login profile update (updateContact).
 * Field values are checked with the portal's own validators (account §5).
 */

const text = maybe(string());

/** account §7 updatestudent JSON; `type()` because additional-fields forms add program-specific fields (access §3). */
const StudentUpdateBody = type({
  leadSource: text,
  studentId: maybe(id),
  email: text,
  firstName: text,
  lastName: text,
  parentFirstName: text,
  parentLastName: text,
  parentEmail: text,
  streetAddress: text,
  city: text,
  state: text,
  zip: text,
  country: text,
  canadaPermResident: maybe(flag),
  sendMarketingEmail: maybe(flag),
  phoneNumber: text,
  programCode: text,
  testDate: text,
  schoolId: maybe(id),
  graduationYear: maybe(id),
  schoolName: text,
  schoolState: text,
});

/** account §7 login profile update plus the extra-time (ADA) fields (src/core/api/account.ts ContactUpdate). */
const ContactBody = object({
  email: string(),
  userId: id,
  firstName: optional(string()),
  lastName: optional(string()),
  isADAUser: optional(boolean()),
  phoneNumber: optional(string()),
  address1: optional(string()),
  city: optional(string()),
  state: optional(string()),
  zip: optional(string()),
  country: optional(string()),
});

/** account §5: an empty zip is sent as 00000. */
const emptyZip = '00000';

type Check = [field: string, value: string | null | undefined, validate: (value: string) => string | null];

/** 400 naming the first field whose value fails its validator; the body's message is the spec's text. */
function validateFields(checks: readonly Check[]): void {
  for (const [field, value, validate] of checks) {
    if (value === null || value === undefined) continue;
    const message = validate(value);
    if (message) throw new HttpError(400, message, { field });
  }
}

// Optional fields: validated only when they carry something.
const ifGiven = (validate: (value: string) => string | null) => (value: string) => (value.trim() === '' ? null : validate(value));

function zipCheck(country: string | undefined): (value: string) => string | null {
  return (zip) => (zip.trim() === emptyZip ? null : validateZip(zip, { country }));
}

const emailOwner = (state: SimState, email: string, self: FixtureStudent) => {
  const owner = findStudentByEmail(state, email);
  return owner && owner.studentId !== self.studentId ? owner : undefined;
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const address = (student: FixtureStudent) => {
  const list = student.StudentAddress ?? [];
  const first = list[0] ?? {};
  return { first, rest: list.slice(1) };
};

/** The updatestudent and updateContact routes. */
export const profileRoutes: Route[] = [
  {
    // A session updates its own student. Without one, access §4 "Signup without a class code" updates the
    // profile before logging in: only the account this client just created, by its registration cookie (#29.14).
    method: 'POST',
    path: '/rest-services/enroll/updatestudent',
    handler: async (ctx) => {
      const session = ctx.student();
      const student = session ?? registeredStudent(ctx);
      if (!student) throw new HttpError(401, accessErrors.notLoggedIn);
      const body = await ctx.json(StudentUpdateBody);
      const { state } = ctx;
      const { studentId, email } = body;
      if (!studentId && !email) throw new HttpError(400, 'studentId: required (or email)', { field: 'studentId' });
      const own = studentId ? studentId === student.studentId : sameEmail(email ?? '', student.email);
      if (!own) throw new HttpError(403, 'You can only update your own profile', { field: studentId ? 'studentId' : 'email' });

      const country = body.country ?? address(student).first.country ?? undefined;
      validateFields([
        ['firstName', body.firstName, (v) => validateFirstName(v, { context: 'profile' })],
        ['lastName', body.lastName, (v) => validateLastName(v, { context: 'profile' })],
        ['email', body.email, validateProfileEmail],
        ['parentFirstName', body.parentFirstName, ifGiven(validateParentFirstName)],
        ['parentLastName', body.parentLastName, ifGiven(validateParentLastName)],
        ['parentEmail', body.parentEmail, ifGiven(validateParentEmail)],
        ['streetAddress', body.streetAddress, validateAddress],
        ['city', body.city, validateCity],
        ['zip', body.zip, zipCheck(country)],
        ['phoneNumber', body.phoneNumber, (v) => validatePhone(v, { country })],
        ['testDate', body.testDate, ifGiven(validateGoalDate)],
        ['schoolName', body.schoolName, validateSchoolName],
      ]);
      // #29.12: the fields stored as sent (no spec maximum) are bounded too; testDate may be blank.
      checkStoredLengths({
        state: body.state,
        country: body.country,
        schoolState: body.schoolState,
        schoolId: body.schoolId,
        graduationYear: body.graduationYear,
        testDate: body.testDate,
      });
      // account §8: accountErrors.emailExists is the profile error shown on the email field.
      if (session && body.email && !sameEmail(body.email, student.email) && emailOwner(state, body.email, student)) {
        return { json: { success: false, message: accountErrors.emailExists } };
      }
      // Without a session the email only names the student: it is never changed before a login.
      applyStudentUpdate(state, student, session ? body : { ...body, email: undefined });
      return { json: { success: true } };
    },
  },
  {
    method: 'POST',
    path: '/rest-services/accountManagement/updateContact',
    handler: async (ctx) => {
      const student = ctx.requireStudent();
      const body = await ctx.json(ContactBody);
      if (body.userId !== student.userId) throw new HttpError(403, 'You can only update your own login', { field: 'userId' });
      const country = body.country ?? address(student).first.country ?? undefined;
      validateFields([
        ['email', body.email, validateProfileEmail],
        ['firstName', body.firstName, (v) => validateFirstName(v, { context: 'profile' })],
        ['lastName', body.lastName, (v) => validateLastName(v, { context: 'profile' })],
        ['address1', body.address1, validateAddress],
        ['city', body.city, validateCity],
        ['zip', body.zip, zipCheck(country)],
        ['phoneNumber', body.phoneNumber, (v) => validatePhone(v, { country })],
      ]);
      checkStoredLengths({ state: body.state, country: body.country });
      // account §7: success when status is success; §8 the email-exists text.
      if (emailOwner(ctx.state, body.email, student)) return { json: { status: 'failed', message: accountErrors.emailExists } };
      student.email = body.email.trim();
      if (body.firstName !== undefined) student.firstName = body.firstName.trim();
      if (body.lastName !== undefined) student.lastName = body.lastName.trim();
      if (body.isADAUser !== undefined) student.isADAUser = body.isADAUser;
      if (body.phoneNumber !== undefined) student.phone1 = body.phoneNumber.trim();
      const { first, rest } = address(student);
      const next = { ...first };
      if (body.address1 !== undefined) next.address1 = body.address1;
      if (body.city !== undefined) next.city = body.city;
      if (body.state !== undefined) next.state = body.state;
      if (body.zip !== undefined) next.zip = body.zip.trim().toUpperCase();
      if (body.country !== undefined) next.country = body.country;
      student.StudentAddress = [next, ...rest];
      return { json: { status: 'success' } };
    },
  },
];

type StudentUpdate = typeof StudentUpdateBody.TYPE;

/** Writes an accepted update into the working fixture, so later reads (myaccount, Student) show it. */
function applyStudentUpdate(state: SimState, student: FixtureStudent, body: StudentUpdate): void {
  const set = <K extends keyof FixtureStudent>(key: K, value: FixtureStudent[K] | null | undefined) => {
    if (value !== null && value !== undefined) student[key] = value;
  };
  set('firstName', body.firstName?.trim());
  set('lastName', body.lastName?.trim());
  set('email', body.email?.trim());
  set('phone1', body.phoneNumber?.trim());
  set('expectedTestDate', body.testDate);
  set('isCanadian', body.canadaPermResident);
  if (body.sendMarketingEmail !== null && body.sendMarketingEmail !== undefined) student.doNotEmail = !body.sendMarketingEmail;
  const program = body.programCode ? state.fixture.lists.programs.find((p) => p.name.toUpperCase() === body.programCode?.toUpperCase()) : undefined;
  set('currentPOI', program?.id);

  const { first, rest } = address(student);
  const place = { address1: body.streetAddress, city: body.city, state: body.state, zip: body.zip?.trim().toUpperCase(), country: body.country };
  if (Object.values(place).some((v) => v !== null && v !== undefined)) {
    student.StudentAddress = [{ ...first, ...defined(place) }, ...rest];
  }
  const parent = { parentFirstName: body.parentFirstName, parentLastName: body.parentLastName, email1: body.parentEmail };
  if (Object.values(parent).some((v) => v !== null && v !== undefined)) {
    const relations = student.RelationShip ?? [];
    student.RelationShip = [{ ...(relations[0] ?? {}), ...defined(parent) }, ...relations.slice(1)];
  }
  const school = { schoolId: body.schoolId, schoolName: body.schoolName, schoolState: body.schoolState, gradYear: body.graduationYear };
  if (Object.values(school).some((v) => v !== null && v !== undefined)) {
    student.StudentSchool = { ...(student.StudentSchool ?? {}), ...defined(school) };
  }
}

/** The entries of `values` that carry a value (null and undefined mean "not sent"). */
function defined<T extends Record<string, string | null | undefined>>(values: T): Partial<Record<keyof T, string>> {
  const out: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    const value = values[key];
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}
