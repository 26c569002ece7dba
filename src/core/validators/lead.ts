import { accessValidation } from '../messages/validation';
import { validateSchoolName } from './contact';
import { validateParentEmail, validateParentFirstName, validateParentLastName } from './names';

/** access §3: the program families of the lead registration forms. */
export type LeadFamily = 'pc' | 'grad' | 'nursing' | 'med' | 'bar';

/** The form's values by field name (access §3 names); checkboxes are booleans. */
export type LeadValues = Record<string, string | boolean | undefined>;

/** access §3: the value of the school dropdown's not-on-the-list option (accessScreens.schoolNotOnList). */
export const schoolNotOnListValue = '1';

// access §9: a Bar Rep ID is exactly 7 digits.
const barRepIdPattern = /^\d{7}$/;

/**
 * access §5: the Bar Rep ID is exactly 7 digits. When "no bar rep id" is
 * ticked the field is disabled and cleared (access §4), so it is not checked.
 */
export function validateBarRepId(value: string, options: { noBarRepId?: boolean } = {}): string | null {
  if (options.noBarRepId) return null;
  return barRepIdPattern.test(value.trim()) ? null : accessValidation.barRepIdInvalid;
}

const text = (values: LeadValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

const ticked = (values: LeadValues, name: string): boolean => {
  const value = values[name];
  return value === true || value === 'true';
};

interface FieldSpec {
  name: string;
  check(value: string, values: LeadValues, visible: ReadonlySet<string>): string | null;
}

// A dropdown that must have a choice.
const selected = (name: string, message: () => string): FieldSpec => ({
  name,
  check: (value) => (value.trim() === '' ? message() : null),
});

const graduationYear = selected('graduationYear', () => accessValidation.graduationYearRequired);
const testDate = selected('testDate', () => accessValidation.testDateRequired);
const poi = selected('poi', () => accessValidation.testInterestRequired);
const schoolLocation = selected('schoolLocation', () => accessValidation.schoolLocationRequired);

// access §5: the typed school name is needed when the dropdown says "not on the list", or
// when access §4 hid the dropdown (it is then the only school field the form shows).
const enterSchoolName: FieldSpec = {
  name: 'enterSchoolName',
  check: (value, values, visible) =>
    text(values, 'schoolDropdownName') === schoolNotOnListValue || !visible.has('schoolDropdownName')
      ? validateSchoolName(value, { required: true })
      : validateSchoolName(value),
};

const barRepId: FieldSpec = {
  name: 'barRepId',
  check: (value, values) => validateBarRepId(value, { noBarRepId: ticked(values, 'noBarRepId') }),
};

// access §3 "Lead registration forms by program family": the required fields
// of each family. eduBackground, country and schoolDropdownName have no
// message in access §5, so they are not required.
const familyFields: Record<LeadFamily, readonly FieldSpec[]> = {
  pc: [
    { name: 'parentFirstName', check: validateParentFirstName },
    { name: 'parentLastName', check: validateParentLastName },
    { name: 'parentEmail', check: validateParentEmail },
    graduationYear,
  ],
  grad: [testDate],
  nursing: [graduationYear, testDate],
  med: [poi, schoolLocation, enterSchoolName, testDate, graduationYear],
  bar: [graduationYear, testDate, schoolLocation, enterSchoolName, barRepId],
};

/**
 * access §3 / §5: validates the additional-fields form of a program family.
 * Only fields in `visible` are checked (access §4 hides some by choice).
 * Returns field name → message for each failing field; empty when valid.
 */
export function validateAdditionalFields(
  family: LeadFamily,
  values: LeadValues,
  visible: ReadonlySet<string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of familyFields[family]) {
    if (!visible.has(field.name)) continue;
    const message = field.check(text(values, field.name), values, visible);
    if (message !== null) errors[field.name] = message;
  }
  return errors;
}
