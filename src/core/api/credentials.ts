/**
 * Where the client's cookies live. The browser implements it over
 * `credentials: 'include'` and `document.cookie` (`kind: 'platform'`: the
 * platform attaches and stores cookies, so `cookieHeader` may return undefined
 * and `storeResponseCookies` may do nothing); the CLI and the tests use
 * `createMemoryCookieJar()` (`kind: 'jar'`).
 */
export interface CredentialSource {
  /**
   * `platform`: fetch sends and stores cookies itself (requests go out with
   * `credentials: 'include'` and redirects are followed by fetch).
   * `jar`: this source does it; the client follows redirects itself so the
   * cookies set on every hop are kept.
   */
  readonly kind: 'platform' | 'jar';
  /** The `Cookie` header for a request to `url`, if this source sends it. */
  cookieHeader(url: string): string | undefined;
  /** Keeps the `Set-Cookie` headers of an answer from `url`. */
  storeResponseCookies(url: string, headers: Headers): void;
  /** A cookie the portal reads itself (session value, token, exam date). */
  getCookie(name: string): string | undefined;
  /**
   * A cookie the portal writes itself. `url` is where it belongs: the jar
   * scopes it to that URL's host only (Path=/, Secure on https), as
   * `document.cookie` scopes a cookie to the page; the browser ignores it
   * (there the page decides).
   */
  setCookie(name: string, value: string, options: { maxAgeSeconds: number; url: string }): void;
  deleteCookie(name: string): void;
}

/**
 * Cookie names. The specs say which values live in cookies but not the names
 * (access §9 "Cookies hold the session and confirmation values, the exam date
 * and referral campaign ids"); these are our choice, see docs/decisions.md.
 */
export const cookieNames = {
  /** The session value sent as `ktpaCookie` to myaccount (access §7). */
  session: 'ktpa',
  /** The identity service's access token (access §7 login sequence). */
  token: 'identityToken',
  /** Read by the main GraphQL login (access §7). */
  barExamDate: 'barExamDate',
  /** Cleared on logout with the session (access §2 /logout). */
  confirmation: 'confirmation',
} as const;

/**
 * Every cookie the portal or its login sequence sets (the session and
 * confirmation cookies come from the REST login and the oamLogin redirect,
 * the token cookie from the identity login and the portal itself). Logout
 * clears each of them (issue #13.19): none outlives the session. The exam
 * date and the cart are the host's cookies, read only.
 */
export const sessionCookieNames = [cookieNames.session, cookieNames.confirmation, cookieNames.token] as const;

/** access §9: the token cookie lives one day. */
export const tokenCookieMaxAgeSeconds = 24 * 60 * 60;
