import { describe, expect, it } from 'vitest';
import { ambassadorPages } from '../../../src/core/config/ambassador';
import { brands } from '../../../src/core/config/brands';
import { ambassadorTexts } from '../../../src/core/messages/profile';
import { resolveRedirect } from '../../../src/core/rules/redirect';
import { type AmbassadorStudent, ambassadorSection, showsAmbassadorSignUp } from '../../../src/core/rules/ambassador';

const main = brands.main;
const student = (over: Partial<AmbassadorStudent> = {}): AmbassadorStudent => ({
  studentId: 'S1001',
  isAmbassador: true,
  StudentAddress: [{ country: 'US' }],
  ...over,
});

describe('ambassador pages (account §4)', () => {
  it.each(Object.values(brands).flatMap((b) => Object.entries(ambassadorPages[b.id]).map(([page, url]) => ({ brand: b.id, page, url }))))(
    '$brand $page is https on the brand domains',
    ({ brand, url }) => {
      const decision = resolveRedirect(url, { brand: brands[brand] });
      expect(decision.safe).toBe(true);
      expect(decision.target.startsWith('https://')).toBe(true);
    },
  );
});

describe('ambassador sign-up: shown when the country is not CA (account §4)', () => {
  it.each([
    { why: 'country CA', over: { StudentAddress: [{ country: 'CA' }] }, shown: false },
    { why: 'country ca, spaced', over: { StudentAddress: [{ country: ' ca ' }] }, shown: false },
    { why: 'country CA, Canadian flag off', over: { StudentAddress: [{ country: 'CA' }], isCanadian: false }, shown: false },
    { why: 'country US', over: {}, shown: true },
    { why: 'country US, Canadian flag on (the country decides)', over: { isCanadian: true }, shown: true },
    { why: 'country GB', over: { StudentAddress: [{ country: 'GB' }] }, shown: true },
    { why: 'no country, no flag', over: { StudentAddress: [{ country: null }] }, shown: true },
    { why: 'no address at all', over: { StudentAddress: [] }, shown: true },
    { why: 'no country, Canadian flag on', over: { StudentAddress: [{ country: '' }], isCanadian: true }, shown: false },
    { why: 'not an ambassador', over: { isAmbassador: false }, shown: false },
    { why: 'ambassador flag missing', over: { isAmbassador: null }, shown: false },
  ])('$why → $shown', ({ over, shown }) => {
    expect(showsAmbassadorSignUp(student(over))).toBe(shown);
  });
});

describe('the referral section', () => {
  it('is absent for a student not flagged as ambassador', () => {
    expect(ambassadorSection(student({ isAmbassador: false }), main)).toBeNull();
    expect(ambassadorSection(student({ isAmbassador: undefined }), main)).toBeNull();
  });

  it('gives an ambassador the share link with their student id, the referral email and the sign-up page', () => {
    const section = ambassadorSection(student(), main);
    expect(section?.shareUrl).toBe('https://www.summitprep.test/refer?ref=S1001');
    expect(section?.signUpUrl).toBe('https://www.summitprep.test/ambassadors/sign-up');
    const mail = new URL(section?.mailto ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('');
    expect(mail.searchParams.get('subject')).toBe(ambassadorTexts.emailSubject(main.displayName));
    expect(mail.searchParams.get('body')).toBe(ambassadorTexts.emailBody(main.displayName, 'https://www.summitprep.test/refer?ref=S1001'));
    // Spaces as %20: mail programs show a `+` as it is.
    expect(section?.mailto).not.toContain('+');
  });

  it('encodes the student id, and uses the second brand’s own site', () => {
    expect(ambassadorSection(student({ studentId: 'a b&c' }), brands.second)?.shareUrl).toBe('https://www.meridianreview.test/refer?ref=a+b%26c');
  });

  it('leaves the sign-up out in Canada but keeps the referral', () => {
    const section = ambassadorSection(student({ StudentAddress: [{ country: 'CA' }] }), main);
    expect(section?.signUpUrl).toBeNull();
    expect(section?.shareUrl).toBe('https://www.summitprep.test/refer?ref=S1001');
  });

  it.each([
    { why: 'another host', page: 'https://evil.test/refer' },
    { why: 'plain http', page: 'http://www.summitprep.test/refer' },
    { why: 'a script URL', page: 'javascript:alert(1)' },
    { why: 'an empty URL', page: '' },
  ])('shows no section when the configured referral page is $why, and no sign-up link to such a page', ({ page }) => {
    expect(ambassadorSection(student(), main, { referral: page, signUp: ambassadorPages.main.signUp })).toBeNull();
    expect(ambassadorSection(student(), main, { referral: ambassadorPages.main.referral, signUp: page })?.signUpUrl).toBeNull();
  });

  it('drops a query or fragment configured on the referral page', () => {
    const section = ambassadorSection(student(), main, { referral: 'https://www.summitprep.test/refer?ref=X#top', signUp: ambassadorPages.main.signUp });
    expect(section?.shareUrl).toBe('https://www.summitprep.test/refer?ref=S1001');
  });

  it('has no share link without a student id', () => {
    expect(ambassadorSection(student({ studentId: ' ' }), main)).toBeNull();
  });
});
