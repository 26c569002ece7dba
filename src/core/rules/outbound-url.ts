/*
 * The one rule for every URL the portal opens, navigates to or posts to
 * outside its own routes (#13.20, #29.8): live streams, resource and partner
 * launches, book downloads and the digital-book form post, knowledge
 * articles, tracking pages, links in an agreement. Those hosts are partners'
 * as often as the brand's, so the rule is about the URL's form, not its host:
 * https on the default port (never a downgrade to http, never a port the
 * brand does not publish), a plain ASCII authority without credentials
 * (`https://brand.test@evil.test` shows the brand and opens evil.test), no
 * backslash (`https:\\evil.test\` is read as `https://evil.test/`) and no
 * invisible character (browsers drop some of them silently).
 */

/** Controls, format characters (zero-width, bidi), separators and every other whitespace. */
export const invisibleCharacter = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

/** `text` as a URL the portal may open outside itself, or null (see the rule above). */
export function outboundUrl(text: string): URL | null {
  if (!/^https:\/\//i.test(text) || text.includes('\\') || invisibleCharacter.test(text)) return null;
  const authority = text.slice('https://'.length).split(/[/?#]/, 1)[0] ?? '';
  if (!/^[\x21-\x7e]+$/.test(authority) || authority.includes('@') || /%40/i.test(authority)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  // URL drops a written-out default port (`:443`), so any port left is another one.
  const plain = url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '';
  return plain && url.hostname !== '' ? url : null;
}

/** An upstream value (trimmed) as the normalised href of an outbound URL, or null. */
export function outboundHref(raw: string | null | undefined): string | null {
  const url = outboundUrl(raw?.trim() ?? '');
  return url ? url.href : null;
}
