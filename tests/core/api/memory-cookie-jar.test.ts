import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar, parseSetCookie } from '../../../src/core/api/memory-cookie-jar';

const t0 = Date.UTC(2025, 0, 1);

function jarWith(lines: string[], from = 'https://services.example.test/rest-services/userLogin/login') {
  let now = t0;
  const jar = createMemoryCookieJar({ now: () => now });
  const headers = new Headers();
  for (const line of lines) headers.append('set-cookie', line);
  jar.storeResponseCookies(from, headers);
  return { jar, advance: (ms: number) => (now += ms) };
}

describe('createMemoryCookieJar', () => {
  it('sends host-only cookies back to the same host only', () => {
    const { jar } = jarWith(['a=1; Path=/']);

    expect(jar.cookieHeader('https://services.example.test/x')).toBe('a=1');
    expect(jar.cookieHeader('https://api.example.test/x')).toBeUndefined();
  });

  it('sends Domain cookies to subdomains and refuses a foreign Domain', () => {
    const { jar } = jarWith(['a=1; Domain=.example.test; Path=/', 'b=2; Domain=evil.test; Path=/']);

    expect(jar.cookieHeader('https://api.example.test/')).toBe('a=1');
    expect(jar.list().map((c) => c.name)).toEqual(['a']);
  });

  it('matches paths on segment boundaries and defaults to the request directory', () => {
    const { jar } = jarWith(['a=1; Path=/rest-services', 'b=2']);

    expect(jar.cookieHeader('https://services.example.test/rest-services/userLogin/x')).toBe('b=2; a=1');
    expect(jar.cookieHeader('https://services.example.test/rest-services/x')).toBe('a=1');
    expect(jar.cookieHeader('https://services.example.test/rest-servicesX')).toBeUndefined();
    expect(jar.cookieHeader('https://services.example.test/graphql')).toBeUndefined();
  });

  it.each([
    ['Max-Age', ['a=1; Max-Age=60; Path=/']],
    ['Expires', [`a=1; Expires=${new Date(t0 + 60_000).toUTCString()}; Path=/`]],
    ['Max-Age over Expires', [`a=1; Expires=${new Date(t0 + 999_000).toUTCString()}; Max-Age=60; Path=/`]],
  ])('expires a cookie by %s', (_label, lines) => {
    const { jar, advance } = jarWith(lines);

    advance(59_000);
    expect(jar.getCookie('a')).toBe('1');
    advance(1_000);
    expect(jar.getCookie('a')).toBeUndefined();
  });

  it('deletes a cookie set again with Max-Age=0', () => {
    const { jar } = jarWith(['a=1; Path=/']);
    const headers = new Headers({ 'set-cookie': 'a=; Max-Age=0; Path=/' });
    jar.storeResponseCookies('https://services.example.test/', headers);

    expect(jar.getCookie('a')).toBeUndefined();
  });

  it('keeps Secure cookies off plain http except on loopback', () => {
    const { jar } = jarWith(['s=1; Secure; Path=/']);
    expect(jar.cookieHeader('http://services.example.test/')).toBeUndefined();
    expect(jar.cookieHeader('https://services.example.test/')).toBe('s=1');

    const local = jarWith(['s=1; Secure; Path=/'], 'http://127.0.0.1:4173/').jar;
    expect(local.cookieHeader('http://127.0.0.1:4173/')).toBe('s=1');
  });

  it('sends cookies the portal sets itself to every service until they expire', () => {
    const { jar, advance } = jarWith([]);
    jar.setCookie('identityToken', 't', { maxAgeSeconds: 86_400 });

    expect(jar.cookieHeader('https://routing.example.test/my-resource')).toBe('identityToken=t');
    advance(86_400_000);
    expect(jar.cookieHeader('https://routing.example.test/my-resource')).toBeUndefined();
  });
});

describe('parseSetCookie', () => {
  it('keeps = inside values and strips quotes', () => {
    const cookie = parseSetCookie('k="a=b=c"; Path=/', new URL('https://h.test/'), t0);

    expect(cookie).toMatchObject({ name: 'k', value: 'a=b=c' });
  });

  it('ignores a line without a name', () => {
    expect(parseSetCookie('=oops', new URL('https://h.test/'), t0)).toBeNull();
  });
});
