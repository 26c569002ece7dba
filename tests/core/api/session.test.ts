import { describe, expect, it } from 'vitest';
import { cookieNames } from '../../../src/core/api/credentials';
import { followOamRedirect, isLoggedIn, logout, oamLogin, restLogin } from '../../../src/core/api/session';
import { accessErrors } from '../../../src/core/messages/errors';
import { startTestServer, testClient } from './test-server';

const loginPath = '/rest-services/userLogin/login';

describe('isLoggedIn', () => {
  it('reads the isLoggedIn answer, also when sent as a string', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/userLogin/isLoggedIn', { json: { isLoggedIn: 'true' } });
    const { client } = testClient(server.bases);

    await expect(isLoggedIn(client)).resolves.toBe(true);
  });

  it('treats a 401 as not logged in rather than as a failure', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/userLogin/isLoggedIn', { status: 401, json: { message: 'no session' } });
    const { client } = testClient(server.bases);

    await expect(isLoggedIn(client)).resolves.toBe(false);
  });

  it('still rejects when the service fails', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/userLogin/isLoggedIn', { status: 503, text: 'down' });
    const { client } = testClient(server.bases);

    await expect(isLoggedIn(client)).rejects.toMatchObject({ code: 'upstream.status', status: 503 });
  });
});

describe('restLogin', () => {
  it('posts the email and password and returns the login result', async () => {
    const server = await startTestServer();
    server.on('POST', loginPath, { json: { status: 'success', message: 'ok' } });
    const { client } = testClient(server.bases);

    await expect(restLogin(client, { email: 'ada@example.test', password: 'Secret#1' })).resolves.toMatchObject({
      status: 'success',
    });
    expect(server.requests[0]?.json()).toEqual({ email: 'ada@example.test', password: 'Secret#1' });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it.each([
    [401, 'auth.failed', accessErrors.loginFailed],
    [403, 'auth.locked', accessErrors.loginLocked],
    [500, 'auth.failed', accessErrors.loginFailed],
  ])('shows the access §8 text for a %i answer', async (status, code, text) => {
    const server = await startTestServer();
    server.on('POST', loginPath, { status, json: { message: 'server words' } });
    const { client } = testClient(server.bases);

    await expect(restLogin(client, { email: 'ada@example.test', password: 'Secret#1' })).rejects.toMatchObject({
      code,
      status,
      message: text,
      call: 'login.rest',
    });
  });

  // issue #13.10: a login is confirmed by the answer's status, never by a 2xx alone.
  it.each([
    ['an empty body', { text: '' }],
    ['an HTML page', { text: '<html><body>Maintenance</body></html>', headers: { 'content-type': 'text/html' } }],
    ['plain text', { text: 'OK' }],
    ['JSON without a status', { json: { message: 'Login successful' } }],
    ['JSON of another shape', { json: [1, 2] }],
    ['a status other than success', { json: { status: 'failed', message: 'nope' } }],
  ])('rejects a 2xx answer with %s: no confirmed login', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', loginPath, reply);
    const { client } = testClient(server.bases);

    const error = await restLogin(client, { email: 'ada@example.test', password: 'Secret#1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PortalError', call: 'login.rest' });
  });

  it.each([['success'], ['SUCCESS'], [200], ['200']])('accepts the status %s as a confirmed login', async (status) => {
    const server = await startTestServer();
    server.on('POST', loginPath, { json: { status } });
    const { client } = testClient(server.bases);

    await expect(restLogin(client, { email: 'ada@example.test', password: 'Secret#1' })).resolves.toMatchObject({ status });
  });

  it('never puts the password into the error', async () => {
    const server = await startTestServer();
    server.on('POST', loginPath, { status: 401, text: 'bad credentials' });
    const { client } = testClient(server.bases);

    const error = await restLogin(client, { email: 'ada@example.test', password: 'Pa55-word!' }).catch((e: unknown) => e);
    expect(String(error)).not.toContain('Pa55-word!');
  });
});

describe('oam login', () => {
  it('returns the redirect URL and follows it with the cookies set along the way', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/userLogin/oamLogin', { json: { redirectUrl: `${server.origin}/oam/start` } });
    server.on('GET', '/oam/start', { status: 302, headers: { location: '/oam/done', 'set-cookie': 'oam=1; Path=/' } });
    server.on('GET', '/oam/done', { text: '<html>ok</html>', headers: { 'content-type': 'text/html' } });
    const { client, jar } = testClient(server.bases);

    const redirectUrl = await oamLogin(client, 'ada@example.test');
    await followOamRedirect(client, redirectUrl);

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /rest-services/userLogin/oamLogin',
      'GET /oam/start',
      'GET /oam/done',
    ]);
    expect(server.requests[2]?.headers.cookie).toBe('oam=1');
    expect(jar.getCookie('oam')).toBe('1');
  });

  it('refuses a redirect URL that is not http(s)', async () => {
    const server = await startTestServer();
    const { client } = testClient(server.bases);

    await expect(followOamRedirect(client, 'javascript:alert(1)')).rejects.toMatchObject({
      code: 'upstream.shape',
      path: 'redirectUrl',
      call: 'login.oamRedirect',
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('logout', () => {
  it('clears the session, confirmation and token cookies, leaving the host\'s own', async () => {
    const server = await startTestServer();
    const { client, jar } = testClient(server.bases);
    jar.setCookie(cookieNames.session, 's', { maxAgeSeconds: 60, url: server.origin });
    jar.setCookie(cookieNames.confirmation, 'c', { maxAgeSeconds: 60, url: server.origin });
    jar.setCookie(cookieNames.token, 't', { maxAgeSeconds: 60, url: server.origin });
    jar.setCookie('unrelated', 'u', { maxAgeSeconds: 60, url: server.origin });

    await logout(client);

    expect(jar.list().map((c) => c.name)).toEqual(['unrelated']);
    // The server is told too; its 404 here does not stop the local logout.
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /rest-services/userLogin/logout']);
  });
});
