import { describe, expect, it } from 'vitest';
import { knowledgeArticleHref } from '../../../src/core/rules/case-create';
import { adeBookLink, vsPostTarget } from '../../../src/core/rules/digital-books';
import { outboundHref } from '../../../src/core/rules/outbound-url';
import { scheduleLocation } from '../../../src/core/rules/schedule';

/*
 * #29.8: one rule for every URL the portal opens, navigates to or posts to
 * outside its own routes: https on the default port, a plain ASCII authority
 * without credentials, no backslash and no invisible character.
 */

const refused = [
  // boundary rows: one step away from a kept https URL
  { how: 'the same URL over http', url: 'http://partner.example.test/launch' },
  { how: 'an upper-case HTTP scheme', url: 'HTTP://ZOOM.EXAMPLE.TEST/j/1' },
  { how: 'a brand host on port 8443', url: 'https://www.summitprep.test:8443/launch' },
  { how: 'a foreign host on port 444', url: 'https://partner.example.test:444/launch' },
  { how: 'https on the http port', url: 'https://partner.example.test:80/launch' },
  { how: 'backslashes for slashes', url: 'https:\\\\evil.test\\' },
  { how: 'a slash then a backslash', url: 'https:/\\evil.test/' },
  { how: 'a backslash in the path', url: 'https://partner.example.test/a\\b' },
  { how: 'the own domain as a user name of a foreign host', url: 'https://x.summitprep.test@evil.test/' },
  { how: 'a user name and password', url: 'https://user:pw@zoom.example.test/j/1' },
  { how: 'an empty user name', url: 'https://@zoom.example.test/j/1' },
  { how: 'an encoded at-sign before the host', url: 'https://x.summitprep.test%40evil.test/' },
  { how: 'a backslash before the at-sign', url: 'https://zoom.example.test\\@evil.test/' },
  { how: 'a scheme without slashes', url: 'https:zoom.example.test/j/1' },
  { how: 'a protocol-relative URL', url: '//zoom.example.test/j/1' },
  { how: 'a javascript: URL', url: 'javascript:alert(1)' },
  { how: 'a data: URL', url: 'data:text/html,<b>x</b>' },
  { how: 'an ftp: URL', url: 'ftp://files.example.test/book.pdf' },
  { how: 'a tab inside the host', url: 'https://zoom.exam\tple.test/' },
  { how: 'a zero-width space in the path', url: 'https://partner.example.test/\u200blaunch' },
  { how: 'a look-alike host', url: 'https://zo\u043em.example.test/' },
  { how: 'no host', url: 'https:///launch' },
];

const kept = [
  { what: 'a foreign https link', url: 'https://partner.example.test/launch?course=NCLEX&session=demo', expected: 'https://partner.example.test/launch?course=NCLEX&session=demo' },
  { what: 'an own https page', url: 'https://www.summitprep.test/help', expected: 'https://www.summitprep.test/help' },
  { what: 'the https port written out (normalised away)', url: 'https://partner.example.test:443/launch', expected: 'https://partner.example.test/launch' },
  { what: 'a URL with spaces around it (trimmed)', url: '  https://zoom.example.test/j/1  ', expected: 'https://zoom.example.test/j/1' },
  { what: 'an upper-case https URL (normalised)', url: 'HTTPS://ZOOM.EXAMPLE.TEST/j/1', expected: 'https://zoom.example.test/j/1' },
];

describe('outboundHref (#29.8)', () => {
  it.each(refused)('refuses $how', ({ url }) => {
    expect(outboundHref(url)).toBeNull();
  });

  it.each([{ how: 'an empty string', url: '' }, { how: 'nothing (null)', url: null }, { how: 'nothing (undefined)', url: undefined }])('refuses $how', ({ url }) => {
    expect(outboundHref(url)).toBeNull();
  });

  it.each(kept)('keeps $what', ({ url, expected }) => {
    expect(outboundHref(url)).toBe(expected);
  });
});

/** Every core rule that turns an upstream URL into a link out, over the same table. */
const linksOut: { name: string; rule: (url: string) => string | null }[] = [
  {
    name: 'scheduleLocation (an online session\'s join link)',
    rule: (url) => {
      const location = scheduleLocation({ liveStreamUrl: url });
      return location.kind === 'online' ? location.joinUrl : 'a facility';
    },
  },
  { name: 'vsPostTarget (the digital-book form post)', rule: vsPostTarget },
  { name: 'adeBookLink (book downloads)', rule: (url) => adeBookLink(url.includes('?') ? `${url}&bookId=B1&marker=ADE-B1` : `${url}?bookId=B1&marker=ADE-B1`) },
  { name: 'knowledgeArticleHref (knowledge articles)', rule: (url) => knowledgeArticleHref('https://help.summitprep.test', url) },
];

describe.each(linksOut)('$name follows the one rule (#29.8)', ({ rule }) => {
  it.each(refused)('refuses $how', ({ url }) => {
    expect(rule(url)).toBeNull();
  });
});
