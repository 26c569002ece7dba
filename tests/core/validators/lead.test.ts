import { describe, expect, it } from 'vitest';
import { accessValidation, chosenValidation } from '../../../src/core/messages/validation';
import { validateAdditionalFields, validateBarRepId, type LeadFamily } from '../../../src/core/validators/lead';

describe('validateBarRepId', () => {
  it.each([
    ['123456', accessValidation.barRepIdInvalid],
    ['1234567', null],
    ['12345678', accessValidation.barRepIdInvalid],
    ['', accessValidation.barRepIdInvalid],
    ['12345a7', accessValidation.barRepIdInvalid],
    ['123 4567', accessValidation.barRepIdInvalid],
    [' 1234567 ', null],
  ])('answers %j with %j', (value, expected) => {
    expect(validateBarRepId(value)).toBe(expected);
  });

  it('does not check the field when "no bar rep id" is ticked', () => {
    expect(validateBarRepId('', { noBarRepId: true })).toBeNull();
    expect(validateBarRepId('12', { noBarRepId: true })).toBeNull();
    expect(validateBarRepId('12', { noBarRepId: false })).toBe(accessValidation.barRepIdInvalid);
  });
});

describe('validateAdditionalFields', () => {
  const all = (...names: string[]) => new Set(names);

  it.each<[LeadFamily, string[], Record<string, string>]>([
    [
      'pc',
      ['parentFirstName', 'parentLastName', 'parentEmail', 'graduationYear'],
      {
        parentFirstName: accessValidation.parentFirstNameRequired,
        parentLastName: accessValidation.parentLastNameRequired,
        parentEmail: accessValidation.parentEmailInvalid,
        graduationYear: accessValidation.graduationYearRequired,
      },
    ],
    ['grad', ['testDate'], { testDate: accessValidation.testDateRequired }],
    [
      'nursing',
      ['graduationYear', 'testDate'],
      { graduationYear: accessValidation.graduationYearRequired, testDate: accessValidation.testDateRequired },
    ],
    [
      'med',
      ['poi', 'eduBackground', 'schoolLocation', 'schoolDropdownName', 'testDate', 'country', 'graduationYear'],
      {
        poi: accessValidation.testInterestRequired,
        schoolLocation: accessValidation.schoolLocationRequired,
        testDate: accessValidation.testDateRequired,
        graduationYear: accessValidation.graduationYearRequired,
      },
    ],
    [
      'bar',
      ['graduationYear', 'testDate', 'schoolLocation', 'schoolDropdownName', 'barRepId', 'noBarRepId'],
      {
        graduationYear: accessValidation.graduationYearRequired,
        testDate: accessValidation.testDateRequired,
        schoolLocation: accessValidation.schoolLocationRequired,
        barRepId: accessValidation.barRepIdInvalid,
      },
    ],
  ])('reports every empty required field of the %s form', (family, visible, expected) => {
    expect(validateAdditionalFields(family, {}, new Set(visible))).toEqual(expected);
  });

  it('accepts a complete pre-college form', () => {
    const values = {
      parentFirstName: 'Ann',
      parentLastName: 'Lee',
      parentEmail: 'ann@example.com',
      graduationYear: '2027',
    };
    expect(validateAdditionalFields('pc', values, new Set(Object.keys(values)))).toEqual({});
  });

  it('checks parent fields with their lengths and email pattern', () => {
    const values = {
      parentFirstName: 'x'.repeat(22),
      parentLastName: 'Lee',
      parentEmail: 'ann@',
      graduationYear: '2027',
    };
    expect(validateAdditionalFields('pc', values, new Set(Object.keys(values)))).toEqual({
      parentFirstName: chosenValidation.tooLong(21),
      parentEmail: accessValidation.parentEmailInvalid,
    });
  });

  it('skips fields that are hidden (an offshore medical background hides test date and year)', () => {
    expect(validateAdditionalFields('med', {}, all('poi', 'eduBackground'))).toEqual({
      poi: accessValidation.testInterestRequired,
    });
  });

  it.each([
    ['1', '', { enterSchoolName: accessValidation.schoolNameRequired }],
    ['1', '   ', { enterSchoolName: accessValidation.schoolNameRequired }],
    ['1', 'St. Mary', {}],
    ['200453', '', {}],
  ])('with school dropdown %j and typed name %j reports %j', (dropdown, typed, expected) => {
    const values = { schoolDropdownName: dropdown, enterSchoolName: typed };
    const visible = all('schoolDropdownName', 'enterSchoolName');
    expect(validateAdditionalFields('med', values, visible)).toEqual(expected);
    expect(validateAdditionalFields('bar', values, visible)).toEqual(expected);
  });

  it.each([
    [true, '', {}],
    ['true', 'abc', {}],
    [false, '123', { barRepId: accessValidation.barRepIdInvalid }],
    [undefined, '1234567', {}],
  ])('with noBarRepId %j and id %j reports %j', (noBarRepId, barRepId, expected) => {
    expect(validateAdditionalFields('bar', { noBarRepId, barRepId }, all('barRepId', 'noBarRepId'))).toEqual(
      expected,
    );
  });

  it('treats a checkbox value in a text field as empty', () => {
    expect(validateAdditionalFields('grad', { testDate: true }, all('testDate'))).toEqual({
      testDate: accessValidation.testDateRequired,
    });
  });
});
