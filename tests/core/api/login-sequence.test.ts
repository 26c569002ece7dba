import { describe, expect, it } from 'vitest';
import { cookieNames } from '../../../src/core/api/credentials';
import { loginSequence } from '../../../src/core/api/login-sequence';
import { createMemoryCookieJar } from '../../../src/core/api/memory-cookie-jar';
import { accessErrors } from '../../../src/core/messages/errors';
import { type Answer, type RecordedRequest, type TestServer, closedPortOrigin, startTestServer, testClient } from './test-server';

type Step = 'identity' | 'graphql' | 'oam' | 'oamRedirect' | 'rest';

const input = { email: 'ada@example.test', password: 'Secret#1', tenant: 'summit' };

function operationOf(request: RecordedRequest): string {
  const body = request.json();
  return typeof body === 'object' && body !== null && 'operationName' in body ? String(body.operationName) : '';
}

/** Every step answers well, except the ones given in `overrides`. */
function upstream(server: TestServer, overrides: Partial<Record<Step, Answer>> = {}): void {
  server.on('POST', '/graphql', (request) =>
    operationOf(request) === 'IdentityLogin'
      ? (overrides.identity ?? { json: { data: { login: { status: 'success', message: 'ok', accessToken: 'id-token' } } } })
      : (overrides.graphql ?? {
          json: { data: { login: { status: 'success', message: 'ok', accessToken: 'main-token', expTime: 3600 } } },
        }),
  );
  server.on('POST', '/rest-services/userLogin/oamLogin', overrides.oam ?? { json: { redirectUrl: `${server.origin}/oam/landing` } });
  server.on('GET', '/oam/landing', overrides.oamRedirect ?? { text: 'signed in' });
  server.on(
    'POST',
    '/rest-services/userLogin/login',
    overrides.rest ?? { json: { status: 'success' }, headers: { 'set-cookie': 'ktpa=session-1; Path=/' } },
  );
}

function describeRequest(request: RecordedRequest): string {
  const op = request.path === '/graphql' ? ` ${operationOf(request)}` : '';
  return `${request.method} ${request.path}${op}`;
}

describe('loginSequence', () => {
  it('runs the five steps of access §7 in order', async () => {
    const server = await startTestServer();
    upstream(server);
    const { client, jar } = testClient(server.bases);

    const result = await loginSequence(client, input);

    expect(server.requests.map(describeRequest)).toEqual([
      'POST /graphql IdentityLogin',
      'POST /graphql Login',
      'POST /rest-services/userLogin/oamLogin',
      'GET /oam/landing',
      'POST /rest-services/userLogin/login',
    ]);
    expect(server.requests[0]?.json()).toMatchObject({ variables: input });
    expect(server.requests[2]?.json()).toEqual({ email: input.email });
    expect(result.identity.accessToken).toBe('id-token');
    expect(result.graphql).toMatchObject({ accessToken: 'main-token', expTime: 3600 });
    expect(jar.getCookie(cookieNames.session)).toBe('session-1');
  });

  it('stores the identity token for one day and sends it on every later call', async () => {
    let now = Date.UTC(2025, 0, 15, 12);
    const jar = createMemoryCookieJar({ now: () => now });
    const server = await startTestServer();
    upstream(server);
    const { client } = testClient(server.bases, { jar });

    await loginSequence(client, input);

    const token = jar.list().find((c) => c.name === cookieNames.token);
    expect(token).toMatchObject({ value: 'id-token', expiresAt: now + 86_400_000 });
    expect(server.requests[0]?.headers.cookie).toBeUndefined();
    for (const later of server.requests.slice(1)) expect(later.headers.cookie).toContain('identityToken=id-token');

    now += 86_400_000;
    expect(jar.getCookie(cookieNames.token)).toBeUndefined();
  });

  it('keeps the identity token on the identity service host: an oamLogin redirect to another host does not get it', async () => {
    const server = await startTestServer();
    upstream(server, { oam: { json: { redirectUrl: `${server.origin.replace('127.0.0.1', 'localhost')}/oam/landing` } } });
    const { client, jar } = testClient(server.bases);

    await loginSequence(client, input);

    const landing = server.requests.find((r) => r.path === '/oam/landing');
    expect(landing?.headers.host).toMatch(/^localhost:/);
    expect(landing?.headers.cookie ?? '').not.toContain('identityToken');
    expect(server.requests.at(-1)?.headers.cookie).toContain('identityToken=id-token');
    expect(jar.list().find((c) => c.name === cookieNames.token)).toMatchObject({ domain: '127.0.0.1', hostOnly: true, path: '/' });
  });

  it('sends the identity token to the identity host only when the services live on other hosts', async () => {
    const server = await startTestServer();
    upstream(server);
    const identity = server.origin.replace('127.0.0.1', 'localhost');
    const { client } = testClient({ ...server.bases, identity });

    await loginSequence(client, input);

    expect(server.requests[0]?.headers.host).toMatch(/^localhost:/);
    for (const later of server.requests.slice(1)) expect(later.headers.cookie ?? '').not.toContain('identityToken');
  });

  it('sends the bar exam date from its cookie to the main GraphQL login', async () => {
    const server = await startTestServer();
    upstream(server);
    const { client, jar } = testClient(server.bases);
    jar.setCookie(cookieNames.barExamDate, '2025-07-29', { maxAgeSeconds: 3600, url: server.origin });

    await loginSequence(client, input);

    expect(server.requests[1]?.json()).toMatchObject({
      variables: { email: input.email, password: input.password, barExamDate: '2025-07-29' },
    });
  });

  it.each<[Step, string, number]>([
    ['identity', 'login.identity', 1],
    ['graphql', 'login.graphql', 2],
    ['oam', 'login.oam', 3],
    ['oamRedirect', 'login.oamRedirect', 4],
    ['rest', 'login.rest', 5],
  ])('names the %s step when it answers 403, shows the lockout text and stops there', async (step, call, sent) => {
    const server = await startTestServer();
    upstream(server, { [step]: { status: 403, json: { message: 'locked' } } });
    const { client } = testClient(server.bases);

    await expect(loginSequence(client, input)).rejects.toMatchObject({
      code: 'auth.locked',
      status: 403,
      call,
      message: accessErrors.loginLocked,
    });
    expect(server.requests).toHaveLength(sent);
  });

  it.each<[Step, string]>([
    ['identity', 'login.identity'],
    ['graphql', 'login.graphql'],
    ['oam', 'login.oam'],
    ['oamRedirect', 'login.oamRedirect'],
    ['rest', 'login.rest'],
  ])('names the %s step when it answers 401 and shows the login failure text', async (step, call) => {
    const server = await startTestServer();
    upstream(server, { [step]: { status: 401, text: 'Unauthorized' } });
    const { client } = testClient(server.bases);

    await expect(loginSequence(client, input)).rejects.toMatchObject({
      code: 'auth.failed',
      call,
      message: accessErrors.loginFailed,
    });
  });

  // access §8 "401 or any other failure" (issue #13.4).
  it.each([
    ['identity', 'a 502', { status: 502, text: 'Bad Gateway' }],
    ['graphql', 'a body that is not JSON', { text: '{"data":' }],
    ['oam', 'JSON of the wrong shape', { json: { next: '/x' } }],
    ['oamRedirect', 'a 503', { status: 503, text: 'down' }],
    ['rest', 'an empty 200', { text: '' }],
    ['rest', 'a 429', { status: 429, json: { message: 'slow down' } }],
  ] as const)('turns a %s step answered with %s into auth.failed with the password text, naming the step', async (step, _label, reply) => {
    const server = await startTestServer();
    upstream(server, { [step]: reply });
    const { client } = testClient(server.bases);

    await expect(loginSequence(client, input)).rejects.toMatchObject({
      code: 'auth.failed',
      message: accessErrors.loginFailed,
      call: `login.${step}`,
    });
  });

  it('turns a network failure of a step into auth.failed', async () => {
    const server = await startTestServer();
    upstream(server);
    const { client } = testClient({ ...server.bases, rest: await closedPortOrigin() });

    await expect(loginSequence(client, input)).rejects.toMatchObject({ code: 'auth.failed', message: accessErrors.loginFailed, call: 'login.oam' });
  });

  it('fails the identity step when the mutation answers GraphQL errors', async () => {
    const server = await startTestServer();
    upstream(server, { identity: { json: { data: null, errors: [{ message: 'Invalid credentials' }] } } });
    const { client } = testClient(server.bases);

    await expect(loginSequence(client, input)).rejects.toMatchObject({
      code: 'auth.failed',
      call: 'login.identity',
      serverText: 'Invalid credentials',
      message: accessErrors.loginFailed,
    });
  });

  it('reads a lockout status inside a 200 login result', async () => {
    const server = await startTestServer();
    upstream(server, { graphql: { json: { data: { login: { status: 403, message: 'Account locked' } } } } });
    const { client } = testClient(server.bases);

    await expect(loginSequence(client, input)).rejects.toMatchObject({ code: 'auth.locked', call: 'login.graphql' });
  });

  it('fails the main GraphQL step when its result has no token', async () => {
    const server = await startTestServer();
    upstream(server, { graphql: { json: { data: { login: { status: 'failed', message: 'Wrong password' } } } } });
    const { client } = testClient(server.bases);

    await expect(loginSequence(client, input)).rejects.toMatchObject({ code: 'auth.failed', call: 'login.graphql' });
  });

  it('fails the oam step when its answer has no redirectUrl', async () => {
    const server = await startTestServer();
    upstream(server, { oam: { json: { url: '/elsewhere' } } });
    const { client } = testClient(server.bases);

    // access §8 "any other failure": the password text; the shape error stays the cause.
    const error = await loginSequence(client, input).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'auth.failed', path: 'redirectUrl', call: 'login.oam' });
    expect(error).toHaveProperty('cause.code', 'upstream.shape');
  });
});
