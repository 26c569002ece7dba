// Issue #31: the portal inside three real host apps (tests/hosts), each a Vite production build of
// the package by its public names: a plain page, React 19 + react-router 7, Vue 3 + vue-router 4.
// Today each mounts the ES module's `mount()` on its /portal route (path routing below the app's
// base); host-apps-pending.md lists what comes with the component and the custom element.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
