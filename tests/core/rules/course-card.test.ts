import { describe, expect, it } from 'vitest';
import { accountScreens } from '../../../src/core/messages/account';
import { purchaseStatusBanners } from '../../../src/core/messages/errors';
import {
  type CourseLike,
  canExtendCourse,
  isComingSoon,
  classSwitchLink,
  courseExpiryText,
  isCourseDisabled,
  isListedCourse,
  purchaseStatusBanner,
  sortCourses,
} from '../../../src/core/rules/course-card';
import { defaultCatalog } from '../../../src/core/rules/programs';
import { brands } from '../../../src/core/config/brands';

// 23:30 on Monday 9 March 2026 in New York (EDT), already 10 March in UTC.
const lateEveningNy = new Date('2026-03-10T03:30:00Z');
// 00:00 on 10 March 2026 in New York.
const midnightNy = new Date('2026-03-10T04:00:00Z');

describe('courseExpiryText', () => {
  it.each([
    // boundary rows: 13/14/15 days, the expiry day, the day after, all from a late New York evening
    { why: '13 days left is a red expiry link', expiry: '2026-03-22', kind: 'expires-soon', text: accountScreens.expiresOn('03/22/2026') },
    { why: '14 days left is a red expiry link', expiry: '2026-03-23', kind: 'expires-soon', text: accountScreens.expiresOn('03/23/2026') },
    { why: '15 days left is plain "Expires on"', expiry: '2026-03-24', kind: 'expires', text: accountScreens.expiresOn('03/24/2026') },
    { why: 'the expiry day (New York) expires today, though UTC is a day later', expiry: '2026-03-09', kind: 'expires-today', text: accountScreens.expiresToday },
    { why: '1 day left is a red expiry link', expiry: '2026-03-10', kind: 'expires-soon', text: accountScreens.expiresOn('03/10/2026') },
    { why: 'the day after expiry is expired', expiry: '2026-03-08', kind: 'expired', text: accountScreens.expiredOn('03/08/2026') },
    { why: 'a US-format date is read too', expiry: '04/30/2026', kind: 'expires', text: accountScreens.expiresOn('04/30/2026') },
    { why: 'an ISO date-time is the day it is in New York', expiry: '2026-03-10T02:00:00Z', kind: 'expires-today', text: accountScreens.expiresToday },
  ])('$why', ({ expiry, kind, text }) => {
    const result = courseExpiryText({ courseAccessExpirationDateStr: expiry }, { now: lateEveningNy });
    expect(result).toMatchObject({ kind, text });
  });

  it.each([
    { why: 'a start date tomorrow shows "Starts on"', start: '2026-03-10', expected: { kind: 'starts', text: accountScreens.startsOn('03/10/2026'), date: '03/10/2026' } },
    { why: 'a start date today shows the expiry text', start: '2026-03-09', expected: { kind: 'expires', text: accountScreens.expiresOn('06/30/2026'), date: '06/30/2026' } },
    { why: 'a past start date shows the expiry text', start: '2026-01-01', expected: { kind: 'expires', text: accountScreens.expiresOn('06/30/2026'), date: '06/30/2026' } },
  ])('$why', ({ start, expected }) => {
    const course = { courseAccessStartDateStr: start, courseAccessExpirationDateStr: '2026-06-30' };
    expect(courseExpiryText(course, { now: lateEveningNy })).toEqual(expected);
  });

  it('counts from New York midnight: the expiry day has passed at 00:00 the next day', () => {
    expect(courseExpiryText({ courseAccessExpirationDateStr: '2026-03-09' }, { now: midnightNy })).toEqual({
      kind: 'expired',
      text: accountScreens.expiredOn('03/09/2026'),
      date: '03/09/2026',
    });
  });

  it.each([
    { why: 'a subscription renews', course: { courseAccessExpirationDateStr: '2026-03-12' }, options: { isSubscription: true }, kind: 'renews', text: accountScreens.renewsOn('03/12/2026') },
    { why: 'a subscription renews on its renewal day', course: { courseAccessExpirationDateStr: '2026-03-09' }, options: { isSubscription: true }, kind: 'renews', text: accountScreens.renewsOn('03/09/2026') },
    { why: 'a subscription product flag is read from the course', course: { courseAccessExpirationDateStr: '2026-05-01', subscriptionProduct: true }, options: {}, kind: 'renews', text: accountScreens.renewsOn('05/01/2026') },
    { why: 'a cancelled subscription expires', course: { courseAccessExpirationDateStr: '2026-05-01' }, options: { isSubscription: true, subscriptionCancelled: true }, kind: 'expires', text: accountScreens.expiresOn('05/01/2026') },
    { why: 'a cancelled subscription within 14 days is a red expiry link', course: { courseAccessExpirationDateStr: '2026-03-20' }, options: { isSubscription: true, subscriptionCancelled: true }, kind: 'expires-soon', text: accountScreens.expiresOn('03/20/2026') },
    { why: 'a lapsed subscription is expired', course: { courseAccessExpirationDateStr: '2026-03-01' }, options: { isSubscription: true }, kind: 'expired', text: accountScreens.expiredOn('03/01/2026') },
    { why: 'isSubscription false overrides the course flag', course: { courseAccessExpirationDateStr: '2026-05-01', subscriptionProduct: true }, options: { isSubscription: false }, kind: 'expires', text: accountScreens.expiresOn('05/01/2026') },
  ])('$why', ({ course, options, kind, text }) => {
    expect(courseExpiryText(course, { now: lateEveningNy, ...options })).toMatchObject({ kind, text });
  });

  it.each([
    { why: 'no expiry date', course: {} },
    { why: 'an unreadable expiry date', course: { courseAccessExpirationDateStr: 'soon' } },
  ])('says nothing for $why', ({ course }) => {
    expect(courseExpiryText(course, { now: lateEveningNy })).toBeNull();
  });
});

describe('isCourseDisabled', () => {
  const valid: CourseLike = { validCourseAccess: true, redirectType: 'VITAL_SOURCE', productId: 11 };
  it.each([
    // boundary rows: start date tomorrow vs today
    { why: 'disables a course that starts tomorrow', course: { ...valid, courseAccessStartDateStr: '2026-03-10' }, messages: [], disabled: true },
    { why: 'enables a course that starts today', course: { ...valid, courseAccessStartDateStr: '2026-03-09' }, messages: [], disabled: false },
    { why: 'enables a valid course with no banners', course: valid, messages: [], disabled: false },
    { why: 'disables a course without valid access', course: { ...valid, validCourseAccess: false }, messages: [], disabled: true },
    { why: 'disables a course whose access flag is missing', course: { redirectType: 'VITAL_SOURCE' }, messages: [], disabled: true },
    { why: 'reads a "true" string as valid access', course: { ...valid, validCourseAccess: 'true' }, messages: [], disabled: false },
    { why: 'disables on an error banner for ALL', course: valid, messages: [{ redirectType: 'ALL', type: 'error', msg: 'x' }], disabled: true },
    { why: 'disables on an error banner for its redirect type', course: valid, messages: [{ redirectType: 'vital_source', type: 'Error' }], disabled: true },
    { why: 'ignores an error banner for another redirect type', course: valid, messages: [{ redirectType: 'CANVAS', type: 'error' }], disabled: false },
    { why: 'ignores a warning banner for ALL', course: valid, messages: [{ redirectType: 'ALL', type: 'warning' }], disabled: false },
    { why: 'ignores an info banner for its redirect type', course: valid, messages: [{ redirectType: 'VITAL_SOURCE', type: 'info' }], disabled: false },
    { why: 'exempts a PAYMENT product from every rule', course: { redirectType: 'PAYMENT', validCourseAccess: false, courseAccessStartDateStr: '2026-04-01' }, messages: [{ redirectType: 'ALL', type: 'error' }], disabled: false },
  ])('$why', ({ course, messages, disabled }) => {
    expect(isCourseDisabled(course, { now: lateEveningNy, messages })).toBe(disabled);
  });

  it('exempts a product listed as a payment product in the catalogue', () => {
    const catalog = { ...defaultCatalog, paymentProductIds: ['11'] };
    const course = { ...valid, validCourseAccess: false };
    expect(isCourseDisabled(course, { now: lateEveningNy, messages: [], catalog })).toBe(false);
    expect(isCourseDisabled(course, { now: lateEveningNy, messages: [] })).toBe(true);
  });
});

describe('sortCourses', () => {
  const catalog = { ...defaultCatalog, hiddenProductIds: ['900'], extensionProductIds: ['901'], barPlusProductCodes: ['BARPLUS'] };
  it('puts EDUPORTAL first and keeps upstream order otherwise', () => {
    const courses = [
      { productId: 1, productCode: 'A' },
      { productId: 2, productCode: 'EDUPORTAL' },
      { productId: 3, productCode: 'B' },
      { productId: 4, productCode: 'C', storeFront: 'eduportal' },
      { productId: 5, productCode: 'D' },
    ];
    expect(sortCourses(courses, catalog).map((c) => c.productId)).toEqual([2, 4, 1, 3, 5]);
  });

  it.each([
    { why: 'a hidden product id', course: { productId: 900 }, listed: false },
    { why: 'an extension product id', course: { productId: '901' }, listed: false },
    { why: 'an extension product flag', course: { productId: 7, extensionProduct: true }, listed: false },
    { why: 'a bar-plus product code', course: { productId: 8, productCode: 'barplus' }, listed: false },
    { why: 'an ordinary product', course: { productId: 9, productCode: 'GMAT' }, listed: true },
  ])('lists $why: $listed', ({ course, listed }) => {
    expect(isListedCourse(course, catalog)).toBe(listed);
    expect(sortCourses([course], catalog)).toHaveLength(listed ? 1 : 0);
  });
});

describe('canExtendCourse', () => {
  const course = { courseAccessExpirationDateStr: '2026-01-08' }; // + 60 days = 2026-03-09
  it.each([
    // boundary rows around expiry + 60 days
    { why: 'offers extension the day before expiry + 60 days (late evening New York)', now: new Date('2026-03-09T03:30:00Z'), can: true },
    { why: 'stops on expiry + 60 days', now: new Date('2026-03-09T16:00:00Z'), can: false },
    { why: 'stops on expiry + 60 days at its first New York minute', now: new Date('2026-03-09T05:00:00Z'), can: false },
    { why: 'offers extension on the expiry day', now: new Date('2026-01-08T15:00:00Z'), can: true },
    { why: 'stops after expiry + 60 days', now: lateEveningNy, can: false },
  ])('$why', ({ now, can }) => {
    expect(canExtendCourse(course, now)).toBe(can);
  });

  it('offers nothing without an expiry date', () => {
    expect(canExtendCourse({}, lateEveningNy)).toBe(false);
  });

  // Issue 16: the 59/60/61-day boundaries, at New York noon (16:00Z in March, EDT).
  it.each([
    { days: 59, now: new Date('2026-03-08T17:00:00Z'), can: true },
    { days: 60, now: new Date('2026-03-09T16:00:00Z'), can: false },
    { days: 61, now: new Date('2026-03-10T16:00:00Z'), can: false },
  ])('expiry + $days days: $can', ({ now, can }) => {
    expect(canExtendCourse(course, now)).toBe(can);
  });
});

describe('classSwitchLink', () => {
  const course: CourseLike = {
    enrollmentId: 'E1',
    productId: 77,
    classId: 'C9',
    programCode: 'GMAT',
    deliveryType: 2,
    validClassSwitch: true,
    classStartDateStr: '2026-04-01',
    courseAccessExpirationDateStr: '2026-06-30',
    facilityZipCode: '10001',
  };
  const brand = brands.main;
  const options = { now: lateEveningNy, closedAutomatedSwitchCases: 3, brand };

  it('links to the brand site\'s class-switch page with expiry + 30 days as end date (issue 16)', () => {
    expect(classSwitchLink(course, options)).toBe(
      'https://www.summitprep.test/class-switch?enrollmentId=E1&productId=77&currentClassId=C9&programCode=GMAT&startDate=04%2F01%2F2026&endDate=07%2F30%2F2026&zip=10001',
    );
  });

  it('links to the second brand\'s own site on that brand', () => {
    expect(classSwitchLink(course, { ...options, brand: brands.second })).toMatch(/^https:\/\/www\.meridianreview\.test\/class-switch\?enrollmentId=E1&/);
  });

  it.each([
    // Table of the query: encoding, the dates across month and year ends, the default zip.
    { why: 'a December expiry ends in the next January', change: { courseAccessExpirationDateStr: '2026-12-15' }, key: 'endDate', value: '01/14/2027' },
    { why: 'a leap-year February', change: { courseAccessExpirationDateStr: '2028-02-10', classStartDateStr: '2028-02-29' }, key: 'endDate', value: '03/11/2028' },
    { why: 'the class start date as MM/DD/YYYY', change: { classStartDateStr: '2028-02-29', courseAccessExpirationDateStr: '2028-02-10' }, key: 'startDate', value: '02/29/2028' },
    { why: 'an upstream US date is read too', change: { courseAccessExpirationDateStr: '06/30/2026' }, key: 'endDate', value: '07/30/2026' },
    { why: 'a blank zip is the default 10018', change: { facilityZipCode: '   ' }, key: 'zip', value: '10018' },
    { why: 'no zip is the default 10018', change: { facilityZipCode: null }, key: 'zip', value: '10018' },
    { why: 'a zip is trimmed', change: { facilityZipCode: ' 94105 ' }, key: 'zip', value: '94105' },
    { why: 'a program code with & and = stays one value', change: { programCode: 'A&zip=1' }, key: 'programCode', value: 'A&zip=1' },
    { why: 'a numeric class id is text', change: { classId: 4711 }, key: 'currentClassId', value: '4711' },
  ])('$why', ({ change, key, value }) => {
    const link = classSwitchLink({ ...course, ...change }, options) ?? '';
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://www.summitprep.test/class-switch');
    expect([...url.searchParams.keys()]).toEqual(['enrollmentId', 'productId', 'currentClassId', 'programCode', 'startDate', 'endDate', 'zip']);
    expect(url.searchParams.get(key)).toBe(value);
  });

  it.each([
    // boundary rows: 2 vs 3 closed automated cases (the spec's literal reading)
    { why: 'hides it with 2 closed automated switch cases', change: {}, cases: 2, shown: false },
    { why: 'shows it with 3 closed automated switch cases', change: {}, cases: 3, shown: true },
    { why: 'shows it for delivery type 11', change: { deliveryType: 11 }, cases: 3, shown: true },
    { why: 'shows it for delivery type "11" as text', change: { deliveryType: '11' }, cases: 5, shown: true },
    { why: 'hides it for delivery type 1', change: { deliveryType: 1 }, cases: 3, shown: false },
    { why: 'hides it for delivery type 4', change: { deliveryType: 4 }, cases: 3, shown: false },
    { why: 'hides it without validClassSwitch', change: { validClassSwitch: false }, cases: 3, shown: false },
    { why: 'hides it without an expiry date', change: { courseAccessExpirationDateStr: null }, cases: 3, shown: false },
    { why: 'shows it when expiry + 30 days is today', change: { courseAccessExpirationDateStr: '2026-02-07' }, cases: 3, shown: true },
    { why: 'hides it when expiry + 30 days was yesterday', change: { courseAccessExpirationDateStr: '2026-02-06' }, cases: 3, shown: false },
  ])('$why', ({ change, cases, shown }) => {
    const link = classSwitchLink({ ...course, ...change }, { now: lateEveningNy, closedAutomatedSwitchCases: cases, brand });
    expect(link !== null).toBe(shown);
  });

  it('defaults the zip to 10018 and the start date to today', () => {
    const link = classSwitchLink({ ...course, facilityZipCode: '', classStartDateStr: null }, options) ?? '';
    const query = new URL(link).searchParams;
    expect(query.get('zip')).toBe('10018');
    expect(query.get('startDate')).toBe('03/09/2026');
  });
});

describe('purchaseStatusBanner', () => {
  it.each([
    { status: 'DISABLE', expected: purchaseStatusBanners.DISABLE },
    { status: 'DECLINE', expected: purchaseStatusBanners.DECLINE },
    { status: 'FREEZE', expected: purchaseStatusBanners.FREEZE },
    { status: 'drop', expected: purchaseStatusBanners.DROP },
    { status: 'ACTIVE', expected: null },
    { status: 'ALUMNUS', expected: null },
    { status: 'toString', expected: null },
    { status: null, expected: null },
  ])('gives status $status its banner text (or none)', ({ status, expected }) => {
    expect(purchaseStatusBanner(status)).toBe(expected);
  });
});

describe('isComingSoon (issue #15: which card reaches /pg/comingsoon)', () => {
  // 2026-11-21 10:00 in New York.
  const now = new Date('2026-11-21T15:00:00Z');
  it.each([
    { why: 'a classroom course starting tomorrow', course: { deliveryType: 2, courseAccessStartDateStr: '11/22/2026' }, expected: true },
    { why: 'a live-online course starting tomorrow (delivery as text)', course: { deliveryType: '11', courseAccessStartDateStr: '2026-11-22' }, expected: true },
    { why: 'a classroom course starting today', course: { deliveryType: 2, courseAccessStartDateStr: '11/21/2026' }, expected: false },
    { why: 'a classroom course that started yesterday', course: { deliveryType: 2, courseAccessStartDateStr: '11/20/2026' }, expected: false },
    { why: 'a class start in the future though access has begun', course: { deliveryType: 2, courseAccessStartDateStr: '11/01/2026', classStartDateStr: '11/30/2026' }, expected: true },
    { why: 'a self-paced course starting tomorrow (no sessions)', course: { deliveryType: 1, courseAccessStartDateStr: '11/22/2026' }, expected: false },
    { why: 'tutoring starting tomorrow', course: { deliveryType: 4, courseAccessStartDateStr: '11/22/2026' }, expected: false },
    { why: 'a classroom course with no readable start', course: { deliveryType: 2, courseAccessStartDateStr: 'soon' }, expected: false },
  ])('$why: $expected', ({ course, expected }) => {
    expect(isComingSoon(course, now)).toBe(expected);
  });
});
