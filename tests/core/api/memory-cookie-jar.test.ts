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

  it('sends a cookie the portal sets itself to the host it names only, until it expires', () => {
    const { jar, advance } = jarWith([]);
    jar.setCookie('identityToken', 't', { maxAgeSeconds: 86_400, url: 'https://identity.example.test/graphql' });

    expect(jar.cookieHeader('https://identity.example.test/anything')).toBe('identityToken=t');
    expect(jar.cookieHeader('https://routing.example.test/my-resource')).toBeUndefined();
    advance(86_400_000);
    expect(jar.cookieHeader('https://identity.example.test/anything')).toBeUndefined();
  });
});

/** Where a cookie goes: one Set-Cookie line from `from`, then the Cookie header of a request to `to`. */
describe('cookie scope (RFC 6265)', () => {
  const services = 'https://services.example.test/rest-services/userLogin/login';
  it.each([
    // host-only (no Domain): the exact host, any port, default-path the request's directory
    ['a=1; Path=/', services, 'https://services.example.test/x', true],
    ['a=1; Path=/', services, 'https://api.example.test/x', false],
    ['a=1; Path=/', services, 'https://sub.services.example.test/x', false],
    ['a=1; Path=/', services, 'https://example.test/x', false],
    ['a=1; Path=/', services, 'http://services.example.test/x', true],
    ['a=1; Path=/', 'http://127.0.0.1:4173/', 'http://127.0.0.1:9999/x', true],
    ['a=1; Path=/', 'http://127.0.0.1:4173/', 'http://localhost:4173/x', false],
    ['a=1', services, 'https://services.example.test/rest-services/userLogin/x', true],
    ['a=1', services, 'https://services.example.test/rest-services/x', false],
    // Domain: that domain and its subdomains, only when the setting host is inside it
    ['a=1; Domain=example.test; Path=/', services, 'https://api.example.test/x', true],
    ['a=1; Domain=.Example.TEST; Path=/', services, 'https://example.test/x', true],
    ['a=1; Domain=example.test; Path=/', services, 'https://notexample.test/x', false],
    ['a=1; Domain=services.example.test; Path=/', services, 'https://a.services.example.test/x', true],
    ['a=1; Domain=evil.test; Path=/', services, 'https://evil.test/x', false],
    ['a=1; Domain=api.example.test; Path=/', services, 'https://api.example.test/x', false],
    ['a=1; Domain=test; Path=/', services, 'https://other.test/x', false],
    ['a=1; Domain=localhost; Path=/', 'http://localhost:4173/', 'http://localhost:4173/x', true],
    ['a=1; Domain=0.0.1; Path=/', 'http://127.0.0.1/', 'http://10.0.0.1/x', false],
    ['a=1; Domain=127.0.0.1; Path=/', 'http://127.0.0.1/', 'http://127.0.0.1/x', true],
    // Path: segment boundaries; a Path that is not absolute is the default path
    ['a=1; Path=/rest-services', services, 'https://services.example.test/rest-services/x', true],
    ['a=1; Path=/rest-services', services, 'https://services.example.test/rest-servicesX', false],
    ['a=1; Path=rest-services', services, 'https://services.example.test/rest-services/userLogin/x', true],
    ['a=1; Path=rest-services', services, 'https://services.example.test/x', false],
    // Secure: https only, set over https only; loopback counts as secure, as browsers treat it
    ['s=1; Secure; Path=/', services, 'https://services.example.test/x', true],
    ['s=1; Secure; Path=/', services, 'http://services.example.test/x', false],
    ['s=1; Secure; Path=/', 'http://services.example.test/', 'https://services.example.test/x', false],
    ['s=1; Secure; Path=/', 'http://127.0.0.1:4173/', 'http://127.0.0.1:4173/x', true],
    ['s=1; Secure; Path=/', 'http://localhost:4173/', 'http://localhost:4173/x', true],
    ['s=1; Secure; Path=/', 'http://[::1]:4173/', 'http://[::1]:4173/x', true],
  ])('%s from %s goes to %s: %s', (line, from, to, sent) => {
    const { jar } = jarWith([line], from);
    expect(jar.cookieHeader(to) !== undefined).toBe(sent);
  });

  it.each([
    ['https://identity.example.test/graphql', 'https://identity.example.test/x', true],
    ['https://identity.example.test/graphql', 'https://identity.example.test:8443/x', true],
    ['https://identity.example.test/graphql', 'http://identity.example.test/x', false],
    ['https://identity.example.test/graphql', 'https://services.example.test/x', false],
    ['https://identity.example.test/graphql', 'https://a.identity.example.test/x', false],
    ['https://identity.example.test/graphql', 'https://evil.test/x', false],
    ['http://127.0.0.1:4173', 'http://127.0.0.1:4173/rest-services/x', true],
    ['http://127.0.0.1:4173', 'http://localhost:4173/x', false],
  ])('a cookie the portal sets for %s goes to %s: %s', (url, to, sent) => {
    const { jar } = jarWith([]);
    jar.setCookie('identityToken', 't', { maxAgeSeconds: 60, url });
    expect(jar.cookieHeader(to) !== undefined).toBe(sent);
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
