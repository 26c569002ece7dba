import { normalizeZip } from '../validators/contact';
import { type LeadValues, schoolNotOnListValue } from '../validators/lead';
import {
  type AdditionalFieldsVisibility,
  canadianProvinceCodes,
  schoolNameShown,
  schoolStateOf,
} from './additional-fields';
import { type LeadFormFamily, programKey } from './programs';

/** access §3 Program list entry, as far as these rules need it. */
export interface ProgramLike {
  id: string;
  name: string;
  type?: string | null;
}

/**
 * The program of interest of a class: the list entry named like the class's
 * program code (BAR → the BAR entry), else the first entry of the same
 * lead-form family (MBE → the bar entry), else none.
 */
export function programOfInterest(programs: readonly ProgramLike[], programCode: string, family: LeadFormFamily): string | null {
  const key = programKey(programCode);
  const named = programs.find((p) => programKey(p.name) === key);
  if (named) return named.id;
  return programs.find((p) => p.type === family)?.id ?? null;
}

/** The "test interest" choices of a family (access §3 med poi): its programs, or every program when none is typed so. */
export function programChoices(programs: readonly ProgramLike[], family: LeadFormFamily): ProgramLike[] {
  const own = programs.filter((p) => p.type === family);
  return own.length > 0 ? own : [...programs];
}

/** The bits of access §3 Student these rules read. */
export interface StudentLike {
  isCanadian?: boolean | null;
  doNotEmail?: boolean | null;
  StudentAddress?: readonly { country?: string | null; zip?: string | null }[];
}

/** A Canadian student (access §9 postal codes, §7 zipsearch): the Canadian flag, or an address in Canada. */
export function isCanadianStudent(student: StudentLike | null | undefined): boolean {
  if (!student) return false;
  if (student.isCanadian === true) return true;
  const country = student.StudentAddress?.[0]?.country?.trim().toUpperCase() ?? '';
  return country === 'CA' || country === 'CAN' || country === 'CANADA';
}

/** Who the update is for (access §3 "student identity fields"). */
export interface StudentIdentity {
  studentId?: string | null;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

export interface AdditionalFieldsSubmissionInput {
  family: LeadFormFamily;
  programCode: string;
  values: LeadValues;
  visibility: AdditionalFieldsVisibility;
  /** The school list shown for the chosen location (id → name). */
  schools: readonly { id: string; name: string }[];
  identity: StudentIdentity;
  student?: StudentLike | null;
  /** A Canadian student's postal code ('' when left empty). */
  postalCode?: string;
}

export type AdditionalFieldsSubmission = Record<string, string | boolean>;

const text = (values: LeadValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

// Program-specific fields sent under their access §3 names when the form shows them.
const plainFields = ['parentFirstName', 'parentLastName', 'parentEmail', 'graduationYear', 'testDate', 'poi', 'eduBackground'] as const;

/** The school's country: the chosen country outside North America, else the country of the state or province. */
function schoolCountry(values: LeadValues, visibility: AdditionalFieldsVisibility): string | null {
  if (visibility.visible.has('country')) return text(values, 'country') || null;
  const state = visibility.visible.has('schoolLocation') ? schoolStateOf(text(values, 'schoolLocation')) : null;
  if (!state) return null;
  return canadianProvinceCodes.has(state) ? 'CA' : 'US';
}

/**
 * access §3 "Additional-fields submission": the program-specific fields the
 * form shows (access §4), the school as schoolState / schoolId (default '1',
 * not on the list) / schoolName, programCode, the student identity fields,
 * canadaPermResident and sendMarketingEmail (from the student's record).
 * The med form's country is the school's country, sent as schoolCountry:
 * `country` of updatestudent is the student's address (account §7).
 */
export function additionalFieldsSubmission(input: AdditionalFieldsSubmissionInput): AdditionalFieldsSubmission {
  const { values, visibility, identity, student } = input;
  const shown = visibility.visible;
  const out: AdditionalFieldsSubmission = { email: identity.email, programCode: input.programCode };
  if (identity.studentId) out['studentId'] = identity.studentId;
  if (identity.firstName) out['firstName'] = identity.firstName;
  if (identity.lastName) out['lastName'] = identity.lastName;

  for (const name of plainFields) {
    const value = text(values, name);
    if (shown.has(name) && value !== '') out[name] = value;
  }

  if (shown.has('barRepId')) {
    const none = values['noBarRepId'] === true;
    out['noBarRepId'] = none;
    if (!none && text(values, 'barRepId') !== '') out['barRepId'] = text(values, 'barRepId');
  }

  const hasSchool = shown.has('schoolDropdownName') || shown.has('enterSchoolName');
  if (hasSchool) {
    const dropdown = shown.has('schoolDropdownName') ? text(values, 'schoolDropdownName') : '';
    const schoolId = dropdown === '' ? schoolNotOnListValue : dropdown;
    out['schoolId'] = schoolId;
    const typed = schoolNameShown(visibility, dropdown) ? text(values, 'enterSchoolName') : '';
    const listed = input.schools.find((s) => s.id === schoolId)?.name ?? '';
    const name = schoolId === schoolNotOnListValue ? typed : listed;
    if (name !== '') out['schoolName'] = name;
    const state = shown.has('schoolLocation') ? schoolStateOf(text(values, 'schoolLocation')) : null;
    if (state) out['schoolState'] = state;
    const country = schoolCountry(values, visibility);
    if (country) out['schoolCountry'] = country;
  }

  if (student) {
    if (typeof student.isCanadian === 'boolean') out['canadaPermResident'] = student.isCanadian;
    if (typeof student.doNotEmail === 'boolean') out['sendMarketingEmail'] = !student.doNotEmail;
  }
  const zip = normalizeZip(input.postalCode ?? '');
  if (zip !== '' && isCanadianStudent(student)) {
    out['zip'] = zip;
    out['country'] = 'CA';
  }
  return out;
}
