import { describe, expect, it } from 'vitest';
import { isClassCode, routeForSearch } from '../../../src/core/rules/class-search';

describe('routeForSearch', () => {
  it.each([
    // boundary rows: 3/4/5/6 letters, 9/10/11 digits
    { text: 'ABC123', expected: '/search?q=ABC123', why: '3 letters are too few' },
    { text: 'ABCD123', expected: '/class/ABCD123', why: '4 letters then digits is a code' },
    { text: 'ABCDE1', expected: '/class/ABCDE1', why: '5 letters then one digit is a code' },
    { text: 'ABCDEF12', expected: '/search?q=ABCDEF12', why: '6 letters are too many' },
    { text: '123456789', expected: '/search?q=123456789', why: '9 digits are too few' },
    { text: '1234567890', expected: '/class/1234567890', why: 'exactly 10 digits is a code' },
    { text: '12345678901', expected: '/search?q=12345678901', why: '11 digits are too many' },
    { text: 'abcde1', expected: '/class/abcde1', why: 'letters match case-insensitively' },
    { text: 'AbCd99', expected: '/class/AbCd99', why: 'mixed case keeps its spelling' },
    { text: '  ABCD123  ', expected: '/class/ABCD123', why: 'surrounding spaces are trimmed' },
    { text: 'ABCD', expected: '/search?q=ABCD', why: 'letters need digits after them' },
    { text: 'ABCD12X', expected: '/search?q=ABCD12X', why: 'nothing may follow the digits' },
    { text: '12345ABCD', expected: '/search?q=12345ABCD', why: 'digits first is not a code' },
    { text: 'ÄBCD123', expected: '/search?q=%C3%84BCD123', why: 'only ASCII letters count' },
    { text: 'ABCD １２３', expected: '/search?q=ABCD%20%EF%BC%91%EF%BC%92%EF%BC%93', why: 'full-width digits are not digits' },
    { text: 'gre prep & books', expected: '/search?q=gre%20prep%20%26%20books', why: 'free text is URL-encoded' },
    { text: '/class/x?y', expected: '/search?q=%2Fclass%2Fx%3Fy', why: 'slashes and question marks are encoded' },
    { text: '', expected: '/search?q=', why: 'empty text searches for nothing' },
  ])('sends "$text" to $expected ($why)', ({ text, expected }) => {
    expect(routeForSearch(text)).toBe(expected);
  });

  it('sends a 10-digit code to /class/{code}', () => {
    expect(routeForSearch('0000000001')).toBe('/class/0000000001');
  });
});

describe('isClassCode', () => {
  it.each([
    { text: 'ABCD1', expected: true },
    { text: 'abc1', expected: false },
    { text: '1234567890', expected: true },
  ])('says $expected for "$text"', ({ text, expected }) => {
    expect(isClassCode(text)).toBe(expected);
  });
});
