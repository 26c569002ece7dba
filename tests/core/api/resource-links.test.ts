import { describe, expect, it } from 'vitest';
import { getResourceLinks } from '../../../src/core/api/resource-links';
import { PortalError } from '../../../src/core/errors';
import { startTestServer, testClient } from './test-server';

const linksPath = '/rest-services/resources/links';

describe('getResourceLinks (account §3 Resource link)', () => {
  it('asks with the courseAccessId and reads folders nested in child, null or single children included', async () => {
    const server = await startTestServer();
    server.on('GET', linksPath, {
      json: [
        {
          name: 'Class recordings',
          assetType: 'DIRECTORY',
          child: [{ name: 'Week 1', assetType: 'DIRECTORY', child: { name: 'Slides', url: 'https://lms.test/1' } }],
        },
        { name: 'Schedule', url: 'https://lms.test/s', child: null },
        { name: 'Notes' },
      ],
    });
    const { client } = testClient(server.bases);

    await expect(getResourceLinks(client, 'CA 7')).resolves.toEqual([
      {
        name: 'Class recordings',
        assetType: 'DIRECTORY',
        child: [{ name: 'Week 1', assetType: 'DIRECTORY', child: [{ name: 'Slides', url: 'https://lms.test/1', child: [] }] }],
      },
      { name: 'Schedule', url: 'https://lms.test/s', child: [] },
      { name: 'Notes', child: [] },
    ]);
    expect(server.requests[0]?.query.get('courseAccessId')).toBe('CA 7');
  });

  // #29.4: a missing list is a malformed answer, not "no links"; an empty list is none.
  it('refuses a null answer as malformed, and reads an empty list as no links', async () => {
    const server = await startTestServer();
    server.on('GET', linksPath, { json: null });
    const { client } = testClient(server.bases);
    await expect(getResourceLinks(client, 'CA1')).rejects.toMatchObject({ code: expect.stringMatching(/^upstream\./) });

    server.on('GET', linksPath, { json: [] });
    await expect(getResourceLinks(client, 'CA1')).resolves.toEqual([]);
  });

  it('refuses a nested entry without a name as upstream.shape, naming its path', async () => {
    const server = await startTestServer();
    server.on('GET', linksPath, { json: [{ name: 'Folder', assetType: 'DIRECTORY', child: [{ url: 'https://lms.test/x' }] }] });
    const { client } = testClient(server.bases);

    const error = await getResourceLinks(client, 'CA1').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).code).toBe('upstream.shape');
    expect((error as PortalError).path).toBe('0.child.0.name');
  });
});
