import { describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../../support/epoch';
import { accessScreens } from '../../../src/core/messages/access';
import { accessErrors, transportErrors } from '../../../src/core/messages/errors';
import { bookingTexts } from '../../../src/core/messages/registration';
import { accountValidation } from '../../../src/core/messages/validation';
import { alerts, button, demo, field, hashRoute, heading, json, link, renderPortal, renderSignedIn, stubRequests, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const phonePath = '/pg/phonenumber?classid=7001';
const confirmationPath = '/pg/confirmation?classid=7001';

/** The phone step for the demo student, signed in before the mount. */
async function openSignedIn() {
  const rendered = await renderSignedIn(phonePath);
  await waitFor(() => rendered.host.querySelector('input[type="tel"]'), 'the phone step');
  return rendered;
}

const updates = (requests: { url: string; body: string }[]) =>
  requests.filter((r) => r.url.includes('/rest-services/enroll/updatestudent')).map((r) => JSON.parse(r.body) as Record<string, unknown>);

const consentBox = (host: HTMLElement) => {
  const box = host.querySelector<HTMLInputElement>('input[type="checkbox"][name="ewc"]');
  if (!box) throw new Error('no consent checkbox');
  return box;
};

describe('phone number step', () => {
  it('offers a tel input, the consent checkbox, Notify Me disabled while empty, and No Thanks', async () => {
    const { host } = await renderPortal(phonePath, { routing: 'hash', clock: createTestClock() });
    const input = await waitFor(() => host.querySelector<HTMLInputElement>('input[type="tel"]'), 'the phone input');
    expect(heading(host)).toBe(accessScreens.phoneHeading);
    expect(field(host, bookingTexts.phoneLabel)).toBe(input);
    expect(input.autocomplete).toBe('tel');
    expect(input.maxLength).toBe(15);
    expect(consentBox(host).checked).toBe(false);
    expect(host.textContent).toContain(bookingTexts.phoneConsent);
    const notify = button(host, accessScreens.notifyMe);
    expect(notify.disabled).toBe(true);
    type(input, '2');
    await waitFor(() => !notify.disabled, 'Notify Me enabled');
    type(input, '   ');
    await waitFor(() => notify.disabled, 'Notify Me disabled again');
    expect(link(host, accessScreens.noThanks)?.getAttribute('href')).toBe(`#${confirmationPath}`);
  });

  it('goes on to the confirmation of the same class with No Thanks, sending nothing', async () => {
    const { host, requests } = await renderPortal(phonePath, { routing: 'hash', clock: createTestClock() });
    await waitFor(() => link(host, accessScreens.noThanks), 'No Thanks');
    link(host, accessScreens.noThanks)?.click();
    await waitFor(() => hashRoute() === confirmationPath, 'the confirmation route');
    await waitFor(() => heading(host) === accessScreens.spotBooked, 'the confirmation');
    expect(updates(requests)).toEqual([]);
  });

  it('sends the phone with the consent as ewc, then moves on 500 ms later on the clock', async () => {
    const { host, requests, clock } = await openSignedIn();
    type(field(host, bookingTexts.phoneLabel), '(212) 555-0147');
    consentBox(host).click();
    await waitFor(() => consentBox(host).checked && !button(host, accessScreens.notifyMe).disabled, 'the ticked box');
    button(host, accessScreens.notifyMe).click();
    await waitFor(() => host.textContent?.includes(bookingTexts.phoneSaved), 'the saved message');
    expect(updates(requests)).toEqual([
      { studentId: 'S1001', email: demo.email, firstName: 'Dana', lastName: 'Rivera', phoneNumber: '2125550147', programCode: 'USMLE', ewc: true },
    ]);
    expect(button(host, accessScreens.notifyMe).disabled).toBe(true);
    clock.advance(499);
    await idle();
    expect(hashRoute()).toBe(phonePath);
    clock.advance(1);
    await waitFor(() => hashRoute() === confirmationPath, 'the confirmation route');
  });

  it('waits for the session check when Notify Me is pressed before it answers (the button pending), then sends', async () => {
    let answerCheck = () => {};
    const checkAnswered = new Promise<void>((resolve) => {
      answerCheck = resolve;
    });
    // The mount's session check (isLoggedIn) held back: the step and its class show meanwhile.
    const { host, requests } = await renderPortal(phonePath, {
      routing: 'hash',
      signedIn: demo,
      before: () => {
        stubRequests('/userLogin/isLoggedIn', async () => {
          await checkAnswered;
          return json({ isLoggedIn: true });
        }, 1);
      },
    });
    const input = await waitFor(() => host.querySelector<HTMLInputElement>('input[type="tel"]'), 'the phone step');
    type(input, '(212) 555-0147');
    await waitFor(() => !button(host, accessScreens.notifyMe).disabled, 'Notify Me enabled');
    button(host, accessScreens.notifyMe).click();
    await waitFor(() => button(host, accessScreens.notifyMe).getAttribute('aria-busy') === 'true', 'Notify Me pending');
    await idle();
    expect(updates(requests)).toEqual([]);
    answerCheck();
    await waitFor(() => host.textContent?.includes(bookingTexts.phoneSaved), 'the saved message');
    expect(updates(requests)).toEqual([expect.objectContaining({ email: demo.email, phoneNumber: '2125550147', ewc: false })]);
  });

  it('sends ewc false when the box is left unticked', async () => {
    const { host, requests } = await openSignedIn();
    type(field(host, bookingTexts.phoneLabel), '212.555.0147');
    await waitFor(() => !button(host, accessScreens.notifyMe).disabled, 'Notify Me enabled');
    button(host, accessScreens.notifyMe).click();
    await waitFor(() => updates(requests).length === 1, 'the update');
    expect(updates(requests)[0]).toMatchObject({ phoneNumber: '2125550147', ewc: false });
  });

  // access §2: Notify Me is disabled only while the input is empty (issue 13 item 7).
  it.each(['555-0147', '12', 'abc'])('leaves Notify Me enabled for %j and keeps it here with the phone message and focus on the input', async (typed) => {
    const { host, requests, clock } = await openSignedIn();
    const input = field(host, bookingTexts.phoneLabel);
    type(input, typed);
    await idle();
    const notify = button(host, accessScreens.notifyMe);
    expect(notify.disabled).toBe(false);
    expect(notify.getAttribute('aria-disabled')).toBeNull();
    expect(alerts(host)).toEqual([]);
    notify.click();
    await waitFor(() => alerts(host).length > 0, 'the phone message');
    expect(alerts(host)).toEqual([accountValidation.phoneInvalid]);
    expect(document.activeElement).toBe(input);
    clock.advance(1000);
    await idle();
    expect(updates(requests)).toEqual([]);
    expect(hashRoute()).toBe(phonePath);
  });

  it('shows a failure, stays, and succeeds on retry', async () => {
    const { host, requests, clock } = await openSignedIn();
    const fetchSpy = vi.mocked(window.fetch);
    const passThrough = fetchSpy.getMockImplementation();
    let failures = 1;
    fetchSpy.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('updatestudent') && failures > 0) {
        failures -= 1;
        requests.push({ url, body: typeof init?.body === 'string' ? init.body : '' });
        return new Response('', { status: 503 });
      }
      if (!passThrough) throw new Error('no fetch');
      return passThrough(input, init);
    });
    type(field(host, bookingTexts.phoneLabel), '2125550147');
    await waitFor(() => !button(host, accessScreens.notifyMe).disabled, 'Notify Me enabled');
    button(host, accessScreens.notifyMe).click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    clock.advance(1000);
    await idle();
    expect(hashRoute()).toBe(phonePath);
    expect(button(host, accessScreens.notifyMe).disabled).toBe(false);
    button(host, accessScreens.notifyMe).click();
    await waitFor(() => host.textContent?.includes(bookingTexts.phoneSaved), 'the saved message');
    expect(alerts(host)).not.toContain(transportErrors.upstreamFailed);
    expect(updates(requests)).toHaveLength(2);
    clock.advance(500);
    await waitFor(() => hashRoute() === confirmationPath, 'the confirmation route');
  });

  it('asks a visitor to log in instead of sending a number nobody owns', async () => {
    const { host, requests } = await renderPortal(phonePath, { routing: 'hash', clock: createTestClock() });
    const input = await waitFor(() => host.querySelector<HTMLInputElement>('input[type="tel"]'), 'the phone input');
    // The session check has been answered: the screen knows nobody is logged in.
    await idle();
    type(input, '2125550147');
    await waitFor(() => !button(host, accessScreens.notifyMe).disabled, 'Notify Me enabled');
    button(host, accessScreens.notifyMe).click();
    await waitFor(() => alerts(host).length > 0, 'the log-in message');
    expect(alerts(host)).toEqual([`${bookingTexts.phoneNeedsLogin} ${accessScreens.logIn}`]);
    expect(host.querySelector('.sp-card .sp-alert a')?.getAttribute('href')).toBe(`#/login?redirectUrl=${encodeURIComponent(phonePath)}`);
    expect(updates(requests)).toEqual([]);
  });

  it.each(['/pg/phonenumber', '/pg/phonenumber?classid=9999'])('shows No Event Found for %s', async (path) => {
    const { host } = await renderPortal(path, { clock: createTestClock() });
    await waitFor(() => heading(host) === accessErrors.noEvent, 'No Event Found');
    expect(host.querySelector('input[type="tel"]')).toBeNull();
    expect(link(host, accessScreens.lookForAnotherEvent)?.getAttribute('href')).toBe('https://www.summitprep.test/events');
  });
});
