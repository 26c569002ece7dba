import { describe, expect, it } from 'vitest';
import type { Student } from '../../../src/core/api/structs/student';
import { accountScreens } from '../../../src/core/messages/account';
import {
  asksForParent,
  displayAddress,
  displayTestDate,
  infoChanges,
  infoValues,
  phoneMaxLength,
  programName,
  statesOfCountry,
} from '../../../src/core/rules/profile-info';
import { phoneForUpdate } from '../../../src/core/rules/phone-format';

const student: Student = {
  studentId: 'S1',
  email: 'ada@example.test',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  phone1: '2125550100',
  currentPOI: '20',
  StudentAddress: [{ address1: '1 Main St', city: 'New York', state: 'ny', zip: '00000', country: 'us' }],
  RelationShip: [{ parentFirstName: 'Ann', parentLastName: 'Byron', email1: 'ann@example.test' }],
  Interaction: [],
};

const programs = [
  { id: '10', name: 'MCAT' },
  { id: '20', name: 'SAT' },
];

describe('account §9 expected test date display', () => {
  it.each([
    ['2040-12-31', accountScreens.unknownTestDate],
    ['2040-12-30', '12/30/2040'],
    ['2027-03-05', '03/05/2027'],
    ['03/05/2027', '03/05/2027'],
    ['', null],
    [null, null],
    ['soon', null],
  ])('%j shows %j', (held, shown) => expect(displayTestDate(held)).toBe(shown));
});

describe('profile address line', () => {
  it.each([
    [{ address1: '1 Main St', city: 'New York', state: 'NY', zip: '10014', country: 'US' }, '1 Main St, New York, NY 10014, US'],
    [{ address1: '1 Main St', city: 'New York', state: 'NY', zip: '00000', country: 'US' }, '1 Main St, New York, NY, US'],
    [{ city: 'Toronto', zip: 'M5H 2N2' }, 'Toronto, M5H 2N2'],
    [{ city: 'Toronto', state: 'ON', zip: 'A1A 1A1', country: 'CA' }, 'Toronto, ON, CA'],
    [{ city: 'London', zip: '000', country: 'GB' }, 'London, GB'],
    [{ address1: ' ', city: null }, null],
    [undefined, null],
  ])('%j reads %j', (address, line) => expect(displayAddress(address)).toBe(line));
});

describe('account §5 parent fields only for pre-college target tests', () => {
  it.each([
    ['SAT', true],
    ['ACT', true],
    ['ssat', true],
    ['MCAT', false],
    ['BAR', false],
    [null, false],
  ])('%j asks for the parent: %j', (name, asks) => expect(asksForParent(name)).toBe(asks));

  it.each([
    ['20', 'SAT'],
    [' 10 ', 'MCAT'],
    ['99', null],
    ['', null],
    [null, null],
  ])('currentPOI %j is program %j', (poi, name) => expect(programName(programs, poi)).toBe(name));
});

describe('states of the selected country', () => {
  const states = [
    { code: 'NY', name: 'New York' },
    { code: 'ON', name: 'Ontario' },
    { code: 'qc', name: 'Quebec' },
    { code: 'CA', name: 'California' },
  ];
  it.each([
    ['US', ['NY', 'CA']],
    ['CA', ['ON', 'qc']],
    ['GB', []],
  ])('%s offers %j', (country, codes) => expect(statesOfCountry(states, country).map((s) => s.code)).toEqual(codes));
});

describe('account §5 phone', () => {
  it.each([
    ['US', 10],
    ['CA', 10],
    ['GB', 15],
  ])('%s phone input takes at most %i characters', (country, max) => expect(phoneMaxLength(country)).toBe(max));

  it.each([
    ['(212) 555-0100', '2125550100'],
    [' 212.555.0100 ', '2125550100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['', ''],
  ])('%j is sent as %j', (typed, sent) => expect(phoneForUpdate(typed)).toBe(sent));
});

describe('Edit Info values and changes', () => {
  it('starts from the student as held: trimmed, state and country uppercased, 00000 shown blank', () => {
    expect(infoValues(student)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip: '',
      country: 'US',
      phone: '2125550100',
      parentFirstName: 'Ann',
      parentLastName: 'Byron',
      parentEmail: 'ann@example.test',
    });
  });

  it('defaults a missing country to the US and reads missing parts as blank', () => {
    const bare: Student = { studentId: 'S2', email: 'b@example.test', StudentAddress: [], RelationShip: [], Interaction: [] };
    expect(infoValues(bare)).toMatchObject({ firstName: '', address: '', zip: '', country: 'US', phone: '', parentEmail: '' });
  });

  it('sends the parent only when the form asked for it', () => {
    const values = { ...infoValues(student), firstName: ' Augusta ', phone: '(212) 555-0199', parentFirstName: ' Anne ' };
    const changes = infoChanges(values, true);
    expect(changes).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      streetAddress: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip: '',
      country: 'US',
      phoneNumber: '2125550199',
      parentFirstName: 'Anne',
      parentLastName: 'Byron',
      parentEmail: 'ann@example.test',
    });
    expect(Object.keys(infoChanges(values, false))).not.toContain('parentFirstName');
  });
});
