import { describe, expect, it } from 'vitest';
import { getResourceLinks } from '../../../src/core/api/resource-links';
import { defaultFixtureDocument } from '../../../cli/simulator/fixture/default';
import { FixtureError, loadFixture } from '../../../cli/simulator/fixture/load';
import { epoch } from '../../support/epoch';
import { startTestSimulator } from './harness';
import { rejection } from './requests';
import { demoEmails, sessionHeaders, signIn } from './sign-in';

const linksPath = '/rest-services/resources/links';
const start = epoch;

describe('simulator resource links (account §2 live online page, §3 Resource link)', () => {
  it("answers the student's live online links with a DIRECTORY folder and its children", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const links = await getResourceLinks(sim.client, 'CA2003');

    const folder = links.find((l) => l.name === 'Class recordings');
    expect(folder?.assetType).toBe('DIRECTORY');
    expect(folder?.child.map((c) => c.url)).toEqual([
      'https://lms.summitprep.test/live/CA2003/recordings/1',
      'https://lms.summitprep.test/live/CA2003/recordings/2',
    ]);
    expect(links.map((l) => l.name)).toEqual(expect.arrayContaining(['Live class schedule', 'Practice tests']));
  });

  it('answers the Canadian student’s links for E2502 and an empty list for an own course without links', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client, demoEmails.canada);

    const links = await getResourceLinks(sim.client, 'CA2502');
    const none = await getResourceLinks(sim.client, 'CA2501');

    expect(links.find((l) => l.name === 'Class recordings')?.child).toHaveLength(2);
    expect(none).toEqual([]);
  });

  it("answers 401 without a session and 404 for another student's or an unknown course access", async () => {
    const sim = await startTestSimulator();
    const anonymous = await rejection(getResourceLinks(sim.client, 'CA2003'));
    await signIn(sim.client, demoEmails.canada);

    const foreign = await rejection(getResourceLinks(sim.client, 'CA2003'));
    const unknown = await rejection(getResourceLinks(sim.client, 'CA0000'));

    expect(anonymous.status).toBe(401);
    expect(anonymous.code).toBe('auth.not-logged-in');
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
  });

  it('answers 400 naming courseAccessId when it is missing or blank', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    for (const query of ['', '?courseAccessId=']) {
      const response = await sim.fetch(`${linksPath}${query}`, { headers: sessionHeaders(sim) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'courseAccessId' });
    }
  });

  it('refuses a fixture resourceLinks entry with a misspelt key, naming its path', () => {
    const document = defaultFixtureDocument() as Record<string, unknown[]>;
    document.resourceLinks?.push({ courseAccessId: 'CA2004', link: [] });

    expect(() => loadFixture(document, start)).toThrow(FixtureError);
    expect(() => loadFixture(document, start)).toThrow(/^resourceLinks\.\d+\.link: expected never/);
  });

  it('reads a fixture without resourceLinks as having none', () => {
    const document = defaultFixtureDocument() as Record<string, unknown[]>;
    delete document.resourceLinks;

    expect(loadFixture(document, start).resourceLinks).toEqual([]);
  });
});
