import { describe, expect, it } from 'vitest';
import { accessValidation, chosenValidation } from '../../../src/core/messages/validation';
import {
  passwordRuleChecks,
  passwordStrength,
  validateLoginPassword,
  validateNewPassword,
  validateSignupPasswordLength,
} from '../../../src/core/validators/password';

// Meets every rule except length: `Aa1!` then lowercase padding.
const strongOfLength = (length: number) => `Aa1!${'a'.repeat(length - 4)}`;

describe('validateLoginPassword', () => {
  it.each([
    ['3 characters', 'abc', accessValidation.loginPasswordTooShort],
    ['4 characters', 'abcd', null],
    ['an empty value', '', accessValidation.loginPasswordRequired],
    ['4 spaces, taken as typed', '    ', null],
  ])('answers %s', (_case, value, expected) => {
    expect(validateLoginPassword(value)).toBe(expected);
  });
});

describe('validateSignupPasswordLength', () => {
  it.each([
    ['abc', accessValidation.signupPasswordTooShort],
    ['abcd', null],
    ['', accessValidation.signupPasswordTooShort],
  ])('answers %j with %j', (value, expected) => {
    expect(validateSignupPasswordLength(value)).toBe(expected);
  });
});

describe('validateNewPassword', () => {
  it.each([
    ['7 characters', strongOfLength(7), chosenValidation.passwordRules],
    ['8 characters', strongOfLength(8), null],
    ['40 characters', strongOfLength(40), null],
    ['41 characters', strongOfLength(41), chosenValidation.passwordRules],
    ['no lowercase letter', 'ABCDEF1!', chosenValidation.passwordRules],
    ['no uppercase letter', 'abcdef1!', chosenValidation.passwordRules],
    ['no digit', 'Abcdefg!', chosenValidation.passwordRules],
    ['no special character', 'Abcdefg1', chosenValidation.passwordRules],
    ['a space as the only special character', 'Abcdef 1', chosenValidation.passwordRules],
    ['an empty value', '', chosenValidation.passwordRules],
  ])('answers a password with %s', (_case, value, expected) => {
    expect(validateNewPassword(value)).toBe(expected);
  });

  it('rejects a new password equal to the old one, before the rules', () => {
    expect(validateNewPassword('short', { old: 'short' })).toBe(accessValidation.passwordSameAsOld);
    expect(validateNewPassword('Abcdef1!', { old: 'Abcdef1!' })).toBe(accessValidation.passwordSameAsOld);
  });

  it('accepts a password that differs from the old one only in case', () => {
    expect(validateNewPassword('Abcdef1!', { old: 'abcdef1!' })).toBeNull();
  });

  it('reports an empty value as failing the rules even when the old password is empty', () => {
    expect(validateNewPassword('', { old: '' })).toBe(chosenValidation.passwordRules);
  });
});

describe('passwordRuleChecks', () => {
  it('lists the five rules in the order of the rules panel', () => {
    expect(passwordRuleChecks('').map((check) => check.id)).toEqual([
      'length',
      'lowercase',
      'uppercase',
      'digit',
      'special',
    ]);
  });

  it.each([
    ['abcdefgh', ['length', 'lowercase']],
    ['ABC', ['uppercase']],
    ['12345678', ['length', 'digit']],
    ['é#', ['special']],
    ['Aa1!', ['lowercase', 'uppercase', 'digit', 'special']],
  ])('marks the rules %j meets', (value, met) => {
    expect(passwordRuleChecks(value).filter((c) => c.met).map((c) => c.id)).toEqual(met);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Good'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdef1!', 5, 'Strong'],
    ['', 0, 'Weak'],
    ['a', 1, 'Weak'],
  ])('scores %j as %i, %s', (value, score, label) => {
    expect(passwordStrength(value)).toEqual({ score, label });
  });
});
