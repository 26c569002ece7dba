import type { CredentialSource } from './credentials';

/** A cookie held by the memory jar. `domain: null` is sent to every service. */
export interface StoredCookie {
  name: string;
  value: string;
  domain: string | null;
  /** True when the answer set no Domain: only the exact host gets it back. */
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
 * A DOM-free cookie jar for Node (CLI, tests). Parses `Set-Cookie` with
 * Max-Age, Expires, Domain, Path and Secure, and sends back the cookies whose
 * host, path and scheme match, as a browser would.
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
    setCookie(name, value, { maxAgeSeconds }) {
      put({ name, value, domain: null, hostOnly: false, path: '/', secure: false, expiresAt: now() + maxAgeSeconds * 1000 });
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

function sendsTo(cookie: StoredCookie, url: URL): boolean {
  const host = url.hostname.toLowerCase();
  if (cookie.domain !== null) {
    const hostMatches = cookie.hostOnly ? host === cookie.domain : domainMatches(host, cookie.domain);
    if (!hostMatches) return false;
  }
  if (cookie.secure && url.protocol !== 'https:' && !isLoopback(host)) return false;
  return pathMatches(url.pathname || '/', cookie.path);
}

/** Browsers treat loopback as a secure context; so does the jar, for local simulators. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

function domainMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
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

/** One `Set-Cookie` line, or null when it is malformed or not for this host. */
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
      if (!domainMatches(host, domain)) return null;
      cookie.domain = domain;
      cookie.hostOnly = false;
    } else if (key === 'secure') cookie.secure = true;
  }
  // RFC 6265 §5.3: Max-Age wins over Expires; zero or less expires at once.
  if (maxAge !== undefined) cookie.expiresAt = maxAge <= 0 ? nowMs - 1 : nowMs + maxAge * 1000;
  return cookie;
}
