import { describe, expect, it } from 'vitest';
import { formatPhone, limitPhoneDigits } from '../../../src/core/rules/phone-format';

describe('formatPhone', () => {
  it.each([
    // boundary rows: 9, 10 and 11 digits
    { value: '212555012', expected: '212555012' },
    { value: '2125550123', expected: '(212) 555-0123' },
    { value: '12125550123', expected: '12125550123' },
    { value: '212-555-0123', expected: '(212) 555-0123' },
    { value: '(212) 555-0123', expected: '(212) 555-0123' },
    { value: '212.555.0123', expected: '(212) 555-0123' },
    { value: '+1 212 555 0123', expected: '+1 212 555 0123' },
    { value: '21255501ab', expected: '21255501ab' },
    { value: '', expected: '' },
  ])('shows "$value" as "$expected"', ({ value, expected }) => {
    expect(formatPhone(value)).toBe(expected);
  });
});

describe('limitPhoneDigits', () => {
  it.each([
    ['2125550199', 10, '2125550199'],
    ['21255501999', 10, '2125550199'],
    ['(212) 555-0199', 10, '(212) 555-0199'],
    ['(212) 555-01999', 10, '(212) 555-0199'],
    ['212.555.0199 ext', 10, '212.555.0199 ext'],
    ['+44 20 7946 0958', 15, '+44 20 7946 0958'],
    ['1234567890123456', 15, '123456789012345'],
    ['', 10, ''],
  ])('keeps %j within %i digits as %j', (value, max, expected) => {
    expect(limitPhoneDigits(value, max)).toBe(expected);
  });
});
