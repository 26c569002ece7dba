import { describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import {
  type BookCourseLike,
  adeBookLink,
  digitalBookProgram,
  digitalBookPurchaseUrl,
  tutorialSources,
  vsPostTarget,
  vsRetryCourses,
} from '../../../src/core/rules/digital-books';

describe('vsPostTarget (account §4 hidden form post)', () => {
  it.each([
    { url: 'https://bookshelf.vitalsource.test/sso/launch', expected: 'https://bookshelf.vitalsource.test/sso/launch' },
    { url: '  https://bookshelf.vitalsource.test/sso?x=1  ', expected: 'https://bookshelf.vitalsource.test/sso?x=1' },
    { url: 'http://bookshelf.vitalsource.test/sso/launch', expected: null },
    { url: 'https://user:secret@bookshelf.vitalsource.test/', expected: null },
    { url: 'javascript:alert(1)', expected: null },
    { url: '/sso/launch', expected: null },
    { url: '//bookshelf.vitalsource.test/sso', expected: null },
    { url: '', expected: null },
    { url: null, expected: null },
  ])('$url → $expected', ({ url, expected }) => {
    expect(vsPostTarget(url)).toBe(expected);
  });
});

const vs = { redirectType: 'VITAL_SOURCE', validCourseAccess: true, purchaseStatus: 'ACTIVE' };

describe('vsRetryCourses (account §4 NO-BOOK retry)', () => {
  it.each([
    { why: 'no other course', courses: [{ ...vs, enrollmentId: 'E1' }], expected: [] },
    { why: 'another VitalSource course', courses: [{ ...vs, enrollmentId: 'E1' }, { ...vs, enrollmentId: 'E2' }], expected: ['E2'] },
    { why: 'digitalBookOption VITAL_SOURCE counts too', courses: [{ enrollmentId: 'E3', redirectType: 'LMS', digitalBookOption: 'vital_source' }], expected: ['E3'] },
    { why: 'a course without a digital book', courses: [{ enrollmentId: 'E4', redirectType: 'LMS', digitalBookOption: 'NO_DIGITAL_OFFERING' }], expected: [] },
    { why: 'access not valid', courses: [{ ...vs, enrollmentId: 'E5', validCourseAccess: false }], expected: [] },
    { why: 'a suspended purchase (FREEZE)', courses: [{ ...vs, enrollmentId: 'E6', purchaseStatus: 'FREEZE' }], expected: [] },
    { why: 'no purchase status stated', courses: [{ redirectType: 'VITAL_SOURCE', enrollmentId: 'E7' }], expected: ['E7'] },
    { why: 'each course once, in the account’s order', courses: [{ ...vs, enrollmentId: 'E9' }, { ...vs, enrollmentId: 'E8' }, { ...vs, enrollmentId: 'E9' }], expected: ['E9', 'E8'] },
    { why: 'no enrollment id', courses: [{ ...vs, enrollmentId: null }], expected: [] },
  ])('$why', ({ courses, expected }: { courses: BookCourseLike[]; expected: string[] }) => {
    expect(vsRetryCourses(courses, ['E1']).map((c) => c.enrollmentId)).toEqual(expected);
  });
});

describe('digitalBookProgram (account §9: MCAT, GRE, SAT, Premier)', () => {
  it.each([
    { course: { programCode: 'MCAT' }, expected: 'MCAT' },
    { course: { programCode: 'gre' }, expected: 'GRE' },
    { course: { programCode: 'SAT' }, expected: 'SAT' },
    { course: { programCode: 'LSAT', productTitle: 'LSAT Premier' }, expected: 'PREMIER' },
    { course: { programCode: 'GMAT', productCode: 'GMAT-PREMIER-26' }, expected: 'PREMIER' },
    { course: { programCode: 'LSAT', productTitle: 'LSAT Premiere Night' }, expected: null },
    { course: { programCode: 'NCLEX' }, expected: null },
    { course: { programCode: null }, expected: null },
    { course: null, expected: null },
  ])('$course → $expected', ({ course, expected }) => {
    expect(digitalBookProgram(course)).toBe(expected);
  });

  it('links to the brand site’s digital-book page of the program', () => {
    expect(digitalBookPurchaseUrl('MCAT', brands.main)).toBe('https://www.summitprep.test/mcat/digital-books');
    expect(digitalBookPurchaseUrl('PREMIER', brands.second)).toBe('https://www.meridianreview.test/premier/digital-books');
  });
});

describe('adeBookLink (account §2 /ade identifier marker)', () => {
  const base = 'https://books.summitprep.test/ade/download';
  it.each([
    { why: 'the marker of the same book', url: `${base}?bookId=BIO-2026&marker=ADE-BIO-2026`, listed: true },
    { why: 'marker first', url: `${base}?marker=ADE-X1&bookId=X1`, listed: true },
    { why: 'no marker', url: `${base}?bookId=BIO-2026`, listed: false },
    { why: 'the marker of another book', url: `${base}?bookId=BIO-2026&marker=ADE-CHEM-2026`, listed: false },
    { why: 'a marker without the ADE- prefix', url: `${base}?bookId=BIO-2026&marker=BIO-2026`, listed: false },
    { why: 'a lower-case prefix', url: `${base}?bookId=BIO-2026&marker=ade-BIO-2026`, listed: false },
    { why: 'a marker but no bookId', url: `${base}?marker=ADE-`, listed: false },
    { why: 'the marker in the path only', url: 'https://books.summitprep.test/ADE-BIO-2026/download?bookId=BIO-2026', listed: false },
    { why: 'plain http', url: 'http://books.summitprep.test/ade/download?bookId=B1&marker=ADE-B1', listed: false },
    { why: 'no access link', url: null, listed: false },
  ])('$why → listed: $listed', ({ url, listed }) => {
    expect(adeBookLink(url)).toBe(listed ? url : null);
  });
});

describe('tutorialSources (account §2 /ade-tutorial)', () => {
  const media = { video: { path: '/media/walk.webm', type: 'video/webm' }, captions: { path: '/media/walk.vtt', lang: 'en' } };
  it.each([
    { base: 'http://127.0.0.1:4173', video: 'http://127.0.0.1:4173/media/walk.webm', captions: 'http://127.0.0.1:4173/media/walk.vtt' },
    { base: 'https://services.summitprep.test/', video: 'https://services.summitprep.test/media/walk.webm', captions: 'https://services.summitprep.test/media/walk.vtt' },
    { base: ' https://a.test// ', video: 'https://a.test/media/walk.webm', captions: 'https://a.test/media/walk.vtt' },
  ])('$base → $video', ({ base, video, captions }) => {
    expect(tutorialSources(base, media)).toEqual({ video, type: 'video/webm', captions: { src: captions, lang: 'en' } });
  });

  it('has no captions track when the source provides none', () => {
    expect(tutorialSources('https://a.test', { ...media, captions: null }).captions).toBeNull();
  });
});
