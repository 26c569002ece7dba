import { describe, expect, it, vi } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { profileTexts } from '../../../src/core/messages/profile';
import { button, demo, field, hashRoute, heading, renderPortal, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

async function logInThroughTheForm(host: HTMLElement) {
  type(field(host, accessScreens.emailLabel), demo.email);
  type(field(host, accessScreens.passwordLabel), demo.password);
  await waitFor(() => !button(host, accessScreens.logIn).hasAttribute('aria-disabled'), 'Log In available');
  // A pointer click moves focus to the button, as in a browser.
  button(host, accessScreens.logIn).focus();
  button(host, accessScreens.logIn).click();
}

describe('login redirect (access §2)', () => {
  it('follows a safe relative redirectUrl after login', async () => {
    const { host } = await renderPortal('/login?redirectUrl=%2Fmyaccount%2Fprofile', { routing: 'hash' });
    await idle();
    await logInThroughTheForm(host);
    await waitFor(() => hashRoute() === '/myaccount/profile', 'the redirect target');
    await waitFor(() => heading(host) === profileTexts.heading, 'the guarded profile screen');
  });

  it('brings a visitor back to a guarded route whose query holds %20 and %26 after login', async () => {
    const target = '/myaccount/live-online?courseAccessId=CA2003&productTitle=GRE%20Verbal%20%26%20Quant';
    const { host } = await renderPortal(target, { routing: 'hash' });
    await waitFor(() => hashRoute().startsWith('/login?redirectUrl='), 'the login with the return path');
    expect(new URLSearchParams(hashRoute().split('?')[1]).get('redirectUrl')).toBe(target);
    await idle();
    await logInThroughTheForm(host);
    await waitFor(() => hashRoute() === target, 'the guarded route, its query intact');
    await waitFor(() => heading(host) === 'GRE Verbal & Quant', 'the page titled from its query');
  });

  it('does not follow //evil.test: it ends on /login, logged in, without leaving the page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { host } = await renderPortal('/login?redirectUrl=%2F%2Fevil.test', { routing: 'hash' });
    await idle();
    await logInThroughTheForm(host);
    await waitFor(() => hashRoute() === '/login', 'the login route without the bad redirect');
    await waitFor(() => host.textContent?.includes(accessScreens.alreadyLoggedIn), 'the logged-in notice');
    expect(heading(host)).toBe(accessScreens.loginHeading('Summit Prep'));
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it('leaves for an absolute URL on the current host through the host page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { host, sim } = await renderPortal('/login', { routing: 'hash' });
    const target = `${sim.url}/course/portal?id=1`;
    window.location.hash = `#/login?redirectUrl=${encodeURIComponent(target)}`;
    await idle();
    await logInThroughTheForm(host);
    await waitFor(() => assign.mock.calls.length > 0, 'leaving the page');
    expect(assign).toHaveBeenCalledWith(target);
    assign.mockRestore();
  });

  it('sends a student who is already logged in straight to the redirectUrl', async () => {
    const { host, handle } = await renderPortal('/login', { routing: 'hash' });
    await idle();
    await logInThroughTheForm(host);
    await waitFor(() => hashRoute().startsWith('/myaccount/resources'), 'the landing page');
    handle.navigate('/login?redirectUrl=%2Fmyaccount%2Fprofile');
    await waitFor(() => hashRoute() === '/myaccount/profile', 'the redirect target');
  });

  it('sends a visitor of a guarded route to login and back after logging in', async () => {
    const { host } = await renderPortal('/myaccount/profile', { routing: 'hash' });
    await waitFor(() => hashRoute() === '/login?redirectUrl=%2Fmyaccount%2Fprofile', 'the login redirect');
    await idle();
    await logInThroughTheForm(host);
    await waitFor(() => hashRoute() === '/myaccount/profile', 'the original route');
  });
});
