import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cookieNames } from '../../src/core/api/credentials';
import { getBrand } from '../../src/core/config/brands';
import { accessScreens } from '../../src/core/messages/access';
import { accessErrors } from '../../src/core/messages/errors';
import { hashRoute, screenshot, useBrowserSuite, waitForHash } from './browser-suite';
import { accounts, alertWith, heading, loginForm, loginHeading, submitLogin } from './portal-page';

const suite = useBrowserSuite();

/** The full portal (index.html, hash routing) at an in-portal route. */
const openPortal = async (route: string) => {
  const opened = await suite.open(`/index.html#${route}`);
  await heading(opened.page, loginHeading()).waitFor();
  return opened;
};

/**
 * Submits the login form and waits for the answer of its first step (a
 * refusal ends the sequence there), so the alert looked for next belongs to
 * this attempt, not the previous one.
 */
async function failedLogin(page: Page, email: string, password: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.request().method() === 'POST');
  await submitLogin(page, email, password);
  await answered;
}

describe('login in the browser', () => {
  it('logs the demo student in and lands on /myaccount/resources?pivot=true', async () => {
    const { page, context } = await openPortal('/login');
    expect(await page.title()).toContain(accessScreens.loginTitle(getBrand('main').displayName));
    await submitLogin(page, accounts.demo, accounts.password);
    await waitForHash(page, '#/myaccount/resources?pivot=true');
    await loginForm(page).form.waitFor({ state: 'detached' });
    expect((await context.cookies()).map((c) => c.name)).toContain(cookieNames.session);
  });

  it('says to try the password again after a wrong password, keeps the email and focuses the password', async () => {
    const { page } = await openPortal('/login');
    await failedLogin(page, accounts.demo, 'Wrong-pass1!');
    await alertWith(page, accessErrors.loginFailed).waitFor();
    const { email, password } = loginForm(page);
    expect(await email.inputValue()).toBe(accounts.demo);
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await hashRoute(page)).path).toBe('/login');
  });

  it('shows the lockout text for a locked account, even with its right password', async () => {
    const { page } = await openPortal('/login');
    await failedLogin(page, accounts.locked, accounts.password);
    await alertWith(page, accessErrors.loginLocked).waitFor();
    expect((await hashRoute(page)).path).toBe('/login');
    await screenshot(page, 'login-locked');
  });

  it('locks an account after 5 wrong passwords until POST /__sim/reset', async () => {
    const { page } = await openPortal('/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await failedLogin(page, accounts.canada, `Wrong-pass${attempt}!`);
      await alertWith(page, accessErrors.loginFailed).waitFor();
    }
    await failedLogin(page, accounts.canada, accounts.password);
    await alertWith(page, accessErrors.loginLocked).waitFor();

    const reset = await page.request.post(`${suite.url}/__sim/reset`);
    expect(await reset.json()).toEqual({ status: 'reset' });
    await submitLogin(page, accounts.canada, accounts.password);
    await waitForHash(page, '#/myaccount/resources?pivot=true');
  });

  it('logs in with the keyboard only: Tab to each field, type, Enter', async () => {
    const { page } = await openPortal('/login');
    const { email, password } = loginForm(page);
    const tabTo = async (field: typeof email) => {
      for (let presses = 0; presses < 40; presses += 1) {
        if (await field.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached the field');
    };
    await tabTo(email);
    expect(await email.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    await page.keyboard.type(accounts.demo);
    await tabTo(password);
    await page.keyboard.type(accounts.password);
    await page.keyboard.press('Enter');
    await waitForHash(page, '#/myaccount/resources?pivot=true');
  });

  it('sends a visitor from a guarded route to /login?redirectUrl=… and back after login', async () => {
    const { page } = await suite.open('/index.html#/myaccount/profile');
    await heading(page, loginHeading()).waitFor();
    const route = await hashRoute(page);
    expect(route.path).toBe('/login');
    expect(route.query.get('redirectUrl')).toBe('/myaccount/profile');
    await submitLogin(page, accounts.demo, accounts.password);
    await waitForHash(page, '#/myaccount/profile');
    await screenshot(page, 'after-login-profile');
  });

  it.each(['//evil.test', 'javascript:alert(document.domain)', 'https://evil.test/phish', '/\\evil.test'])(
    'keeps a student on the login page for the unsafe redirectUrl %s',
    async (target) => {
      const dialogs: string[] = [];
      const navigations: string[] = [];
      const requests: string[] = [];
      const { page } = await suite.open(`/index.html#/login?redirectUrl=${encodeURIComponent(target)}`, {
        beforeGoto: async (p) => {
          p.on('dialog', (dialog) => {
            dialogs.push(dialog.message());
            void dialog.dismiss();
          });
          p.on('framenavigated', (frame) => {
            if (frame === p.mainFrame()) navigations.push(frame.url());
          });
          p.on('request', (request) => requests.push(request.url()));
        },
      });
      await heading(page, loginHeading()).waitFor();
      const loggedIn = page.waitForResponse((r) => r.url().includes('/myaccount') && r.ok());
      await submitLogin(page, accounts.demo, accounts.password);
      await loggedIn;
      await page.waitForFunction(() => !window.location.hash.includes('redirectUrl'));
      expect((await hashRoute(page)).path).toBe('/login');
      expect(new URL(page.url()).origin).toBe(suite.url);
      expect(navigations.every((url) => url.startsWith(suite.url))).toBe(true);
      expect(requests.filter((url) => !url.startsWith(suite.url))).toEqual([]);
      expect(dialogs).toEqual([]);
    },
  );

  it('logs out at /logout: the session cookie goes and guarded routes ask to log in again', async () => {
    const { page, context } = await openPortal('/login');
    await submitLogin(page, accounts.demo, accounts.password);
    await waitForHash(page, '#/myaccount/resources?pivot=true');
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/rest-services/userLogin/logout'));
    await page.evaluate(() => {
      window.location.hash = '#/logout';
    });
    // The simulator ends the session: the portal's own page passes its origin check (#29.16).
    expect((await loggedOut).status()).toBe(200);
    await waitForHash(page, '#/login');
    await heading(page, loginHeading()).waitFor();
    expect((await context.cookies()).map((c) => c.name)).not.toContain(cookieNames.session);

    await page.evaluate(() => {
      window.location.hash = '#/myaccount/profile';
    });
    await page.waitForFunction(() => window.location.hash.startsWith('#/login?redirectUrl='));
    expect((await hashRoute(page)).query.get('redirectUrl')).toBe('/myaccount/profile');
  });
});
