import { describe, expect, it } from 'vitest';
import { cartBadge, isKpaReferer, parseCartCount, telHref } from '../../../src/core/rules/header';

describe('header rules (access §2)', () => {
  it.each([
    ['1-800-527-8378', 'tel:+18005278378'],
    ['(212) 555-0143', 'tel:+12125550143'],
    ['+44 20 7946 0958', 'tel:442079460958'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['7', 7],
    [' 12 ', 12],
    ['-3', 0],
    ['2.5', 0],
    ['1234567', 0],
  ])('reads the cart cookie %j as %d items', (raw, count) => {
    expect(parseCartCount(raw)).toBe(count);
  });

  it.each([
    [99, '99'],
    [100, '99+'],
  ])('badges %d as %s', (count, badge) => {
    expect(cartBadge(count)).toBe(badge);
  });

  it.each([
    ['referer=kpa', true],
    ['x=1&referer=kpa', true],
    ['referer=KPA', false],
    ['referrer=kpa', false],
    ['', false],
  ])('reads %j as the kpa partner footer: %s', (search, partner) => {
    expect(isKpaReferer(search)).toBe(partner);
  });
});
