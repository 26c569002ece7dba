import { describe, expect, it } from 'vitest';
import type { ClassDetails } from '../../../src/core/api/structs/registration';
import { signupDestination } from '../../../src/core/rules/signup-destination';

const details = (deliveryType: number, isFreeTrial: boolean, programCode = 'GRE', extra: object = {}): ClassDetails => ({
  code: 'CODE1',
  programCode,
  Product: [{ deliveryType, isFreeTrial }],
  ...extra,
});

describe('signupDestination', () => {
  it.each([
    { why: 'delivery 3 free trial → phone', cls: details(3, true), loggedIn: false, expected: '/pg/phonenumber?classid=7001' },
    { why: 'delivery 3 free trial, medical, logged in → confirmation', cls: details(3, true, 'USMLE'), loggedIn: true, expected: '/pg/confirmation?classid=7001' },
    { why: 'delivery 7 without free trial → additional fields', cls: details(7, false), loggedIn: false, expected: '/pg/additionalfields?classid=7001' },
    { why: 'delivery 6, logged in → confirmation', cls: details(6, false), loggedIn: true, expected: '/pg/confirmation?classid=7001' },
    { why: 'flagged class → confirmation', cls: details(3, true, 'GRE', { directToConfirmation: true }), loggedIn: false, expected: '/pg/confirmation?classid=7001' },
    { why: 'a false flag is ignored', cls: details(3, true, 'GRE', { directToConfirmation: false }), loggedIn: false, expected: '/pg/phonenumber?classid=7001' },
    { why: 'no product → confirmation', cls: { code: 'C', Product: [] }, loggedIn: false, expected: '/pg/confirmation?classid=7001' },
  ])('$why', ({ cls, loggedIn, expected }) => {
    expect(signupDestination(cls, '7001', loggedIn)).toBe(expected);
  });
});
