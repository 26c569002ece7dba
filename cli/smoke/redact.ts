/** What every secret value is replaced with, in every output of `smoke`. */
export const redacted = '[REDACTED]';

/** JSON fields and query parameters whose value is a secret (`accessToken`, `password`, `ktpaCookie`). */
const secretName = /token|password|passwd|secret|cookie|authorization|ticket|api-?key/i;
/** Reset-link token (`t`, access §2) and the oam ticket are credentials in a URL too. */
const secretQueryNames = new Set(['t', 'ticket', 'ktpacookie']);
/**
 * The password is replaced anywhere inside a value from this many characters;
 * a shorter one only where it stands alone (see `standsAlone`): replacing
 * every `x` of a message would say nothing and garble it.
 */
export const minPasswordLength = 4;
/**
 * Values learned during the run (cookie values, tokens) are replaced inside
 * free text from this many characters; shorter ones (`consent=true`) only by
 * field: in the Cookie and Set-Cookie headers, secret-named fields and queries.
 */
export const minLearnedLength = 8;
/** A value cut short (a 300-character server text) that ends with this much of a secret's start loses that tail. */
const minTailLength = 4;

/** True for a JSON field, query parameter or header name that holds a secret. */
export function isSecretName(name: string): boolean {
  return secretName.test(name) || secretQueryNames.has(name.toLowerCase());
}

/** One text to look for: a form of a secret, replaced anywhere or only where it stands alone. */
interface Needle {
  form: string;
  alone: boolean;
  /** A value ending with the first characters of this form lost its end to a length limit: redact that tail. */
  tail: boolean;
}

/**
 * The forms a secret takes in text: raw; JSON-escaped (standard, `\/`, `\uXXXX`
 * for non-ASCII and for `<>&` in either case); XML/HTML-escaped (named and
 * numeric quotes, or quotes raw as in a text node); URL-encoded
 * (encodeURIComponent, form encoding with `+`, encodeURI, lower-case hex);
 * base64 (standard, unpadded, URL-safe).
 */
export function secretForms(secret: string): string[] {
  const forms = new Set<string>([secret]);
  const json = JSON.stringify(secret).slice(1, -1);
  forms.add(json);
  forms.add(json.replaceAll('/', '\\/'));
  for (const upper of [false, true]) {
    forms.add(hexEscaped(json, /[^\u0000-\u007f]/g, upper));
    forms.add(hexEscaped(json, /[<>&]/g, upper));
    forms.add(hexEscaped(json, /[^\u0000-\u007f]|[<>&]/g, upper));
  }
  const markup = secret.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  for (const [quot, apos] of [
    ['&quot;', '&apos;'],
    ['&quot;', '&#39;'],
    ['&#34;', '&#39;'],
    ['&quot;', "'"],
    ['"', "'"],
    ['&#x22;', '&#x27;'],
  ] as const) {
    forms.add(markup.replaceAll('"', quot).replaceAll("'", apos));
  }
  for (const url of urlForms(secret)) {
    forms.add(url);
    forms.add(url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
  }
  for (const b64 of base64Forms(secret)) forms.add(b64);
  forms.delete('');
  return [...forms];
}

/** `\uXXXX` for each UTF-16 unit `which` matches (non-ASCII: Python's json; `<>&`: Go's). */
function hexEscaped(text: string, which: RegExp, upper: boolean): string {
  return text.replace(which, (c) => {
    const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
    return `\\u${upper ? hex.toUpperCase() : hex}`;
  });
}

function urlForms(secret: string): string[] {
  try {
    const component = encodeURIComponent(secret);
    return [component, component.replaceAll('%20', '+'), new URLSearchParams({ v: secret }).toString().slice(2), encodeURI(secret)];
  } catch {
    // A lone surrogate cannot be URL-encoded, so it never is.
    return [];
  }
}

function base64Forms(secret: string): string[] {
  const standard = Buffer.from(secret, 'utf8').toString('base64');
  return [standard, standard.replace(/=+$/, ''), Buffer.from(secret, 'utf8').toString('base64url')];
}

const wordCharacter = /[\p{L}\p{M}\p{N}_]/u;

/** The match [start, end) is not part of a longer word: no letter, digit or `_` touches either end. */
function standsAlone(text: string, start: number, end: number): boolean {
  const before = Array.from(text.slice(Math.max(0, start - 2), start)).pop();
  const after = Array.from(text.slice(end, end + 2))[0];
  return !(before !== undefined && wordCharacter.test(before)) && !(after !== undefined && wordCharacter.test(after));
}

/**
 * Knows the secrets of a run — the password (from the start), and every
 * cookie value, token and credential it sees on the way (`learn*`) — and
 * redacts **values** where they enter a report, before anything is
 * serialised: a URL, a header list, a request body, a message. Nothing ever
 * rewrites a finished report, so JSON keys, XML markup and shell quoting are
 * never touched.
 *
 * By field, whatever the length: Cookie and Set-Cookie values, Authorization
 * credentials (the scheme stays), secret-named headers, JSON fields and query
 * parameters (`password`, `accessToken`, `ktpaCookie`, `t`…), form fields.
 * By value (`value()`), in any other text: each secret in every form of
 * `secretForms`, anywhere when long enough, alone when shorter (the password
 * under 4 characters), never when a learned value is under 8 characters.
 */
export class Redactor {
  /** Secrets learned on the way, each with the length from which it is replaced in free text. */
  private readonly learned = new Set<string>();
  /** Secrets known from the start (the account and proxy passwords): alone when under 4 characters. */
  private readonly known = new Set<string>();
  private readonly email: string | undefined;
  private cache: Needle[] | undefined;

  constructor(account: { password?: string; email?: string } = {}) {
    this.email = account.email;
    if (account.password) this.addKnown(account.password);
  }

  /** A secret known from the start (a password): replaced anywhere from 4 characters, only where it stands alone below. */
  addKnown(value: string): void {
    if (!value || value.includes(redacted) || this.known.has(value)) return;
    this.known.add(value);
    this.learned.delete(value);
    this.cache = undefined;
  }

  /**
   * Remembers a secret seen in the run (and its URL-decoded value: cookies
   * travel encoded). Under `minimum` characters (8 unless given) it is
   * redacted by field only.
   */
  add(value: string | undefined | null, minimum: number = minLearnedLength): void {
    const v = value?.trim();
    if (!v) return;
    for (const secret of new Set([v, decode(v)])) {
      if (secret.includes(redacted) || Array.from(secret).length < minimum || this.known.has(secret) || this.learned.has(secret)) continue;
      this.learned.add(secret);
      this.cache = undefined;
    }
  }

  private needles(): Needle[] {
    if (this.cache) return this.cache;
    const needles: Needle[] = [];
    for (const password of this.known) {
      const short = Array.from(password).length < minPasswordLength;
      for (const form of secretForms(password)) needles.push({ form, alone: short, tail: !short });
      if (this.email) {
        // An Authorization Basic credential carries email:password in base64.
        for (const form of base64Forms(`${this.email}:${password}`)) needles.push({ form, alone: false, tail: true });
      }
    }
    for (const secret of this.learned) for (const form of secretForms(secret)) needles.push({ form, alone: false, tail: true });
    this.cache = needles;
    return needles;
  }

  /** One free-text value (a message, a path segment, a header value, a body string) with every secret form replaced. */
  value(text: string): string {
    if (!text) return text;
    const spans: [number, number][] = [];
    for (const { form, alone, tail } of this.needles()) {
      for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
        if (!alone || standsAlone(text, at, at + form.length)) spans.push([at, at + form.length]);
      }
      if (tail && form.length > minTailLength) {
        const head = form.slice(0, minTailLength);
        for (let at = text.indexOf(head, Math.max(0, text.length - form.length + 1)); at !== -1; at = text.indexOf(head, at + 1)) {
          if (form.startsWith(text.slice(at))) {
            spans.push([at, text.length]);
            break;
          }
        }
      }
    }
    if (spans.length === 0) return text;
    spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    let out = '';
    let position = 0;
    for (const [start, end] of spans) {
      if (start < position) {
        position = Math.max(position, end);
        continue;
      }
      out += `${text.slice(position, start)}${redacted}`;
      position = end;
    }
    return out + text.slice(position);
  }

  /** Learns the values of Cookie, Set-Cookie, Authorization and other secret headers. */
  learnHeaders(headers: Headers): void {
    for (const line of headers.getSetCookie()) this.add(cookiePairs(line.split(';')[0] ?? '')[0]?.[1]);
    for (const [name, value] of headers) {
      if (name === 'cookie') for (const [, v] of cookiePairs(value)) this.add(v);
      else if (name !== 'set-cookie' && isSecretName(name)) this.add(credentialsOf(value));
    }
  }

  /** Learns the secret-named fields of a JSON text (tokens in an answer or a request body). */
  learnJson(text: string): void {
    const visit = (value: unknown, secret: boolean): void => {
      if (Array.isArray(value)) value.forEach((v) => visit(v, secret));
      else if (isObject(value)) for (const [key, field] of Object.entries(value)) visit(field, secret || isSecretName(key));
      else if (secret && (typeof value === 'string' || typeof value === 'number')) this.add(String(value));
    };
    visit(parseJson(text), false);
  }

  /** Learns secret-named query parameter values (ktpaCookie, ticket, t). */
  learnUrl(url: URL): void {
    for (const [name, value] of url.searchParams) if (isSecretName(name)) this.add(value);
  }

  /** A path with each segment's decoded value redacted; unchanged segments keep their encoding. */
  path(pathname: string): string {
    return pathname
      .split('/')
      .map((segment) => {
        const decoded = decode(segment);
        const clean = this.value(decoded);
        return clean === decoded ? segment : encodeAround(clean, encodeURIComponent);
      })
      .join('/');
  }

  /** The URL with secret query values replaced, other query values, path and fragment redacted by value. */
  url(input: string | URL): string {
    const url = new URL(input);
    const userinfo = url.username || url.password ? `${url.username ? this.value(url.username) : ''}${url.password ? `:${redacted}` : ''}@` : '';
    const query = url.search
      .slice(1)
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const eq = pair.indexOf('=');
        const name = eq < 0 ? pair : pair.slice(0, eq);
        if (eq < 0) return pair;
        if (isSecretName(decodeForm(name))) return `${name}=${redacted}`;
        const decoded = decodeForm(pair.slice(eq + 1));
        const clean = this.value(decoded);
        return clean === decoded ? pair : `${name}=${encodeAround(clean, encodeURIComponent)}`;
      })
      .join('&');
    const fragment = url.hash ? `#${encodeAround(this.value(decode(url.hash.slice(1))), encodeURI)}` : '';
    return `${url.protocol}//${userinfo}${url.host}${this.path(url.pathname)}${query ? `?${query}` : ''}${fragment}`;
  }

  /** Header pairs: cookie values, credentials and secret headers replaced by field, the rest by value. */
  headers(headers: Headers): [string, string][] {
    const out: [string, string][] = [];
    for (const [name, value] of headers) {
      if (name === 'cookie') out.push([name, cookiePairs(value).map(([k]) => `${k}=${redacted}`).join('; ')]);
      else if (name === 'set-cookie') {
        const semicolon = value.indexOf(';');
        const pair = semicolon < 0 ? value : value.slice(0, semicolon);
        const attributes = semicolon < 0 ? '' : this.value(value.slice(semicolon));
        const eq = pair.indexOf('=');
        out.push([name, `${eq < 0 ? pair : pair.slice(0, eq)}=${redacted}${attributes}`]);
      } else if (isSecretName(name)) {
        const scheme = /^(basic|bearer|token|digest|negotiate)\s+/i.exec(value)?.[0] ?? '';
        out.push([name, `${scheme}${redacted}`]);
      } else out.push([name, this.value(value)]);
    }
    return out;
  }

  /**
   * A request or answer body: JSON with secret-named fields replaced at any
   * depth and every other string redacted by value, then serialised; a form
   * body field by field; any other text by value.
   */
  body(text: string, contentType?: string | null): string {
    if (contentType?.toLowerCase().includes('application/x-www-form-urlencoded')) return this.form(text);
    const parsed = parseJson(text);
    if (parsed === undefined) return this.value(text);
    return JSON.stringify(this.json(parsed, false));
  }

  private json(value: unknown, secret: boolean): unknown {
    if (Array.isArray(value)) return value.map((v) => this.json(v, secret));
    if (isObject(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, this.json(field, secret || isSecretName(key))]));
    }
    if (secret && value !== null) return redacted;
    return typeof value === 'string' ? this.value(value) : value;
  }

  private form(text: string): string {
    return text
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq < 0) return encodeAround(this.value(decodeForm(pair)), formEncode);
        const name = pair.slice(0, eq);
        if (isSecretName(decodeForm(name))) return `${name}=${redacted}`;
        return `${name}=${encodeAround(this.value(decodeForm(pair.slice(eq + 1))), formEncode)}`;
      })
      .join('&');
  }
}

/** The credentials of an Authorization-like value, without its scheme. */
function credentialsOf(value: string): string {
  return value.replace(/^(basic|bearer|token|digest|negotiate)\s+/i, '');
}

/** Encodes the text between markers, leaving each `[REDACTED]` readable. */
function encodeAround(text: string, encode: (s: string) => string): string {
  return text
    .split(redacted)
    .map((piece) => {
      try {
        return encode(piece);
      } catch {
        return redacted;
      }
    })
    .join(redacted);
}

const formEncode = (s: string) => new URLSearchParams({ v: s }).toString().slice(2);

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const decodeForm = (text: string) => decode(text.replaceAll('+', ' '));

function cookiePairs(header: string): [string, string][] {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('='))
    .map((part) => {
      const eq = part.indexOf('=');
      return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
