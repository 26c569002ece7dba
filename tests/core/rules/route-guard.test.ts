import { describe, expect, it } from 'vitest';
import { endsSession, guardedRedirect, sessionEndedRoute, updateSuccessDestination } from '../../../src/core/rules/route-guard';
import { PortalError } from '../../../src/core/errors';

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

describe('endsSession (#13.3)', () => {
  it.each([
    { what: 'a 401 of a default call', failure: new PortalError('auth.not-logged-in', { status: 401, call: 'getMyAccount' }), ends: true },
    { what: 'no session cookie for myaccount', failure: new PortalError('auth.not-logged-in', { call: 'getMyAccount' }), ends: true },
    { what: 'a 401 of the agreement accept', failure: new PortalError('auth.not-logged-in', { status: 401, call: 'acceptAgreement' }), ends: true },
    { what: 'the catalogue text in a GraphQL error', failure: new PortalError('upstream.rejected', { serverText: 'Not logged in', call: 'updateAgreement' }), ends: true },
    { what: 'the catalogue text in another case', failure: new PortalError('event.failed', { status: 401, serverText: ' not logged in ', call: 'enroll' }), ends: true },
    { what: 'a 401 of a login step', failure: new PortalError('auth.failed', { status: 401, call: 'login.rest' }), ends: false },
    { what: 'a login step saying the catalogue text', failure: new PortalError('auth.failed', { serverText: 'Not logged in', call: 'login.identity' }), ends: false },
    { what: 'isLoggedIn (the check decides)', failure: new PortalError('auth.not-logged-in', { status: 401, call: 'isLoggedIn' }), ends: false },
    { what: 'logout', failure: new PortalError('auth.not-logged-in', { status: 401, call: 'logout' }), ends: false },
    { what: 'the routing bearer token', failure: new PortalError('auth.not-logged-in', { status: 401, call: 'getMyResources' }), ends: false },
    { what: 'the content service token', failure: new PortalError('auth.not-logged-in', { status: 401, call: 'getMcatTestDates' }), ends: false },
    { what: 'a 500', failure: new PortalError('upstream.status', { status: 500, serverText: 'Internal Server Error', call: 'getMyAccount' }), ends: false },
    { what: 'a timeout', failure: new PortalError('network.timeout', { call: 'getMyAccount' }), ends: false },
    { what: 'a refusal with another text', failure: new PortalError('upstream.rejected', { status: 403, serverText: 'Not your enrollment', call: 'acceptAgreement' }), ends: false },
  ])('$what → $ends', ({ failure, ends }) => {
    expect(endsSession(failure)).toBe(ends);
  });
});

describe('sessionEndedRoute (#13.3)', () => {
  it.each([
    { current: '/myaccount/profile', expected: '/login?redirectUrl=%2Fmyaccount%2Fprofile' },
    { current: '/pg/enrollment-agreement?enrollmentId=E1', expected: '/login?redirectUrl=%2Fpg%2Fenrollment-agreement%3FenrollmentId%3DE1' },
    { current: '/login?redirectUrl=%2Fx', expected: null },
    { current: '/login', expected: null },
    { current: '/', expected: null },
    { current: '/logout', expected: null },
  ])('$current → $expected', ({ current, expected }) => {
    expect(sessionEndedRoute(current)).toBe(expected);
  });
});
