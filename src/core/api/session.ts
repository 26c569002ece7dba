import { PortalError, codeForStatus } from '../errors';
import { sessionCookieNames } from './credentials';
import { GraphqlEnvelope, graphqlData, graphqlQuery } from './graphql';
import {
  GraphqlLoginData,
  IdentityLoginData,
  IsLoggedInAnswer,
  type LoginResult,
  OamLoginAnswer,
  RestLoginAnswer,
} from './structs/session';
import { type ApiClient, request, send } from './transport';

/*
 * Chosen where access §7 does not show the detail (docs/decisions.md):
 *  - identity login: POST {identity}/graphql, mutation field `login(email, password, tenant)`
 *  - main GraphQL login: POST {api}/graphql, mutation field `login(email, password, barExamDate)`
 *  - oamLogin: POST /rest-services/userLogin/oamLogin { email } → { redirectUrl }
 *  - logout: GET /rest-services/userLogin/logout; every cookie of the login is cleared (access §2 /logout)
 */

const identityLoginDocument = `mutation IdentityLogin($email: String!, $password: String!, $tenant: String!) {
  login(email: $email, password: $password, tenant: $tenant) { status message accessToken }
}`;

const graphqlLoginDocument = `mutation Login($email: String!, $password: String!, $barExamDate: String) {
  login(email: $email, password: $password, barExamDate: $barExamDate) { status message accessToken expTime }
}`;

/** What a student types on the login screen (access §2). */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** access §4 session check. A 401 answer means "not logged in", not a failure. */
export async function isLoggedIn(client: ApiClient): Promise<boolean> {
  try {
    const answer = await request(client, {
      call: 'isLoggedIn',
      base: 'rest',
      path: '/rest-services/userLogin/isLoggedIn',
      answer: IsLoggedInAnswer,
    });
    return answer.isLoggedIn;
  } catch (error) {
    if (error instanceof PortalError && error.code === 'auth.not-logged-in') return false;
    throw error;
  }
}

/**
 * A login result that came back 2xx can still be a refusal: an HTTP-like
 * `status` of 400 or more is coded by the login rule (403 → locked), and a
 * result without a token is a failed login (access §8 "any other failure").
 */
function rejectRefusal(result: LoginResult, call: string): void {
  const status = Number(result.status);
  if (Number.isInteger(status) && status >= 400) {
    throw new PortalError(codeForStatus('login', status), { status, serverText: result.message ?? undefined, call });
  }
}

function acceptLogin(result: LoginResult, call: string): LoginResult & { accessToken: string } {
  rejectRefusal(result, call);
  if (!result.accessToken) throw new PortalError('auth.failed', { serverText: result.message ?? undefined, call });
  return { ...result, accessToken: result.accessToken };
}

/** Identity service login mutation (access §7 login sequence, step 1). */
export async function identityLogin(
  client: ApiClient,
  input: LoginCredentials & { tenant: string },
): Promise<LoginResult & { accessToken: string }> {
  const call = 'login.identity';
  const envelope = await request(client, {
    call,
    method: 'POST',
    base: 'identity',
    path: '/graphql',
    json: { operationName: 'IdentityLogin', query: identityLoginDocument, variables: input },
    answer: GraphqlEnvelope,
    rule: 'login',
    secret: true,
  });
  const data = graphqlData(envelope, IdentityLoginData, { call, rejectedCode: 'auth.failed', secret: true });
  return acceptLogin(data.login, call);
}

/** Main GraphQL login (access §7 login sequence, step 2). */
export async function graphqlLogin(
  client: ApiClient,
  input: LoginCredentials & { barExamDate?: string | undefined },
): Promise<LoginResult & { accessToken: string }> {
  const call = 'login.graphql';
  const variables = { email: input.email, password: input.password, barExamDate: input.barExamDate ?? null };
  const data = await graphqlQuery(
    client,
    'api',
    { name: 'Login', document: graphqlLoginDocument },
    variables,
    GraphqlLoginData,
    { call, rule: 'login', rejectedCode: 'auth.failed', secret: true },
  );
  return acceptLogin(data.login, call);
}

/** POST to oamLogin with the email; answers where to go next (access §7 step 3). */
export async function oamLogin(client: ApiClient, email: string): Promise<string> {
  const answer = await request(client, {
    call: 'login.oam',
    method: 'POST',
    base: 'rest',
    path: '/rest-services/userLogin/oamLogin',
    json: { email },
    answer: OamLoginAnswer,
    rule: 'login',
  });
  return answer.redirectUrl;
}

/** GET of the URL oamLogin returned (access §7 step 3); only its cookies matter. */
export async function followOamRedirect(client: ApiClient, redirectUrl: string): Promise<void> {
  const call = 'login.oamRedirect';
  const target = URL.canParse(redirectUrl, client.bases.rest) ? new URL(redirectUrl, client.bases.rest) : undefined;
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:')) {
    throw new PortalError('upstream.shape', { path: 'redirectUrl', call });
  }
  await send(client, { call, base: 'absolute', path: target.href, rule: 'login' });
}

/** REST login (access §7, the last step of the sequence). */
export async function restLogin(client: ApiClient, input: LoginCredentials): Promise<LoginResult> {
  const call = 'login.rest';
  const answer = await request(client, {
    call,
    method: 'POST',
    base: 'rest',
    path: '/rest-services/userLogin/login',
    json: { email: input.email, password: input.password },
    answer: RestLoginAnswer,
    rule: 'login',
    secret: true,
  });
  rejectRefusal(answer, call);
  // issue #13.10: only a status that says so confirms the login; a 2xx alone does not.
  if (!confirmsLogin(answer.status)) {
    throw new PortalError('upstream.shape', { path: 'status', call });
  }
  return answer;
}

/** A REST login status that confirms the login: the word success, or an HTTP-like 2xx. */
function confirmsLogin(status: LoginResult['status']): boolean {
  const text = String(status ?? '').trim().toLowerCase();
  if (text === 'success') return true;
  const code = Number(text);
  return text !== '' && Number.isInteger(code) && code >= 200 && code <= 299;
}

/**
 * access §2 /logout: clears the session and confirmation cookies, and every
 * other cookie the login set (the routing token, issue #13.19). The spec
 * names no request; we also tell the server (GET /rest-services/userLogin/logout,
 * docs/decisions.md) so the session and the token die there too. A failure of
 * that call is ignored: the cookies are cleared either way.
 */
export async function logout(client: ApiClient): Promise<void> {
  try {
    await send(client, { call: 'logout', base: 'rest', path: '/rest-services/userLogin/logout' });
  } catch (error) {
    if (!(error instanceof PortalError)) throw error;
  } finally {
    for (const name of sessionCookieNames) client.credentials.deleteCookie(name);
  }
}
