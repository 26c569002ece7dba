import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../src/core/messages/access';
import { accountScreens } from '../../src/core/messages/account';
import { accessErrors, transportErrors } from '../../src/core/messages/errors';
import { portalScreens } from '../../src/core/messages/shell';
import { resourcesTexts } from '../../src/core/messages/resources';
import { screenshot, seriousAxeViolations, settled, useBrowserSuite, waitForHash } from './browser-suite';
import { mountPortal, openHostPage } from './host-page';
import { accounts, alertWith, heading, loginForm, loginHeading, submitLogin } from './portal-page';

const suite = useBrowserSuite();

interface ScreenCase {
  /** Screenshot name: test-results/screenshots/<name>.png. */
  name: string;
  path: string;
  /** The h1 that says the screen is there. */
  heading: string;
  /** Brings the screen into the state to check (an error shown, a form filled). */
  act?: (page: Page) => Promise<void>;
  /** Check only the portal on host pages (their own markup is not ours to fix). */
  include?: string;
  viewport?: { width: number; height: number };
  /** Further states of the same screen, each checked in turn on the same page after the first (#28). */
  then?: { name: string; act: (page: Page) => Promise<void> }[];
}

const narrow = { width: 390, height: 844 };

const screens: ScreenCase[] = [
  {
    name: 'login',
    path: '/index.html#/login',
    heading: loginHeading(),
    then: [
      { name: 'login-narrow', act: (page) => page.setViewportSize(narrow) },
      {
        name: 'login-invalid-fields',
        act: async (page) => {
          await page.setViewportSize({ width: 1280, height: 900 });
          // Log In is aria-disabled while the form is invalid; Enter still submits and shows why.
          await loginForm(page).email.press('Enter');
          await page.locator('[aria-invalid="true"]').first().waitFor();
        },
      },
      {
        name: 'login-error',
        act: async (page) => {
          await submitLogin(page, accounts.demo, 'Wrong-pass1!');
          await alertWith(page, accessErrors.loginFailed).waitFor();
        },
      },
    ],
  },
  { name: 'login-with-sign-up', path: '/index.html#/login?signup=1', heading: loginHeading() },
  {
    name: 'forgot-password',
    path: '/index.html#/forgotpassword',
    heading: accessScreens.forgotTitle,
    then: [
      {
        name: 'forgot-password-unknown',
        act: async (page) => {
          await page.getByLabel(accessScreens.emailLabel, { exact: true }).fill('nobody@student-portal.test');
          await page.getByRole('button', { name: accessScreens.forgotSubmit }).click();
          await alertWith(page, accessErrors.forgotPasswordUnknown).waitFor();
        },
      },
    ],
  },
  {
    name: 'reset-password',
    path: '/index.html#/resetpassword?t=reset-demo-valid',
    heading: accessScreens.resetTitle,
    act: async (page) => {
      await page.getByLabel(accessScreens.newPasswordLabel, { exact: true }).fill('weakpass');
    },
  },
  {
    name: 'reset-password-expired',
    path: '/index.html#/resetpassword?t=reset-demo-expired',
    heading: accessScreens.resetTitle,
    act: (page) => alertWith(page, transportErrors.resetLinkExpired).waitFor(),
  },
  { name: 'update-success', path: '/index.html#/updatesuccess?message=email', heading: accountScreens.missionAccomplished },
  { name: 'not-found', path: '/index.html#/no/such/page', heading: portalScreens.notFoundHeading },
  {
    name: 'logged-in-resources',
    path: '/index.html#/login',
    heading: loginHeading(),
    act: async (page) => {
      await submitLogin(page, accounts.demo, accounts.password);
      await waitForHash(page, '#/myaccount/resources?pivot=true');
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: loginHeading() }).waitFor();
    },
  },
  { name: 'second-brand', path: '/second-brand.html#/login', heading: loginHeading('second') },
  { name: 'two-mounts-page', path: '/two-mounts.html', heading: loginHeading('second') },
  { name: 'careless-css-scoped', path: '/marketing-careless-css.html', heading: loginHeading(), include: '#login-widget' },
  { name: 'careless-css-shadow', path: '/marketing-careless-css-shadow.html', heading: loginHeading(), include: '#login-widget' },
  { name: 'important-shadow', path: '/marketing-important.html', heading: loginHeading(), include: '#promo' },
];

describe('accessibility of every screen (axe-core)', () => {
  it.each(screens)('has no serious or critical axe violation: $name', async (screen) => {
    const { page } = await suite.open(screen.path, {
      beforeGoto: screen.viewport ? (p) => p.setViewportSize(screen.viewport as { width: number; height: number }) : undefined,
    });
    await heading(page, screen.heading).first().waitFor();
    await screen.act?.(page);
    await screenshot(page, screen.name);
    expect(await seriousAxeViolations(page, screen.include), screen.name).toEqual([]);
    for (const state of screen.then ?? []) {
      await state.act(page);
      await screenshot(page, state.name);
      expect(await seriousAxeViolations(page, screen.include), state.name).toEqual([]);
    }
  });

  // The marketing pages' logins are chrome-less (#19.2, no skip link): two-mounts.html has the full chrome in a host page.
  it.each([
    { path: '/index.html#/login', scope: 'body' },
    { path: '/two-mounts.html', scope: '#left-portal' },
  ])(
    'shows the skip link only while it has focus, never over the host page: $path',
    async ({ path, scope }) => {
      const { page } = await suite.open(path);
      await heading(page.locator(scope), loginHeading()).waitFor();
      const skip = page.locator(scope).getByRole('button', { name: portalScreens.skipToContent });
      // Painted where it sits (hit-testing sees it) = visible to a sighted user.
      const painted = () =>
        skip.evaluate((el) => {
          const rect = el.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return hit !== null && (hit === el || el.contains(hit));
        });
      expect(await painted()).toBe(false);
      await skip.focus();
      expect(await painted()).toBe(true);
    },
  );
});

/** A host theme with its own colours and font (#19.3), set on an ancestor of the mount. */
const hostTheme = { '--sp-primary': '#8a1538', '--sp-primary-ink': '#ffffff', '--sp-accent': '#c77700', '--sp-font': 'Georgia, serif' };

describe('colour contrast of the brand defaults and a host theme (axe color-contrast, issue #19.3)', () => {
  // Each theme signed out (the login), then signed in (the resources) on the same page (#28: one page each).
  it.each([
    { name: 'main', brand: 'main' as const },
    { name: 'second', brand: 'second' as const },
    { name: 'host theme', brand: 'main' as const, theme: hostTheme },
  ])('$name, signed out and signed in', async ({ brand, theme }) => {
    const { page } = await openHostPage(suite);
    const mount = await mountPortal(page, { brand, chat: false }, theme ? { properties: theme, on: '#section' } : {});
    await heading(mount, loginHeading(brand)).waitFor();
    if (theme) await screenshot(page, 'contrast-host-theme');
    expect(await seriousAxeViolations(page, '#mount', ['color-contrast']), 'signed out').toEqual([]);

    await submitLogin(mount, accounts.demo, accounts.password);
    await mount.getByRole('heading', { level: 1 }).filter({ hasNotText: loginHeading(brand) }).waitFor();
    // The resources themselves, not their loading bar: the courses' cards, links and badges.
    await mount.getByText(resourcesTexts.loading).waitFor({ state: 'detached' });
    await settled(page);
    if (theme) await screenshot(page, 'contrast-host-theme-signed-in');
    expect(await seriousAxeViolations(page, '#mount', ['color-contrast']), 'signed in').toEqual([]);
  });
});
