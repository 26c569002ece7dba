import { describe, expect, it } from 'vitest';
import { getBrand } from '../../../src/core/config/brands';
import { loginDestination } from '../../../src/features/login/login-destination';

const context = { brand: getBrand('main'), currentHost: '127.0.0.1:4173' };
const ownDomain = getBrand('main').domains[0] ?? '';

describe('loginDestination', () => {
  it.each([
    [null, { kind: 'route', path: '/myaccount/resources?pivot=true' }],
    ['', { kind: 'route', path: '/myaccount/resources?pivot=true' }],
    ['/myaccount/profile?tab=1', { kind: 'route', path: '/myaccount/profile?tab=1' }],
    ['//evil.test', { kind: 'route', path: '/login' }],
    ['https://evil.test/x', { kind: 'route', path: '/login' }],
    ['javascript:alert(1)', { kind: 'route', path: '/login' }],
    ['http://127.0.0.1:4173/course', { kind: 'leave', url: 'http://127.0.0.1:4173/course' }],
  ])('sends redirectUrl %j to %j', (redirectUrl, expected) => {
    expect(loginDestination(redirectUrl, context)).toEqual(expected);
  });

  it("leaves for a page on the brand's own domain", () => {
    expect(loginDestination(`https://www.${ownDomain}/prep`, context)).toEqual({ kind: 'leave', url: `https://www.${ownDomain}/prep` });
  });
});
