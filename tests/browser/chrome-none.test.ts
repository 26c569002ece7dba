import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalScreens } from '../../src/core/messages/shell';
import { screenshot, settled, useBrowserSuite } from './browser-suite';
import { mountPortal, openHostPage } from './host-page';
import { accounts, heading, loginHeading, submitLogin } from './portal-page';

/*
 * Issue #19.2: `chrome: 'none'` renders the screen only — no skip link, site
 * header or footer, and the screen in one region labelled "Student portal"
 * rather than a second main landmark on the host page — with the live chat
 * per the `chat` option. The marketing examples use it (data-chrome="none").
 */

const suite = useBrowserSuite();

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });

/**
 * What of the portal's chrome `mount` shows: header, footer and main elements (by tag: inside the
 * host's own main they are no banner or contentinfo landmarks), the skip link, and the region
 * holding the screen.
 */
async function chromeOf(mount: Locator) {
  return {
    header: await mount.locator('header').count(),
    footer: await mount.locator('footer').count(),
    main: await mount.locator('main').count(),
    skip: await mount.getByRole('button', { name: portalScreens.skipToContent }).count(),
    region: await mount.getByRole('region', { name: portalScreens.mainLabel }).count(),
  };
}

const chromeless = { header: 0, footer: 0, main: 0, skip: 0, region: 1 };

describe('chrome-less mounts (issue #19.2)', () => {
  it.each([
    { path: '/marketing-careless-css.html', mount: '#login-widget' },
    { path: '/marketing-careless-css-shadow.html', mount: '#login-widget' },
    { path: '/marketing-important.html', mount: '#promo' },
  ])('the marketing example $path shows the login without the portal header and footer', async ({ path, mount: selector }) => {
    const { page } = await suite.open(path);
    const mount = page.locator(selector);
    await heading(mount, loginHeading()).waitFor();
    expect(await chromeOf(mount)).toEqual(chromeless);
    // The login heading sits inside the labelled region.
    await heading(mount.getByRole('region', { name: portalScreens.mainLabel }), loginHeading()).waitFor();
    if (path === '/marketing-careless-css.html') await screenshot(page, 'chrome-none-marketing');
  });

  it('the default (chrome full) keeps the header, main landmark, footer and skip link', async () => {
    const { page } = await openHostPage(suite);
    const mount = await mountPortal(page, { chat: false });
    await heading(mount, loginHeading()).waitFor();
    expect(await chromeOf(mount)).toEqual({ header: 1, footer: 1, main: 1, skip: 1, region: 0 });
  });

  it.each([
    { chat: true, launchers: 1 },
    { chat: false, launchers: 0 },
  ])('signed in, a chrome-less mount shows the live chat per chat: $chat', async ({ chat, launchers }) => {
    const { page } = await openHostPage(suite);
    const mount = await mountPortal(page, { chrome: 'none', chat });
    await heading(mount, loginHeading()).waitFor();
    await submitLogin(mount, accounts.demo, accounts.password);
    await mount.getByRole('heading', { level: 1 }).filter({ hasNotText: loginHeading() }).waitFor();
    if (chat) await launcher(page).waitFor();
    else await settled(page);
    expect(await launcher(page).count()).toBe(launchers);
    expect(await chromeOf(mount)).toEqual(chromeless);
  });
});
