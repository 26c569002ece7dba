import { describe, expect, it } from 'vitest';
import { getBrand } from '../../../src/core/config/brands';
import { accessValidation, chosenValidation } from '../../../src/core/messages/validation';
import {
  type SignupValues,
  accountSignupTarget,
  accountSignupTimings,
  accountSignupUpdate,
  hasExactlyEightDigits,
  marketingConsentDefault,
  marketingConsentGiven,
  residencyFor,
  signedInSignupPayload,
  signupZipPlaceholder,
  validateSignupPassword,
  visitorSignupPayload,
} from '../../../src/core/rules/signup-form';

const values: SignupValues = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  password: 'Strong-pass1!',
  country: 'US',
  resident: false,
  marketing: true,
};

describe('hasExactlyEightDigits', () => {
  it.each([
    ['a1234567@example.test', false],
    ['a12345678@example.test', true],
    ['a123456789@example.test', false],
    ['12ab34cd@56ef78.test', true],
    ['ada@example.test', false],
  ])('%s → %s', (email, expected) => {
    expect(hasExactlyEightDigits(email)).toBe(expected);
  });
});

describe('validateSignupPassword', () => {
  it.each([
    ['', accessValidation.signupPasswordTooShort],
    ['abc', accessValidation.signupPasswordTooShort],
    ['abcd', chosenValidation.passwordRules],
    ['Abcdef1!', null],
    [`Abcdef1!${'a'.repeat(32)}`, null],
    [`Abcdef1!${'a'.repeat(33)}`, chosenValidation.passwordRules],
  ])('%j → %s', (password, expected) => {
    expect(validateSignupPassword(password)).toBe(expected);
  });
});

describe('residency and marketing consent', () => {
  it.each([
    ['CA', 'canada', false],
    ['ca', 'canada', false],
    ['GB', 'europe', false],
    ['FR', 'europe', false],
    ['US', null, true],
    ['IN', null, true],
  ])('%s shows %s residency, consent ticked by default: %s', (country, residency, consent) => {
    expect(residencyFor(country)).toBe(residency);
    expect(marketingConsentDefault(country)).toBe(consent);
  });

  it.each([
    [{ country: 'CA', resident: false, marketing: true }, false],
    [{ country: 'CA', resident: true, marketing: false }, false],
    [{ country: 'CA', resident: true, marketing: true }, true],
    [{ country: 'DE', resident: false, marketing: true }, false],
    [{ country: 'US', resident: false, marketing: true }, true],
    [{ country: 'US', resident: false, marketing: false }, false],
  ])('consent given for %j: %s', (input, expected) => {
    expect(marketingConsentGiven(input)).toBe(expected);
  });
});

describe('zip placeholders and timings', () => {
  it.each([
    ['US', '00000'],
    ['CA', 'A1A 1A1'],
    ['GB', '000'],
  ])('%s → %s', (country, zip) => {
    expect(signupZipPlaceholder(country)).toBe(zip);
  });

  it('logs in after 1900 ms and redirects after 2200 ms, 3000 ms in Canada', () => {
    expect(accountSignupTimings.logInAfterMs).toBe(1900);
    expect(accountSignupTimings.redirectAfterMs('US')).toBe(2200);
    expect(accountSignupTimings.redirectAfterMs('CA')).toBe(3000);
  });
});

describe('signup payloads', () => {
  it('builds the access §3 visitor payload', () => {
    expect(visitorSignupPayload(values, { code: 'USMLE7001', programCode: 'USMLE' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      password: 'Strong-pass1!',
      sendMarketingEmail: true,
      classCode: 'USMLE7001',
      leadSource: 'student-portal-signup',
      programCode: 'USMLE',
      existingUser: false,
      country: 'US',
      zip: '00000',
    });
  });

  it('names the confirmed residency in countryPR and keeps consent off unless ticked', () => {
    const canadian = visitorSignupPayload({ ...values, country: 'CA', resident: true, marketing: false }, { code: 'X1' });
    expect(canadian).toMatchObject({ countryPR: 'CA', sendMarketingEmail: false, country: 'CA', zip: 'A1A 1A1' });
    const notConfirmed = visitorSignupPayload({ ...values, country: 'FR', resident: false, marketing: true }, { code: 'X1' });
    expect(notConfirmed.countryPR).toBeUndefined();
    expect(notConfirmed.sendMarketingEmail).toBe(false);
  });

  it('registers a logged-in student by identity, without a password', () => {
    const payload = signedInSignupPayload({ email: 'me@example.test', firstName: 'Me', lastName: null, country: 'us' }, { code: 'C1' });
    expect(payload).toEqual({
      firstName: 'Me',
      lastName: '',
      email: 'me@example.test',
      classCode: 'C1',
      leadSource: 'student-portal-signup',
      existingUser: true,
      country: 'US',
    });
    expect('password' in payload).toBe(false);
  });

  it('updates the new account with country, zip placeholder, Canadian residency and consent', () => {
    expect(accountSignupUpdate({ ...values, country: 'CA', resident: true, marketing: false })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      country: 'CA',
      zip: 'A1A 1A1',
      canadaPermResident: true,
      sendMarketingEmail: false,
    });
    expect(accountSignupUpdate(values)).not.toHaveProperty('canadaPermResident');
  });
});

describe('accountSignupTarget', () => {
  const context = { brand: getBrand('main'), currentHost: 'portal.example.test' };
  it.each([
    [null, '/myaccount/resources?pivot=true'],
    ['/myaccount/profile', '/myaccount/profile'],
    ['https://evil.example/x', '/myaccount/resources?pivot=true'],
    ['//evil.example/x', '/myaccount/resources?pivot=true'],
  ])('%s → %s', (redirectUrl, expected) => {
    expect(accountSignupTarget(redirectUrl, context)).toBe(expected);
  });
});
