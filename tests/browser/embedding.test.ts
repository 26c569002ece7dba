import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../src/core/messages/access';
import { profileTexts } from '../../src/core/messages/profile';
import { resourcesTexts } from '../../src/core/messages/resources';
import { screenshot, useBrowserSuite } from './browser-suite';
import { accounts, heading, loginForm, loginHeading, submitLogin } from './portal-page';

const suite = useBrowserSuite();

/** What a careless or hostile host stylesheet would change on the login's controls. */
const comparedProperties = [
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-transform', 'letter-spacing', 'line-height',
  'color', 'background-color', 'background-image', 'box-shadow', 'text-decoration-line', 'box-sizing',
  ...['top', 'right', 'bottom', 'left'].flatMap((side) => [
    `padding-${side}`, `border-${side}-width`, `border-${side}-style`, `border-${side}-color`,
  ]),
];

/** Computed styles of the login's heading, labels, inputs, button and link inside one mount. */
async function loginStyles(mount: Locator): Promise<Record<string, Record<string, string>>> {
  const form = loginForm(mount);
  const parts: Record<string, Locator> = {
    root: mount.locator('.sp-root'),
    heading: heading(mount, loginHeading()),
    emailLabel: mount.locator('label', { hasText: accessScreens.emailLabel }),
    passwordLabel: mount.locator('label', { hasText: accessScreens.passwordLabel }),
    emailInput: form.email,
    passwordInput: form.password,
    logInButton: form.submit,
    forgotLink: mount.getByRole('link', { name: accessScreens.forgotPasswordLink }),
  };
  const styles: Record<string, Record<string, string>> = {};
  for (const [name, part] of Object.entries(parts)) styles[name] = await comparedStyles(part);
  return styles;
}

const comparedStyles = (part: Locator) =>
  part.evaluate((el, props) => Object.fromEntries(props.map((p) => [p, getComputedStyle(el).getPropertyValue(p)])), comparedProperties);

/**
 * The marketing pages' logins are chrome-less (#19.2): a full-chrome mount added beside them
 * shows a header icon. SVG is outside the all:revert reset; a host's universal colour rule must
 * still not reach it.
 */
async function headerIconStyles(page: Page, isolation: string): Promise<Record<string, string>> {
  await page.evaluate((mode) => {
    const element = document.createElement('div');
    element.id = 'full-chrome';
    document.body.append(element);
    const api = (window as unknown as { StudentPortal: { mount(el: Element, options: object): unknown } }).StudentPortal;
    api.mount(element, { routing: 'memory', initialPath: '/login', isolation: mode, chat: false });
  }, isolation);
  return comparedStyles(page.locator('#full-chrome header svg').first());
}

/** Opens `path`, optionally with its host stylesheet replaced by an empty one (the clean page). */
async function openLoginPage(path: string, mountSelector: string, emptyStylesheet?: string) {
  const opened = await suite.open(path, {
    beforeGoto: emptyStylesheet
      ? (page) => page.route(`**/${emptyStylesheet}`, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }))
      : undefined,
  });
  const mount = opened.page.locator(mountSelector);
  await heading(mount, loginHeading()).waitFor();
  return { ...opened, mount };
}

const hostStyle = (page: Page, selector: string, property: string) =>
  page.locator(selector).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe('embedding the portal in host pages', () => {
  it.each([
    { page: 'marketing-careless-css.html', isolation: 'scoped' },
    { page: 'marketing-careless-css-shadow.html', isolation: 'shadow' },
  ])('keeps the login unaffected by a careless global stylesheet ($isolation)', async ({ page: path, isolation }) => {
    const clean = await openLoginPage(`/${path}`, '#login-widget', 'careless.css');
    expect(await hostStyle(clean.page, '#newsletter-email', 'border-top-style')).not.toBe('dashed');
    const expected = await loginStyles(clean.mount);
    const expectedIcon = await headerIconStyles(clean.page, isolation);

    const careless = await openLoginPage(`/${path}`, '#login-widget');
    // The host's own form takes the careless rules…
    expect(await hostStyle(careless.page, '#newsletter-email', 'border-top-style')).toBe('dashed');
    expect(await hostStyle(careless.page, '#newsletter-email', 'text-transform')).toBe('uppercase');
    // …the portal's does not.
    expect(await loginStyles(careless.mount)).toEqual(expected);
    expect(await headerIconStyles(careless.page, isolation)).toEqual(expectedIcon);
  });

  it('keeps the login unaffected by !important and id rules in shadow isolation', async () => {
    const clean = await openLoginPage('/marketing-important.html', '#promo', 'important.css');
    const expected = await loginStyles(clean.mount);

    const hostile = await openLoginPage('/marketing-important.html', '#promo');
    expect(await hostStyle(hostile.page, '#promo', 'text-transform')).toBe('uppercase');
    expect(await hostile.page.locator('#promo').evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    expect(await loginStyles(hostile.mount)).toEqual(expected);
  });

  it('defines the global StudentPortal with mount() and version for programmatic hosts', async () => {
    const { page } = await suite.open('/index.html#/login');
    await heading(page, loginHeading()).waitFor();
    const api = await page.evaluate(() => {
      const sp = (window as unknown as { StudentPortal?: { mount?: unknown; version?: unknown } }).StudentPortal;
      return { mount: typeof sp?.mount, version: sp?.version };
    });
    expect(api).toEqual({ mount: 'function', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('leaves the host page focus and scroll alone when a memory-routing widget mounts', async () => {
    const { page } = await suite.open('/marketing-careless-css.html', { beforeGoto: (p) => p.setViewportSize({ width: 1280, height: 500 }) });
    const widget = page.locator('#login-widget');
    await heading(widget, loginHeading()).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => ({ scrollY: window.scrollY, focused: document.activeElement?.tagName }))).toEqual({
      scrollY: 0,
      focused: 'BODY',
    });
    // Focus follows navigation inside the widget once the visitor uses it.
    await widget.getByRole('link', { name: accessScreens.forgotPasswordLink }).click();
    await heading(widget, accessScreens.forgotTitle).waitFor();
    // The screen moves focus to its heading in an effect after it renders: wait for it.
    await expect.poll(() => heading(widget, accessScreens.forgotTitle).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('runs two independent mounts on one page without touching its URL', async () => {
    const { page } = await suite.open('/two-mounts.html');
    const left = page.locator('#left-portal');
    const right = page.locator('#right-portal');
    await heading(left, loginHeading('main')).waitFor();
    await heading(right, loginHeading('second')).waitFor();
    // Labels, aria-describedby and aria-labelledby of one mount must not point into the other.
    const duplicateIds = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
      return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    });
    expect(duplicateIds).toEqual([]);
    const pageUrl = page.url();
    const log = page.locator('#event-log');
    await log.getByText('virtualPageview /login', { exact: true }).waitFor();

    await loginForm(left).email.fill(accounts.demo);
    expect(await loginForm(right).email.inputValue()).toBe('');
    await left.getByRole('link', { name: accessScreens.forgotPasswordLink }).click();
    await heading(left, accessScreens.forgotTitle).waitFor();
    expect(await heading(right, loginHeading('second')).isVisible()).toBe(true);
    expect(await log.textContent()).not.toContain('/forgotpassword');

    await submitLogin(right, accounts.demo, accounts.password);
    await log.getByText('virtualPageview /myaccount/resources', { exact: false }).waitFor();
    await loginForm(right).form.waitFor({ state: 'detached' });
    expect(await heading(left, accessScreens.forgotTitle).isVisible()).toBe(true);
    expect(page.url()).toBe(pageUrl);

    const leftButton = left.getByRole('button', { name: accessScreens.forgotSubmit });
    const buttonStyle = () => leftButton.evaluate((el) => getComputedStyle(el).backgroundColor);
    const before = await buttonStyle();
    await page.evaluate(() => (window as unknown as { rightPortal: { unmount(): void } }).rightPortal.unmount());
    expect(await right.evaluate((el) => el.childElementCount)).toBe(0);
    expect(await buttonStyle()).toBe(before);
    expect(await heading(left, accessScreens.forgotTitle).isVisible()).toBe(true);
  });

  it('lets mounts of the same brand and API base follow one another’s login and logout (#13.8)', async () => {
    const { page } = await suite.open('/two-mounts.html');
    const left = page.locator('#left-portal');
    await heading(left, loginHeading('main')).waitFor();
    await page.evaluate(() => {
      const target = document.createElement('div');
      target.id = 'third-portal';
      document.body.append(target);
      const portal = (window as unknown as { StudentPortal: { mount(t: Element, o: object): unknown } }).StudentPortal;
      (window as unknown as { thirdPortal: unknown }).thirdPortal = portal.mount(target, { brand: 'main', routing: 'memory', initialPath: '/myaccount/profile' });
    });
    const third = page.locator('#third-portal');
    await heading(third, loginHeading('main')).waitFor();

    await submitLogin(left, accounts.demo, accounts.password);
    await heading(third, profileTexts.heading).waitFor();
    await third.locator('.sp-account-button').waitFor();

    // The first mount landed on a logged-in-only page: a logout in the other sends it to its login.
    await heading(left, resourcesTexts.heading).waitFor();
    await page.evaluate(() => (window as unknown as { thirdPortal: { navigate(path: string): void } }).thirdPortal.navigate('/logout'));
    await heading(third, loginHeading('main')).waitFor();
    await heading(left, loginHeading('main')).waitFor();
  });

  it('works under the strict CSP header with no violation, and reports one when the policy is broken', async () => {
    const { page, console: consoleLines } = await suite.open('/strict-csp.html', {
      beforeGoto: (p) =>
        p.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { cspViolations: string[] }).cspViolations = seen;
          document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
        }),
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const cspConsole = () => consoleLines.filter((line) => line.includes('Content Security Policy'));
    await heading(page, loginHeading()).waitFor();
    await screenshot(page, 'strict-csp');
    await submitLogin(page, accounts.demo, accounts.password);
    await page.waitForFunction(() => window.location.hash === '#/myaccount/resources?pivot=true');
    expect(await violations()).toEqual([]);
    expect(cspConsole()).toEqual([]);

    // Control: the policy is in force and both listeners would have seen a violation.
    const reported = page.waitForEvent('console', (m) => m.text().includes('Content Security Policy'));
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    });
    await page.waitForFunction(() => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0);
    expect((await violations())[0]).toMatch(/^style-src/);
    await reported;
    expect(cspConsole().length).toBeGreaterThan(0);
  });

  it('shows the second brand with its own name and colours', async () => {
    const main = await suite.open('/index.html#/login');
    await heading(main.page, loginHeading('main')).waitFor();
    const second = await suite.open('/second-brand.html#/login');
    await heading(second.page, loginHeading('second')).waitFor();
    const buttonColour = (page: Page) => loginForm(page).submit.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await buttonColour(second.page)).not.toBe(await buttonColour(main.page));
  });
});
