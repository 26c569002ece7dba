import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../src/core/rules/phone-format';

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
