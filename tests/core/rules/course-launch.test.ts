import { describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { type LaunchCourseLike, launchPlan, portalUrlDestination } from '../../../src/core/rules/course-launch';

const brand = brands.main;
const lms = 'https://lms.summitprep.test/course/CA1';
const base: LaunchCourseLike = { enrollmentId: 'E1', courseAccessId: 'CA1', productTitle: 'GRE Live Online', redirectType: 'LMS', deliveryType: 1, portalRedirectURL: lms };

describe('launchPlan (account §4 launch)', () => {
  it.each([
    { why: 'a re-pointed agreement URL wins over everything', course: { redirectType: 'VITAL_SOURCE' }, rerouted: '/pg/enrollment-agreement?enrollmentId=E1', plan: { destination: { kind: 'route', path: '/pg/enrollment-agreement?enrollmentId=E1' }, attendance: false } },
    { why: 'a re-pointed URL off the brand is refused', course: {}, rerouted: 'https://evil.test/ea', plan: { destination: { kind: 'refused' }, attendance: false } },
    { why: 'an empty re-pointed URL is ignored', course: {}, rerouted: '  ', plan: { destination: { kind: 'leave', url: lms }, attendance: false } },
    { why: 'VITAL_SOURCE opens the book redirect', course: { redirectType: 'VITAL_SOURCE' }, plan: { destination: { kind: 'vital-source', enrollmentId: 'E1' }, attendance: false } },
    { why: 'the redirect type is read case-insensitively', course: { redirectType: ' vital_source ' }, plan: { destination: { kind: 'vital-source', enrollmentId: 'E1' }, attendance: false } },
    { why: 'PMIX opens the partner launch', course: { redirectType: 'PMIX', portalRedirectURL: '/myaccount/pmix?courseAccessId=CA1' }, plan: { destination: { kind: 'pmix', courseAccessId: 'CA1' }, attendance: false } },
    { why: 'PMIX without courseAccessId falls back to the portal URL', course: { redirectType: 'PMIX', courseAccessId: null }, plan: { destination: { kind: 'leave', url: lms }, attendance: false } },
    { why: 'LIVE_ONLINE records attendance and opens the live online page', course: { redirectType: 'LIVE_ONLINE' }, plan: { destination: { kind: 'live-online', courseAccessId: 'CA1', productTitle: 'GRE Live Online' }, attendance: true } },
    { why: 'delivery type 11 is live online too', course: { deliveryType: '11' }, plan: { destination: { kind: 'live-online', courseAccessId: 'CA1', productTitle: 'GRE Live Online' }, attendance: true } },
    { why: 'live online falls back to displayName for the title', course: { deliveryType: 11, productTitle: null, displayName: 'GRE LO' }, plan: { destination: { kind: 'live-online', courseAccessId: 'CA1', productTitle: 'GRE LO' }, attendance: true } },
    { why: 'live online without courseAccessId still records attendance, then the portal URL', course: { deliveryType: 11, courseAccessId: null }, plan: { destination: { kind: 'leave', url: lms }, attendance: true } },
    { why: 'an in-portal portal URL is a route', course: { portalRedirectURL: '/myaccount/pmix?courseAccessId=CA1' }, plan: { destination: { kind: 'route', path: '/myaccount/pmix?courseAccessId=CA1' }, attendance: false } },
    { why: 'a brand URL leaves the portal', course: {}, plan: { destination: { kind: 'leave', url: lms }, attendance: false } },
    { why: 'a brand subdomain over http is refused (#13.20)', course: { portalRedirectURL: 'http://canvas.summitprep.test/c/1' }, plan: { destination: { kind: 'refused' }, attendance: false } },
    { why: 'surrounding spaces are trimmed', course: { portalRedirectURL: ` ${lms} ` }, plan: { destination: { kind: 'leave', url: lms }, attendance: false } },
  ])('$why', ({ course, rerouted, plan }) => {
    expect(launchPlan({ ...base, ...course }, { brand, reroutedUrl: rerouted })).toEqual(plan);
  });

  it.each([
    { why: 'no portal URL', url: null },
    { why: 'an empty portal URL', url: '' },
    { why: 'a blank portal URL', url: '   ' },
  ])('has no launch with $why', ({ url }) => {
    expect(launchPlan({ ...base, portalRedirectURL: url }, { brand })).toBeNull();
  });
});

describe('portalUrlDestination (brand domains only)', () => {
  it.each([
    'https://evil.test/course',
    'https://summitprep.test.evil.test/x',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    'ftp://lms.summitprep.test/x',
    'https://user@lms.summitprep.test/x',
    'https://lms.meridianreview.test/x',
    'course/CA1',
  ])('refuses %s', (url) => {
    expect(portalUrlDestination(url, brand)).toEqual({ kind: 'refused' });
  });

  it('uses the brand it is given', () => {
    expect(portalUrlDestination('https://lms.meridianreview.test/x', brands.second)).toEqual({ kind: 'leave', url: 'https://lms.meridianreview.test/x' });
  });

  it('does not trust the current host (the portal URL must be on the brand)', () => {
    expect(portalUrlDestination('http://127.0.0.1:8080/course', brand)).toEqual({ kind: 'refused' });
  });
});
