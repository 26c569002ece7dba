import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathTo, paths } from '../../../src/lib/paths';
import { transportErrors } from '../../../src/core/messages/errors';
import { liveOnlineTexts } from '../../../src/core/messages/resources';
import { portalScreens, shellTexts } from '../../../src/core/messages/shell';
import { alerts, button, heading, json, link, renderSignedIn, stubRequests } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const linksCall = '/rest-services/resources/links';
// pathTo() writes spaces as '+', as the resources page links here.
const greLive = pathTo('liveOnline', { courseAccessId: 'CA2003', productTitle: 'GRE Live Online' });

const linksRequests = (requests: { url: string }[]) => requests.filter((r) => r.url.includes(linksCall));
const list = (host: HTMLElement) => waitFor(() => host.querySelector<HTMLUListElement>('.sp-live-links'), 'the resource list');
const backLink = (host: HTMLElement) => link(host, liveOnlineTexts.backToResources);
const toggle = (host: HTMLElement, name: string) => button(host, name);
const panelOf = (host: HTMLElement, folder: HTMLButtonElement) => {
  const panel = host.querySelector<HTMLElement>(`[id="${folder.getAttribute('aria-controls') ?? ''}"]`);
  if (!panel) throw new Error('the folder controls no panel');
  return panel;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('live online resources page (account §2, §3 Resource link)', () => {
  it('titles the page with productTitle and lists the links, opening each in a new tab', async () => {
    const { host, requests } = await renderSignedIn(greLive);
    await list(host);

    expect(heading(host)).toBe('GRE Live Online');
    expect(linksRequests(requests).map((r) => new URL(r.url).searchParams.get('courseAccessId'))).toEqual(['CA2003']);
    const schedule = link(host, `Live class schedule ${shellTexts.opensInNewTab}`);
    expect(schedule?.href).toBe('https://lms.summitprep.test/live/CA2003/schedule');
    expect(schedule?.target).toBe('_blank');
    expect(schedule?.rel).toBe('noopener noreferrer');
    expect(link(host, `Practice tests ${shellTexts.opensInNewTab}`)?.href).toBe('https://lms.summitprep.test/live/CA2003/practice-tests');
    expect(backLink(host)?.getAttribute('href')).toContain(paths.resources.pattern);
  });

  it('shows a DIRECTORY as a closed folder whose button opens and closes its children', async () => {
    const { host } = await renderSignedIn(greLive);
    await list(host);
    const folder = toggle(host, 'Class recordings');
    const panel = panelOf(host, folder);

    expect(folder.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    const children = [...panel.querySelectorAll('a')];
    expect(children.map((a) => a.href)).toEqual([
      'https://lms.summitprep.test/live/CA2003/recordings/1',
      'https://lms.summitprep.test/live/CA2003/recordings/2',
    ]);
    expect(children.every((a) => a.target === '_blank' && a.rel === 'noopener noreferrer')).toBe(true);

    folder.click();
    await waitFor(() => folder.getAttribute('aria-expanded') === 'true', 'the open folder');
    expect(panel.hidden).toBe(false);
    folder.click();
    await waitFor(() => folder.getAttribute('aria-expanded') === 'false', 'the closed folder');
    expect(panel.hidden).toBe(true);
  });

  it('says so inside an empty folder', async () => {
    const { host } = await renderSignedIn(greLive);
    await list(host);
    const folder = toggle(host, 'Handouts');
    folder.click();
    await waitFor(() => !panelOf(host, folder).hidden, 'the open folder');

    expect(panelOf(host, folder).textContent).toBe(liveOnlineTexts.emptyFolder);
  });

  it('shows an entry whose URL is not http(s) as plain text, never as a link', async () => {
    const { host } = await renderSignedIn(greLive);
    await list(host);

    expect(host.textContent).toContain('Instructor notes (in class only)');
    const hrefs = [...host.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.toLowerCase().startsWith('javascript:'))).toBe(false);
    expect(link(host, `Instructor notes (in class only) ${shellTexts.opensInNewTab}`)).toBeNull();
  });

  it('copes with odd upstream data: a null child list, a blank name, a data: URL, a single child object', async () => {
    const { host } = await renderSignedIn(`${paths.liveOnline.pattern}?courseAccessId=CA2003`, {
      before: () =>
        stubRequests(linksCall, () =>
          json([
            { name: 'Syllabus', url: 'data:text/html,<b>x</b>', child: null },
            { name: '  ', url: 'https://lms.summitprep.test/blank' },
            { name: 'Week 1', assetType: 'directory', child: { name: 'Slides', url: 'https://lms.summitprep.test/w1' } },
          ]),
        ),
    });
    await list(host);

    expect(heading(host)).toBe(paths.liveOnline.title);
    expect(host.textContent).toContain('Syllabus');
    expect(link(host, `Syllabus ${shellTexts.opensInNewTab}`)).toBeNull();
    expect([...host.querySelectorAll('a')].some((a) => a.href.includes('/blank'))).toBe(false);
    const week = toggle(host, 'Week 1');
    expect(panelOf(host, week).querySelector('a')?.href).toBe('https://lms.summitprep.test/w1');
  });

  it('says there are no resources yet for an own course without links', async () => {
    const { host } = await renderSignedIn(`${paths.liveOnline.pattern}?courseAccessId=CA2004&productTitle=LSAT`);
    await waitFor(() => host.textContent?.includes(liveOnlineTexts.empty), 'the empty text');

    expect(host.querySelector('.sp-live-links')).toBeNull();
    expect(backLink(host)).not.toBeNull();
  });

  it('shows a failed load with Try again, which loads the links', async () => {
    let stubbed = { count: 0 };
    const { host, requests } = await renderSignedIn(greLive, {
      before: () => {
        stubbed = stubRequests(linksCall, () => new Response('oops', { status: 503 }), 1);
      },
    });
    await waitFor(() => alerts(host).includes(transportErrors.upstreamFailed), 'the failure text');
    expect(stubbed.count).toBe(1);
    expect(host.querySelector('.sp-live-links')).toBeNull();
    expect(backLink(host)).not.toBeNull();

    button(host, portalScreens.tryAgain).click();
    await list(host);
    expect(alerts(host)).toEqual([]);
    // The failed request was answered by the stub; Try again asked once more, through to the simulator.
    expect(linksRequests(requests).map((r) => new URL(r.url).searchParams.get('courseAccessId'))).toEqual(['CA2003']);
    expect(link(host, `Live class schedule ${shellTexts.opensInNewTab}`)).not.toBeNull();
  });

  it("says it cannot find the resources of another student's course", async () => {
    const { host } = await renderSignedIn(`${paths.liveOnline.pattern}?courseAccessId=CA2502`);
    await waitFor(() => alerts(host).includes(liveOnlineTexts.notFound), 'the not-found text');

    expect(host.querySelector('.sp-live-links')).toBeNull();
  });

  it('without courseAccessId says the class is not found, asks for nothing and links back to My Resources', async () => {
    const { host, requests } = await renderSignedIn(`${paths.liveOnline.pattern}?productTitle=GRE`);
    await waitFor(() => alerts(host).includes(liveOnlineTexts.notFound), 'the not-found text');
    // The screen is quiet: no request is still to come.
    await idle();

    expect(linksRequests(requests)).toEqual([]);
    expect(backLink(host)?.getAttribute('href')).toContain(paths.resources.pattern);
  });
});
