/*
 * Issue #33: "no password, token or cookie is ever written". Fields named
 * like one are blanked by name (personal-fields.ts secretKey); these are the
 * ones inside a string: a URL parameter named like one, an Authorization
 * value, a JWT.
 */

// Parameter names that carry a credential; `session` alone too (a partner launch's `session=`), not `sessionId`.
const secretParameter = /token|passw|pwd|secret|cookie|credential|api[-_]?key|ticket|signature|^sig$|^auth$|^session$|^sid$|jsessionid/i;
const parameter = /([?&;#])([^=&#;\s"'<>]+)=([^&#;\s"'<>]*)/g;
const authorization = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/g;
const jwt = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;

/** `text` with credentials inside it replaced by `redacted`, and how many there were. */
export function redactSecretsInText(text: string): { text: string; count: number } {
  let count = 0;
  const redacted = text
    .replace(parameter, (match, separator: string, name: string, value: string) => {
      if (!secretParameter.test(name) || value === '' || value === 'redacted') return match;
      count += 1;
      return `${separator}${name}=redacted`;
    })
    .replace(authorization, (_match, scheme: string) => {
      count += 1;
      return `${scheme} redacted`;
    })
    .replace(jwt, () => {
      count += 1;
      return 'redacted';
    });
  return { text: redacted, count };
}
