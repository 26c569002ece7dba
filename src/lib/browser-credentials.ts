import type { CredentialSource } from '../core/api/credentials';

/**
 * The browser's credential source (`kind: 'platform'`): the browser attaches
 * and stores cookies itself (`credentials: 'include'`); the portal reads and
 * writes only the cookies it owns (session value for myaccount, token, exam
 * date) through `document.cookie`.
 */
export function createBrowserCredentials(doc: Document): CredentialSource {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const read = (name: string): string | undefined => {
    for (const part of doc.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq).trim() === name) {
        const value = part.slice(eq + 1).trim();
        try {
          return decodeURIComponent(value);
        } catch {
          return value;
        }
      }
    }
    return undefined;
  };
  return {
    kind: 'platform',
    cookieHeader: () => undefined,
    storeResponseCookies: () => {},
    getCookie: read,
    setCookie(name, value, { maxAgeSeconds }) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.floor(maxAgeSeconds)}; SameSite=Lax${secure}`;
    },
    deleteCookie(name) {
      doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    },
  };
}
