import { describe, expect, it } from 'vitest';
import { getMyAccount, updateStudent } from '../../../src/core/api/account';
import { updateContact } from '../../../src/core/api/login-profile';
import { getExtensionInfo, getMedExtension } from '../../../src/core/api/extension';
import { getPmix } from '../../../src/core/api/resource-links';
import { cookieNames } from '../../../src/core/api/credentials';
import { accessErrors, accountErrors, transportErrors } from '../../../src/core/messages/errors';
import { type Reply, startTestServer, testClient } from './test-server';

const myaccountPath = '/rest-services/accountManagement/myaccount';

const myaccount = {
  userInfo: { email: 'ada@example.test', userId: 'u-1', studentId: '42', firstName: 'Ada', lastName: 'Lovelace', isADAUser: false },
  nonExpiredCoursListArray: [
    {
      enrollmentId: 'E1',
      productId: 'P1',
      productCode: 'MCAT-SP',
      productTitle: 'MCAT Self-Paced',
      redirectType: 'VITAL_SOURCE',
      courseAccessExpirationDateStr: '03/01/2026',
      validCourseAccess: true,
      purchaseStatus: 'ACTIVE',
      deliveryType: 1,
    },
  ],
  expiredCoursListArray: [{ enrollmentId: 'E0', productId: 'P0', purchaseStatus: 'ALUMNUS' }],
  nonExpiredEventListArray: [{ enrollmentId: 'V1', displayName: 'GRE Strategy Session', liveOnlineEvent: 'true' }],
  expiredEventListArray: [],
  paymentInfo: { anything: 'goes' },
  redirectUrl: null,
};

describe('getMyAccount', () => {
  it('returns the account data, typed, with the session value as ktpaCookie', async () => {
    const server = await startTestServer();
    server.on('GET', myaccountPath, { json: myaccount });
    const { client } = testClient(server.bases);

    const account = await getMyAccount(client, 'session=value/1');

    expect(server.requests[0]?.query.get('ktpaCookie')).toBe('session=value/1');
    expect(account.userInfo.email).toBe('ada@example.test');
    expect(account.nonExpiredCoursListArray[0]).toMatchObject({ enrollmentId: 'E1', redirectType: 'VITAL_SOURCE' });
    expect(account.expiredCoursListArray.map((c) => c.purchaseStatus)).toEqual(['ALUMNUS']);
    expect(account.nonExpiredEventListArray[0]?.liveOnlineEvent).toBe(true);
    expect(account.redirectUrl).toBeNull();
  });

  it('reads the session value from the session cookie when none is passed', async () => {
    const server = await startTestServer();
    server.on('GET', myaccountPath, { json: myaccount });
    const { client, jar } = testClient(server.bases);
    jar.setCookie(cookieNames.session, 'from-cookie', { maxAgeSeconds: 60, url: server.origin });

    await getMyAccount(client);

    expect(server.requests[0]?.query.get('ktpaCookie')).toBe('from-cookie');
  });

  it('rejects with Not logged in and sends nothing when there is no session cookie', async () => {
    const server = await startTestServer();
    server.on('GET', myaccountPath, { json: myaccount });
    const { client } = testClient(server.bases);

    await expect(getMyAccount(client)).rejects.toMatchObject({
      code: 'auth.not-logged-in',
      message: accessErrors.notLoggedIn,
      call: 'getMyAccount',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('reports a 401 as not logged in', async () => {
    const server = await startTestServer();
    server.on('GET', myaccountPath, { status: 401, text: '' });
    const { client } = testClient(server.bases);

    await expect(getMyAccount(client, 'stale')).rejects.toMatchObject({ code: 'auth.not-logged-in', status: 401 });
  });
});

describe('profile updates', () => {
  it('posts a student update and resolves on success: true', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/enroll/updatestudent', { json: { success: true } });
    const { client } = testClient(server.bases);

    await updateStudent(client, { leadSource: 'amp-account-updated', studentId: '42', firstName: 'Ada', testDate: '2026-04-01' });

    expect(server.requests[0]?.json()).toEqual({
      leadSource: 'amp-account-updated',
      studentId: '42',
      firstName: 'Ada',
      testDate: '2026-04-01',
    });
  });

  it('rejects a student update whose success flag is false, with the server text', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/enroll/updatestudent', { json: { success: false, message: 'Zip is not valid' } });
    const { client } = testClient(server.bases);

    await expect(updateStudent(client, { studentId: '42' })).rejects.toMatchObject({
      code: 'profile.update-failed',
      message: 'Zip is not valid',
    });
  });

  // issue #13.10: a save is confirmed by the access §7 success flag, never by a 2xx alone.
  it.each<[string, Reply]>([
    ['an empty body', { text: '' }],
    ['an HTML page', { text: '<html><body>Saved?</body></html>', headers: { 'content-type': 'text/html' } }],
    ['plain text', { text: 'OK' }],
    ['JSON without the flag', { json: { message: 'updated' } }],
    ['a flag that is no yes or no', { json: { success: 'perhaps' } }],
    ['a list', { json: [] }],
  ])('rejects a 2xx student update answered with %s', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/enroll/updatestudent', reply);
    const { client } = testClient(server.bases);

    const error = await updateStudent(client, { studentId: '42' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PortalError', call: 'updateStudent', message: transportErrors.upstreamFailed });
  });

  it('resolves when updateContact answers status success', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/accountManagement/updateContact', { json: { status: 'success' } });
    const { client } = testClient(server.bases);

    await updateContact(client, { email: 'new@example.test', userId: 'u-1', firstName: 'Ada', lastName: 'Lovelace' });

    expect(server.requests[0]?.json()).toEqual({ email: 'new@example.test', userId: 'u-1', firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('shows Email already exists. when the service says so', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/accountManagement/updateContact', {
      json: { status: 'failed', message: 'Email already exists.' },
    });
    const { client } = testClient(server.bases);

    await expect(updateContact(client, { email: 'taken@example.test', userId: 'u-1' })).rejects.toMatchObject({
      code: 'profile.email-exists',
      message: accountErrors.emailExists,
    });
  });

  it('shows any other refusal text from the service', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/accountManagement/updateContact', { json: { status: 'error', message: 'Try later' } });
    const { client } = testClient(server.bases);

    await expect(updateContact(client, { email: 'a@example.test', userId: 'u-1' })).rejects.toMatchObject({
      code: 'profile.update-failed',
      message: 'Try later',
    });
  });
});

describe('partner launch and extensions', () => {
  it('reads pmix, medExtension and extension info', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/accountManagement/pmix/CA-7', { json: { redirectUrl: 'https://partner.test/launch' } });
    server.on('GET', '/rest-services/medExtension/E1', { json: [{ classId: 11, name: '4 weeks', price: '49.00', currency: 'USD' }] });
    server.on('GET', '/rest-services/extension/info', { json: [{ classId: 'X1', name: '1 week', price: 19, cartUrl: '/cart' }] });
    const { client } = testClient(server.bases);

    await expect(getPmix(client, 'CA-7')).resolves.toEqual({ redirectUrl: 'https://partner.test/launch' });
    await expect(getMedExtension(client, 'E1')).resolves.toEqual([{ classId: '11', name: '4 weeks', price: 49, currency: 'USD' }]);
    await expect(getExtensionInfo(client, 'E1')).resolves.toEqual([{ classId: 'X1', name: '1 week', price: 19, cartUrl: '/cart' }]);
    expect(server.requests[2]?.query.get('enrollmentId')).toBe('E1');
  });
});
