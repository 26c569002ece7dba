import { describe, expect, it } from 'vitest';
import { formatMoney, receiptTotals } from '../../../src/core/rules/receipt';

describe('receipt money (issue #16: currency and two decimals)', () => {
  it.each<[number, string | undefined, string]>([
    [2499, undefined, '$2,499.00'],
    [1249.5, 'USD', '$1,249.50'],
    [624.755, 'USD', '$624.76'],
    [0, 'USD', '$0.00'],
    [-0, 'USD', '$0.00'],
    [0.1 + 0.2, 'USD', '$0.30'],
    [1234567.8, 'USD', '$1,234,567.80'],
    [2699, 'CAD', 'CA$2,699.00'],
    [2699, 'cad', 'CA$2,699.00'],
    [10, 'not a code', '$10.00'],
    [Number.NaN, 'USD', '$0.00'],
  ])('%s in %s reads %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});

describe('receipt totals (billed itemTotal, paid sumPayment, balance due)', () => {
  it.each<[number | null | undefined, number | null | undefined, { billed: number; paid: number; balance: number }]>([
    [2499, 1249.5, { billed: 2499, paid: 1249.5, balance: 1249.5 }],
    [2899, 2899, { billed: 2899, paid: 2899, balance: 0 }],
    [499, 0, { billed: 499, paid: 0, balance: 499 }],
    [100.1, 100.2, { billed: 100.1, paid: 100.2, balance: 0 }],
    [0.3, 0.1, { billed: 0.3, paid: 0.1, balance: 0.2 }],
    [99.99, 33.33, { billed: 99.99, paid: 33.33, balance: 66.66 }],
    [null, null, { billed: 0, paid: 0, balance: 0 }],
    [150, undefined, { billed: 150, paid: 0, balance: 150 }],
    [undefined, 20, { billed: 0, paid: 20, balance: 0 }],
  ])('billed %s, paid %s', (itemTotal, sumPayment, expected) => {
    expect(receiptTotals(itemTotal, sumPayment)).toEqual(expected);
  });
});
