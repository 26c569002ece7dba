import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathTo, paths } from '../../../src/lib/paths';
import { transportErrors } from '../../../src/core/messages/errors';
import { liveOnlineTexts } from '../../../src/core/messages/resources';
import { portalScreens } from '../../../src/core/messages/shell';
import { alerts, button, heading, json, link, renderSignedIn, stubRequests } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const pmixCall = '/rest-services/accountManagement/pmix/';
const partnerUrl = 'https://partner.summitprep.test/launch?course=NCLEX&session=demo';
const pmixPath = (courseAccessId: string) => pathTo('pmix', { courseAccessId });

const pmixRequests = (requests: { url: string }[]) => requests.filter((r) => r.url.includes(pmixCall));
const backLink = (host: HTMLElement) => link(host, liveOnlineTexts.backToResources);
const leaves = () => vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('partner resource launch (account §2 /myaccount/pmix, §7 pmix)', () => {
  it('says it is opening the partner course and leaves for its launch URL', async () => {
    const assign = leaves();
    const { host, requests } = await renderSignedIn(pmixPath('CA2007'));
    await waitFor(() => assign.mock.calls.length > 0, 'leaving for the partner');

    expect(assign.mock.calls).toEqual([[partnerUrl]]);
    expect(pmixRequests(requests).map((r) => new URL(r.url).pathname)).toEqual([`${pmixCall}CA2007`]);
    expect(heading(host)).toBe(paths.pmix.title);
    const status = host.querySelector('[role="status"]');
    expect(status?.textContent).toBe(liveOnlineTexts.pmixOpening);
    expect(status?.querySelector('.sp-spinner')).not.toBeNull();
    expect(alerts(host)).toEqual([]);
  });

  it('shows a failure with Try again, which asks again and then leaves', async () => {
    const assign = leaves();
    let stubbed = { count: 0 };
    const { host } = await renderSignedIn(pmixPath('CA2007'), {
      before: () => {
        stubbed = stubRequests(pmixCall, () => new Response('oops', { status: 503 }), 1);
      },
    });
    await waitFor(() => alerts(host).includes(transportErrors.upstreamFailed), 'the failure text');
    expect(stubbed.count).toBe(1);
    expect(assign).not.toHaveBeenCalled();
    expect(backLink(host)?.getAttribute('href')).toContain(paths.resources.pattern);

    button(host, portalScreens.tryAgain).click();
    await waitFor(() => assign.mock.calls.length > 0, 'leaving for the partner');
    expect(assign).toHaveBeenCalledWith(partnerUrl);
  });

  it.each([
    ['a script URL', { redirectUrl: 'javascript:alert(document.cookie)' }],
    ['a relative URL', { redirectUrl: '/partner/launch' }],
    ['a protocol-relative URL', { redirectUrl: '//evil.test/launch' }],
    ['a plain http URL (#29.8)', { redirectUrl: 'http://partner.summitprep.test/launch' }],
    ['a brand host on port 8443 (#29.8)', { redirectUrl: 'https://www.summitprep.test:8443/launch' }],
    ['no URL', { redirectUrl: null }],
    ['an empty answer', {}],
  ])('never follows %s: it says the course cannot be opened, with Try again', async (_name, answer) => {
    const assign = leaves();
    const { host } = await renderSignedIn(pmixPath('CA2007'), { before: () => stubRequests(pmixCall, () => json(answer)) });
    await waitFor(() => alerts(host).includes(liveOnlineTexts.pmixUnavailable), 'the unavailable text');
    // Every effect of the answer has run: a launch would not merely be late.
    await idle();

    expect(assign).not.toHaveBeenCalled();
    expect(button(host, portalScreens.tryAgain)).not.toBeNull();
    expect(backLink(host)).not.toBeNull();
  });

  it("says the partner course is not found for another student's course access (404)", async () => {
    const assign = leaves();
    const { host } = await renderSignedIn(pmixPath('CA2702'));
    await waitFor(() => alerts(host).includes(liveOnlineTexts.pmixNotFound), 'the not-found text');

    expect(assign).not.toHaveBeenCalled();
    expect(button(host, portalScreens.tryAgain)).not.toBeNull();
  });

  it('without courseAccessId says so, asks for nothing and links back to My Resources', async () => {
    const assign = leaves();
    const { host, requests } = await renderSignedIn(paths.pmix.pattern);
    await waitFor(() => alerts(host).includes(liveOnlineTexts.pmixNotFound), 'the not-found text');
    // The screen is quiet: no request or launch is still to come.
    await idle();

    expect(pmixRequests(requests)).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(backLink(host)?.getAttribute('href')).toContain(paths.resources.pattern);
  });
});
