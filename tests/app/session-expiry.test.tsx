import '../features/agreement/happy-dom-dompurify';
import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../src/core/messages/access';
import { accessErrors } from '../../src/core/messages/errors';
import { profileTexts } from '../../src/core/messages/profile';
import { guardedRedirect } from '../../src/core/rules/route-guard';
import type { Fault, FaultMatch } from '../support/fault-proxy';
import { idle } from '../support/page';
import { waitFor } from '../support/wait';
import { alerts, button, demo, hashRoute, heading, logIn, renderPortal } from '../features/render-portal';

/*
 * issue #13.3: a "Not logged in" answer (a 401, or the catalogue text) from
 * any call clears the mount's session and goes to /login?redirectUrl=<route>,
 * reads and writes alike — not a "Not logged in" with a Try again that cannot
 * help under a header still greeting the student.
 */

const utility = (host: HTMLElement) => host.querySelector('.sp-header-utility') as HTMLElement;
const hasLogIn = (host: HTMLElement) => [...utility(host).querySelectorAll('a')].some((a) => a.textContent === accessScreens.logIn);
const cookieNames = () => document.cookie.split(';').map((part) => part.split('=')[0]?.trim()).filter(Boolean);

/** Logs the demo student in through the fault proxy and lands on `path`. */
async function signedIn(path: string) {
  const rendered = await renderPortal(`/login?redirectUrl=${encodeURIComponent(path)}`, { routing: 'hash', faults: true });
  await idle();
  await logIn(rendered.host, demo.email);
  await waitFor(() => hashRoute() === path, `the route ${path}`);
  await waitFor(() => utility(rendered.host).querySelector('.sp-account-button'), 'the account menu');
  // The login's session check ends with the enrollment data: let it finish before the session goes.
  await idle();
  return rendered;
}

async function expectAskedToLogIn(host: HTMLElement, route: string) {
  await waitFor(() => hashRoute() === guardedRedirect(...splitRoute(route)), `the login for ${route}`);
  await waitFor(() => heading(host) === accessScreens.loginHeading('Summit Prep'), 'the login screen');
  await idle();
  expect(hasLogIn(host)).toBe(true);
  expect(alerts(host)).not.toContain(accessErrors.notLoggedIn);
}

const splitRoute = (route: string): [string, string] => {
  const q = route.indexOf('?');
  return q < 0 ? [route, ''] : [route.slice(0, q), route.slice(q)];
};

const notLoggedInBody = (extra: Record<string, unknown> = {}) => JSON.stringify({ ...extra, message: accessErrors.notLoggedIn });
const isPost = (path: string) => (request: { method: string; path: string }) => request.method === 'POST' && request.path === path;
const operation = (name: string) => (request: { body: string }) => request.body.includes(`"operationName":"${name}"`);

describe('a session that is gone (#13.3)', () => {
  it('a tab left open after logging out elsewhere: the next screen asks to log in, with the route to come back to', async () => {
    const { host, handle, proxy } = await signedIn('/myaccount/profile');
    await waitFor(() => heading(host) === profileTexts.heading, 'the profile');
    await idle();
    // Another tab logs out: the server forgets the session and the shared cookies go.
    await fetch(`${proxy.url}/rest-services/userLogin/logout`, { credentials: 'include' });
    for (const name of cookieNames()) document.cookie = `${name}=; Path=/; Max-Age=0`;
    handle.navigate('/myaccount/profile/updategoals');
    await expectAskedToLogIn(host, '/myaccount/profile/updategoals');
  });

  it.each<[string, FaultMatch, Fault]>([
    ['myaccount answering 401', '/accountManagement/myaccount', { status: 401, body: notLoggedInBody(), contentType: 'application/json' }],
    ['the student query answering the catalogue text as a GraphQL error', operation('Student'), { json: { data: null, errors: [{ message: accessErrors.notLoggedIn }] } }],
  ])('a read: %s clears the session, its cookies, and asks to log in', async (_what, match, fault) => {
    const { host, handle, proxy } = await signedIn('/contact-us');
    proxy.fail(match, fault);
    handle.navigate('/myaccount/profile');
    await expectAskedToLogIn(host, '/myaccount/profile');
    expect(cookieNames()).toEqual([]);
  });

  it.each<[string, FaultMatch, Fault]>([
    ['POST /ea answering 401', isPost('/rest-services/ea'), { status: 401, body: notLoggedInBody({ error: 'unauthorized' }), contentType: 'application/json' }],
    ['POST /ea answering 403 with the catalogue text', isPost('/rest-services/ea'), { status: 403, body: notLoggedInBody(), contentType: 'application/json' }],
  ])('a write: the agreement accept with %s asks to log in and comes back to the agreement', async (_what, match, fault) => {
    const route = '/pg/enrollment-agreement?enrollmentId=E2009';
    const { host, proxy } = await signedIn(route);
    const yes = await waitFor(() => [...host.querySelectorAll('label.sp-radio input')][0] as HTMLInputElement | undefined, 'the share-info choice');
    yes.click();
    await idle();
    proxy.fail(match, fault);
    button(host, accessScreens.accept).click();
    await expectAskedToLogIn(host, route);
  });

  it('a failure that is not "not logged in" keeps the session', async () => {
    const { host, handle, proxy } = await signedIn('/contact-us');
    proxy.fail('/accountManagement/myaccount', { status: 500 }, 1);
    handle.navigate('/myaccount/profile');
    await waitFor(() => alerts(host).length > 0, 'the failure');
    await idle();
    expect(hashRoute()).toBe('/myaccount/profile');
    expect(hasLogIn(host)).toBe(false);
    expect(cookieNames()).toContain('ktpa');
  });
});
