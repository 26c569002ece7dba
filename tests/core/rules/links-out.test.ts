import { describe, expect, it, onTestFinished } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { brandSite, brandSites } from '../../../src/core/config/brand-sites';
import { resolveRedirect } from '../../../src/core/rules/redirect';
import { classPageHandOff, classSwitchHandOff, classSwitchUrl, searchHandOff } from '../../../src/core/rules/links-out';

const main = brands.main;
const second = brands.second;
const switchPage = 'https://www.summitprep.test/class-switch';
const searchPage = 'https://www.summitprep.test/search';

describe('brand hand-off pages (issue 16 "Links out")', () => {
  it.each(Object.values(brands).flatMap((b) => Object.entries(brandSite(b).handOff).map(([page, url]) => ({ brand: b.id, page, url, domains: b.domains }))))(
    '$brand $page is https on the brand domains',
    ({ brand, url }) => {
      const decision = resolveRedirect(url.replace('{code}', 'ABCD123'), { brand: brands[brand] });
      expect(decision.safe).toBe(true);
      expect(decision.target.startsWith('https://')).toBe(true);
    },
  );

  it('the second brand hands off to its own site', () => {
    expect(classSwitchUrl(second, { enrollmentId: 'E1' })).toBe('https://www.meridianreview.test/class-switch?enrollmentId=E1');
    expect(searchHandOff('gre', second)).toBe('https://www.meridianreview.test/search?q=gre');
    expect(classPageHandOff('ABCD123', second)).toBe('https://www.meridianreview.test/class/ABCD123');
  });

  it.each([
    { why: 'another host', page: 'https://evil.test/search' },
    { why: 'plain http', page: 'http://www.summitprep.test/search' },
    { why: 'a look-alike domain', page: 'https://www.summitprep.test.evil.test/search' },
    { why: 'userinfo', page: 'https://www.summitprep.test@evil.test/search' },
    { why: 'a script URL', page: 'javascript:alert(1)' },
    { why: 'an empty URL', page: '' },
  ])('refuses a configured page on $why (no hand-off at all)', ({ page }) => {
    const configured = brandSites.main.handOff;
    onTestFinished(() => {
      brandSites.main.handOff = configured;
    });
    brandSites.main.handOff = { classSwitch: page, search: page, classPage: page };
    expect(searchHandOff('gre', main)).toBeNull();
    expect(classSwitchUrl(main, { enrollmentId: 'E1' })).toBeNull();
    expect(classPageHandOff('ABCD123', main)).toBeNull();
  });
});

describe('classSwitchUrl (account §2 "Other links out", §9)', () => {
  it.each([
    {
      why: 'the seven parameters in the spec order, slashes of the dates encoded',
      values: { zip: '10001', enrollmentId: 'E1', productId: '77', currentClassId: 'C9', programCode: 'GMAT', startDate: '04/01/2026', endDate: '07/30/2026' },
      query: 'enrollmentId=E1&productId=77&currentClassId=C9&programCode=GMAT&startDate=04%2F01%2F2026&endDate=07%2F30%2F2026&zip=10001',
    },
    { why: 'empty values are left out', values: { enrollmentId: 'E1', productId: '', programCode: undefined }, query: 'enrollmentId=E1' },
    { why: 'ampersands, equals and hashes cannot add parameters', values: { enrollmentId: 'E1&zip=1#x', programCode: 'A=B' }, query: 'enrollmentId=E1%26zip%3D1%23x&programCode=A%3DB' },
    { why: 'spaces and non-ASCII letters are encoded', values: { programCode: 'LSAT Ü' }, query: 'programCode=LSAT+%C3%9C' },
    { why: 'nothing known: the bare page', values: {}, query: '' },
  ])('$why', ({ values, query }) => {
    expect(classSwitchUrl(main, values)).toBe(query ? `${switchPage}?${query}` : switchPage);
  });
});

describe('classSwitchHandOff (the portal route /class-switch?… handed to the brand site)', () => {
  it.each([
    {
      why: 'keeps the seven known parameters, re-encoded in the spec order',
      search: 'zip=10018&endDate=07/30/2026&startDate=04%2F01%2F2026&programCode=GMAT&currentClassId=C9&productId=77&enrollmentId=E1',
      query: 'enrollmentId=E1&productId=77&currentClassId=C9&programCode=GMAT&startDate=04%2F01%2F2026&endDate=07%2F30%2F2026&zip=10018',
    },
    { why: 'drops unknown parameters', search: 'enrollmentId=E1&redirectUrl=https://evil.test&token=abc', query: 'enrollmentId=E1' },
    { why: 'keeps the first of a repeated parameter', search: 'enrollmentId=E1&enrollmentId=E2', query: 'enrollmentId=E1' },
    { why: 'a leading question mark is fine', search: '?enrollmentId=E1', query: 'enrollmentId=E1' },
    { why: 'an encoded ampersand stays inside its value', search: 'enrollmentId=E1%26zip%3D99999', query: 'enrollmentId=E1%26zip%3D99999' },
    { why: 'plus is a space, re-encoded', search: 'programCode=LSAT+PREP', query: 'programCode=LSAT+PREP' },
    { why: 'parameter names are case-sensitive (ENROLLMENTID is unknown)', search: 'ENROLLMENTID=E1', query: '' },
    { why: 'empty values are dropped', search: 'enrollmentId=&zip=10018', query: 'zip=10018' },
    { why: 'no query: the bare page', search: '', query: '' },
  ])('$why', ({ search, query }) => {
    expect(classSwitchHandOff(search, main)).toBe(query ? `${switchPage}?${query}` : switchPage);
  });
});

describe('searchHandOff (access §2 /search?q=)', () => {
  it.each([
    { q: 'gre', url: `${searchPage}?q=gre` },
    { q: '  mcat prep  ', url: `${searchPage}?q=mcat+prep` },
    { q: 'gre prep & books', url: `${searchPage}?q=gre+prep+%26+books` },
    { q: '100% score', url: `${searchPage}?q=100%25+score` },
    { q: 'a#b?c=d/e', url: `${searchPage}?q=a%23b%3Fc%3Dd%2Fe` },
    { q: '<script>alert(1)</script>', url: `${searchPage}?q=%3Cscript%3Ealert%281%29%3C%2Fscript%3E` },
    { q: 'https://evil.test', url: `${searchPage}?q=https%3A%2F%2Fevil.test` },
    { q: 'Ärzte', url: `${searchPage}?q=%C3%84rzte` },
    // Empty: the brand's search page itself, without q.
    { q: '', url: searchPage },
    { q: '   ', url: searchPage },
    { q: null, url: searchPage },
  ])('"$q" → $url', ({ q, url }) => {
    expect(searchHandOff(q, main)).toBe(url);
  });
});

describe('classPageHandOff (access §2 /class/{code})', () => {
  it.each([
    { code: 'ABCD123', url: 'https://www.summitprep.test/class/ABCD123', why: '4 letters then digits' },
    { code: 'abcde1', url: 'https://www.summitprep.test/class/abcde1', why: '5 letters, the spelling kept' },
    { code: '1234567890', url: 'https://www.summitprep.test/class/1234567890', why: '10 digits' },
    { code: '%20ABCD123%20', url: 'https://www.summitprep.test/class/ABCD123', why: 'encoded spaces around it are trimmed' },
    // Anything else is not a class code: the brand's search for that text.
    { code: 'ABC123', url: `${searchPage}?q=ABC123`, why: '3 letters' },
    { code: '123456789', url: `${searchPage}?q=123456789`, why: '9 digits' },
    { code: 'ABCD12X', url: `${searchPage}?q=ABCD12X`, why: 'a letter after the digits' },
    { code: 'mcat%20prep', url: `${searchPage}?q=mcat+prep`, why: 'free text (encoded in the route)' },
    { code: '..%2F..%2Fadmin', url: `${searchPage}?q=..%2F..%2Fadmin`, why: 'an encoded path never reaches the class path' },
    { code: 'ABCD1%2F..%2Fx', url: `${searchPage}?q=ABCD1%2F..%2Fx`, why: 'a code with a path after it' },
    { code: '%E0%A4%A', url: `${searchPage}?q=%25E0%25A4%25A`, why: 'a broken escape is searched as typed' },
    { code: '', url: searchPage, why: 'nothing' },
  ])('$code → $url ($why)', ({ code, url }) => {
    expect(classPageHandOff(code, main)).toBe(url);
  });
});
