/** The Cookie header as a name → value map (first value wins). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export interface SetCookie {
  name: string;
  value: string;
  /** Seconds; 0 deletes the cookie. Omitted: a session cookie. */
  maxAgeSeconds?: number;
  httpOnly?: boolean;
}

/**
 * A Set-Cookie header value. Path=/ and SameSite=Lax always. The session
 * cookie is not HttpOnly: the portal sends its value as `ktpaCookie` (access §7).
 */
export function serializeCookie(cookie: SetCookie): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`, 'Path=/', 'SameSite=Lax'];
  if (cookie.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(cookie.maxAgeSeconds))}`);
  if (cookie.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
