import { describe, expect, it } from 'vitest';
import { accessValidation, accountValidation, chosenValidation } from '../../../src/core/messages/validation';
import {
  isCanadianPostalCode,
  isUsZip,
  normalizeZip,
  validateAddress,
  validateCity,
  validatePhone,
  validateSchoolName,
  validateZip,
} from '../../../src/core/validators/contact';

const digits = (count: number) => '2'.repeat(count);

describe('validatePhone', () => {
  it.each([
    ['US', 9, accountValidation.phoneInvalid],
    ['US', 10, null],
    ['US', 11, accountValidation.phoneInvalid],
    ['CA', 9, accountValidation.phoneInvalid],
    ['CA', 10, null],
    ['CA', 11, accountValidation.phoneInvalid],
    ['GB', 15, null],
    ['GB', 16, accountValidation.phoneInvalid],
    ['GB', 1, null],
  ])('in %s answers %i digits with %j', (country, count, expected) => {
    expect(validatePhone(digits(count), { country })).toBe(expected);
  });

  it.each([
    ['(212) 555-1234', null],
    ['212.555.1234', null],
    ['212 555 1234', null],
    ['+1 212 555 1234', accountValidation.phoneInvalid],
    ['212-555-123x', accountValidation.phoneInvalid],
    ['212+555+1234', accountValidation.phoneInvalid],
    ['212/555/1234', accountValidation.phoneInvalid],
    ['---', accountValidation.phoneInvalid],
  ])('in the US answers %j with %j', (value, expected) => {
    expect(validatePhone(value, { country: 'US' })).toBe(expected);
  });

  it('ignores a leading plus outside North America', () => {
    expect(validatePhone('+44 20 7946 0958', { country: 'GB' })).toBeNull();
  });

  it('applies the US rule when no country is given, in any letter case', () => {
    expect(validatePhone(digits(11))).toBe(accountValidation.phoneInvalid);
    expect(validatePhone(digits(11), { country: 'ca' })).toBe(accountValidation.phoneInvalid);
    expect(validatePhone(digits(11), { country: 'mx' })).toBeNull();
  });

  it.each([
    ['', undefined, null],
    ['  ', false, null],
    ['', true, accountValidation.phoneInvalid],
    ['  ', true, accountValidation.phoneInvalid],
  ])('answers %j with required=%s as %j', (value, required, expected) => {
    expect(validatePhone(value, { required })).toBe(expected);
  });
});

describe('zip codes', () => {
  it.each([
    ['12345', 'US', null],
    ['12345-6789', 'US', null],
    ['1234', 'US', accountValidation.zipInvalid],
    ['123456', 'US', accountValidation.zipInvalid],
    ['123456789', 'US', accountValidation.zipInvalid],
    ['12345-678', 'US', accountValidation.zipInvalid],
    [' 12345 ', 'US', null],
    ['k1a 0b1', 'CA', null],
    ['K1A0B1', 'CA', null],
    ['K1A  0B1', 'CA', accountValidation.zipInvalid],
    ['D1A 0B1', 'CA', accountValidation.zipInvalid],
    ['W1A 0B1', 'CA', accountValidation.zipInvalid],
    ['Z1A 0B1', 'CA', accountValidation.zipInvalid],
    ['K1O 0B1', 'CA', accountValidation.zipInvalid],
    ['K1A 0U1', 'CA', accountValidation.zipInvalid],
    ['K1W 0Z1', 'CA', null],
    ['12345', 'CA', accountValidation.zipInvalid],
    ['SW1A 1AA', 'GB', null],
    ['1234567890', 'DE', null],
    ['12345678901', 'DE', accountValidation.zipInvalid],
    ['', 'US', null],
    ['   ', 'CA', null],
  ])('answers %j in %s with %j', (value, country, expected) => {
    expect(validateZip(value, { country })).toBe(expected);
  });

  it('uses the US format when no country is given', () => {
    expect(validateZip('12345')).toBeNull();
    expect(validateZip('K1A 0B1')).toBe(accountValidation.zipInvalid);
  });

  it('normalizes a postal code by trimming and uppercasing it', () => {
    expect(normalizeZip(' k1a 0b1 ')).toBe('K1A 0B1');
    expect(normalizeZip('12345-6789')).toBe('12345-6789');
  });

  it.each([
    ['12345', true],
    ['12345-6789', true],
    ['12345 6789', false],
    ['1234', false],
  ])('reads %j as a US zip: %s', (value, expected) => {
    expect(isUsZip(value)).toBe(expected);
  });

  it.each([
    ['k1a 0b1', true],
    ['H0H0H0', true],
    ['Q1A 0B1', false],
    ['K1A 0B', false],
  ])('reads %j as a Canadian postal code: %s', (value, expected) => {
    expect(isCanadianPostalCode(value)).toBe(expected);
  });
});

describe('address, city and school name', () => {
  it.each([
    ['address', validateAddress, 35],
    ['city', validateCity, 31],
    ['school name', validateSchoolName, 100],
  ])('accepts a %s of its maximum length and refuses one more', (_field, validate, max) => {
    expect(validate('x'.repeat(max - 1))).toBeNull();
    expect(validate('x'.repeat(max))).toBeNull();
    expect(validate('x'.repeat(max + 1))).toBe(chosenValidation.tooLong(max));
  });

  it('leaves address, city and school name optional on Edit Info and Education', () => {
    expect(validateAddress('')).toBeNull();
    expect(validateCity('')).toBeNull();
    expect(validateSchoolName('')).toBeNull();
  });

  it('requires a school name on the additional-fields form', () => {
    expect(validateSchoolName('', { required: true })).toBe(accessValidation.schoolNameRequired);
    expect(validateSchoolName('  ', { required: true })).toBe(accessValidation.schoolNameRequired);
    expect(validateSchoolName('Lincoln High', { required: true })).toBeNull();
    expect(validateSchoolName('x'.repeat(101), { required: true })).toBe(chosenValidation.tooLong(100));
  });
});
