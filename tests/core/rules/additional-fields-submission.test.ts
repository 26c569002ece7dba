import { describe, expect, it } from 'vitest';
import { additionalFieldsVisibility, schoolLocationOutside } from '../../../src/core/rules/additional-fields';
import {
  additionalFieldsSubmission,
  isCanadianStudent,
  programChoices,
  programOfInterest,
} from '../../../src/core/rules/additional-fields-submission';
import { postalCodeQuery, validatePostalCode } from '../../../src/core/rules/additional-fields-postal-code';
import { accountValidation } from '../../../src/core/messages/validation';

const programs = [
  { id: '10', name: 'MCAT', type: 'grad' },
  { id: '40', name: 'BAR', type: 'bar' },
  { id: '60', name: 'USMLE', type: 'med' },
];
const identity = { studentId: 'S1', email: 'a@b.test', firstName: 'Ada', lastName: 'Lee' };

describe('programOfInterest', () => {
  it.each([
    ['BAR', 'bar', '40'],
    ['usmle', 'med', '60'],
    ['MBE', 'bar', '40'],
    ['NCLEX', 'nursing', null],
  ] as const)('%s (%s) → %j', (code, family, expected) => {
    expect(programOfInterest(programs, code, family)).toBe(expected);
  });

  it('offers the family programs as test interests, or every program when none is typed so', () => {
    expect(programChoices(programs, 'med').map((p) => p.id)).toEqual(['60']);
    expect(programChoices(programs, 'nursing').map((p) => p.id)).toEqual(['10', '40', '60']);
  });
});

describe('isCanadianStudent', () => {
  it.each([
    [null, false],
    [{ isCanadian: true }, true],
    [{ isCanadian: false, StudentAddress: [{ country: 'CA' }] }, true],
    [{ StudentAddress: [{ country: 'US' }] }, false],
    [{}, false],
  ])('%j → %j', (student, expected) => {
    expect(isCanadianStudent(student)).toBe(expected);
  });
});

describe('postal code', () => {
  it.each([
    ['', null],
    ['m5', null],
    ['m5h', 'M5H'],
    [' M5H 2N', 'M5H2N'],
  ])('asks suggestions for %j as %j', (typed, expected) => {
    expect(postalCodeQuery(typed)).toBe(expected);
  });

  it.each([
    ['', null],
    ['M5H 2N2', null],
    ['m5h2n2', null],
    ['12345', accountValidation.zipInvalid],
  ])('validates %j → %j', (typed, expected) => {
    expect(validatePostalCode(typed)).toBe(expected);
  });
});

describe('additionalFieldsSubmission (access §3)', () => {
  it('sends the pre-college fields, the identity and the student flags', () => {
    const values = { parentFirstName: ' Emi ', parentLastName: 'Ito', parentEmail: 'emi@ito.test', graduationYear: '2028' };
    const body = additionalFieldsSubmission({
      family: 'pc',
      programCode: 'SAT',
      values,
      visibility: additionalFieldsVisibility('pc', {}),
      schools: [],
      identity,
      student: { isCanadian: false, doNotEmail: true },
    });
    expect(body).toEqual({
      ...identity,
      programCode: 'SAT',
      parentFirstName: 'Emi',
      parentLastName: 'Ito',
      parentEmail: 'emi@ito.test',
      graduationYear: '2028',
      canadaPermResident: false,
      sendMarketingEmail: false,
    });
  });

  it('sends a listed bar school by id and name, its state and country, and clears a bar rep id with "none"', () => {
    const values = { graduationYear: '2027', testDate: '2027-01-01', schoolLocation: 'NY', schoolDropdownName: '701', barRepId: '1234567', noBarRepId: true };
    const body = additionalFieldsSubmission({
      family: 'bar',
      programCode: 'BAR',
      values,
      visibility: additionalFieldsVisibility('bar', { schoolLocation: 'NY', noBarRepId: true }),
      schools: [{ id: '701', name: 'Metropolitan Law School' }],
      identity,
    });
    expect(body).toMatchObject({ schoolId: '701', schoolName: 'Metropolitan Law School', schoolState: 'NY', schoolCountry: 'US', noBarRepId: true });
    expect(body).not.toHaveProperty('barRepId');
    expect(body).not.toHaveProperty('canadaPermResident');
  });

  it('sends "1" and the typed name for a school not on the list, a province as CA', () => {
    const values = { schoolLocation: 'ON', schoolDropdownName: '1', enterSchoolName: ' Lakehead ', barRepId: '7654321' };
    const body = additionalFieldsSubmission({
      family: 'bar',
      programCode: 'BAR',
      values,
      visibility: additionalFieldsVisibility('bar', { schoolLocation: 'ON' }),
      schools: [],
      identity,
    });
    expect(body).toMatchObject({ schoolId: '1', schoolName: 'Lakehead', schoolState: 'ON', schoolCountry: 'CA', barRepId: '7654321', noBarRepId: false });
  });

  it('defaults the school id to "1" when no school was chosen', () => {
    const body = additionalFieldsSubmission({
      family: 'bar',
      programCode: 'BAR',
      values: { schoolLocation: 'NY' },
      visibility: additionalFieldsVisibility('bar', { schoolLocation: 'NY' }),
      schools: [{ id: '701', name: 'Metropolitan Law School' }],
      identity,
    });
    expect(body).toMatchObject({ schoolId: '1' });
    expect(body).not.toHaveProperty('schoolName');
  });

  it('sends a school outside North America with its country, and only the fields still shown', () => {
    const values = { poi: '60', eduBackground: 'US Med', schoolLocation: schoolLocationOutside, country: 'MX', enterSchoolName: 'UNAM', testDate: '2027-01-01', graduationYear: '2027' };
    const body = additionalFieldsSubmission({
      family: 'med',
      programCode: 'USMLE',
      values,
      visibility: additionalFieldsVisibility('med', { eduBackground: 'US Med', schoolLocation: schoolLocationOutside }),
      schools: [],
      identity,
    });
    expect(body).toMatchObject({ poi: '60', eduBackground: 'US Med', schoolId: '1', schoolName: 'UNAM', schoolCountry: 'MX' });
    expect(body).not.toHaveProperty('testDate');
    expect(body).not.toHaveProperty('graduationYear');
    expect(body).not.toHaveProperty('schoolState');
    expect(body).not.toHaveProperty('country');
  });

  it("adds a Canadian student's postal code with the country, never another student's", () => {
    const base = { family: 'grad' as const, programCode: 'MCAT', values: { testDate: '2027-01-01' }, visibility: additionalFieldsVisibility('grad', {}), schools: [], identity };
    expect(additionalFieldsSubmission({ ...base, student: { isCanadian: true }, postalCode: 'm5h 2n2' })).toMatchObject({ zip: 'M5H 2N2', country: 'CA', canadaPermResident: true });
    expect(additionalFieldsSubmission({ ...base, student: { isCanadian: false }, postalCode: 'M5H 2N2' })).not.toHaveProperty('zip');
    expect(additionalFieldsSubmission({ ...base, student: { isCanadian: true }, postalCode: '' })).not.toHaveProperty('zip');
  });
});
