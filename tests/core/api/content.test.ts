import { describe, expect, it } from 'vitest';
import { getMcatTestDates } from '../../../src/core/api/content';
import { startTestServer, testClient } from './test-server';

describe('getMcatTestDates', () => {
  it('reads the master ref, then queries mcat_test_dates with the token and ref headers', async () => {
    const server = await startTestServer();
    server.on('GET', '/api/v2', {
      json: { refs: [{ id: 'preview', ref: 'p-1' }, { id: 'master', ref: 'm-42', isMasterRef: true }] },
    });
    server.on('GET', '/graphql', {
      json: { data: { mcat_test_dates: [{ test_date: '2026-01-16', country: 'CA' }, { test_date: '2026-01-17' }] } },
    });
    const { client } = testClient(server.bases);

    const dates = await getMcatTestDates(client, 'content-token');

    expect(dates).toEqual([{ test_date: '2026-01-16', country: 'CA' }, { test_date: '2026-01-17' }]);
    const [root, query] = server.requests;
    expect(root?.headers.authorization).toBe('Token content-token');
    expect(query?.headers.ref).toBe('m-42');
    expect(query?.headers.authorization).toBe('Token content-token');
    expect(query?.query.get('query')).toContain('mcat_test_dates');
  });

  it('rejects an api root without a master ref as a shape error', async () => {
    const server = await startTestServer();
    server.on('GET', '/api/v2', { json: { refs: [{ id: 'preview', ref: 'p-1' }] } });
    const { client } = testClient(server.bases);

    await expect(getMcatTestDates(client, 'content-token')).rejects.toMatchObject({ code: 'upstream.shape', path: 'refs' });
    expect(server.requests).toHaveLength(1);
  });
});
