import { describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { afterAcceptance, myAccountRoute } from '../../../src/features/agreement/agreement-destination';

const context = { brand: brands.main, currentHost: 'portal.example.test:8080' };

describe('afterAcceptance', () => {
  it.each([
    ['https://lms.summitprep.test/course/CA2009', { kind: 'leave', url: 'https://lms.summitprep.test/course/CA2009' }],
    ['http://portal.example.test:8080/course', { kind: 'leave', url: 'http://portal.example.test:8080/course' }],
    ['/myaccount/profile', { kind: 'route', path: '/myaccount/profile' }],
    ['https://lms.partner-elsewhere.test/course/CA2091', { kind: 'route', path: myAccountRoute }],
    ['https://summitprep.test.evil.test/', { kind: 'route', path: myAccountRoute }],
    ['//evil.test/course', { kind: 'route', path: myAccountRoute }],
    ['javascript:alert(1)', { kind: 'route', path: myAccountRoute }],
    ['', { kind: 'route', path: myAccountRoute }],
    [null, { kind: 'route', path: myAccountRoute }],
    [undefined, { kind: 'route', path: myAccountRoute }],
  ])('sends %s to %o', (url, expected) => {
    expect(afterAcceptance(url, context)).toEqual(expected);
  });

  it('goes to my account on the other brand for a first-brand portal URL', () => {
    expect(afterAcceptance('https://lms.summitprep.test/course/CA2009', { brand: brands.second })).toEqual({
      kind: 'route',
      path: myAccountRoute,
    });
  });
});
