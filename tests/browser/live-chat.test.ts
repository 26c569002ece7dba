import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountScreens } from '../../src/core/messages/account';
import { screenshot, seriousAxeViolations, settled, useBrowserSuite } from './browser-suite';
import { overflowsSideways } from './account-page';
import { accounts, heading, loginHeading, submitLogin } from './portal-page';
import { goToRoute } from './registration-page';

/*
 * Issue #16 live chat in the browser, as `npm start` serves it: the portal
 * loads the simulator's stand-in (/chat/{family}.js?productLineId=…) from the
 * page's origin, so the strict-CSP example shows it with no violation. The
 * launcher, "Ask about live instruction" opening the panel, a message and its
 * canned reply, the keyboard, axe, desktop and 375 px; the option switching
 * it off (two-mounts.js); the widget leaving with the student.
 */

const suite = useBrowserSuite();

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
const panel = (page: Page) => page.getByRole('region', { name: 'Chat with an advisor' });
const chatScripts = (page: Page) => page.locator('script[data-student-portal-chat]');
/** Whether `locator`'s element has the focus inside its (shadow) root. */
const hasFocus = (page: Page, name: string) =>
  page.getByRole('textbox', { name }).evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el);
const launcherHasFocus = (page: Page) => launcher(page).evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);

/** The viewport only (the widget is fixed to it), beside the full-page screenshots: test-results/screenshots/<name>.png. */
async function viewportShot(page: Page, name: string): Promise<void> {
  const dir = join(__dirname, '../../test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** Records CSP violations from before the page loads (both the event and the console report them). */
const watchCsp = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * In the page: 'chat' when the focus is in the widget, the focused control's name when the
 * widget covers any corner or the centre of it, else null.
 */
function coverOfFocus(): string | null {
  const covers = (x: number, y: number) => document.elementFromPoint(x, y)?.closest('[data-chat-stand-in]') != null;
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  if (el.closest('[data-chat-stand-in]')) return 'chat';
  const b = el.getBoundingClientRect();
  const points: [number, number][] = [[b.left + 2, b.top + 2], [b.right - 2, b.top + 2], [b.left + 2, b.bottom - 2], [b.right - 2, b.bottom - 2], [(b.left + b.right) / 2, (b.top + b.bottom) / 2]];
  return points.some(([x, y]) => covers(x, y)) ? (el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName) : null;
}

/** In the page: the footer links the widget covers (the page scrolled to its end). */
function coveredFooterLinks(): string[] {
  const covers = (x: number, y: number) => document.elementFromPoint(x, y)?.closest('[data-chat-stand-in]') != null;
  return [...document.querySelectorAll('.sp-footer a')]
    .filter((a) => {
      const b = a.getBoundingClientRect();
      return covers((b.left + b.right) / 2, (b.top + b.bottom) / 2) || covers(b.right - 2, b.bottom - 2);
    })
    .map((a) => a.textContent?.trim() ?? '');
}

describe('live chat (access §1, §6, §9; account §2, §7; issue #16)', () => {
  it('under the strict CSP: the launcher, Ask about live instruction opens it, a message gets the reply, with no violation', async () => {
    const route = '/pg/extensionoption?enrollmentId=E2001';
    const { page, console: consoleLines } = await suite.open(`/strict-csp.html#/login?redirectUrl=${encodeURIComponent(route)}`, { beforeGoto: watchCsp });
    await heading(page, loginHeading()).waitFor();
    // Nothing for a visitor.
    expect(await chatScripts(page).count()).toBe(0);
    await submitLogin(page, accounts.demo, accounts.password);
    await heading(page, accountScreens.needMoreTime).waitFor();
    await launcher(page).waitFor();
    // demo's first course is MCAT (program 10, ProductLine PL10): the graduate stand-in from the page's own origin.
    expect(await chatScripts(page).evaluateAll((s) => s.map((e) => [e.getAttribute('src'), (e as HTMLElement).dataset.studentPortalChat]))).toEqual([
      [`${suite.url}/chat/graduate.js?productLineId=PL10`, 'graduate'],
    ]);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');

    // "Ask about live instruction" opens the panel with the focus in its text box.
    await page.getByRole('button', { name: accountScreens.askLiveInstruction }).click();
    await panel(page).waitFor();
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('true');
    expect(await hasFocus(page, 'Your message')).toBe(true);

    const posted = page.waitForRequest((r) => r.url() === `${suite.url}/chat/messages` && r.method() === 'POST');
    await page.keyboard.type('Can I add live classes?');
    await page.keyboard.press('Enter');
    expect((await posted).postDataJSON()).toEqual({ family: 'graduate', productLineId: 'PL10', text: 'Can I add live classes?' });
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText('Thanks for your message. A graduate advisor will reply here shortly.').waitFor();
    expect(await log.getByText('Can I add live classes?').count()).toBe(1);
    expect(await hasFocus(page, 'Your message')).toBe(true);
    await settled(page);
    await screenshot(page, 'live-chat-strict-csp');

    // axe cannot be injected under this policy (inline script): tests below run it on index.html.
    expect(await violations(page)).toEqual([]);
    expect(consoleLines).toEqual([]);
  });

  it('is keyboard and screen-reader usable: axe closed and open, Escape, Close, desktop and 375 px', async () => {
    const { page, console: consoleLines } = await suite.open(`/index.html#/login?redirectUrl=${encodeURIComponent('/myaccount/resources')}`);
    await heading(page, loginHeading()).waitFor();
    await submitLogin(page, accounts.demo, accounts.password);
    await launcher(page).waitFor();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'live-chat-launcher');

    // The launcher by keyboard: Tab order reaches it (the widget is the page's last element).
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await panel(page).waitFor();
    expect(await hasFocus(page, 'Your message')).toBe(true);
    await page.keyboard.type('Hello');
    await page.keyboard.press('Enter');
    await page.getByRole('log', { name: 'Messages' }).getByText('Thanks for your message. A graduate advisor will reply here shortly.').waitFor();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'live-chat-open');
    await viewportShot(page, 'live-chat-open-viewport');

    // An empty message is not sent; the status says why.
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Type a message first.').waitFor();

    // Escape closes it and gives the focus back to the launcher.
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    expect(await launcherHasFocus(page)).toBe(true);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.keyboard.press('Enter');
    await panel(page).waitFor();
    const box = await panel(page).boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 375, 'the panel fits 375 px').toBe(true);
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'live-chat-open-narrow');
    await viewportShot(page, 'live-chat-open-narrow-viewport');
    await page.getByRole('button', { name: 'Close chat' }).click();
    await panel(page).waitFor({ state: 'hidden' });
    expect(await launcherHasFocus(page)).toBe(true);
    await screenshot(page, 'live-chat-launcher-narrow');
    await viewportShot(page, 'live-chat-launcher-narrow-viewport');
    expect(consoleLines).toEqual([]);
  });

  // #29.7: nothing the student needs may sit under the launcher: each control Tab reaches is clear
  // of it, and at the end of the page the footer's links are too.
  it('keeps every control clear of the launcher at 1280 px: on focus, and the footer at the end of the page', async () => {
    const { page } = await suite.open(`/index.html#/login?redirectUrl=${encodeURIComponent('/pg/case/500A0001')}`);
    await page.setViewportSize({ width: 1280, height: 720 });
    await heading(page, loginHeading()).waitFor();
    await submitLogin(page, accounts.demo, accounts.password);
    await launcher(page).waitFor();
    for (const route of ['/pg/case/500A0001', '/myaccount/resources']) {
      await goToRoute(page, route);
      await page.locator('main h1').waitFor();
      await settled(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const covered: string[] = [];
      for (let presses = 0; presses < 300; presses += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(coverOfFocus);
        if (focused === 'chat') break;
        if (focused) covered.push(focused);
      }
      expect(covered, route).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(coveredFooterLinks), route).toEqual([]);
    }
  });

  it('leaves with the student: logging out removes the script and the widget', async () => {
    const { page } = await suite.open('/index.html#/login');
    await heading(page, loginHeading()).waitFor();
    await submitLogin(page, accounts.demo, accounts.password);
    await launcher(page).waitFor();
    await goToRoute(page, '/logout');
    await heading(page, loginHeading()).waitFor();
    await launcher(page).waitFor({ state: 'detached' });
    expect(await chatScripts(page).count()).toBe(0);
    expect(await page.locator('[data-chat-stand-in]').count()).toBe(0);
  });

  it('stays off for a mount with chat: false (two-mounts.js), on for the other mount of the page', async () => {
    const { page } = await suite.open('/two-mounts.html');
    const right = page.locator('#right-portal');
    const left = page.locator('#left-portal');
    await heading(right, loginHeading('second')).waitFor();
    await submitLogin(right, accounts.demo, accounts.password);
    await page.locator('#event-log li', { hasText: /^login$/ }).waitFor();
    await settled(page);
    expect(await chatScripts(page).count()).toBe(0);
    expect(await launcher(page).count()).toBe(0);

    await heading(left, loginHeading('main')).waitFor();
    await submitLogin(left, accounts.demo, accounts.password);
    await launcher(page).waitFor();
    expect(await chatScripts(page).count()).toBe(1);
  });
});
