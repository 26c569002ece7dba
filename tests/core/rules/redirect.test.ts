import { describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { afterLoginTarget, loginRoute, resolveRedirect } from '../../../src/core/rules/redirect';

const brand = brands.main; // own domain: summitprep.test
const context = { brand, currentHost: 'portal.hostsite.test' };

describe('resolveRedirect', () => {
  it.each([
    // boundary rows: the own domain one step away from a kept https URL
    { how: 'the own domain over http', target: 'http://summitprep.test/' },
    { how: 'an own QA host over http', target: 'http://qa.summitprep.test/login' },
    { how: 'an upper-case HTTP scheme on an own subdomain', target: 'HTTP://WWW.SUMMITPREP.TEST/' },
    { how: 'an own subdomain on port 444', target: 'https://www.summitprep.test:444/' },
    { how: 'an own subdomain on port 8443', target: 'https://www.summitprep.test:8443/x' },
    { how: 'an own subdomain on https with the http port', target: 'https://www.summitprep.test:80/' },
    { how: 'an own subdomain over http on its default port', target: 'http://www.summitprep.test:80/' },
    { how: 'an own subdomain on port 1', target: 'https://www.summitprep.test:1/' },
    // the smallest targets on either side of the rule
    { how: 'an empty string', target: '' },
    { how: 'a missing target (null)', target: null },
    { how: 'a missing target (undefined)', target: undefined },
    { how: 'a lone space', target: ' ' },
    { how: 'a protocol-relative URL', target: '//evil.test' },
    { how: 'three leading slashes', target: '///evil.test' },
    { how: 'slash then backslash', target: '/\\evil.test' },
    { how: 'two backslashes', target: '\\\\evil.test' },
    { how: 'backslash then slash', target: '\\/evil.test' },
    { how: 'a scheme without slashes', target: 'https:evil.test' },
    { how: 'a scheme with one slash', target: 'https:/evil.test' },
    { how: 'a scheme with backslashes', target: 'https:\\\\evil.test' },
    { how: 'a scheme with three slashes', target: 'https:///evil.test' },
    { how: 'a foreign https host', target: 'https://evil.test' },
    { how: 'a foreign http host with an own-looking path', target: 'http://evil.test/myaccount' },
    { how: 'an upper-case foreign URL', target: 'HTTPS://EVIL.TEST/' },
    { how: 'own domain as userinfo of a foreign host', target: 'https://summitprep.test@evil.test' },
    { how: 'own domain with port as userinfo', target: 'http://summitprep.test:80@evil.test' },
    { how: 'user and password on the own domain', target: 'https://user:pw@summitprep.test/' },
    { how: 'a user name on an own subdomain', target: 'https://user@www.summitprep.test/' },
    { how: 'own domain as a prefix of a foreign domain', target: 'https://summitprep.test.evil.test/' },
    { how: 'own domain glued to a foreign label', target: 'https://evilsummitprep.test/' },
    { how: 'a javascript: URL', target: 'javascript:alert(1)' },
    { how: 'a mixed-case javascript: URL', target: 'JaVaScRiPt:alert(1)' },
    { how: 'a data: URL', target: 'data:text/html,<script>alert(1)</script>' },
    { how: 'a vbscript: URL', target: 'VBScript:msgbox(1)' },
    { how: 'a file: URL', target: 'file:///etc/passwd' },
    { how: 'an ftp: URL on the own domain', target: 'ftp://summitprep.test/file' },
    { how: 'a blob: URL of the own domain', target: 'blob:https://summitprep.test/1234' },
    { how: 'a mailto: URL', target: 'mailto:someone@evil.test' },
    { how: 'a bare host name', target: 'evil.test' },
    { how: 'an own host name without scheme', target: 'www.summitprep.test/myaccount' },
    { how: 'percent-encoded double slash after a slash', target: '/%2F%2Fevil.test' },
    { how: 'percent-encoded double slash', target: '%2F%2Fevil.test' },
    { how: 'a percent-encoded backslash', target: '/%5Cevil.test' },
    { how: 'a double-encoded slash', target: '/%252F%252Fevil.test' },
    { how: 'a triple-encoded slash', target: '/%25252F%25252Fevil.test' },
    { how: 'a percent-encoded newline before a slash', target: '/%0A/evil.test' },
    { how: 'a percent-encoded line separator', target: '/%E2%80%A8/evil.test' },
    { how: 'a percent-encoded full-width solidus', target: '/%EF%BC%8Fevil.test' },
    { how: 'a broken percent escape', target: '/%' },
    { how: 'a leading space', target: ' //evil.test' },
    { how: 'dot segments that normalise to a double slash', target: '/a/..//evil.test' },
    { how: 'backslash dot segments', target: '/a\\..\\\\evil.test' },
    { how: 'a backslash later in the path', target: '/myaccount\\profile' },
    { how: 'an empty userinfo on the own domain', target: 'https://@www.summitprep.test/' },
    { how: 'a tab inside the host', target: '//ev\til.test' },
    { how: 'a tab between the slashes', target: '/\t/evil.test' },
    { how: 'a newline inside javascript:', target: 'java\nscript:alert(1)' },
    { how: 'a NUL between the slashes', target: '/\u0000/evil.test' },
    { how: 'a line separator U+2028', target: '/\u2028/evil.test' },
    { how: 'a leading non-breaking space', target: '\u00a0//evil.test' },
    { how: 'a zero-width space between the slashes', target: '/\u200b/evil.test' },
    { how: 'a full-width solidus after a slash', target: '/\uff0fevil.test' },
    { how: 'two full-width solidi', target: '\uff0f\uff0fevil.test' },
    { how: 'a backslash before userinfo', target: 'https://www.summitprep.test\\@evil.test' },
    { how: 'a backslash in the host', target: 'https://evil.test\\.summitprep.test' },
    { how: 'a backslash in the path of an own URL', target: 'https://www.summitprep.test/a\\b' },
    { how: 'an encoded slash before userinfo', target: 'https://www.summitprep.test%2F@evil.test' },
    { how: 'an encoded at-sign in the host', target: 'https://summitprep.test%40evil.test/' },
    { how: 'an encoded slash in the host', target: 'https://evil.test%2F.summitprep.test/' },
    { how: 'own domain after a fragment', target: 'https://evil.test#@summitprep.test' },
    { how: 'own domain after a query', target: 'https://evil.test?.summitprep.test' },
    { how: 'a Cyrillic look-alike of the own domain', target: 'https://summitpr\u0435p.test/' },
    { how: 'a punycode look-alike', target: 'https://xn--summitprp-h7g.test/' },
    { how: 'a full-width dot in the host', target: 'https://summitprep\uff0etest/' },
    { how: 'an IPv4 literal', target: 'http://127.0.0.1/' },
    { how: 'an integer IPv4 literal', target: 'http://2130706433/' },
    { how: 'an IPv6 literal', target: 'http://[::1]/' },
    { how: 'a foreign host with its default port', target: 'https://evil.test:443/' },
    { how: 'a foreign host with a port and own-looking path', target: 'https://evil.test:8443/summitprep.test' },
    { how: 'a foreign host with a trailing dot', target: 'https://evil.test./' },
    { how: 'a look-alike suffix with a trailing dot', target: 'https://summitprep.test.evil.test./' },
    { how: 'the second brand’s domain on the first brand', target: 'https://www.meridianreview.test/' },
    { how: 'the current host on another port', target: 'https://portal.hostsite.test:9999/' },
    { how: 'a subdomain of the current host', target: 'https://evil.portal.hostsite.test/' },
  ])('refuses $how and sends the user to /login', ({ target }) => {
    expect(resolveRedirect(target, context)).toEqual({ safe: false, target: '/login' });
  });

  it.each([
    { what: 'the root path', target: '/', expected: '/' },
    { what: 'the resources page with pivot', target: '/myaccount/resources?pivot=true', expected: '/myaccount/resources?pivot=true' },
    { what: 'a path with query and hash', target: '/pg/signup?classId=ABCD123&registerUser=true#form', expected: '/pg/signup?classId=ABCD123&registerUser=true#form' },
    { what: 'a path with an encoded space', target: '/search?q=hello%20world', expected: '/search?q=hello%20world' },
    { what: 'a prefill with an encoded newline', target: '/pg/createcase?topic=Billing&description=a%0Ab', expected: '/pg/createcase?topic=Billing&description=a%0Ab' },
    { what: 'a query carrying an encoded URL', target: '/login?redirectUrl=%2Fmyaccount%2Fprofile', expected: '/login?redirectUrl=%2Fmyaccount%2Fprofile' },
    { what: 'a class page', target: '/class/ABCD123', expected: '/class/ABCD123' },
    { what: 'an own-domain https URL', target: 'https://summitprep.test/', expected: 'https://summitprep.test/' },
    { what: 'an own subdomain with path', target: 'https://www.summitprep.test/myaccount/profile', expected: 'https://www.summitprep.test/myaccount/profile' },
    { what: 'an own subdomain with query and hash', target: 'https://help.summitprep.test/articles?id=4#top', expected: 'https://help.summitprep.test/articles?id=4#top' },
    { what: 'an upper-case own URL (normalised)', target: 'HTTPS://WWW.SUMMITPREP.TEST/Cart', expected: 'https://www.summitprep.test/Cart' },
    { what: 'an own host with the https port written out (normalised)', target: 'https://www.summitprep.test:443/x', expected: 'https://www.summitprep.test/x' },
    { what: 'the current host', target: 'https://portal.hostsite.test/myaccount', expected: 'https://portal.hostsite.test/myaccount' },
  ])('keeps $what', ({ target, expected }) => {
    expect(resolveRedirect(target, context)).toEqual({ safe: true, target: expected });
  });

  it.each([
    { what: 'keeps the current host on its own port', target: 'http://127.0.0.1:4173/myaccount', safe: true },
    { what: 'refuses the current host on another port', target: 'http://127.0.0.1:4174/myaccount', safe: false },
    { what: 'refuses the current host without its port', target: 'http://127.0.0.1/myaccount', safe: false },
  ])('$what', ({ target, safe }) => {
    expect(resolveRedirect(target, { brand, currentHost: '127.0.0.1:4173' }).safe).toBe(safe);
  });

  it.each([
    { what: 'refuses http on the brand host serving the page', target: 'http://www.summitprep.test/myaccount', currentHost: 'www.summitprep.test', safe: false },
    { what: 'refuses another port on the brand host serving the page', target: 'https://www.summitprep.test:8443/x', currentHost: 'www.summitprep.test:8443', safe: false },
    { what: 'keeps https on the brand host serving the page', target: 'https://www.summitprep.test/myaccount', currentHost: 'www.summitprep.test', safe: true },
  ])('$what (the current-host exception does not reopen the brand rule)', ({ target, currentHost, safe }) => {
    expect(resolveRedirect(target, { brand, currentHost }).safe).toBe(safe);
  });

  it('keeps the second brand’s own domain for the second brand', () => {
    expect(resolveRedirect('https://www.meridianreview.test/x', { brand: brands.second })).toEqual({
      safe: true,
      target: 'https://www.meridianreview.test/x',
    });
  });

  it('refuses the current host when none is given', () => {
    expect(resolveRedirect('https://portal.hostsite.test/', { brand })).toEqual({ safe: false, target: loginRoute });
  });
});

describe('afterLoginTarget', () => {
  it.each([
    { what: 'goes to the resources page with pivot when there is no redirectUrl', redirectUrl: null, expected: '/myaccount/resources?pivot=true' },
    { what: 'goes to the resources page with pivot for an empty redirectUrl', redirectUrl: '', expected: '/myaccount/resources?pivot=true' },
    { what: 'goes to a safe redirectUrl', redirectUrl: '/myaccount/profile', expected: '/myaccount/profile' },
    { what: 'goes to /login for an unsafe redirectUrl', redirectUrl: '//evil.test', expected: '/login' },
  ])('$what', ({ redirectUrl, expected }) => {
    expect(afterLoginTarget(redirectUrl, context)).toBe(expected);
  });
});
