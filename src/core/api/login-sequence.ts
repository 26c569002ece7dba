import { PortalError, isPortalError } from '../errors';
import { cookieNames, tokenCookieMaxAgeSeconds } from './credentials';
import {
  type LoginCredentials,
  followOamRedirect,
  graphqlLogin,
  identityLogin,
  oamLogin,
  restLogin,
} from './session';
import type { LoginResult } from './structs/session';
import type { ApiClient } from './transport';

/** The login form's values and the brand's identity tenant. */
export interface LoginSequenceInput extends LoginCredentials {
  /** The brand's identity tenant (brands.ts `tenant`). */
  tenant: string;
}

/** What each step answered, for callers that need the tokens or expTime. */
export interface LoginSequenceResult {
  identity: LoginResult & { accessToken: string };
  graphql: LoginResult & { accessToken: string };
  rest: LoginResult;
}

/**
 * The full login of access §7, in order: identity mutation → token cookie for
 * one day (access §9) → main GraphQL login → oamLogin POST and a GET of its
 * redirectUrl → REST login. The first failing step rejects with a PortalError
 * whose `call` names it (`login.identity`, `login.graphql`, `login.oam`,
 * `login.oamRedirect`, `login.rest`); HTTP failures of every step are coded by
 * the login rule, so 403 is `auth.locked` wherever it comes from. access §8:
 * "401 or any other failure" — a timeout, a dropped connection, an answer that
 * cannot be read — is `auth.failed` (issue #13.4); the original error is its cause.
 */
export async function loginSequence(client: ApiClient, input: LoginSequenceInput): Promise<LoginSequenceResult> {
  try {
    return await runLoginSequence(client, input);
  } catch (error) {
    throw asLoginFailure(error);
  }
}

/** access §8: the lockout keeps its text; every other failure of the login is the password text. */
function asLoginFailure(error: unknown): unknown {
  if (!isPortalError(error) || error.code === 'auth.locked' || error.code === 'auth.failed') return error;
  return new PortalError('auth.failed', { status: error.status, path: error.path, call: error.call, cause: error });
}

async function runLoginSequence(client: ApiClient, input: LoginSequenceInput): Promise<LoginSequenceResult> {
  const { email, password, tenant } = input;
  const identity = await identityLogin(client, { email, password, tenant });
  // The token belongs to the identity service's host: a redirect elsewhere never carries it (issue #14.3).
  client.credentials.setCookie(cookieNames.token, identity.accessToken, { maxAgeSeconds: tokenCookieMaxAgeSeconds, url: client.bases.identity });

  const barExamDate = client.credentials.getCookie(cookieNames.barExamDate);
  const graphql = await graphqlLogin(client, { email, password, barExamDate });

  const redirectUrl = await oamLogin(client, email);
  await followOamRedirect(client, redirectUrl);

  const rest = await restLogin(client, { email, password });
  return { identity, graphql, rest };
}
