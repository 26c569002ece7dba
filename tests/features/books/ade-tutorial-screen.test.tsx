import { describe, expect, it } from 'vitest';
import { adeTexts, tutorialTexts as t } from '../../../src/core/messages/books';
import { routeTitles } from '../../../src/core/messages/routes';
import { alerts, hashRoute, heading, link, renderSignedIn } from '../render-portal';
import { waitFor } from '../../support/wait';

/* account §2 /ade-tutorial: the walkthrough video the simulator serves, with its captions. */

const video = (host: HTMLElement) => host.querySelector('video');

describe('Digital Books tutorial (account §2 /ade-tutorial)', () => {
  it('plays the walkthrough from the services’ origin with controls and an English captions track', async () => {
    const portal = await renderSignedIn('/ade-tutorial');
    const { host } = portal;
    const player = await waitFor(() => video(host), 'the video');
    expect(heading(host)).toBe(routeTitles.adeTutorial);
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('aria-label')).toBe(t.videoLabel);
    expect(player.getAttribute('src')).toBe(`${portal.sim.url}/media/ade-tutorial.webm`);
    const track = player.querySelector('track');
    expect([track?.getAttribute('kind'), track?.getAttribute('src'), track?.getAttribute('srclang'), track?.getAttribute('label')]).toEqual([
      'captions',
      `${portal.sim.url}/media/ade-tutorial.vtt`,
      'en',
      t.captions,
    ]);
    expect(track?.hasAttribute('default')).toBe(true);
    expect(link(host, t.backToAde)?.getAttribute('href')).toContain('/ade');
  });

  it('says the video cannot be played when it fails, and keeps the way back to the written steps', async () => {
    const { host } = await renderSignedIn('/ade-tutorial');
    const player = await waitFor(() => video(host), 'the video');
    player.dispatchEvent(new Event('error'));
    await waitFor(() => alerts(host).length > 0, 'the failure text');
    expect(alerts(host)).toEqual([t.videoFailed]);
    expect(video(host)).toBeNull();
    expect(link(host, t.backToAde)).not.toBeNull();
  });

  it('is where the Digital Books page’s walkthrough link leads', async () => {
    const { host } = await renderSignedIn('/ade');
    const watch = await waitFor(() => link(host, adeTexts.tutorialLink), 'the walkthrough link');
    watch.click();
    await waitFor(() => hashRoute() === '/ade-tutorial', 'the tutorial route');
    await waitFor(() => video(host), 'the video');
  });
});
