import { describe, expect, it } from 'vitest';
import { afterClassSelectionRoute, signupNextStep } from '../../../src/core/rules/signup-next-step';

const base = { programCode: 'GMAT', loggedIn: false, isFreeTrial: false, deliveryType: 1 };

describe('signupNextStep', () => {
  it.each([
    // some classes go straight to confirmation, before any delivery rule
    { why: 'a listed class goes straight to confirmation', input: { ...base, deliveryType: 3, isFreeTrial: true, classCode: 'ABCD123', directToConfirmationClassCodes: ['ABCD123'] }, expected: '/pg/confirmation' },
    { why: 'a listed class matches case-insensitively', input: { ...base, deliveryType: 6, classCode: 'abcd123', directToConfirmationClassCodes: ['ABCD123'] }, expected: '/pg/confirmation' },
    { why: 'an unlisted class follows the delivery rules', input: { ...base, deliveryType: 6, classCode: 'WXYZ999', directToConfirmationClassCodes: ['ABCD123'] }, expected: '/pg/additionalfields' },
    // delivery 3 with free trial
    { why: 'delivery 3 free trial goes to the phone step', input: { ...base, deliveryType: 3, isFreeTrial: true }, expected: '/pg/phonenumber' },
    { why: 'delivery 3 free trial, medical, logged in goes to confirmation', input: { ...base, deliveryType: 3, isFreeTrial: true, programCode: 'USMLE-STEP1', loggedIn: true }, expected: '/pg/confirmation' },
    { why: 'delivery 3 free trial, medical, not logged in goes to the phone step', input: { ...base, deliveryType: 3, isFreeTrial: true, programCode: 'NAPLEX' }, expected: '/pg/phonenumber' },
    { why: 'delivery 3 free trial, non-medical, logged in goes to the phone step', input: { ...base, deliveryType: 3, isFreeTrial: true, programCode: 'GRE', loggedIn: true }, expected: '/pg/phonenumber' },
    // delivery 11 with free trial
    { why: 'delivery 11 free trial goes to the phone step', input: { ...base, deliveryType: 11, isFreeTrial: true }, expected: '/pg/phonenumber' },
    { why: 'delivery 11 free trial goes to the phone step even when logged in', input: { ...base, deliveryType: 11, isFreeTrial: true, loggedIn: true, programCode: 'USMLE' }, expected: '/pg/phonenumber' },
    { why: 'delivery 11 without free trial goes to confirmation', input: { ...base, deliveryType: 11 }, expected: '/pg/confirmation' },
    // delivery 3 or 7 without free trial
    { why: 'delivery 3 without free trial goes to additional fields', input: { ...base, deliveryType: 3 }, expected: '/pg/additionalfields' },
    { why: 'delivery 3 without free trial, logged in, goes to confirmation', input: { ...base, deliveryType: 3, loggedIn: true }, expected: '/pg/confirmation' },
    { why: 'delivery 7 without free trial goes to additional fields', input: { ...base, deliveryType: 7 }, expected: '/pg/additionalfields' },
    { why: 'delivery 7 without free trial, logged in, goes to confirmation', input: { ...base, deliveryType: 7, loggedIn: true }, expected: '/pg/confirmation' },
    { why: 'delivery 7 with free trial goes to confirmation', input: { ...base, deliveryType: 7, isFreeTrial: true }, expected: '/pg/confirmation' },
    // delivery 6
    { why: 'delivery 6 goes to additional fields', input: { ...base, deliveryType: 6 }, expected: '/pg/additionalfields' },
    { why: 'delivery 6 with free trial goes to additional fields', input: { ...base, deliveryType: 6, isFreeTrial: true }, expected: '/pg/additionalfields' },
    { why: 'delivery 6, logged in, goes to confirmation', input: { ...base, deliveryType: 6, loggedIn: true }, expected: '/pg/confirmation' },
    // anything else
    { why: 'delivery 1 goes to confirmation', input: { ...base, deliveryType: 1 }, expected: '/pg/confirmation' },
    { why: 'delivery 2 with free trial goes to confirmation', input: { ...base, deliveryType: 2, isFreeTrial: true }, expected: '/pg/confirmation' },
  ])('$why', ({ input, expected }) => {
    expect(signupNextStep(input)).toBe(expected);
  });
});

describe('afterClassSelectionRoute', () => {
  it.each([
    { code: 6, programCode: 'NCLEX', expected: '/pg/confirmation' },
    { code: 6, programCode: 'NCLEXPN', expected: '/pg/confirmation' },
    { code: 6, programCode: 'NCLXIDL', expected: '/pg/confirmation' },
    { code: 6, programCode: 'GMAT', expected: '/pg/phonenumber' },
    { code: 5, programCode: 'NCLEX', expected: '/pg/signing' },
    { code: 7, programCode: 'GMAT', expected: '/pg/signing' },
    { code: 0, programCode: '', expected: '/pg/signing' },
  ])('sends code $code for "$programCode" to $expected', ({ code, programCode, expected }) => {
    expect(afterClassSelectionRoute(code, programCode)).toBe(expected);
  });
});
