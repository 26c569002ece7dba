import { describe, expect, it } from 'vitest';
import { accessValidation, accountValidation, chosenValidation } from '../../../src/core/messages/validation';
import {
  isEmail,
  validateEmailChange,
  validateLoginEmail,
  validateProfileEmail,
  validateSignupEmail,
} from '../../../src/core/validators/email';

// An address of exactly `length` characters.
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('isEmail', () => {
  it.each([
    ['a@b.co', true],
    ['first.last@example.com', true],
    ['o\'brien+tag@mail.example.org', true],
    ['a@sub-domain.example.io', true],
    ['a@b.c', false],
    ['a@b', false],
    ['a b@example.com', false],
    ['a@@example.com', false],
    ['@example.com', false],
    ['a@.example.com', false],
    ['a@example..com', false],
    ['a@-example.com', false],
    ['a@example.c0m', false],
    ['', false],
  ])('reads %j as an email: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('validateLoginEmail', () => {
  it.each([
    ['', accessValidation.loginEmailRequired],
    ['   ', accessValidation.loginEmailRequired],
    ['student@example', accessValidation.loginEmailInvalid],
    ['student example.com', accessValidation.loginEmailInvalid],
    ['student@example.com', null],
    [' student@example.com ', null],
  ])('answers %j with %j', (value, expected) => {
    expect(validateLoginEmail(value)).toBe(expected);
  });
});

describe('validateSignupEmail', () => {
  it.each([
    ['an address of exactly 100 characters', emailOfLength(100), null],
    ['an address of 101 characters', emailOfLength(101), accessValidation.signupEmailInvalid],
    ['a plain address', 'student@example.com', null],
    ['a trailing space, which is trimmed', 'student@example.com  ', null],
    ['a leading space', ' student@example.com', accessValidation.signupEmailInvalid],
    ['a leading tab', '\tstudent@example.com', accessValidation.signupEmailInvalid],
    ['an apostrophe', "o'brien@example.com", accessValidation.signupEmailInvalid],
    ['a typographic apostrophe', 'o\u2019brien@example.com', accessValidation.signupEmailInvalid],
    ['a plus sign', 'student+tag@example.com', accessValidation.signupEmailInvalid],
    ['no domain', 'student@', accessValidation.signupEmailInvalid],
    ['an empty value', '', accessValidation.signupEmailInvalid],
  ])('answers %s', (_case, value, expected) => {
    expect(validateSignupEmail(value)).toBe(expected);
  });
});

describe('validateProfileEmail', () => {
  it.each([
    [emailOfLength(100), null],
    [emailOfLength(101), accountValidation.emailInvalid],
    ['student@example.com', null],
    ['student@example', accountValidation.emailInvalid],
    ['', accountValidation.emailInvalid],
  ])('answers %j with %j', (value, expected) => {
    expect(validateProfileEmail(value)).toBe(expected);
  });
});

describe('validateEmailChange', () => {
  const current = 'old@example.com';

  it.each([
    ['accepts a new, confirmed email', 'new@example.com', 'new@example.com', null],
    ['accepts a confirmation that differs only in case and spaces', 'new@example.com', ' NEW@example.com ', null],
    [
      'rejects an invalid new email before anything else',
      'new@example',
      'other',
      { field: 'next', message: accountValidation.emailInvalid },
    ],
    [
      'rejects the current email typed in another case',
      ' OLD@Example.com',
      'OLD@Example.com',
      { field: 'next', message: chosenValidation.emailSameAsCurrent },
    ],
    [
      'rejects a confirmation that does not match',
      'new@example.com',
      'new@example.org',
      { field: 'confirmation', message: accountValidation.emailsMustMatch },
    ],
    [
      'rejects an empty confirmation',
      'new@example.com',
      '',
      { field: 'confirmation', message: accountValidation.emailsMustMatch },
    ],
  ])('%s', (_case, next, confirmation, expected) => {
    expect(validateEmailChange({ current, next, confirmation })).toEqual(expected);
  });
});
