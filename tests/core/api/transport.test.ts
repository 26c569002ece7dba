import { describe, expect, it } from 'vitest';
import { unknown } from 'superstruct';
import { getMyAccount } from '../../../src/core/api/account';
import { createCase } from '../../../src/core/api/cases';
import { cookieNames } from '../../../src/core/api/credentials';
import { getCountries } from '../../../src/core/api/lists';
import { graphqlQuery } from '../../../src/core/api/graphql';
import { getMyResources } from '../../../src/core/api/routing';
import { request } from '../../../src/core/api/transport';
import { transportErrors } from '../../../src/core/messages/errors';
import { closedPortOrigin, portalRejection, startTestServer, testClient } from './test-server';

const course = { enrollmentId: 'E1', productId: 'P1' };
const account = (courses: unknown[]) => ({
  userInfo: { email: 'ada@example.test', studentId: 42 },
  nonExpiredCoursListArray: courses,
  expiredCoursListArray: [],
  nonExpiredEventListArray: [],
  expiredEventListArray: [],
});

describe('answers', () => {
  it('rejects a 2xx body that is not JSON with upstream.malformed', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/countryList', { text: '[{"twoDigitCode":"US",' });
    const { client } = testClient(server.bases);

    await expect(getCountries(client)).rejects.toMatchObject({
      code: 'upstream.malformed',
      status: 200,
      call: 'getCountries',
      message: transportErrors.upstreamFailed,
    });
  });

  it('names the exact failing path when an answer has the wrong shape', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/accountManagement/myaccount', {
      json: account([course, { productId: 'P2' }]),
    });
    const { client } = testClient(server.bases);

    const error = await portalRejection(getMyAccount(client, 'session-value'));
    expect(error).toMatchObject({ code: 'upstream.shape', path: 'nonExpiredCoursListArray.1.enrollmentId' });
  });

  it('accepts ids sent as numbers and flags sent as strings, and keeps extra fields out of the way', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/accountManagement/myaccount', {
      json: {
        ...account([{ enrollmentId: 1001, productId: 7, validCourseAccess: 'true', deliveryType: '11', extra: { x: 1 } }]),
      },
    });
    const { client } = testClient(server.bases);

    const answer = await getMyAccount(client, 'session-value');
    expect(answer.nonExpiredCoursListArray[0]).toMatchObject({
      enrollmentId: '1001',
      productId: '7',
      validCourseAccess: true,
      deliveryType: 11,
    });
    expect(answer.expiredCoursListArray).toEqual([]);
    expect(answer.nonExpiredEventListArray).toEqual([]);
    expect(answer.userInfo.studentId).toBe('42');
  });

  // #29.4: the answer's lists must be there: missing or null is a malformed answer, not "no courses".
  it.each([
    ['null', { expiredCoursListArray: null }, 'expiredCoursListArray'],
    ['missing', { nonExpiredEventListArray: undefined }, 'nonExpiredEventListArray'],
  ])('refuses a myaccount answer whose list is %s, naming it', async (_label, change, path) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/accountManagement/myaccount', { json: { ...account([course]), ...change } });
    const { client } = testClient(server.bases);

    await expect(getMyAccount(client, 'session-value')).rejects.toMatchObject({ code: 'upstream.shape', path });
  });
});

describe('server text of failed answers', () => {
  it.each([
    ['a JSON Error field', { json: { Error: '  Old password is incorrect  ' } }, 'Old password is incorrect'],
    ['a JSON message field', { json: { message: 'Nope' } }, 'Nope'],
    ['a JSON error field', { json: { error: 'Bad thing' } }, 'Bad thing'],
    ['a plain-text body', { text: 'Service down for maintenance\n' }, 'Service down for maintenance'],
    ['an HTML error page', { text: '<html><body>502</body></html>', headers: { 'content-type': 'text/html' } }, undefined],
  ])('reads %s', async (_label, reply, expected) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/countryList', { status: 400, ...reply });
    const { client } = testClient(server.bases);

    await expect(getCountries(client)).rejects.toMatchObject({ code: 'upstream.status', status: 400, serverText: expected });
  });

  it('keeps none of a 5xx body (issue #13.5: a server fault is never shown)', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/countryList', { status: 500, json: { message: 'Internal Server Error' } });
    const { client } = testClient(server.bases);

    await expect(getCountries(client)).rejects.toMatchObject({ code: 'upstream.status', status: 500, serverText: undefined });
  });

  it('keeps at most 300 characters of it', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/countryList', { status: 400, text: 'x'.repeat(1000) });
    const { client } = testClient(server.bases);

    const error = await portalRejection(getCountries(client));
    expect(error.serverText).toHaveLength(300);
  });
});

describe('network failures', () => {
  it('reports a server that never answers as network.timeout', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/countryList', 'hang');
    const { client } = testClient(server.bases, { timeoutMs: 150 });

    await expect(getCountries(client)).rejects.toMatchObject({
      code: 'network.timeout',
      message: transportErrors.networkTimeout,
      call: 'getCountries',
    });
  });

  it('ends a call early when the caller aborts it (its own deadline), as network.timeout', async () => {
    const server = await startTestServer();
    server.on('GET', '/my-resource', 'hang');
    const { client } = testClient(server.bases, { timeoutMs: 60_000 });
    const caller = new AbortController();
    const call = request(client, { call: 'held', base: 'routing', path: '/my-resource', answer: unknown(), signal: caller.signal });
    caller.abort(new DOMException('the caller gave up', 'TimeoutError'));
    await expect(call).rejects.toMatchObject({ code: 'network.timeout', call: 'held' });
  });

  it('reports a closed port as network.unavailable and keeps the cause', async () => {
    const origin = await closedPortOrigin();
    const { client } = testClient({ rest: origin, api: origin, identity: origin, routing: origin, content: origin });

    const error = await portalRejection(getCountries(client));
    expect(error).toMatchObject({ code: 'network.unavailable', message: transportErrors.networkUnavailable });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('keeps the session value out of every message, cause included', async () => {
    const origin = await closedPortOrigin();
    const { client } = testClient({ rest: origin, api: origin, identity: origin, routing: origin, content: origin });

    const error = await portalRejection(getMyAccount(client, 'SECRET-SESSION'));
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    expect(error.code).toBe('network.unavailable');
    expect(`${error.message} ${error.describe()} ${cause}`).not.toContain('SECRET-SESSION');
  });
});

describe('cookies and hooks', () => {
  it('stores cookies an answer sets and sends them back on later calls', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/countryList', {
      json: [{ twoDigitCode: 'US', countryName: 'United States' }],
      headers: { 'set-cookie': ['ktpa=abc123; Path=/; HttpOnly', 'other=1; Path=/elsewhere'] },
    });
    server.on('GET', '/rest-services/accountManagement/myaccount', { json: account([course]) });
    const { client } = testClient(server.bases);

    const countries = await getCountries(client);
    await getMyAccount(client);

    expect(countries).toEqual([{ twoDigitCode: 'US', countryName: 'United States' }]);
    const myaccount = server.requests[1];
    expect(myaccount?.query.get('ktpaCookie')).toBe('abc123');
    expect(myaccount?.headers.cookie).toBe('ktpa=abc123');
  });

  it('tells the hooks the call, method, status and path but not the query', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/accountManagement/myaccount', { json: account([course]) });
    const seen: string[] = [];
    const { client } = testClient(server.bases, {
      onRequest: (e) => seen.push(`${e.call} ${e.method} ${e.url}`),
      onResponse: (e) => {
        seen.push(`${e.status}`);
        throw new Error('a broken logger');
      },
    });

    await getMyAccount(client, 'SECRET');

    expect(seen).toEqual([`getMyAccount GET ${server.origin}/rest-services/accountManagement/myaccount`, '200']);
  });
});

describe('redirects followed by the jar', () => {
  it('continues a POST answered 303 as a GET without the body', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/case/create', { status: 303, headers: { location: '/rest-services/case/created' } });
    server.on('GET', '/rest-services/case/created', { json: { status: 'success' } });
    const { client } = testClient(server.bases);

    await createCase(client, { studentId: '1', enrollmentId: 'E1', type: 't', typeDetail: 'd', description: 'x' });

    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.body.length}`)).toEqual([
      expect.stringMatching(/^POST \/rest-services\/case\/create [1-9]\d*$/),
      'GET /rest-services/case/created 0',
    ]);
  });

  it('does not carry a bearer token to another origin', async () => {
    const routing = await startTestServer();
    const elsewhere = await startTestServer();
    routing.on('GET', '/my-resource', { status: 307, headers: { location: `${elsewhere.origin}/moved` } });
    elsewhere.on('GET', '/moved', { json: [] });
    const { client, jar } = testClient(routing.bases);
    jar.setCookie(cookieNames.token, 'tok', { maxAgeSeconds: 60, url: routing.origin });

    await expect(getMyResources(client, 'summit')).resolves.toEqual([]);
    expect(routing.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(elsewhere.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('onFailure (#13.3: the one place a "not logged in" answer is seen)', () => {
  it('hears every PortalError a call rejects with, once, before the caller: status, shape, GraphQL errors and local refusals', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/countryList', { status: 401, json: { message: 'Not logged in' } });
    server.on('GET', '/rest-services/accountManagement/myaccount', { json: { nope: true } });
    server.on('POST', '/rest-services/kegql', { json: { data: null, errors: [{ message: 'Not logged in' }] } });
    const heard: string[] = [];
    const { client } = testClient(server.bases, { onFailure: (error) => heard.push(`${error.code} ${error.call} ${error.serverText ?? ''}`.trim()) });

    await portalRejection(getCountries(client));
    await portalRejection(getMyAccount(client, 'session-value'));
    await portalRejection(getMyAccount(client));
    await portalRejection(getMyResources(client, 'summit'));
    await portalRejection(graphqlQuery(client, 'kegql', { name: 'Q', document: 'query Q { x }' }, {}, unknown()));

    expect(heard).toEqual([
      'auth.not-logged-in getCountries Not logged in',
      'upstream.shape getMyAccount',
      'auth.not-logged-in getMyAccount',
      'auth.not-logged-in getMyResources',
      'upstream.rejected Q Not logged in',
    ]);
  });

  it('ignores a throwing hook: the caller still gets the error', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/countryList', { status: 500, text: 'down' });
    const { client } = testClient(server.bases, {
      onFailure: () => {
        throw new Error('hook');
      },
    });
    expect(await portalRejection(getCountries(client))).toMatchObject({ code: 'upstream.status' });
  });
});
