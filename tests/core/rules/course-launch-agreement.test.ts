import { describe, expect, it } from 'vitest';
import { agreementQuery, isAdvisorClass } from '../../../src/core/rules/course-launch';
import { precollegeAdvisoryPrograms } from '../../../src/core/rules/programs';

describe('the advisor class (account §6: the pre-college advisory programs of access §9)', () => {
  it.each([...precollegeAdvisoryPrograms.map((code) => [code, true] as const),
    ['sat', true], [' Act ', true], ['NCLEX-PN', false], ['SHSAT', false], ['MCAT', false], ['MBE', false], ['', false], [null, false], [undefined, false],
  ] as const)('%s → %s', (code, expected) => {
    expect(isAdvisorClass(code)).toBe(expected);
  });
});

describe('the enrollment-agreement link’s query (account §4, §6)', () => {
  it.each([
    ['an advisor class adds roleName=Parent', { enrollmentId: 'E1', programCode: 'SAT' }, undefined, { enrollmentId: 'E1', redirectUrl: undefined, roleName: 'Parent' }],
    ['another class does not', { enrollmentId: 'E1', programCode: 'GRE' }, undefined, { enrollmentId: 'E1', redirectUrl: undefined, roleName: undefined }],
    ['no program: no role', { enrollmentId: 'E1' }, undefined, { enrollmentId: 'E1', redirectUrl: undefined, roleName: undefined }],
    ['a re-pointed URL is kept', { enrollmentId: 'E2', programCode: 'MBE' }, 'https://x.test/a', { enrollmentId: 'E2', redirectUrl: 'https://x.test/a', roleName: undefined }],
    ['both', { enrollmentId: 'E3', programCode: 'AP' }, '/p', { enrollmentId: 'E3', redirectUrl: '/p', roleName: 'Parent' }],
  ] as const)('%s', (_name, course, redirectUrl, expected) => {
    expect(agreementQuery(course, redirectUrl)).toEqual(expected);
  });
});
