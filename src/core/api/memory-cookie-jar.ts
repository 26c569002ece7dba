import { isLoopbackHost } from '../config/environment';
import type { CredentialSource } from './credentials';

/** A cookie held by the memory jar (RFC 6265 §5.3's cookie record, less what a jar for one user agent needs not keep). */
export interface StoredCookie {
  name: string;
  value: string;
  /** The host that set it, or its Domain attribute (lowercase, no leading dot). */
  domain: string;
  /** True when no Domain was given: only that exact host gets it back, not its subdomains. */
  hostOnly: boolean;
  path: string;
  secure: boolean;
  /** Epoch milliseconds; null for a session cookie. */
  expiresAt: number | null;
}

/** The in-memory jar: a CredentialSource plus inspection for the CLI and tests. */
export interface MemoryCookieJar extends CredentialSource {
  readonly kind: 'jar';
  /** Every cookie still alive, most specific path first. */
  list(): StoredCookie[];
  clear(): void;
}

/** Options of `createMemoryCookieJar`. */
export interface MemoryCookieJarOptions {
  /** The clock, in epoch milliseconds (tests advance it). */
  now?: () => number;
}

/**
 * A DOM-free cookie jar for Node (CLI, tests), scoping cookies as a browser
 * does (RFC 6265): `Set-Cookie` with Max-Age, Expires, Domain, Path and
 * Secure; a cookie goes back only to its host (host-only) or domain, under
 * its path, and a Secure one only over https. A cookie the portal sets itself
 * belongs to the host of the URL it names, as `document.cookie` scopes one to
 * the page. One addition: loopback hosts count as secure (browsers treat
 * them as secure contexts), so the local simulator over plain http works.
 */
export function createMemoryCookieJar(options: MemoryCookieJarOptions = {}): MemoryCookieJar {
  const now = options.now ?? (() => Date.now());
  let cookies: StoredCookie[] = [];

  const alive = (c: StoredCookie) => c.expiresAt === null || c.expiresAt > now();
  const live = () => {
    cookies = cookies.filter(alive);
    return [...cookies].sort((a, b) => b.path.length - a.path.length);
  };
  const put = (cookie: StoredCookie) => {
    cookies = cookies.filter((c) => !(c.name === cookie.name && c.domain === cookie.domain && c.path === cookie.path));
    if (alive(cookie)) cookies.push(cookie);
  };

  return {
    kind: 'jar',
    cookieHeader(url) {
      const target = new URL(url);
      const header = live()
        .filter((c) => sendsTo(c, target))
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      return header || undefined;
    },
    storeResponseCookies(url, headers) {
      const source = new URL(url);
      for (const line of headers.getSetCookie()) {
        const cookie = parseSetCookie(line, source, now());
        if (cookie) put(cookie);
      }
    },
    getCookie(name) {
      return live().find((c) => c.name === name)?.value;
    },
    setCookie(name, value, { maxAgeSeconds, url }) {
      // As document.cookie with `Path=/` (and `Secure` on an https page) on a page at `url`.
      const target = new URL(url);
      const domain = target.hostname.toLowerCase();
      const secure = target.protocol === 'https:';
      put({ name, value, domain, hostOnly: true, path: '/', secure, expiresAt: now() + maxAgeSeconds * 1000 });
    },
    deleteCookie(name) {
      cookies = cookies.filter((c) => c.name !== name);
    },
    list: live,
    clear() {
      cookies = [];
    },
  };
}

/** RFC 6265 §5.4: the host, path and scheme of `url` match the cookie's. */
function sendsTo(cookie: StoredCookie, url: URL): boolean {
  const host = url.hostname.toLowerCase();
  const hostMatches = cookie.hostOnly ? host === cookie.domain : domainMatches(host, cookie.domain);
  if (!hostMatches) return false;
  if (cookie.secure && !isSecureChannel(url)) return false;
  return pathMatches(url.pathname || '/', cookie.path);
}

/** https, or plain http to a loopback host: browsers treat loopback as a secure context; so does the jar, for local simulators. */
function isSecureChannel(url: URL): boolean {
  return url.protocol === 'https:' || isLoopbackHost(url.hostname);
}

/** An IPv4 or IPv6 address: RFC 6265 §5.1.3 matches those exactly, never by suffix. */
function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
}

/** RFC 6265 §5.1.3 domain-match. */
function domainMatches(host: string, domain: string): boolean {
  return host === domain || (!isIpAddress(host) && host.endsWith(`.${domain}`));
}

/**
 * Whether a host may set a cookie for `domain` (RFC 6265 §5.3 steps 5–6): the
 * host must domain-match it, and a domain of one label (`test`, `com`) is taken
 * for a public suffix, allowed only when it is the host itself (`localhost`).
 * Without the public suffix list this is the simple rule; it errs on refusing.
 */
function mayScopeTo(host: string, domain: string): boolean {
  if (!domainMatches(host, domain)) return false;
  return domain === host || domain.includes('.');
}

/** RFC 6265 §5.1.4 path-match. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** RFC 6265 §5.1.4 default-path: the request path up to its last slash. */
function defaultPath(url: URL): string {
  const path = url.pathname;
  const slash = path.lastIndexOf('/');
  return slash <= 0 ? '/' : path.slice(0, slash);
}

/** One `Set-Cookie` line, or null when it is malformed, not for this host, or Secure over an insecure channel. */
export function parseSetCookie(line: string, source: URL, nowMs: number): StoredCookie | null {
  const [pair = '', ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
  const host = source.hostname.toLowerCase();
  const cookie: StoredCookie = { name, value, domain: host, hostOnly: true, path: defaultPath(source), secure: false, expiresAt: null };
  let maxAge: number | undefined;
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const attrValue = rest.join('=').trim();
    if (key === 'max-age' && /^-?\d+$/.test(attrValue)) maxAge = Number(attrValue);
    else if (key === 'expires') {
      const at = Date.parse(attrValue);
      if (!Number.isNaN(at)) cookie.expiresAt = at;
    } else if (key === 'path' && attrValue.startsWith('/')) cookie.path = attrValue;
    else if (key === 'domain' && attrValue) {
      const domain = attrValue.replace(/^\./, '').toLowerCase();
      if (!mayScopeTo(host, domain)) return null;
      cookie.domain = domain;
      cookie.hostOnly = false;
    } else if (key === 'secure') cookie.secure = true;
  }
  // RFC 6265bis §5.7 step 8: a Secure cookie set over an insecure channel is ignored.
  if (cookie.secure && !isSecureChannel(source)) return null;
  // RFC 6265 §5.3: Max-Age wins over Expires; zero or less expires at once.
  if (maxAge !== undefined) cookie.expiresAt = maxAge <= 0 ? nowMs - 1 : nowMs + maxAge * 1000;
  return cookie;
}
