import { describe, expect, it } from 'vitest';
import { unenrollEvent } from '../../../src/core/api/unenroll';
import { accessErrors, accountErrors } from '../../../src/core/messages/errors';
import { type Reply, startTestServer, testClient } from './test-server';

const path = '/rest-services/enroll/unenrollEvent';

describe('unenrollEvent (account §7 "Unenroll call: not shown": POST /rest-services/enroll/unenrollEvent)', () => {
  it('posts the enrollmentId and resolves when the answer says success', async () => {
    const server = await startTestServer();
    server.on('POST', path, { json: { status: 'success' } });
    const { client } = testClient(server.bases);

    await expect(unenrollEvent(client, 'V2101')).resolves.toBeUndefined();
    expect(server.requests[0]?.json()).toEqual({ enrollmentId: 'V2101' });
  });

  it.each<[string, Reply]>([
    ['status SUCCESS in capitals', { json: { status: ' SUCCESS ' } }],
  ])('accepts %s', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', path, reply);
    const { client } = testClient(server.bases);
    await expect(unenrollEvent(client, 'V2101')).resolves.toBeUndefined();
  });

  // A 2xx that does not confirm success is a failure: the event may still be there.
  it.each<[string, Reply]>([
    ['a failed status with the server’s words', { json: { status: 'failed', message: 'Event already started' } }],
    ['an answer without a status', { json: { ok: true } }],
    ['an empty body', { text: '' }],
    ['an HTML page', { text: '<html>oops</html>', headers: { 'content-type': 'text/html' } }],
    ['a 400', { status: 400, json: { message: 'enrollmentId is required' } }],
    ['a 404', { status: 404, json: { message: 'No active event V2101' } }],
    ['a 500', { status: 500, json: { message: 'NullPointerException' } }],
    ['a 503', { status: 503, text: 'Service Unavailable' }],
  ])('shows the unenroll failure text for %s, keeping the cause', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', path, reply);
    const { client } = testClient(server.bases);

    const error = await unenrollEvent(client, 'V2101').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PortalError', code: 'event.unenroll-failed', message: accountErrors.unenrollFailed, call: 'unenrollEvent' });
  });

  it('shows the unenroll failure text when the server does not answer in time', async () => {
    const server = await startTestServer();
    server.on('POST', path, 'hang');
    const { client } = testClient(server.bases, { timeoutMs: 200 });

    const error = await unenrollEvent(client, 'V2101').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'event.unenroll-failed', message: accountErrors.unenrollFailed });
    expect(error).toHaveProperty('cause.code', 'network.timeout');
  });

  it('says the student is not logged in for a 401 (the session has gone)', async () => {
    const server = await startTestServer();
    server.on('POST', path, { status: 401, json: { message: 'Not logged in' } });
    const { client } = testClient(server.bases);

    await expect(unenrollEvent(client, 'V2101')).rejects.toMatchObject({ code: 'auth.not-logged-in', message: accessErrors.notLoggedIn });
  });
});
