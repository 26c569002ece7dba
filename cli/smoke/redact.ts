/** What every secret value is replaced with, in every output of `smoke`. */
export const redacted = '[REDACTED]';

/** JSON fields and query parameters whose value is a secret (`accessToken`, `password`, `ktpaCookie`). */
const secretName = /token|password|passwd|secret|cookie|authorization|ticket/i;
/** Headers whose whole value is a secret; `cookie` / `set-cookie` keep their cookie names. */
const secretHeader = /^(authorization|proxy-authorization|x-api-key)$|token|secret/i;
/** Reset-link token (`t`, access §2) and the oam ticket are credentials in a URL too. */
const secretQueryNames = new Set(['t', 'ticket', 'ktpacookie']);
/** Shorter values are too likely to be ordinary text to replace everywhere (the password always is). */
const minLearnedLength = 4;

/** True for a JSON field or query parameter name that holds a secret. */
export function isSecretName(name: string): boolean {
  return secretName.test(name) || secretQueryNames.has(name.toLowerCase());
}

/**
 * Remembers the secrets a run sees (the password, cookie values, tokens) and
 * removes them from text. Structural helpers redact by name first (headers,
 * query parameters, JSON fields); `text()` is the last pass every output goes
 * through, so a value seen once is never printed anywhere.
 */
export class Redactor {
  private readonly secrets = new Set<string>();

  constructor(initial: readonly string[] = []) {
    for (const value of initial) this.add(value, { force: true });
  }

  /** Remembers a secret value. Values under 4 characters are ignored unless `force`d (the password). */
  add(value: string | undefined | null, options: { force?: boolean } = {}): void {
    const v = value?.trim();
    if (!v || v === redacted) return;
    if (v.length < minLearnedLength && !options.force) return;
    this.secrets.add(v);
  }

  /** Every remembered secret (and its URL- and JSON-escaped forms) replaced, longest first. */
  text(input: string): string {
    let out = input;
    const forms = new Set<string>();
    for (const secret of this.secrets) {
      forms.add(secret);
      forms.add(encodeURIComponent(secret));
      forms.add(JSON.stringify(secret).slice(1, -1));
    }
    for (const form of [...forms].sort((a, b) => b.length - a.length)) out = out.split(form).join(redacted);
    return out;
  }

  /** Learns the values of Cookie, Set-Cookie, Authorization and token headers. */
  learnHeaders(headers: Headers): void {
    for (const line of headers.getSetCookie()) this.add(cookiePairs(line.split(';')[0] ?? '')[0]?.[1]);
    for (const [name, value] of headers) {
      if (name === 'cookie') for (const [, v] of cookiePairs(value)) this.add(v);
      else if (secretHeader.test(name)) this.add(value.replace(/^(bearer|basic|token)\s+/i, ''));
    }
  }

  /** Learns the secret-named string fields of a JSON text (tokens in an answer or a request body). */
  learnJson(text: string): void {
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (isObject(value)) {
        for (const [key, field] of Object.entries(value)) {
          if (isSecretName(key) && (typeof field === 'string' || typeof field === 'number')) this.add(String(field));
          else visit(field);
        }
      }
    };
    visit(parseJson(text));
  }

  /** Learns secret-named query parameter values (ktpaCookie, ticket, t). */
  learnUrl(url: URL): void {
    for (const [name, value] of url.searchParams) if (isSecretName(name)) this.add(value);
  }

  /** The URL with secret query values replaced (then the text pass). */
  url(input: string | URL): string {
    const url = new URL(input);
    for (const name of [...new Set(url.searchParams.keys())]) {
      if (isSecretName(name)) url.searchParams.set(name, redacted);
    }
    return this.text(url.href.replaceAll(encodeURIComponent(redacted), redacted));
  }

  /** Header pairs with cookie values, credentials and tokens replaced. */
  headers(headers: Headers): [string, string][] {
    const out: [string, string][] = [];
    for (const [name, value] of headers) {
      if (name === 'cookie') out.push([name, cookiePairs(value).map(([k]) => `${k}=${redacted}`).join('; ')]);
      else if (name === 'set-cookie') out.push([name, value.replace(/^([^=;]+)=[^;]*/, `$1=${redacted}`)]);
      else if (secretHeader.test(name)) out.push([name, value.replace(/^((?:bearer|basic|token)\s+)?.*$/i, `$1${redacted}`)]);
      else out.push([name, this.text(value)]);
    }
    return out;
  }

  /** A request or answer body: secret-named JSON fields replaced, then the text pass. */
  body(text: string): string {
    const parsed = parseJson(text);
    if (parsed === undefined) return this.text(text);
    return this.text(JSON.stringify(redactFields(parsed)));
  }
}

function redactFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactFields);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      isSecretName(key) && field !== null && typeof field !== 'object' ? redacted : redactFields(field),
    ]),
  );
}

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
