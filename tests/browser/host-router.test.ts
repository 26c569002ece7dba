import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../src/core/messages/access';
import { useBrowserSuite } from './browser-suite';
import { heading, loginHeading } from './portal-page';

const suite = useBrowserSuite();

/** The paths of the `virtualPageview`s the portal pushed to window.dataLayer. */
const pageviews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string; path: string }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'virtualPageview')
      .map((entry) => entry.path),
  );

/** What the host page's own router shows (examples/host-hash-router.js). */
const hostView = (page: Page) => page.locator('#host-view');
const portal = (page: Page) => page.locator('#portal');
const forgotHeading = (page: Page) => heading(portal(page), accessScreens.forgotTitle);
const loginShown = (page: Page) => heading(portal(page), loginHeading());

describe('the portal beside a host hash router (issue #19.1, hashPrefix)', () => {
  it('opens a deep link under the prefix on the portal screen it names', async () => {
    const { page } = await suite.open('/host-hash-router.html#/portal/forgotpassword');
    await forgotHeading(page).waitFor();
    await expect.poll(() => hostView(page).textContent()).toContain('host route /portal/forgotpassword');
    await expect.poll(() => pageviews(page)).toEqual(['/forgotpassword']);
  });

  it('host links leave the portal on its screen, with no pageview for host routes', async () => {
    const { page } = await suite.open('/host-hash-router.html');
    await loginShown(page).waitFor();
    await page.getByRole('navigation', { name: 'Host' }).getByRole('link', { name: 'About' }).click();
    await expect.poll(() => hostView(page).textContent()).toContain('About us');
    expect(page.url()).toMatch(/#\/about$/);
    await expect.poll(() => loginShown(page).isVisible()).toBe(true);
    expect(await portal(page).textContent()).not.toContain('not found');
    await expect.poll(() => pageviews(page)).toEqual(['/login']);
  });

  it('portal links and handle.navigate() change the hash so the host router follows; Back and Forward work for both', async () => {
    const { page } = await suite.open('/host-hash-router.html#/about');
    await loginShown(page).waitFor();
    // The portal's own link: an href under the prefix, and the host hears the move.
    const forgot = portal(page).getByRole('link', { name: accessScreens.forgotPasswordLink });
    expect(await forgot.getAttribute('href')).toBe('#/portal/forgotpassword');
    await forgot.click();
    await forgotHeading(page).waitFor();
    await expect.poll(() => hostView(page).textContent()).toContain('host route /portal/forgotpassword');

    // Back to the host's route: the host shows it, the portal keeps its screen.
    await page.goBack();
    await expect.poll(() => hostView(page).textContent()).toContain('About us');
    await expect.poll(() => forgotHeading(page).isVisible()).toBe(true);
    await page.goForward();
    await expect.poll(() => hostView(page).textContent()).toContain('host route /portal/forgotpassword');

    // handle.navigate() from the host's button: a new entry the host router hears.
    await page.getByRole('link', { name: 'Account' }).click();
    await loginShown(page).waitFor();
    // Each kind of hash router hears it: react-router's (popstate only) and wouter's (hashchange only).
    await page.evaluate(() => {
      const w = window as unknown as { heard: string[] };
      w.heard = [];
      for (const type of ['popstate', 'hashchange']) window.addEventListener(type, () => w.heard.push(`${type} ${location.hash}`));
    });
    await page.evaluate(() => (window as unknown as { portal: { navigate(path: string): void } }).portal.navigate('/forgotpassword'));
    await forgotHeading(page).waitFor();
    await expect.poll(() => hostView(page).textContent()).toContain('host route /portal/forgotpassword');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
      .toEqual(['popstate #/portal/forgotpassword', 'hashchange #/portal/forgotpassword']);
    await page.goBack();
    await loginShown(page).waitFor();
    await expect.poll(() => hostView(page).textContent()).toContain('host route /portal/login');
    await expect.poll(() => pageviews(page)).toEqual(['/login', '/forgotpassword', '/login', '/forgotpassword', '/login']);
  });
});

describe('path routing under a base path (issue #19.1)', () => {
  it('opens a deep link, routes with real URLs the host hears, follows Back and ignores paths outside the base', async () => {
    const { page } = await suite.open('/account/login');
    await heading(page, loginHeading()).waitFor();
    // A history router of the host's: it listens to popstate.
    await page.evaluate(() => {
      const w = window as unknown as { heard: string[] };
      w.heard = [];
      window.addEventListener('popstate', () => w.heard.push(location.pathname));
    });
    const forgot = page.getByRole('link', { name: accessScreens.forgotPasswordLink });
    expect(await forgot.getAttribute('href')).toBe('/account/forgotpassword');
    await forgot.click();
    await heading(page, accessScreens.forgotTitle).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/forgotpassword');
    // Same document (no reload): the host's router heard the move.
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['/account/forgotpassword']);

    await page.goBack();
    await heading(page, loginHeading()).waitFor();

    // The host's own route outside /account: the portal keeps its screen and reports no pageview.
    await page.evaluate(() => {
      history.pushState(null, '', '/news');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await heading(page, loginHeading()).isVisible()).toBe(true);
    await expect.poll(() => pageviews(page)).toEqual(['/login', '/forgotpassword', '/login']);

    // A reload of a route: the page's server answers every path below /account.
    await page.goto(`${suite.url}/account/forgotpassword`);
    await heading(page, accessScreens.forgotTitle).waitFor();
  });
});

describe('memory-routing links (issue #19.8)', () => {
  it("carry the full portal's href for the same screen; a plain click still routes in memory", async () => {
    const { page, context } = await suite.open('/two-mounts.html');
    const left = page.locator('#left-portal');
    await heading(left, loginHeading()).waitFor();
    const forgot = left.getByRole('link', { name: accessScreens.forgotPasswordLink });
    // No portalUrl on a loopback page: the full portal is this origin's `/` (the host's own 404 before #19).
    expect(await forgot.getAttribute('href')).toBe(`${suite.url}/#/forgotpassword`);

    const opened = context.waitForEvent('page');
    await forgot.click({ modifiers: ['Control'] });
    const tab = await opened;
    await heading(tab, accessScreens.forgotTitle).waitFor();
    expect(new URL(tab.url()).hash).toBe('#/forgotpassword');
    await heading(left, loginHeading()).waitFor();

    await forgot.click();
    await heading(left, accessScreens.forgotTitle).waitFor();
    expect(new URL(page.url()).pathname).toBe('/two-mounts.html');
    expect(new URL(page.url()).hash).toBe('');
  });
});
