import { describe, expect, it, vi } from 'vitest';
import { accountScreens } from '../../../src/core/messages/account';
import { transportErrors } from '../../../src/core/messages/errors';
import { profileTexts } from '../../../src/core/messages/profile';
import { alerts, button, hashRoute, heading, link } from '../render-portal';
import { portalScreens } from '../../../src/core/messages/shell';
import { waitFor } from '../../support/wait';
import { renderSignedIn } from './info-sign-in';
import { renderSignedInOnQaHost } from './qa-host';

const adaPath = '/myaccount/profile/ada';

/** account §2: the extra-time screen is a QA host's only, as its card is. */
async function openAda() {
  const rendered = await renderSignedInOnQaHost(adaPath);
  await waitFor(() => rendered.host.querySelector('input[name="isADAUser"]'), 'the extra-time form');
  return rendered;
}

const box = (host: HTMLElement) => {
  const input = host.querySelector<HTMLInputElement>('input[type="checkbox"][name="isADAUser"]');
  if (!input) throw new Error('no extra-time checkbox');
  return input;
};

const save = (host: HTMLElement) => button(host, profileTexts.save);

const contactUpdates = (requests: { url: string; body: string }[]) =>
  requests.filter((r) => r.url.includes('/accountManagement/updateContact')).map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('extra time (ADA)', () => {
  it('shows the flag as held, labelled, with Save disabled until it changes', async () => {
    const { host } = await openAda();
    expect(heading(host)).toBe(accountScreens.adaTitle);
    const input = box(host);
    expect(host.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(profileTexts.extraTimeCheckbox);
    expect(input.checked).toBe(false);
    expect(save(host).disabled).toBe(true);
    input.click();
    await waitFor(() => !save(host).disabled, 'Save enabled');
    input.click();
    await waitFor(() => save(host).disabled, 'Save disabled again');
    expect(link(host, profileTexts.cancel)?.getAttribute('href')).toBe('#/myaccount/profile');
  });

  it('sends the extra-time update and goes to the update success page; the flag is then held', async () => {
    const { host, requests } = await openAda();
    box(host).click();
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => hashRoute() === '/updatesuccess?message=profile', 'the success route');
    await waitFor(() => host.textContent?.includes(accountScreens.profileUpdated), 'the profile-updated message');
    expect(contactUpdates(requests)).toEqual([
      {
        email: 'demo@student-portal.test',
        userId: 'U1001',
        isADAUser: true,
        phoneNumber: '2125550143',
        address1: '55 Bethune Street',
        city: 'New York',
        state: 'NY',
        zip: '10014',
        country: 'US',
      },
    ]);
    window.location.hash = `#${adaPath}`;
    await waitFor(() => host.querySelector<HTMLInputElement>('input[name="isADAUser"]')?.checked, 'the held flag');
  });

  it('keeps the choice and says so when the save fails', async () => {
    const { host } = await openAda();
    const spy = vi.mocked(window.fetch);
    const real = spy.getMockImplementation();
    if (!real) throw new Error('no fetch spy');
    spy.mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/updateContact') ? new Response('', { status: 503 }) : real(input, init),
    );
    box(host).click();
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => alerts(host).includes(transportErrors.upstreamFailed), 'the failure');
    expect(hashRoute()).toBe(adaPath);
    expect(box(host).checked).toBe(true);
    expect(save(host).disabled).toBe(false);
  });

  // issue 13 item 14: the same rule as the card, by URL too.
  it('is not found by URL on a host that is not QA, sending nothing', async () => {
    const { host, requests } = await renderSignedIn(adaPath);
    await waitFor(() => heading(host) === portalScreens.notFoundHeading, 'the not-found view');
    expect(host.querySelector('input[name="isADAUser"]')).toBeNull();
    expect(host.textContent).not.toContain(accountScreens.adaTitle);
    expect(contactUpdates(requests)).toEqual([]);
  });
});
