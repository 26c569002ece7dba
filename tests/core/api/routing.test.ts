import { describe, expect, it } from 'vitest';
import { cookieNames } from '../../../src/core/api/credentials';
import { getMyResources } from '../../../src/core/api/routing';
import { startTestServer, testClient } from './test-server';

describe('getMyResources', () => {
  it('sends the token cookie as a bearer token with the tenant and no cookies', async () => {
    const server = await startTestServer();
    server.on('GET', '/my-resource', {
      json: [{ enrollmentId: 1, productCode: 'MBE-QB', redirectUrl: 'https://lms.test/pmbr', redirectType: 'LMS' }],
    });
    const { client, jar } = testClient(server.bases);
    jar.setCookie(cookieNames.token, 'tok-123', { maxAgeSeconds: 60, url: server.origin });

    const resources = await getMyResources(client, 'summit');

    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(server.requests[0]?.headers.cookie).toBeUndefined();
    expect(server.requests[0]?.query.get('tenant')).toBe('summit');
    expect(resources).toEqual([
      { enrollmentId: '1', productCode: 'MBE-QB', redirectUrl: 'https://lms.test/pmbr', redirectType: 'LMS' },
    ]);
  });

  it('rejects as not logged in without a token and sends nothing', async () => {
    const server = await startTestServer();
    const { client } = testClient(server.bases);

    await expect(getMyResources(client, 'summit')).rejects.toMatchObject({ code: 'auth.not-logged-in' });
    expect(server.requests).toHaveLength(0);
  });

  it('waits longer than the default timeout (account §9: 30000 ms)', async () => {
    const server = await startTestServer();
    server.on('GET', '/my-resource', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { json: [] };
    });
    const { client, jar } = testClient(server.bases, { timeoutMs: 50 });
    jar.setCookie(cookieNames.token, 'tok', { maxAgeSeconds: 60, url: server.origin });

    await expect(getMyResources(client, 'summit')).resolves.toEqual([]);
  });
});
