import { describe, expect, it } from 'vitest';
import {
  isReroutedTarget,
  mbeQuestionBankProductCode,
  awaitsRouting,
  needsRoutingLookup,
  reroutedCourses,
} from '../../../src/core/rules/resource-routing';

describe('needsRoutingLookup (account §4: MBE except the question bank, or PMBR)', () => {
  it.each([
    { why: 'no courses', courses: [], expected: false },
    { why: 'an MBE course', courses: [{ programCode: 'MBE', productCode: 'MBE-PREP' }], expected: true },
    { why: 'the MBE question bank alone', courses: [{ programCode: 'MBE', productCode: mbeQuestionBankProductCode }], expected: false },
    { why: 'the question bank spelt another way', courses: [{ programCode: 'mbe', productCode: 'mbe_qbank' }], expected: false },
    { why: 'the question bank beside another MBE course', courses: [{ programCode: 'MBE', productCode: mbeQuestionBankProductCode }, { programCode: 'MBE', productCode: 'MBE-PREP' }], expected: true },
    { why: 'an MBE course without a product code', courses: [{ programCode: 'MBE' }], expected: true },
    { why: 'a PMBR course', courses: [{ programCode: 'PMBR', productCode: 'PMBR-PLUS' }], expected: true },
    { why: 'a PMBR question bank (the exclusion is MBE only)', courses: [{ programCode: 'pmbr', productCode: mbeQuestionBankProductCode }], expected: true },
    { why: 'other programs', courses: [{ programCode: 'MCAT' }, { programCode: 'BAR' }, { programCode: null }, {}], expected: false },
  ])('$why → $expected', ({ courses, expected }) => {
    expect(needsRoutingLookup(courses)).toBe(expected);
  });
});

describe('awaitsRouting (issue #13.11: the cards that wait for the lookup)', () => {
  it.each([
    { why: 'an MBE course', course: { programCode: 'MBE', productCode: 'MBE-PREP' }, expected: true },
    { why: 'a PMBR course', course: { programCode: 'PMBR' }, expected: true },
    { why: 'the MBE question bank', course: { programCode: 'MBE', productCode: mbeQuestionBankProductCode }, expected: false },
    { why: 'an MCAT course', course: { programCode: 'MCAT' }, expected: false },
    { why: 'a course without a program', course: {}, expected: false },
  ])('$why → $expected', ({ course, expected }) => {
    expect(awaitsRouting(course)).toBe(expected);
  });
});

describe('isReroutedTarget (account §4 hosts and paths)', () => {
  it.each([
    ['https://lms-redirect-error.summitprep.test/error?courseAccessId=CA2701', true],
    ['https://LMS-Redirect-Error.summitprep.test/', true],
    ['https://identity.summitprep.test/login', true],
    ['https://identity.qa.summitprep.test/', true],
    ['https://services.summitprep.test/amp/pmix/CA2702', true],
    ['https://services.summitprep.test/AMP/PMIX', true],
    ['/amp/pmix/CA2702', true],
    ['https://www.summitprep.test/pmbr/course/CA9', true],
    ['https://pmbr.summitprep.test/course/CA9', true],
    ['  https://lms-redirect-error.summitprep.test/  ', true],
    // normal LMS URLs are untouched
    ['https://lms.summitprep.test/course/CA2009', false],
    ['https://lms.summitprep.test/course/amp', false],
    ['https://lms.summitprep.test/pmix/amp', false],
    ['https://my-identity.summitprep.test/', false],
    ['https://lms.summitprep.test/pmbr-notes', false],
    ['https://lms.summitprep.test/course?next=/amp/pmix/CA1', false],
    // malformed or unsafe: never re-pointed, never a crash
    ['', false],
    ['   ', false],
    ['http://[::1', false],
    ['javascript:alert(1)//identity.summitprep.test', false],
    ['mailto:identity@summitprep.test', false],
  ])('%s → %s', (url, expected) => {
    expect(isReroutedTarget(url)).toBe(expected);
  });

  it('reads a missing URL as not re-pointed', () => {
    expect(isReroutedTarget(null)).toBe(false);
    expect(isReroutedTarget(undefined)).toBe(false);
  });
});

describe('reroutedCourses', () => {
  const toAgreement = (enrollmentId: string, redirectUrl: string) => `EA ${enrollmentId} ${redirectUrl}`;
  const active = [{ enrollmentId: 'E2701' }, { enrollmentId: 'E2702' }, { enrollmentId: 2703 }, { enrollmentId: 'E2704' }];

  it('maps each active course whose redirect URL points to an error, identity, pmbr or amp/pmix target to its agreement link', () => {
    const result = reroutedCourses(
      [
        { enrollmentId: 'E2701', redirectUrl: 'https://lms-redirect-error.summitprep.test/error?courseAccessId=CA2701' },
        { enrollmentId: 'E2702', redirectUrl: 'https://services.summitprep.test/amp/pmix/CA2702' },
        { enrollmentId: '2703', redirectUrl: 'https://identity.summitprep.test/' },
        { enrollmentId: 'E2704', redirectUrl: 'https://lms.summitprep.test/course/CA2704' },
      ],
      active,
      toAgreement,
    );
    expect([...result]).toEqual([
      ['E2701', 'EA E2701 https://lms-redirect-error.summitprep.test/error?courseAccessId=CA2701'],
      ['E2702', 'EA E2702 https://services.summitprep.test/amp/pmix/CA2702'],
      ['2703', 'EA 2703 https://identity.summitprep.test/'],
    ]);
  });

  it('ignores entries of courses that are not active, entries without a URL, and malformed URLs', () => {
    const result = reroutedCourses(
      [
        { enrollmentId: 'E9999', redirectUrl: 'https://identity.summitprep.test/' },
        { enrollmentId: 'E2701', redirectUrl: null },
        { enrollmentId: 'E2702', redirectUrl: 'http://[::1' },
        { enrollmentId: 'E2704' },
      ],
      active,
      toAgreement,
    );
    expect(result.size).toBe(0);
  });

  it('keeps the first re-pointed entry of an enrollment', () => {
    const result = reroutedCourses(
      [
        { enrollmentId: 'E2701', redirectUrl: 'https://lms.summitprep.test/course/CA2701' },
        { enrollmentId: 'E2701', redirectUrl: 'https://identity.summitprep.test/a' },
        { enrollmentId: 'E2701', redirectUrl: 'https://identity.summitprep.test/b' },
      ],
      active,
      toAgreement,
    );
    expect(result.get('E2701')).toBe('EA E2701 https://identity.summitprep.test/a');
  });
});
