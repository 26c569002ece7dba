import { describe, expect, it } from 'vitest';
import { accessValidation, accountValidation, chosenValidation } from '../../../src/core/messages/validation';
import {
  validateFirstName,
  validateLastName,
  validateParentEmail,
  validateParentFirstName,
  validateParentLastName,
} from '../../../src/core/validators/names';

const name = (length: number) => 'x'.repeat(length);

describe('validateFirstName', () => {
  it.each([
    [20, null],
    [21, null],
    [22, chosenValidation.tooLong(21)],
  ])('answers a %i-character first name with %j', (length, expected) => {
    expect(validateFirstName(name(length))).toBe(expected);
    expect(validateFirstName(name(length), { context: 'profile' })).toBe(expected);
  });

  it.each([
    ['signup', '', accessValidation.signupFirstNameRequired],
    ['profile', '', accountValidation.firstNameRequired],
    ['signup', '  ', accessValidation.signupFirstNameRequired],
    ['profile', '  ', accountValidation.firstNameRequired],
    ['signup', ' Ana', chosenValidation.leadingWhitespace],
    ['profile', ' Ana', chosenValidation.leadingWhitespace],
    ['signup', 'Ana Maria', null],
  ] as const)('on the %s form answers %j with %j', (context, value, expected) => {
    expect(validateFirstName(value, { context })).toBe(expected);
  });

  it('uses the sign-up text when no form is named', () => {
    expect(validateFirstName('')).toBe(accessValidation.signupFirstNameRequired);
  });
});

describe('validateLastName', () => {
  it.each([
    [30, null],
    [31, null],
    [32, chosenValidation.tooLong(31)],
  ])('answers a %i-character last name with %j', (length, expected) => {
    expect(validateLastName(name(length))).toBe(expected);
    expect(validateLastName(name(length), { context: 'profile' })).toBe(expected);
  });

  it.each([
    ['signup', '', accessValidation.signupLastNameRequired],
    ['profile', '', accountValidation.lastNameRequired],
    ['signup', '\tSmith', chosenValidation.leadingWhitespace],
    ['profile', "O'Neil-Smith", null],
  ] as const)('on the %s form answers %j with %j', (context, value, expected) => {
    expect(validateLastName(value, { context })).toBe(expected);
  });
});

describe('parent names', () => {
  it.each([
    [20, null],
    [21, null],
    [22, chosenValidation.tooLong(21)],
  ])("answers a %i-character parent's first name with %j", (length, expected) => {
    expect(validateParentFirstName(name(length))).toBe(expected);
  });

  it.each([
    [30, null],
    [31, null],
    [32, chosenValidation.tooLong(31)],
  ])("answers a %i-character parent's last name with %j", (length, expected) => {
    expect(validateParentLastName(name(length))).toBe(expected);
  });

  it('requires both parent names with their own texts', () => {
    expect(validateParentFirstName('')).toBe(accessValidation.parentFirstNameRequired);
    expect(validateParentLastName(' ')).toBe(accessValidation.parentLastNameRequired);
  });

  it('rejects a parent name starting with a space', () => {
    expect(validateParentFirstName(' Ann')).toBe(chosenValidation.leadingWhitespace);
  });
});

describe('validateParentEmail', () => {
  const emailOfLength = (length: number) => `${'p'.repeat(length - '@example.com'.length)}@example.com`;

  it.each([
    ['an address of 100 characters', emailOfLength(100), null],
    ['an address of 101 characters', emailOfLength(101), accessValidation.parentEmailInvalid],
    ['a valid address with spaces around', ' parent@example.com ', null],
    ['an empty value', '', accessValidation.parentEmailInvalid],
    ['an address without a domain', 'parent@', accessValidation.parentEmailInvalid],
  ])('answers %s', (_case, value, expected) => {
    expect(validateParentEmail(value)).toBe(expected);
  });
});
