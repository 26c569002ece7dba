import { describe, expect, it } from 'vitest';
import { acceptAgreement, getAgreementInfo } from '../../../src/core/api/agreement';
import { startTestServer, testClient } from './test-server';

const acceptance = { courseAccessId: 'CA-1', accept: true, reject: false, hsgOption: 2 };

describe('enrollment agreement', () => {
  it('reads the agreement of an enrollment', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/ea/info', {
      json: { eaText: '<p>Terms</p>', eaDate: null, isHSG: 'true', hsgAcceptanceValue: 3, productCode: 'HSG1' },
    });
    const { client } = testClient(server.bases);

    const info = await getAgreementInfo(client, { enrollmentId: 'E1' });

    expect(server.requests[0]?.query.get('enrollmentId')).toBe('E1');
    expect(info).toEqual({ eaText: '<p>Terms</p>', eaDate: null, isHSG: true, hsgAcceptanceValue: '3', productCode: 'HSG1' });
  });

  it('reads the agreement of a class with classId', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/ea/info', { json: { eaText: 'Terms', tcId: 8 } });
    const { client } = testClient(server.bases);

    await expect(getAgreementInfo(client, { classId: 'C1' })).resolves.toMatchObject({ tcId: '8' });
    expect(server.requests[0]?.query.get('classId')).toBe('C1');
  });

  it('accepts when the answer status is success', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/ea', { json: { status: 'success', portalRedirectURL: 'https://lms.example.test/c/1' } });
    const { client } = testClient(server.bases);

    await expect(acceptAgreement(client, acceptance)).resolves.toEqual({ portalRedirectURL: 'https://lms.example.test/c/1' });

    expect(server.requests[0]?.json()).toEqual(acceptance);
  });

  it('shows the server reason of a 400 refusal, not a generic text', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/ea', { status: 400, json: { message: 'Choose an option first.' } });
    const { client } = testClient(server.bases);

    await expect(acceptAgreement(client, acceptance)).rejects.toMatchObject({
      code: 'upstream.rejected',
      status: 400,
      message: 'Choose an option first.',
    });
  });

  it('rejects any other status with the server text', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/ea', { json: { status: 'error', message: 'Course access expired' } });
    const { client } = testClient(server.bases);

    await expect(acceptAgreement(client, acceptance)).rejects.toMatchObject({
      code: 'upstream.rejected',
      message: 'Course access expired',
    });
  });
});
