import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import {
  type EducationDraft,
  educationChanged,
  educationChanges,
  freeTextSchoolId,
  heldSchoolChoice,
  typedSchoolName,
} from '../../../src/core/rules/profile-education';

const nySchools = [
  { id: '501', name: 'Hudson University' },
  { id: '502', name: 'Empire State College of Sciences' },
];
const listedHeld = { schoolId: '501', schoolName: 'Hudson University', schoolState: 'NY', gradYear: '2027' };
const typedHeld = { schoolId: '1', schoolName: 'Lincoln High School', schoolState: 'NY', gradYear: '2028' };
const draft = (over: Partial<EducationDraft>): EducationDraft => ({ state: 'NY', choice: '', name: '', year: '2027', ...over });

describe('heldSchoolChoice', () => {
  it.each([
    { why: 'a listed school by its id', held: listedHeld, expected: '501' },
    { why: 'a typed school (id 1) as not-on-list', held: typedHeld, expected: freeTextSchoolId },
    { why: 'an unlisted id with a name as not-on-list', held: { schoolId: '999', schoolName: 'Old School' }, expected: freeTextSchoolId },
    { why: 'nothing when no school is held', held: undefined, expected: '' },
    { why: 'nothing for an id without a name that is not listed', held: { schoolId: '999', schoolName: null }, expected: '' },
  ])('picks $why', ({ held, expected }) => {
    expect(heldSchoolChoice(held, nySchools)).toBe(expected);
  });
});

describe('typedSchoolName', () => {
  it.each([
    ['  Lincoln High  ', 'Lincoln High'],
    [accessScreens.schoolNotOnList, ''],
    [` ${accessScreens.schoolNotOnList} `, ''],
    ['', ''],
  ])('reads %j as %j', (value, expected) => {
    expect(typedSchoolName(value)).toBe(expected);
  });
});

describe('educationChanges', () => {
  const hundred = 'x'.repeat(100);
  it.each([
    { why: 'no state', d: draft({ state: '', choice: '501' }), schools: nySchools, expected: null },
    { why: 'a list and no school picked', d: draft({ choice: '' }), schools: nySchools, expected: null },
    { why: 'a picked id the list does not hold', d: draft({ choice: '777' }), schools: nySchools, expected: null },
    {
      why: 'a listed school with its id and name',
      d: draft({ choice: '502' }),
      schools: nySchools,
      expected: { schoolId: '502', schoolName: 'Empire State College of Sciences', schoolState: 'NY', graduationYear: '2027' },
    },
    { why: 'not-on-list with no name typed', d: draft({ choice: freeTextSchoolId, name: '  ' }), schools: nySchools, expected: null },
    { why: 'a name still reading as the not-on-list text', d: draft({ choice: freeTextSchoolId, name: accessScreens.schoolNotOnList }), schools: nySchools, expected: null },
    // boundary rows: 100 characters pass, 101 do not (account §9)
    {
      why: 'a 100-character name with schoolId 1',
      d: draft({ choice: freeTextSchoolId, name: hundred }),
      schools: nySchools,
      expected: { schoolId: '1', schoolName: hundred, schoolState: 'NY', graduationYear: '2027' },
    },
    { why: 'a 101-character name', d: draft({ choice: freeTextSchoolId, name: `${hundred}x` }), schools: nySchools, expected: null },
    {
      why: 'a typed name when the state has no list',
      d: draft({ state: 'AL', name: ' Mobile Prep ' }),
      schools: null,
      expected: { schoolId: '1', schoolName: 'Mobile Prep', schoolState: 'AL', graduationYear: '2027' },
    },
    {
      why: 'the held id for the held name and state typed while the list is unavailable',
      d: draft({ name: 'Hudson University' }),
      schools: null,
      expected: { schoolId: '501', schoolName: 'Hudson University', schoolState: 'NY', graduationYear: '2027' },
    },
    {
      why: 'schoolId 1 for the held name in another state',
      d: draft({ state: 'NJ', name: 'Hudson University' }),
      schools: null,
      expected: { schoolId: '1', schoolName: 'Hudson University', schoolState: 'NJ', graduationYear: '2027' },
    },
  ])('gives $expected for $why', ({ d, schools, expected }) => {
    expect(educationChanges(d, schools, listedHeld)).toEqual(expected);
  });
});

describe('educationChanged', () => {
  const same = { schoolId: '501', schoolName: 'Hudson University', schoolState: 'NY', graduationYear: '2027' };
  it.each([
    { why: 'the held school', changes: same, expected: false },
    { why: 'another year', changes: { ...same, graduationYear: '2028' }, expected: true },
    { why: 'another school', changes: { ...same, schoolId: '502' }, expected: true },
    { why: 'another state', changes: { ...same, schoolState: 'CA' }, expected: true },
  ])('is $expected for $why', ({ changes, expected }) => {
    expect(educationChanged(changes, listedHeld)).toBe(expected);
  });

  it('counts any school as a change for a student who holds none', () => {
    expect(educationChanged(same, undefined)).toBe(true);
  });
});
