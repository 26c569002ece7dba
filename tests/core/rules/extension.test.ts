import { describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import {
  enrollmentBusinessUnit,
  extensionCartTarget,
  formatPrice,
  goesStraightToPaidExtension,
  isWeeklyExtension,
  weeklyExtensionWeeks,
  weeklyTotal,
} from '../../../src/core/rules/extension';

const brand = brands.main; // summitprep.test

describe('weekly extension choices and totals (account §9)', () => {
  it('offers 1 to 24 weeks', () => {
    expect(weeklyExtensionWeeks).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it.each([
    { price: 25, weeks: 1, total: 25 },
    { price: 25, weeks: 4, total: 100 },
    { price: 25, weeks: 24, total: 600 },
    { price: 19.99, weeks: 3, total: 59.97 },
    { price: 0.1, weeks: 3, total: 0.3 },
    { price: 25, weeks: 0, total: null },
    { price: 25, weeks: 25, total: null },
    { price: 25, weeks: 1.5, total: null },
    { price: null, weeks: 2, total: null },
    { price: -5, weeks: 2, total: null },
  ])('$price × $weeks weeks = $total', ({ price, weeks, total }) => {
    expect(weeklyTotal(price, weeks)).toBe(total);
  });

  it.each([
    { name: 'Weekly extension', weekly: true },
    { name: 'Extend online access 2 weeks', weekly: true },
    { name: 'Extend online access 1 month', weekly: false },
    { name: 'Biweeklyish', weekly: false },
    { name: null, weekly: false },
  ])('$name is weekly: $weekly', ({ name, weekly }) => {
    expect(isWeeklyExtension({ name })).toBe(weekly);
  });

  it.each([
    { amount: 99, currency: 'USD', text: 'USD 99.00' },
    { amount: 59.97, currency: 'cad', text: 'CAD 59.97' },
    { amount: 5, currency: null, text: '5.00' },
    { amount: null, currency: 'USD', text: null },
  ])('formats $amount $currency as $text', ({ amount, currency, text }) => {
    expect(formatPrice(amount, currency)).toBe(text);
  });
});

describe('extension routing by business unit (account §4)', () => {
  it.each([
    { unit: 'Graduate Programs', straight: false },
    { unit: ' graduate ', straight: false },
    { unit: 'Undergraduate', straight: true },
    { unit: 'Nursing', straight: true },
    { unit: 'Pre-College', straight: true },
    { unit: null, straight: true },
  ])('$unit goes straight to paid extension: $straight', ({ unit, straight }) => {
    expect(goesStraightToPaidExtension(unit)).toBe(straight);
  });
});

describe('enrollmentBusinessUnit', () => {
  const unit = (name: string) => ({ BusinessUnit: { name } });
  it.each([
    { why: 'the product program', e: { Product: [{ Program: unit('Nursing') }] }, name: 'Nursing' },
    { why: 'the class program when the product has none', e: { Product: [{}], KapClass: { Program: unit('Graduate Programs') } }, name: 'Graduate Programs' },
    { why: 'the class product', e: { Product: [], KapClass: { Product: [{ Program: unit('Medical') }] } }, name: 'Medical' },
    { why: 'nothing', e: { Product: [] }, name: null },
  ])('$why', ({ e, name }) => {
    expect(enrollmentBusinessUnit(e)).toBe(name);
  });
});

describe('Add to Cart target (account §7, access §2 domains)', () => {
  const cart = 'https://www.summitprep.test/cart/add?classId=X9010';
  it.each([
    { why: 'a monthly product adds enrollmentId', url: cart, weeks: undefined, target: `${cart}&enrollmentId=E2002` },
    { why: 'a weekly product adds the quantity', url: cart, weeks: 3, target: `${cart}&enrollmentId=E2002&quantity=3` },
    { why: 'the bare brand domain', url: 'https://summitprep.test/cart', weeks: undefined, target: 'https://summitprep.test/cart?enrollmentId=E2002' },
    { why: 'another site is refused', url: 'https://evil.test/cart', weeks: undefined, target: null },
    { why: 'a look-alike suffix is refused', url: 'https://summitprep.test.evil.test/cart', weeks: undefined, target: null },
    { why: 'the other brand is refused', url: 'https://www.meridianreview.test/cart', weeks: undefined, target: null },
    { why: 'a script URL is refused', url: 'javascript:alert(1)', weeks: undefined, target: null },
    { why: 'a protocol-relative URL is refused', url: '//evil.test/cart', weeks: undefined, target: null },
    { why: 'a relative path is refused', url: '/cart', weeks: undefined, target: null },
    { why: 'no URL is refused', url: null, weeks: undefined, target: null },
    { why: 'weeks out of range are refused', url: cart, weeks: 25, target: null },
  ])('$why', ({ url, weeks, target }) => {
    expect(extensionCartTarget(url, { enrollmentId: 'E2002', weeks }, brand)).toBe(target);
  });
});
