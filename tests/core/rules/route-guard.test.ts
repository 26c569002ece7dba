import { describe, expect, it } from 'vitest';
import { guardedRedirect, updateSuccessDestination } from '../../../src/core/rules/route-guard';

describe('updateSuccessDestination', () => {
  it.each([
    { loggedIn: true, expected: '/myaccount/profile' },
    { loggedIn: false, expected: '/login' },
  ])('sends I’M DONE to $expected when loggedIn is $loggedIn', ({ loggedIn, expected }) => {
    expect(updateSuccessDestination(loggedIn)).toBe(expected);
  });
});

describe('guardedRedirect', () => {
  it.each([
    { path: '/myaccount/resources', query: '', expected: '/login?redirectUrl=%2Fmyaccount%2Fresources' },
    { path: '/myaccount/resources', query: '?', expected: '/login?redirectUrl=%2Fmyaccount%2Fresources' },
    { path: '/pg/schedule', query: '?enrollmentId=42', expected: '/login?redirectUrl=%2Fpg%2Fschedule%3FenrollmentId%3D42' },
    { path: '/pg/schedule', query: 'enrollmentId=42', expected: '/login?redirectUrl=%2Fpg%2Fschedule%3FenrollmentId%3D42' },
    { path: '/pg/makeupsession', query: '?a=1&b=x y', expected: '/login?redirectUrl=%2Fpg%2Fmakeupsession%3Fa%3D1%26b%3Dx%20y' },
  ])('sends an anonymous visitor of $path$query to /login with redirectUrl', ({ path, query, expected }) => {
    expect(guardedRedirect(path, query)).toBe(expected);
  });

  it('treats a missing query as none', () => {
    expect(guardedRedirect('/pg/case')).toBe('/login?redirectUrl=%2Fpg%2Fcase');
  });
});
