import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestClock } from '../../support/epoch';
import { enrollEvent } from '../../../src/core/api/registration';
import { accessScreens } from '../../../src/core/messages/access';
import { bookingTexts } from '../../../src/core/messages/registration';
import { resourcesTexts } from '../../../src/core/messages/resources';
import { button, demo, field, hashRoute, heading, renderPortal, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const myAccount = '/myaccount/resources?pivot=true';

/** The demo student, logged in through the form, on a manual clock (hash routing). */
async function renderSignedIn() {
  const clock = createTestClock();
  const rendered = await renderPortal('/login', { routing: 'hash', clock });
  const { host } = rendered;
  // The session check is answered before logging in.
  await idle();
  type(field(host, accessScreens.emailLabel), demo.email);
  type(field(host, accessScreens.passwordLabel), demo.password);
  await waitFor(() => !button(host, accessScreens.logIn).hasAttribute('aria-disabled'), 'Log In available');
  button(host, accessScreens.logIn).click();
  await waitFor(() => hashRoute() === myAccount, 'the landing page');
  // The landing page shows its progress bar until its data is in, then holds 500 ms at 100 (account §9).
  await waitFor(() => progressBar(host)?.getAttribute('aria-valuenow') === '100', 'the resources at 100 %');
  clock.advance(500);
  await waitFor(() => clock.pending() === 0, 'the resources screen idle');
  /** Opens the signing page and waits for its timers (ticks, plus the poll when there is a class) to start. */
  const openSigning = async (path: string) => {
    const before = clock.pending();
    rendered.handle.navigate(path);
    const bar = await waitFor(() => progressBar(host), 'the progress bar');
    const timers = path.includes('classId=') ? 2 : 1;
    await waitFor(() => clock.pending() === before + timers, 'the signing timers');
    return bar;
  };
  return { ...rendered, clock, openSigning };
}

const progressBar = (host: HTMLElement) => host.querySelector<HTMLElement>('[role="progressbar"]');
const accountCalls = (requests: { url: string }[]) => requests.filter((r) => r.url.includes('/accountManagement/myaccount')).length;

function spyOnLeave() {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  onTestFinished(() => assign.mockRestore());
  return assign;
}

describe('signing page', () => {
  it('grows the bar 0.4 per 40 ms tick on the clock, with no style attribute', async () => {
    const { host, clock, openSigning } = await renderSignedIn();
    const bar = await openSigning('/pg/signing?classId=7002');
    expect(heading(host)).toBe(bookingTexts.signingHeading);
    expect(bar.getAttribute('aria-label')).toBe(bookingTexts.signingProgress);
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    clock.advance(400);
    await waitFor(() => bar.getAttribute('aria-valuenow') === '4', 'the bar at 4');
    clock.advance(7600);
    await waitFor(() => bar.getAttribute('aria-valuenow') === '80', 'the bar at 80');
    expect(bar.querySelector('.sp-progress-fill')?.getAttribute('data-step')).toBe('80');
    expect(host.querySelector('[style]')).toBeNull();
  });

  it('leaves for the portal of the course registered for that class', async () => {
    const { clock, sim, requests, openSigning } = await renderSignedIn();
    await enrollEvent(sim.client, { firstName: 'Dana', lastName: 'Rivera', email: demo.email, password: demo.password, classCode: '7001' });
    const assign = spyOnLeave();
    await openSigning('/pg/signing?classId=7001');
    const before = accountCalls(requests);
    clock.advance(999);
    await idle();
    expect(accountCalls(requests)).toBe(before);
    expect(assign).not.toHaveBeenCalled();
    clock.advance(1);
    await waitFor(() => assign.mock.calls.length > 0, 'leaving for the course');
    expect(assign).toHaveBeenCalledTimes(1);
    // The course of the registration just made: its enrollment in the simulator.
    const [registration] = sim.simulator.state().eventRegistrations.filter((r) => r.classId === '7001');
    expect(assign).toHaveBeenCalledWith(`https://lms.summitprep.test/event/${registration?.enrollmentId ?? 'none'}`);
    expect(registration?.enrollmentId).toMatch(/^EV\d+$/);
    expect(accountCalls(requests)).toBe(before + 1);
    // Nothing runs on: no more ticks, no more polls.
    expect(clock.pending()).toBe(0);
    expect(hashRoute()).toBe('/pg/signing?classId=7001');
  });

  it('gives up after 12 polls a second apart and goes to my account', async () => {
    const { host, clock, requests, openSigning } = await renderSignedIn();
    const assign = spyOnLeave();
    await openSigning('/pg/signing?classId=7002');
    // Requests the landing page started are answered before counting.
    await idle();
    const before = accountCalls(requests);
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      expect(hashRoute()).toBe('/pg/signing?classId=7002');
      clock.advance(1000);
      await waitFor(() => accountCalls(requests) === before + attempt, `poll ${attempt}`);
      // The next poll is scheduled once this one is answered (ticks + poll = 2 timers), or the page gives up.
      await waitFor(() => clock.pending() === 2 || hashRoute() === myAccount, `the answer to poll ${attempt}`);
    }
    await waitFor(() => hashRoute() === myAccount, 'my account');
    // The signing page's timers are gone: what is left is the resources page's one (its progress tick or its hold).
    await waitFor(() => host.querySelector(`[role="progressbar"][aria-label="${resourcesTexts.progressLabel}"]`), 'the resources progress');
    await idle(); // its effect, which starts the tick, runs after the render
    expect(clock.pending()).toBe(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to my account when the bar reaches 100 (15.88 s)', async () => {
    const { clock, openSigning } = await renderSignedIn();
    const bar = await openSigning('/pg/signing');
    clock.advance(15_879);
    await waitFor(() => bar.getAttribute('aria-valuenow') === '99', 'the bar at 99');
    expect(hashRoute()).toBe('/pg/signing');
    clock.advance(1);
    await waitFor(() => hashRoute() === myAccount, 'my account');
  });

  it('cancels its ticks and polls when the student leaves the page', async () => {
    const { host, handle, clock, requests, openSigning } = await renderSignedIn();
    const before = clock.pending();
    await openSigning('/pg/signing?classId=7002');
    handle.navigate('/updatesuccess?message=profile');
    await waitFor(() => progressBar(host) === null, 'another page');
    // Effects are cleaned up just after the new page renders.
    await waitFor(() => clock.pending() === before, 'the signing timers to stop');
    const calls = accountCalls(requests);
    clock.advance(20_000);
    await idle();
    expect(accountCalls(requests)).toBe(calls);
    expect(hashRoute()).toBe('/updatesuccess?message=profile');
  });
});
