import { describe, expect, it } from 'vitest';
import { forgotPassword, resetPassword, validateToken } from '../../../src/core/api/passwords';
import { updatePassword } from '../../../src/core/api/login-profile';
import { transportErrors } from '../../../src/core/messages/errors';
import { type Reply, startTestServer, testClient } from './test-server';

const update = { oldPassword: 'Old#Pass1', password: 'New#Pass2', userEmail: 'ada@example.test' };

describe('forgotPassword', () => {
  it('resolves when the email was sent', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/userLogin/forgotPassword', { json: { emailSent: true } });
    const { client } = testClient(server.bases);

    await expect(forgotPassword(client, 'ada@example.test')).resolves.toBeUndefined();
    expect(server.requests[0]?.json()).toEqual({ email: 'ada@example.test' });
  });

  it.each([
    ['an error status', { status: 404, json: { message: 'not found' } }],
    ['emailSent false', { json: { emailSent: false } }],
  ])('shows the unknown-email text for %s', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/userLogin/forgotPassword', reply);
    const { client } = testClient(server.bases);

    await expect(forgotPassword(client, 'nobody@example.test')).rejects.toMatchObject({
      code: 'auth.unknown-email',
      message: 'No account exists for this email',
    });
  });
});

describe('reset links', () => {
  it('posts encUserID and password', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/userLogin/resetPassword', { json: { status: 'success' } });
    const { client } = testClient(server.bases);

    await resetPassword(client, { encUserID: 'enc-123', password: 'New#Pass2' });

    expect(server.requests[0]?.json()).toEqual({ encUserID: 'enc-123', password: 'New#Pass2' });
  });

  it('shows the expired-link text when the reset is refused', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/userLogin/resetPassword', { status: 400, json: { message: 'expired' } });
    const { client } = testClient(server.bases);

    await expect(resetPassword(client, { encUserID: 'enc-123', password: 'New#Pass2' })).rejects.toMatchObject({
      code: 'auth.reset-link-invalid',
      message: transportErrors.resetLinkExpired,
    });
  });

  it.each([
    [true, { tokenValid: true }],
    [false, { tokenValid: 'false' }],
  ])('answers %s for a token the service calls %o', async (expected, answer) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/userLogin/validateToken', { json: answer });
    const { client } = testClient(server.bases);

    await expect(validateToken(client, 'tok/en+1')).resolves.toBe(expected);
    expect(server.requests[0]?.query.get('token')).toBe('tok/en+1');
  });
});

describe('updatePassword', () => {
  it('posts oldPassword, password and userEmail', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/accountManagement/updatePassword', { json: { status: 'success' } });
    const { client } = testClient(server.bases);

    await updatePassword(client, update);

    expect(server.requests[0]?.json()).toEqual(update);
  });

  it.each([
    ['with an error status', 400],
    ['with 200', 200],
  ])('shows the server Error text when the failure comes %s', async (_label, status) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/accountManagement/updatePassword', {
      status,
      json: { Error: 'Your old password is incorrect.' },
    });
    const { client } = testClient(server.bases);

    const rejection = expect(updatePassword(client, update)).rejects;
    await rejection.toMatchObject({ code: 'auth.password-update-failed', message: 'Your old password is incorrect.' });
  });

  it('shows the server Error text even on a 401 (access §8: the Error text is shown)', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/accountManagement/updatePassword', {
      status: 401,
      json: { Error: 'Your current password is incorrect.' },
    });
    const { client } = testClient(server.bases);

    await expect(updatePassword(client, update)).rejects.toMatchObject({
      code: 'auth.password-update-failed',
      status: 401,
      message: 'Your current password is incorrect.',
    });
  });
});

// issue #13.6: the refusal texts (unknown email, expired link) belong to a definite refusal; an outage is a failure to retry.
describe('outages of the password calls are not refusals', () => {
  const outages = [500, 502, 503, 504, 408, 429];
  it.each(outages)('forgotPassword answered %i is upstream.status with the failure text', async (status) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/userLogin/forgotPassword', { status, json: { emailSent: false, message: 'No account exists for this email' } });
    const { client } = testClient(server.bases);
    await expect(forgotPassword(client, 'ada@example.test')).rejects.toMatchObject({ code: 'upstream.status', status, message: transportErrors.upstreamFailed });
  });

  it.each(outages)('validateToken answered %i is upstream.status with the failure text', async (status) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/userLogin/validateToken', { status, text: 'Service Unavailable' });
    const { client } = testClient(server.bases);
    await expect(validateToken(client, 'tok')).rejects.toMatchObject({ code: 'upstream.status', status, message: transportErrors.upstreamFailed });
  });

  it.each(outages)('resetPassword answered %i is upstream.status with the failure text', async (status) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/userLogin/resetPassword', { status, json: { message: 'expired' } });
    const { client } = testClient(server.bases);
    await expect(resetPassword(client, { encUserID: 'enc', password: 'New#Pass2' })).rejects.toMatchObject({ code: 'upstream.status', status, message: transportErrors.upstreamFailed });
  });

  it.each([400, 404, 410])('validateToken refused with %i is the expired link', async (status) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/userLogin/validateToken', { status, json: { message: 'bad token' } });
    const { client } = testClient(server.bases);
    await expect(validateToken(client, 'tok')).rejects.toMatchObject({ code: 'auth.reset-link-invalid', message: transportErrors.resetLinkExpired });
  });
});

// issue #13.10: a write is confirmed by its answer's status, never by a 2xx alone.
describe('unconfirmed 2xx answers of the password writes are failures', () => {
  const unconfirmed: [string, Reply][] = [
    ['an empty body', { text: '' }],
    ['an HTML page', { text: '<html><body>Welcome</body></html>', headers: { 'content-type': 'text/html' } }],
    ['plain text', { text: 'OK' }],
    ['JSON without a status', { json: { message: 'done' } }],
    ['a list', { json: [] }],
  ];

  it.each(unconfirmed)('updatePassword answered 200 with %s rejects with the failure text', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/accountManagement/updatePassword', reply);
    const { client } = testClient(server.bases);
    const error = await updatePassword(client, update).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PortalError', call: 'updatePassword', message: transportErrors.upstreamFailed });
  });

  it.each(unconfirmed)('resetPassword answered 200 with %s rejects with the failure text', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/userLogin/resetPassword', reply);
    const { client } = testClient(server.bases);
    const error = await resetPassword(client, { encUserID: 'enc', password: 'New#Pass2' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PortalError', call: 'resetPassword', message: transportErrors.upstreamFailed });
  });

  it('updatePassword answered 200 with a status other than success is a refusal with its message', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/accountManagement/updatePassword', { json: { status: 'failed', message: 'Password was used before.' } });
    const { client } = testClient(server.bases);
    await expect(updatePassword(client, update)).rejects.toMatchObject({ code: 'auth.password-update-failed', message: 'Password was used before.' });
  });

  it('resetPassword answered 200 with a status other than success is the expired link', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/userLogin/resetPassword', { json: { status: 'failed' } });
    const { client } = testClient(server.bases);
    await expect(resetPassword(client, { encUserID: 'enc', password: 'New#Pass2' })).rejects.toMatchObject({ code: 'auth.reset-link-invalid' });
  });

  it.each([['success'], ['Success']])('both resolve on status %s', async (status) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/accountManagement/updatePassword', { json: { status } });
    server.on('POST', '/rest-services/userLogin/resetPassword', { json: { status } });
    const { client } = testClient(server.bases);
    await expect(updatePassword(client, update)).resolves.toBeUndefined();
    await expect(resetPassword(client, { encUserID: 'enc', password: 'New#Pass2' })).resolves.toBeUndefined();
  });
});
