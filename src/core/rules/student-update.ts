import { accountUpdateLeadSource, type StudentUpdate } from '../api/account';
import type { Student } from '../api/structs/student';
import { normalizeZip } from '../validators/contact';
import { emptyZipSentinel } from './zip-display';

/** account §5: the zip as it is sent — trimmed, uppercased, empty → 00000. */
export function zipForUpdate(zip: string): string {
  const value = normalizeZip(zip);
  return value === '' ? emptyZipSentinel : value;
}

/** The account §7 fields a profile form may change; the rest come from the student as held. */
export interface StudentChanges {
  firstName?: string;
  lastName?: string;
  parentFirstName?: string;
  parentLastName?: string;
  parentEmail?: string;
  streetAddress?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  email?: string;
  phoneNumber?: string;
  programCode?: string;
  testDate?: string;
  schoolId?: string;
  graduationYear?: string;
  schoolName?: string;
  schoolState?: string;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * account §7 student data update (Info, Email, Goals, Education): the whole
 * record as the student holds it, with the form's changes on top, so a form
 * that edits three fields never blanks the others. The zip follows account §5
 * (uppercased, empty → 00000). Goals add `testDate`, Education the school
 * fields — only when that form sends them.
 */
export function studentUpdatePayload(student: Student, changes: StudentChanges): StudentUpdate {
  const address = student.StudentAddress[0];
  const parent = student.RelationShip[0];
  const { testDate, schoolId, graduationYear, schoolName, schoolState, programCode, ...rest } = changes;
  const base: StudentUpdate = {
    leadSource: accountUpdateLeadSource,
    studentId: student.studentId,
    firstName: text(student.firstName),
    lastName: text(student.lastName),
    parentFirstName: text(parent?.parentFirstName),
    parentLastName: text(parent?.parentLastName),
    parentEmail: text(parent?.email1),
    streetAddress: text(address?.address1),
    city: text(address?.city),
    state: text(address?.state),
    zip: text(address?.zip),
    country: text(address?.country),
    email: student.email,
    phoneNumber: text(student.phone1),
    canadaPermResident: student.isCanadian === true,
    sendMarketingEmail: student.doNotEmail !== true,
  };
  const update: StudentUpdate = { ...base, ...rest };
  update.zip = zipForUpdate(String(update.zip ?? ''));
  if (programCode !== undefined) update.programCode = programCode;
  if (testDate !== undefined) update.testDate = testDate;
  if (schoolId !== undefined || schoolName !== undefined || schoolState !== undefined || graduationYear !== undefined) {
    const school = student.StudentSchool;
    Object.assign(update, {
      schoolId: schoolId ?? text(school?.schoolId),
      schoolName: schoolName ?? text(school?.schoolName),
      schoolState: schoolState ?? text(school?.schoolState),
      graduationYear: graduationYear ?? text(school?.gradYear),
    });
  }
  return update;
}
