import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { vsTexts as t } from '../../../src/core/messages/books';
import { transportErrors } from '../../../src/core/messages/errors';
import { liveOnlineTexts } from '../../../src/core/messages/resources';
import { portalScreens } from '../../../src/core/messages/shell';
import { routeTitles } from '../../../src/core/messages/routes';
import { vsManualAfterMs } from '../../../src/features/books/vital-source-screen';
import { type RenderedPortal, alerts, button, hashRoute, heading, link, renderSignedIn } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { accounts } from '../../support/accounts';
import { courseCardTexts } from '../../../src/core/messages/resources';
import { showContent, signIn } from '../resources/resources-harness';

/*
 * account §2 /pg/vs and §4 "Digital book redirect" against the simulator:
 * E2001 has a book (a URL and params), E2002 answers NO-BOOK (the demo's
 * only other valid book course is E2001), the Canadian's E2501 (MCAT) has none.
 */

const vsPath = (query: string) => `/pg/vs?${query}`;
const shown = (host: HTMLElement, text: string) => waitFor(() => host.textContent?.includes(text), `"${text}"`);

interface Posted {
  action: string;
  method: string;
  fields: Record<string, string>;
  hiddenOnly: boolean;
}

/** Every form the screen submits by script, as it stood when submitted (the browser would leave then). */
function capturePosts(): Posted[] {
  const posted: Posted[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const inputs = [...this.querySelectorAll('input')];
    posted.push({
      action: this.getAttribute('action') ?? '',
      method: this.getAttribute('method') ?? '',
      fields: Object.fromEntries(inputs.map((i) => [i.name, i.value])),
      hiddenOnly: inputs.every((i) => i.type === 'hidden'),
    });
  });
  return posted;
}
afterEach(() => vi.restoreAllMocks());

const vsCalls = (portal: RenderedPortal) =>
  portal.requests.filter((r) => r.url.includes('/rest-services/vs?')).map((r) => new URL(r.url).searchParams.get('enrollmentId'));
const setVs = (portal: RenderedPortal, enrollmentId: string, entry: { url?: string; params?: Record<string, string>; error?: string } | null) => {
  const books = portal.sim.simulator.state().fixture.books;
  books.vs = books.vs.filter((v) => v.enrollmentId !== enrollmentId);
  if (entry) books.vs.push({ enrollmentId, ...entry });
};

describe('Digital book redirect (account §2 /pg/vs, §4)', () => {
  it('posts the answer’s URL and params by a hidden form, with the book and page asked for', async () => {
    const posted = capturePosts();
    const { host } = await renderSignedIn(vsPath('enrollmentId=E2001&bookId=BIO-2026&pageNumber=12'));
    await waitFor(() => posted.length > 0, 'the form post');
    expect(heading(host)).toBe(routeTitles.vitalSource);
    expect(posted).toEqual([
      {
        action: 'https://bookshelf.vitalsource.test/sso/launch',
        method: 'post',
        fields: { token: 'vs-demo-token-E2001', isbn: '9781506282480', brand: 'summit', bookId: 'BIO-2026', pageNumber: '12' },
        hiddenOnly: true,
      },
    ]);
    expect(host.querySelector('[role="status"]')?.textContent).toBe(t.opening);
    expect(host.querySelector<HTMLFormElement>('form[data-vs-post]')?.hidden).toBe(true);
  });

  it('offers the post as a button when the browser is still here after the wait', async () => {
    const posted = capturePosts();
    const { host, clock } = await renderSignedIn(vsPath('enrollmentId=E2001'));
    await waitFor(() => posted.length > 0, 'the form post');
    await idle();
    const form = () => host.querySelector<HTMLFormElement>('form[data-vs-post]');
    clock.advance(vsManualAfterMs - 1);
    await idle();
    expect(form()?.hidden).toBe(true);
    clock.advance(1);
    await waitFor(() => form()?.hidden === false, 'the manual button');
    expect(button(host, t.openManually).type).toBe('submit');
  });

  it('retries a NO-BOOK answer with the student’s other valid book course and posts its book', async () => {
    const posted = capturePosts();
    const portal = await renderSignedIn(vsPath('enrollmentId=E2002'));
    await waitFor(() => posted.length > 0, 'the form post');
    expect(vsCalls(portal)).toEqual(['E2002', 'E2001']);
    expect(posted[0]?.fields.token).toBe('vs-demo-token-E2001');
  });

  it('shows the not-purchased page with the MCAT purchase link when no course has the book', async () => {
    const posted = capturePosts();
    const portal = await renderSignedIn(vsPath('enrollmentId=E2501'), { email: accounts.canada.email });
    const { host } = portal;
    await shown(host, t.notPurchased);
    expect(host.querySelector('h2')?.textContent).toBe(t.notPurchasedTitle);
    expect(link(host, t.purchase('MCAT'))?.href).toBe('https://www.summitprep.test/mcat/digital-books');
    expect(host.textContent).toContain(t.readerInstructions);
    expect(link(host, t.readerLink)?.getAttribute('href')).toContain('/ade');
    expect(link(host, liveOnlineTexts.backToResources)).not.toBeNull();
    expect(vsCalls(portal)).toEqual(['E2501']);
    expect(posted).toEqual([]);
  });

  it('has no purchase link on the not-purchased page of a program outside MCAT, GRE, SAT and Premier', async () => {
    const portal = await renderSignedIn(vsPath('enrollmentId=E2004'), { before: (p) => setVs(p, 'E2001', { error: 'NO-BOOK' }) });
    await shown(portal.host, t.notPurchased);
    expect(vsCalls(portal)).toEqual(['E2004', 'E2001']);
    expect([...portal.host.querySelectorAll('a')].map((a) => a.textContent)).not.toContain(t.purchase('MCAT'));
    expect(portal.host.querySelector('a[href*="digital-books"]')).toBeNull();
  });

  it('names Premier on the purchase link of a Premier product', async () => {
    const portal = await renderSignedIn(vsPath('enrollmentId=E2004'), {
      before: (p) => {
        setVs(p, 'E2001', { error: 'NO-BOOK' });
        const entry = p.sim.simulator.state().fixture.courses.find((c) => c.course.enrollmentId === 'E2004');
        if (entry) entry.course.productTitle = 'LSAT Premier';
      },
    });
    await shown(portal.host, t.notPurchased);
    expect(link(portal.host, t.purchase('Premier'))?.href).toBe('https://www.summitprep.test/premier/digital-books');
  });

  it('never posts to a URL that is not https: it says the book cannot be opened, and Try again posts once it is', async () => {
    const posted = capturePosts();
    const portal = await renderSignedIn(vsPath('enrollmentId=E2001'), {
      before: (p) => setVs(p, 'E2001', { url: 'http://bookshelf.vitalsource.test/sso/launch', params: { token: 'plain' } }),
    });
    const { host } = portal;
    await waitFor(() => alerts(host).length > 0, 'the text');
    expect(alerts(host)).toEqual([t.unavailable]);
    expect(posted).toEqual([]);
    expect(host.querySelector('form[data-vs-post]')).toBeNull();
    setVs(portal, 'E2001', { url: 'https://bookshelf.vitalsource.test/sso/launch', params: { token: 'secure' } });
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => posted.length > 0, 'the form post');
    expect(posted[0]?.fields).toEqual({ token: 'secure' });
  });

  it('says the book cannot be opened for an error other than NO-BOOK, without retrying other courses', async () => {
    const portal = await renderSignedIn(vsPath('enrollmentId=E2002'), { before: (p) => setVs(p, 'E2002', { error: 'LICENSE-EXPIRED' }) });
    await waitFor(() => alerts(portal.host).length > 0, 'the text');
    expect(alerts(portal.host)).toEqual([t.unavailable]);
    expect(vsCalls(portal)).toEqual(['E2002']);
  });

  it.each([['enrollmentId=E9999'], ['enrollmentId=%20'], ['bookId=BIO-2026']])('does not find the course for %s', async (query) => {
    const { host } = await renderSignedIn(vsPath(query));
    await waitFor(() => alerts(host).length > 0, 'the not-found text');
    expect(alerts(host)).toEqual([t.notFound]);
  });

  it('is where the Launch of a VITAL_SOURCE course lands, and it posts that course’s book', async () => {
    const posted = capturePosts();
    const rendered = await signIn();
    await showContent(rendered);
    const launch = [...rendered.host.querySelectorAll('button')].find((b) => b.textContent === `${courseCardTexts.launch} MCAT Self-Paced`);
    if (!launch) throw new Error('no Launch for MCAT Self-Paced');
    launch.click();
    await waitFor(() => hashRoute() === vsPath('enrollmentId=E2001'), 'the /pg/vs route');
    await waitFor(() => posted.length > 0, 'the form post');
    expect(posted[0]?.fields.token).toBe('vs-demo-token-E2001');
  });

  it.each<[string, Fault, string]>([
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['a dropped connection', 'drop', transportErrors.networkUnavailable],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
    ['JSON of the wrong shape', { json: { url: 42, params: 'token' } }, transportErrors.upstreamFailed],
  ])('a /vs call answered with %s shows the failure with Try again, which opens the book', async (_label, fault, text) => {
    const posted = capturePosts();
    const { host, proxy } = await renderSignedIn(vsPath('enrollmentId=E2001'), {
      faults: true,
      before: ({ proxy: p }) => p.fail('/rest-services/vs?', fault),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted.length).toBeGreaterThan(0);
    expect(posted).toEqual([]);
    proxy.heal();
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => posted.length > 0, 'the form post');
  });
});
