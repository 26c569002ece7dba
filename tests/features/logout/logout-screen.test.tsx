import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { button, demo, field, hashRoute, heading, renderPortal, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

async function logIn(host: HTMLElement) {
  type(field(host, accessScreens.emailLabel), demo.email);
  type(field(host, accessScreens.passwordLabel), demo.password);
  await idle();
  button(host, accessScreens.logIn).click();
  await waitFor(() => hashRoute().startsWith('/myaccount/resources'), 'the landing page');
}

describe('logout and /myaccount', () => {
  it('clears the session and its cookies, then lands on /login', async () => {
    const { host, handle, events, sim } = await renderPortal('/login', { routing: 'hash' });
    await idle();
    await logIn(host);
    expect(document.cookie).toContain('ktpa=');
    handle.navigate('/logout');
    await waitFor(() => hashRoute() === '/login', 'the login route');
    expect(heading(host)).toBe(accessScreens.loginHeading('Summit Prep'));
    expect(document.cookie).not.toContain('ktpa=');
    expect(document.cookie).not.toContain('confirmation=');
    expect(events.map((e) => e.type)).toContain('logout');
    // Asked with the page's own cookies, the simulator no longer knows a session.
    const answer = await (await fetch(`${sim.url}/rest-services/userLogin/isLoggedIn`, { credentials: 'include' })).json();
    expect(answer).toEqual({ isLoggedIn: false });
    handle.navigate('/myaccount/resources');
    await waitFor(() => hashRoute() === '/login?redirectUrl=%2Fmyaccount%2Fresources', 'the guard');
  });

  it('clears every cookie the login set, the routing token included, and the simulator stops honouring that token (#13.19)', async () => {
    const { host, handle, sim } = await renderPortal('/login', { routing: 'hash' });
    await idle();
    await logIn(host);
    const cookieNames = () => document.cookie.split(';').map((part) => part.split('=')[0]?.trim()).filter(Boolean).sort();
    expect(cookieNames()).toEqual(['confirmation', 'identityToken', 'ktpa']);
    const token = /(?:^|; )identityToken=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    handle.navigate('/logout');
    await waitFor(() => hashRoute() === '/login', 'the login route');
    expect(cookieNames()).toEqual([]);
    const resources = await fetch(`${sim.url}/my-resource?tenant=summit`, { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
    expect(resources.status).toBe(401);
  });

  it('shows a status while logging out', async () => {
    const { host } = await renderPortal('/logout', { routing: 'hash' });
    expect(host.querySelector('[role="status"]')?.textContent).toBe(accessScreens.loggingOut);
    await waitFor(() => hashRoute() === '/login', 'the login route');
  });

  it('redirects /myaccount to /myaccount/resources, which sends a visitor to login', async () => {
    const { host } = await renderPortal('/myaccount', { routing: 'hash' });
    await waitFor(() => hashRoute() === '/login?redirectUrl=%2Fmyaccount%2Fresources', 'the guarded redirect');
    await idle();
    await logIn(host);
    expect(hashRoute()).toBe('/myaccount/resources');
  });

  it('redirects /myaccount to /myaccount/resources for a logged-in student, replacing it in history', async () => {
    const { host, handle } = await renderPortal('/login', { routing: 'hash' });
    await idle();
    await logIn(host);
    const depth = window.history.length;
    handle.navigate('/myaccount');
    await waitFor(() => hashRoute() === '/myaccount/resources', 'the resources route');
    await waitFor(() => heading(host) === 'My Resources', 'the resources screen');
    expect(window.history.length).toBe(depth + 1);
  });
});
