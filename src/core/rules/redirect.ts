import { type Brand, hostWithinDomain, normalizeHost } from '../config/brands';
import { invisibleCharacter } from './outbound-url';

/** Access §2: where an unsafe or missing redirect target sends the user. */
export const loginRoute = '/login';

/** Access §2: where a login without redirectUrl lands. */
export const defaultAfterLoginRoute = '/myaccount/resources?pivot=true';

export interface RedirectContext {
  brand: Brand;
  /** The host serving the portal right now (`location.host`), port included when not default. */
  currentHost?: string;
}

export interface RedirectDecision {
  safe: boolean;
  target: string;
}

const refused: RedirectDecision = { safe: false, target: loginRoute };

/** More encoding layers than this is an attack, not a link. */
const maxDecodeLayers = 4;

/** Placeholder origin: a relative target must resolve to it unchanged. */
const placeholderOrigin = 'https://placeholder.invalid';

// Browsers strip some invisible characters silently, which turns `/\t/x` into `//x`.
const invisible = invisibleCharacter;
const invisibleAll = new RegExp(invisibleCharacter.source, 'gu');
const absolutePrefix = /^https?:\/\//i;

/**
 * Access §2: a redirect target must be a relative path or a URL on the
 * brand's own domains (or the current host); anything else goes to /login.
 *
 * Every form of the target is checked: as given, after each round of
 * percent-decoding, NFKC-folded (full-width `／` becomes `/`) and with
 * invisible characters removed. A relative path is returned as given, an
 * absolute URL as its normalised href.
 */
export function resolveRedirect(target: string | null | undefined, context: RedirectContext): RedirectDecision {
  if (!target || invisible.test(target)) return refused;
  const variants = formsOf(target);
  if (!variants) return refused;
  if (target.startsWith('/')) {
    return variants.every(isSameOriginPath) ? { safe: true, target } : refused;
  }
  if (!absolutePrefix.test(target)) return refused;
  let href: string | null = null;
  for (const form of variants) {
    const checked = allowedAbsolute(form, context);
    if (checked === null) return refused;
    href ??= checked;
  }
  return href === null ? refused : { safe: true, target: href };
}

/** Access §2 login success: the safe redirectUrl, else the default landing page. */
export function afterLoginTarget(redirectUrl: string | null | undefined, context: RedirectContext): string {
  if (!redirectUrl) return defaultAfterLoginRoute;
  return resolveRedirect(redirectUrl, context).target;
}

/** Every form the target can take on its way to a browser; null when decoding fails. */
function formsOf(target: string): string[] | null {
  const layers = [target];
  let current = target;
  for (let round = 0; round <= maxDecodeLayers; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) {
      return layers.flatMap((layer) => [layer, layer.normalize('NFKC'), layer.replace(invisibleAll, '')]);
    }
    layers.push(decoded);
    current = decoded;
  }
  return null;
}

function isSameOriginPath(form: string): boolean {
  // A second `/` or `\` makes a protocol-relative URL; a backslash anywhere is
  // read as `/` by browsers, so none is allowed.
  if (!form.startsWith('/') || form[1] === '/' || form.includes('\\')) return false;
  try {
    // `/a/..//evil.test` stays on our origin but normalises to the path
    // `//evil.test`, which any later re-emission would turn into a foreign host.
    const url = new URL(form, placeholderOrigin);
    return url.origin === placeholderOrigin && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** The normalised href when `form` is an allowed absolute URL, else null. */
function allowedAbsolute(form: string, context: RedirectContext): string | null {
  if (!absolutePrefix.test(form) || form.includes('\\')) return null;
  // The authority as typed must be plain ASCII: no IDN look-alikes.
  const authority = form.replace(absolutePrefix, '').split(/[/?#]/, 1)[0] ?? '';
  if (!/^[\x21-\x7e]*$/.test(authority) || authority.includes('@')) return null;
  let url: URL;
  try {
    url = new URL(form);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = normalizeHost(url.hostname);
  // On the brand's domains only https on its default port: an http target or
  // another port is a downgrade or a service the portal does not know (#13.20).
  // This holds when the brand's host serves the page too.
  if (context.brand.domains.some((domain) => hostWithinDomain(host, domain))) {
    return url.protocol === 'https:' && url.port === '' ? url.href : null;
  }
  return isCurrentHost(url, context.currentHost) ? url.href : null;
}

/** Exactly the current host: same host name and same explicit port (none when it has none). */
function isCurrentHost(url: URL, currentHost: string | undefined): boolean {
  if (!currentHost) return false;
  let current: URL;
  try {
    current = new URL(`http://${currentHost.trim()}`);
  } catch {
    return false;
  }
  if (current.username !== '' || current.password !== '' || current.pathname !== '/') return false;
  const explicitPort = /:(\d+)$/.exec(currentHost.trim())?.[1] ?? '';
  const targetPort = url.port || (url.protocol === 'https:' ? '443' : '80');
  const portMatches = explicitPort === '' ? url.port === '' : targetPort === explicitPort;
  return normalizeHost(current.hostname) === normalizeHost(url.hostname) && portMatches;
}

/** The configured page as a URL when it is https on the brand's domains (no query or fragment kept), else null. */
export function brandPage(page: string, brand: Brand): URL | null {
  const decision = resolveRedirect(page, { brand });
  if (!decision.safe || !decision.target.startsWith('https://')) return null;
  const url = new URL(decision.target);
  url.search = '';
  url.hash = '';
  return url;
}
