import { describe, expect, it, onTestFinished } from 'vitest';
import { mount } from '../../embed/mount';
import { accessScreens } from '../../src/core/messages/access';
import { accessErrors, transportErrors } from '../../src/core/messages/errors';
import { portalScreens } from '../../src/core/messages/shell';
import { resourcesTexts } from '../../src/core/messages/resources';
import { type Fault, everyFault } from '../support/fault-proxy';
import { idle } from '../support/page';
import { waitFor } from '../support/wait';
import { alerts, button, demo, faultTimeoutMs, hashRoute, heading, logIn, renderPortal } from '../features/render-portal';

/*
 * issue #13.2: only a definite "not logged in" answer of the session check
 * sends a student to /login. A failed isLoggedIn or myaccount (5xx, hang,
 * drop, HTML, wrong shape) shows the failure text with Try again on the
 * guarded route, which stays; the header never turns to Log In.
 */

const utility = (host: HTMLElement) => host.querySelector('.sp-header-utility') as HTMLElement;
const hasLogIn = (host: HTMLElement) => [...utility(host).querySelectorAll('a')].some((a) => a.textContent === accessScreens.logIn);
const hasAccountMenu = (host: HTMLElement) => utility(host).querySelector('.sp-account-button') !== null;

/** The text each fault shows (the catalogue's transport texts). */
const expectedText = (fault: Fault) =>
  fault === 'hang' ? transportErrors.networkTimeout : fault === 'drop' ? transportErrors.networkUnavailable : transportErrors.upstreamFailed;

/**
 * A student logs in through the fault proxy, then the page is loaded again
 * (a fresh mount, the cookies kept) at `path` while `call` fails with `fault`.
 */
async function reloadSignedIn(path: string, call: string, fault: Fault) {
  const first = await renderPortal('/login?redirectUrl=%2Fcontact-us', { routing: 'hash', faults: true });
  await idle();
  await logIn(first.host, demo.email);
  await waitFor(() => hashRoute() === '/contact-us', 'the page after login');
  await idle();
  first.handle.unmount();
  first.proxy.fail(call, fault);
  window.history.replaceState(null, '', `#${path}`);
  const host = document.createElement('div');
  document.body.append(host);
  const handle = mount(host, { apiBase: first.proxy.url, routing: 'hash' }, { clock: first.clock, timeoutMs: faultTimeoutMs });
  onTestFinished(() => {
    handle.unmount();
    host.remove();
  });
  return { ...first, host, handle };
}

const checks: [string, string][] = [
  ['isLoggedIn', '/userLogin/isLoggedIn'],
  ['myaccount', '/accountManagement/myaccount'],
];
const cases = checks.flatMap(([name, call]) => everyFault.map(([label, fault]) => [name, call, label, fault] as const));

describe('session check failures (#13.2)', () => {
  it.each(cases)('%s answering %s (%s) keeps the guarded route and shows the failure with Try again', async (name, call, _label, fault) => {
    const path = '/myaccount/resources';
    const { host, proxy } = await reloadSignedIn(path, call, fault);
    const failure = await waitFor(() => alerts(host).find((text) => text === expectedText(fault)), 'the failure text', 6000);
    expect(failure).toBe(expectedText(fault));
    await idle();
    expect(hashRoute()).toBe(path);
    expect(button(host, portalScreens.tryAgain)).toBeTruthy();
    // The header never offers Log In to a student whose session may be valid; after a yes from isLoggedIn it stays signed in.
    expect(hasLogIn(host)).toBe(false);
    if (name === 'myaccount') expect(hasAccountMenu(host)).toBe(true);

    proxy.heal();
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => heading(host) === resourcesTexts.heading, 'the resources screen after Try again', 6000);
    expect(hashRoute()).toBe(path);
    expect(hasAccountMenu(host)).toBe(true);
  });

  it('still sends a visitor to /login when isLoggedIn says no', async () => {
    await renderPortal('/myaccount/profile', { routing: 'hash', faults: true });
    await waitFor(() => hashRoute() === '/login?redirectUrl=%2Fmyaccount%2Fprofile', 'the guarded redirect');
  });

  it('sends the student to /login when isLoggedIn answers 401 (a definite no)', async () => {
    const { host } = await reloadSignedIn('/myaccount/profile', '/userLogin/isLoggedIn', { status: 401, body: JSON.stringify({ message: accessErrors.notLoggedIn }), contentType: 'application/json' });
    await waitFor(() => hashRoute() === '/login?redirectUrl=%2Fmyaccount%2Fprofile', 'the guarded redirect');
    await waitFor(() => hasLogIn(host), 'Log In in the header');
  });
});
