import { enums, nullable, object, optional, string } from 'superstruct';
import { cookieNames, sessionCookieNames, tokenCookieMaxAgeSeconds } from '../../../src/core/api/credentials';
import { brands } from '../../../src/core/config/brands';
import { check } from '../http/body';
import type { SetCookie } from '../http/cookies';
import { HttpError } from '../http/errors';
import { requireQuery } from '../http/query';
import { type GraphqlOperation, GraphqlReply, type Route } from '../http/route';
import { setBounded } from '../fixture/bounded';
import { addSession } from '../fixture/state';
import { mintAccessToken, randomToken } from './access-tokens';
import { type CredentialCheck, checkAccount, checkCredentials, refusal } from './check-credentials';

/*
 * access §7 session and login sequence: isLoggedIn, the identity mutation
 * (token cookie, one day), the main GraphQL login, oamLogin + its redirect,
 * the REST login, and logout. Paths and shapes the spec does not show follow
 * the client (src/core/api/session.ts) and docs/fixtures.md.
 */

const oamTicketLifetimeMs = 5 * 60 * 1000;
const oamRedirectPath = '/rest-services/userLogin/oamRedirect';
export const loginSucceeded = 'Login successful';

const tenants = Object.values(brands).map((brand) => brand.tenant);
const IdentityLoginVariables = object({ email: string(), password: string(), tenant: enums(tenants) });
const GraphqlLoginVariables = object({ email: string(), password: string(), barExamDate: optional(nullable(string())) });
const Credentials = object({ email: string(), password: string() });

const clearCookie = (name: string): SetCookie => ({ name, value: '', maxAgeSeconds: 0 });

/**
 * A refusal inside a 200 GraphQL login result: `status` is the HTTP-like code
 * the client's login rule reads (401 → auth.failed, 403 → auth.locked).
 */
function refusedLogin(result: Extract<CredentialCheck, { ok: false }>) {
  return { login: { status: result.status, message: result.message, accessToken: null, expTime: null } };
}

/** GraphQL operations of the login sequence (access §7 steps 1 and 2). */
export const operations: GraphqlOperation[] = [
  {
    name: 'IdentityLogin',
    handler: (ctx, variables) => {
      const input = check(variables, IdentityLoginVariables);
      const result = checkCredentials(ctx.state, input.email, input.password);
      if (!result.ok) return refusedLogin(result);
      const { accessToken } = mintAccessToken(ctx.state, result.student.studentId);
      // access §9: the token cookie lives one day.
      const cookie: SetCookie = { name: cookieNames.token, value: accessToken, maxAgeSeconds: tokenCookieMaxAgeSeconds };
      return new GraphqlReply({ login: { status: 'success', message: loginSucceeded, accessToken } }, [cookie]);
    },
  },
  {
    name: 'Login',
    handler: (ctx, variables) => {
      const input = check(variables, GraphqlLoginVariables);
      const result = checkCredentials(ctx.state, input.email, input.password);
      if (!result.ok) return refusedLogin(result);
      const { accessToken, expTime } = mintAccessToken(ctx.state, result.student.studentId);
      return { login: { status: 'success', message: loginSucceeded, accessToken, expTime } };
    },
  },
];

/** REST routes of the session (access §7). */
export const routes: Route[] = [
  {
    method: 'GET',
    path: '/rest-services/userLogin/isLoggedIn',
    handler: (ctx) => ({ json: { isLoggedIn: ctx.student() !== null } }),
  },
  {
    method: 'POST',
    path: '/rest-services/userLogin/oamLogin',
    handler: async (ctx) => {
      const { email } = await ctx.json(object({ email: string() }));
      const account = checkAccount(ctx.state, email);
      if (!account.ok) throw refusal(account);
      const ticket = randomToken();
      const expiresAt = ctx.state.now().getTime() + oamTicketLifetimeMs;
      const now = ctx.state.now().getTime();
      setBounded(ctx.state.oamTickets, ticket, { studentId: account.student.studentId, expiresAt }, {
        max: ctx.state.limits.maxTokens,
        expired: (held) => held.expiresAt < now,
      });
      return { json: { redirectUrl: `${oamRedirectPath}?ticket=${encodeURIComponent(ticket)}` } };
    },
  },
  {
    method: 'GET',
    path: oamRedirectPath,
    handler: (ctx) => {
      const ticket = requireQuery(ctx.query, 'ticket');
      const held = ctx.state.oamTickets.get(ticket);
      ctx.state.oamTickets.delete(ticket);
      if (!held || held.expiresAt < ctx.state.now().getTime()) {
        throw new HttpError(401, 'The sign-in ticket is unknown, used or expired', { status: 401, field: 'ticket' });
      }
      return { json: { status: 'success' }, cookies: [{ name: cookieNames.confirmation, value: randomToken() }] };
    },
  },
  {
    method: 'POST',
    path: '/rest-services/userLogin/login',
    handler: async (ctx) => {
      const input = await ctx.json(Credentials);
      const result = checkCredentials(ctx.state, input.email, input.password);
      if (!result.ok) throw refusal(result);
      const sessionId = randomToken();
      addSession(ctx.state, sessionId, result.student.studentId);
      const { accessToken, expTime } = mintAccessToken(ctx.state, result.student.studentId);
      return {
        json: { status: 'success', message: loginSucceeded, accessToken, expTime },
        cookies: [
          { name: cookieNames.session, value: sessionId },
          { name: cookieNames.confirmation, value: randomToken() },
        ],
      };
    },
  },
  {
    // access §2 /logout clears the session and confirmation cookies. The client's
    // logout() calls this route and clears the cookies locally too. The session
    // dies here, and so does the routing bearer token of the token cookie
    // (issue #13.19): my-resource answers 401 for it from now on.
    method: 'GET',
    path: '/rest-services/userLogin/logout',
    // A GET with an effect: another page's <img> or link must not log the student out (#29.16).
    changesState: true,
    handler: (ctx) => {
      const sessionId = ctx.cookies[cookieNames.session];
      if (sessionId) ctx.state.sessions.delete(sessionId);
      const token = ctx.cookies[cookieNames.token];
      if (token) ctx.state.tokens.delete(token);
      return {
        json: { status: 'success' },
        cookies: sessionCookieNames.map(clearCookie),
      };
    },
  },
];
