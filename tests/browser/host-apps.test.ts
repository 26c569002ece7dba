// Issue #31: the portal inside real host apps (tests/hosts), each a Vite production build of the
// package by its public names: React 19 + react-router 7 with <StudentPortal> (student-portal/react),
// Vue 3 + vue-router 4 with <student-portal> (student-portal/element), both with the host's router in
// charge (`onNavigate` / `navigate`), and a plain Vite page with `mount()` (the ES module alone);
// and the custom element on a plain HTML page (examples/custom-element.html, its script).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessScreens } from '../../src/core/messages/access';
import { accountScreens } from '../../src/core/messages/account';
import { type HostName, ensureHosts } from '../hosts/build-hosts.mjs';
import { useBrowserSuite } from './browser-suite';
import { hostPath, openHost, portalEvents } from './host-apps';
import { accounts, heading, loginForm, loginHeading, submitLogin } from './portal-page';

const suite = useBrowserSuite();

// Built once per change of their sources or of dist/ (a stamp); a clean clone builds all three here.
beforeAll(async () => {
  await ensureHosts();
}, 60_000);

const portal = (page: Page) => page.locator('#portal');
const hostView = (page: Page) => page.locator('#host-view');
const hostLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Host' }).getByRole('link', { name, exact: true });
const loginShown = (page: Page) => heading(portal(page), loginHeading());
const forgotShown = (page: Page) => heading(portal(page), accessScreens.forgotTitle);
const mounted = (page: Page) => page.locator('.sp-root').count();

describe.each<HostName>(['react', 'vue'])('the %s host app', (name) => {
  it('shows the login at a deep link; host links move between host pages, and leaving the portal route unmounts it', async () => {
    const { page, console } = await openHost(suite, name, 'portal/login');
    await loginShown(page).waitFor();
    await hostLink(page, 'About').click();
    await expect.poll(() => hostView(page).textContent()).toContain('About');
    expect(hostPath(page, name)).toBe('about');
    expect(await mounted(page)).toBe(0);
    await hostLink(page, 'Home').click();
    await expect.poll(() => hostView(page).textContent()).toContain('Home');
    // Into the portal again by the host's own link: a fresh mount.
    await hostLink(page, 'Log in').click();
    await loginShown(page).waitFor();
    expect(await mounted(page)).toBe(1);
    expect((await portalEvents(page)).filter((type) => type === 'mount' || type === 'unmount')).toEqual(['mount', 'unmount', 'mount']);
    expect(console).toEqual([]);
  });

  it("follows the host router's links, asks it for its own moves, and Back/Forward walk both, with one mount", async () => {
    const { page, console } = await openHost(suite, name, 'about');
    await hostLink(page, 'Log in').click();
    await loginShown(page).waitFor();
    // The host's own <Link>/<RouterLink> to a portal route while the portal is mounted (issue #31's complaint).
    await hostLink(page, 'Forgot password').click();
    await forgotShown(page).waitFor();
    expect(hostPath(page, name)).toBe('portal/forgotpassword');
    // The portal's own link goes through the host's router (onNavigate / navigate): its URL, its history entry.
    await page.goBack();
    await loginShown(page).waitFor();
    await portal(page).getByRole('link', { name: accessScreens.forgotPasswordLink }).click();
    await forgotShown(page).waitFor();
    expect(hostPath(page, name)).toBe('portal/forgotpassword');
    await page.goBack();
    await loginShown(page).waitFor();
    expect(hostPath(page, name)).toBe('portal/login');
    // One mount so far: the portal moved, it was never mounted again; one pageview per move.
    const events = await portalEvents(page);
    expect(events.filter((type) => type === 'mount')).toHaveLength(1);
    expect(events.filter((type) => type === 'virtualPageview')).toHaveLength(5);
    await page.goBack();
    await expect.poll(() => hostView(page).textContent()).toContain('About');
    await page.goForward();
    await loginShown(page).waitFor();
    await page.goForward();
    await forgotShown(page).waitFor();
    expect(hostPath(page, name)).toBe('portal/forgotpassword');
    // Back to the host's page unmounted it; Forward mounted it afresh, at the URL's route.
    expect((await portalEvents(page)).filter((type) => type === 'mount' || type === 'unmount')).toEqual(['mount', 'unmount', 'mount']);
    expect(console).toEqual([]);
  });

  it('sends a deep link to an account route through the login and back to it', async () => {
    const { page, console } = await openHost(suite, name, 'portal/myaccount/profile');
    await loginShown(page).waitFor();
    expect(hostPath(page, name)).toMatch(/^portal\/login\?redirectUrl=/);
    await submitLogin(portal(page), accounts.demo, accounts.password);
    await portal(page).getByRole('heading', { level: 2, name: accountScreens.myInfo, exact: true }).waitFor();
    expect(hostPath(page, name)).toBe('portal/myaccount/profile');
    await loginForm(portal(page)).form.waitFor({ state: 'detached' });
    expect(await portalEvents(page)).toContain('login');
    // The host's chrome and router are still there around the signed-in portal.
    await hostLink(page, 'About').click();
    await expect.poll(() => hostView(page).textContent()).toContain('About');
    expect(await mounted(page)).toBe(0);
    expect((await portalEvents(page)).at(-1)).toBe('unmount');
    expect(console).toEqual([]);
  });
});

describe('the plain Vite page (vanilla host)', () => {
  it('shows the login at a deep link, logs in, and its plain links load the host page without the portal', async () => {
    const { page, console } = await openHost(suite, 'vanilla', 'portal/login');
    await loginShown(page).waitFor();
    await submitLogin(portal(page), accounts.demo, accounts.password);
    await page.waitForURL((url) => url.pathname.endsWith('/portal/myaccount/resources'));
    expect(hostPath(page, 'vanilla')).toBe('portal/myaccount/resources?pivot=true');
    expect(await portalEvents(page)).toContain('login');
    await hostLink(page, 'Home').click();
    await expect.poll(() => hostView(page).textContent()).toContain('Home');
    expect(await mounted(page)).toBe(0);
    expect(console).toEqual([]);
  });
});

describe('the custom element on a plain page (examples/custom-element.html, issue #31.3)', () => {
  it('mounts from its attributes, moves with its path attribute, unmounts when taken out and mounts again when put back', async () => {
    const { page, console } = await suite.open('/custom-element.html');
    const element = page.locator('student-portal');
    await heading(element, loginHeading('second')).waitFor();
    const pageUrl = page.url();
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await heading(element, accessScreens.forgotTitle).waitFor();
    // Memory routing: the host's URL stays as it was.
    expect(page.url()).toBe(pageUrl);
    await page.getByRole('button', { name: 'Remove the portal' }).click();
    await expect.poll(() => page.locator('#events li').allTextContents()).toContain('student-portal:unmount');
    await page.getByRole('button', { name: 'Put the portal back' }).click();
    await heading(element, accessScreens.forgotTitle).waitFor();
    expect(await page.locator('.sp-root').count()).toBe(1);
    expect(await page.locator('#events li').allTextContents()).toEqual([
      'student-portal:mount',
      'student-portal:virtual-pageview /login',
      'student-portal:virtual-pageview /forgotpassword',
      'student-portal:unmount',
      'student-portal:mount',
      'student-portal:virtual-pageview /forgotpassword',
    ]);
    expect(console).toEqual([]);
  });
});
