import { describe, expect, it } from 'vitest';
import type { Student } from '../../../src/core/api/structs/student';
import { studentUpdatePayload, zipForUpdate } from '../../../src/core/rules/student-update';
import { displayZip } from '../../../src/core/rules/zip-display';

const student: Student = {
  studentId: 'S1',
  userId: 'U1',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone1: '2125550100',
  currentPOI: '10',
  isCanadian: false,
  doNotEmail: true,
  StudentAddress: [{ address1: '1 Main St', city: 'New York', state: 'NY', zip: '10014', country: 'US' }],
  StudentSchool: { schoolId: '501', schoolName: 'Hudson University', schoolState: 'NY', gradYear: '2027' },
  RelationShip: [{ parentFirstName: 'Ann', parentLastName: 'Byron', email1: 'ann@example.test' }],
  Interaction: [],
};

describe('account §5 zip: empty is sent as 00000 and shown blank', () => {
  it.each([
    ['', '00000'],
    ['  ', '00000'],
    ['m5h 2n2', 'M5H 2N2'],
    [' 10014 ', '10014'],
  ])('zipForUpdate(%j) = %j', (input, sent) => expect(zipForUpdate(input)).toBe(sent));

  // issue 13 item 15: each country's sign-up placeholder (access §9) is shown blank too.
  it.each([
    ['00000', 'US', ''],
    ['00000', 'CA', ''],
    ['00000', null, ''],
    [null, 'US', ''],
    ['10014', 'US', '10014'],
    ['A1A 1A1', 'CA', ''],
    ['a1a1a1', 'ca', ''],
    [' A1A 1A1 ', 'CA', ''],
    ['A1A 1A2', 'CA', 'A1A 1A2'],
    ['M5H 2N2', 'CA', 'M5H 2N2'],
    ['000', 'GB', ''],
    ['000', 'US', '000'],
    ['A1A 1A1', 'US', 'A1A 1A1'],
    ['0000', 'GB', '0000'],
  ])('displayZip(%j, %j) = %j', (held, country, shown) => expect(displayZip(held, country)).toBe(shown));
});

describe('account §7 student data update payload', () => {
  it('sends the whole record as held, with the lead source, when nothing changes', () => {
    expect(studentUpdatePayload(student, {})).toEqual({
      leadSource: 'amp-account-updated',
      studentId: 'S1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      parentFirstName: 'Ann',
      parentLastName: 'Byron',
      parentEmail: 'ann@example.test',
      streetAddress: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip: '10014',
      country: 'US',
      email: 'ada@example.test',
      phoneNumber: '2125550100',
      canadaPermResident: false,
      sendMarketingEmail: false,
    });
  });

  it('puts the changes on top and applies the zip rule to them', () => {
    const update = studentUpdatePayload(student, { firstName: 'Augusta', zip: '' });
    expect(update).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace', zip: '00000' });
  });

  it('adds testDate only for the goals form and the school fields only for education', () => {
    expect(studentUpdatePayload(student, {})).not.toHaveProperty('testDate');
    expect(studentUpdatePayload(student, {})).not.toHaveProperty('schoolId');
    expect(studentUpdatePayload(student, { testDate: '2040-12-31' })).toMatchObject({ testDate: '2040-12-31' });
    expect(studentUpdatePayload(student, { schoolState: 'CA', schoolId: '1', schoolName: 'Other U' })).toMatchObject({
      schoolState: 'CA',
      schoolId: '1',
      schoolName: 'Other U',
      graduationYear: '2027',
    });
  });

  it('reads a student without address, parent or school as blanks', () => {
    const bare: Student = { studentId: 'S2', email: 'b@example.test', StudentAddress: [], RelationShip: [], Interaction: [] };
    expect(studentUpdatePayload(bare, {})).toMatchObject({ streetAddress: '', parentEmail: '', zip: '00000', sendMarketingEmail: true });
  });
});
