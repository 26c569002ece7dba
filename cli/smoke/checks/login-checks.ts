import { cookieNames, tokenCookieMaxAgeSeconds } from '../../../src/core/api/credentials';
import { followOamRedirect, graphqlLogin, identityLogin, oamLogin, restLogin } from '../../../src/core/api/session';
import { CheckFailure, type Check, type SharedResults, expectThat } from './types';

/*
 * The login sequence of access §7, one check per step, in the order and with
 * the side effects of src/core/api/login-sequence.ts, on the run's client so
 * the session they open is the one every later check uses.
 */

// The identity token travels from step 1 to step 2 here, keyed by the run's
// shared results, so it never sits in SharedResults (which reporters may print).
const identityTokens = new WeakMap<SharedResults, string>();

/** identity → token cookie → main GraphQL login → oamLogin and its redirect → REST login. */
export const loginChecks: readonly Check[] = [
  {
    id: 'login.identity',
    title: 'Identity service login mutation answers an access token (access §7 step 1)',
    writes: false,
    async run(ctx) {
      const { email, password } = ctx.credentials;
      const result = await identityLogin(ctx.client, { email, password, tenant: ctx.brand.tenant });
      expectThat(result.accessToken.trim() !== '', 'the identity login answered an empty accessToken', 'data.login.accessToken');
      identityTokens.set(ctx.shared, result.accessToken);
    },
  },
  {
    id: 'login.token-cookie',
    title: "The identity token is stored as the one-day token cookie of the identity service's host (access §9)",
    writes: false,
    needs: ['login.identity'],
    async run(ctx) {
      const token = identityTokens.get(ctx.shared);
      if (token === undefined) throw new CheckFailure('missing identity token: the check login.identity did not leave one');
      const identity = ctx.client.bases.identity.replace(/\/+$/, '');
      // As src/core/api/login-sequence.ts: the token belongs to the host it came from (issue #14.3).
      ctx.client.credentials.setCookie(cookieNames.token, token, { maxAgeSeconds: tokenCookieMaxAgeSeconds, url: identity });
      const stored = ctx.jar.list().filter((c) => c.name === cookieNames.token);
      // A cookie of the same name the identity service set must not shadow the portal's.
      expectThat(stored.every((c) => c.value === token), `another ${cookieNames.token} cookie holds a different token`);
      // The jar's clock may not be ctx.now(): check it persists, not its exact expiry.
      const host = new URL(identity).hostname.toLowerCase();
      const own = stored.find((c) => c.domain === host && c.hostOnly);
      expectThat(own !== undefined && own.expiresAt !== null, `the ${cookieNames.token} cookie was not stored for ${host} with a lifetime`);
      const header = ctx.client.credentials.cookieHeader(`${identity}/`) ?? '';
      expectThat(header.split('; ').includes(`${cookieNames.token}=${token}`), `the ${cookieNames.token} cookie is not sent back to the identity service`);
    },
  },
  {
    id: 'login.graphql',
    title: 'Main GraphQL login answers an access token and expTime (access §7 step 2)',
    writes: false,
    needs: ['login.token-cookie'],
    async run(ctx) {
      const { email, password } = ctx.credentials;
      const barExamDate = ctx.client.credentials.getCookie(cookieNames.barExamDate);
      const result = await graphqlLogin(ctx.client, { email, password, barExamDate });
      expectThat(result.accessToken.trim() !== '', 'the GraphQL login answered an empty accessToken', 'data.login.accessToken');
      expectThat(result.expTime !== undefined && result.expTime !== null, 'the GraphQL login answered no expTime', 'data.login.expTime');
    },
  },
  {
    id: 'login.oam',
    title: 'oamLogin answers a redirectUrl whose GET succeeds (access §7 step 3)',
    writes: false,
    needs: ['login.graphql'],
    async run(ctx) {
      const redirectUrl = await oamLogin(ctx.client, ctx.credentials.email);
      expectThat(redirectUrl.trim() !== '', 'oamLogin answered an empty redirectUrl', 'redirectUrl');
      await followOamRedirect(ctx.client, redirectUrl);
    },
  },
  {
    id: 'login.rest',
    title: 'REST login opens the session; its cookie is readable for myaccount (access §7)',
    writes: false,
    needs: ['login.oam'],
    async run(ctx) {
      const { email, password } = ctx.credentials;
      await restLogin(ctx.client, { email, password });
      // access §7: the session value is sent as ktpaCookie, so the portal must be able to read it.
      const session = ctx.jar.getCookie(cookieNames.session);
      expectThat(session !== undefined && session !== '', `the REST login left no ${cookieNames.session} session cookie`);
    },
  },
];
