import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowserSuite } from './browser-suite';
import { computed, mountPortal, openHostPage } from './host-page';
import { heading, loginForm, loginHeading } from './portal-page';

/*
 * Issue #19.3: the theme's CSS custom properties are read from the host. A
 * value set on the mount's element or any ancestor (or by the `appearance`
 * option) wins over the brand default; without one the brand's stays. In
 * shadow isolation too: custom properties inherit into the shadow tree.
 */

const suite = useBrowserSuite();

const brandPrimary = { main: 'rgb(11, 79, 156)', second: 'rgb(106, 27, 95)' };
const isolations = ['scoped', 'shadow'] as const;

/** The login button's background, the forgot-password link's colour, the heading's font and the card's corner. */
async function themedParts(root: Locator, brand: 'main' | 'second' = 'main') {
  await heading(root, loginHeading(brand)).waitFor();
  return {
    button: await computed(loginForm(root).submit, 'background-color'),
    buttonInk: await computed(loginForm(root).submit, 'color'),
    font: await computed(heading(root, loginHeading(brand)), 'font-family'),
    radius: await computed(root.locator('.sp-card').first(), 'border-top-left-radius'),
  };
}

describe('theme from the host (issue #19.3)', () => {
  it.each(isolations.flatMap((isolation) => (['main', 'second'] as const).map((brand) => ({ isolation, brand }))))(
    'keeps the brand defaults when the host sets nothing: $brand, $isolation',
    async ({ isolation, brand }) => {
      const { page } = await openHostPage(suite);
      const mount = await mountPortal(page, { brand, isolation });
      expect(await themedParts(mount, brand)).toEqual({ button: brandPrimary[brand], buttonInk: 'rgb(255, 255, 255)', font: expect.stringMatching(/^system-ui,/), radius: '8px' });
    },
  );

  it.each(isolations.flatMap((isolation) => ['#mount', '#section', 'body'].map((on) => ({ isolation, on }))))(
    'takes --sp-* set on $on (the mount element or an ancestor): $isolation',
    async ({ isolation, on }) => {
      const { page } = await openHostPage(suite);
      const properties = { '--sp-primary': '#123456', '--sp-primary-ink': '#fefefe', '--sp-font': 'Georgia, serif', '--sp-radius': '2px' };
      const mount = await mountPortal(page, { isolation }, { properties, on });
      expect(await themedParts(mount)).toEqual({ button: 'rgb(18, 52, 86)', buttonInk: 'rgb(254, 254, 254)', font: 'Georgia, serif', radius: '2px' });
      if (isolation === 'scoped' && on === '#section') await screenshot(page, 'theme-host-login');
    },
  );

  it.each(isolations)('takes the appearance option, which wins over the host’s --sp-*: %s', async (isolation) => {
    const { page } = await openHostPage(suite);
    const mount = await mountPortal(
      page,
      { isolation, brand: 'second', appearance: { primary: '#123456', font: 'Georgia, serif', radius: '4px' } },
      { properties: { '--sp-primary': '#ff0000', '--sp-radius': '20px' }, on: '#section' },
    );
    expect(await themedParts(mount, 'second')).toEqual({ button: 'rgb(18, 52, 86)', buttonInk: 'rgb(255, 255, 255)', font: 'Georgia, serif', radius: '4px' });
    if (isolation === 'shadow') await screenshot(page, 'theme-appearance-login');
  });
});

describe('texts from the host (issue #19.4)', () => {
  it('shows the replaced texts (strings and a function of the brand), as text, and reports a key the bundle has none for', async () => {
    const { page } = await openHostPage(suite);
    const errors = await page.evaluate(() => {
      const seen: { code: string; option?: string }[] = [];
      const api = (window as unknown as { StudentPortal: { mount(target: string, options: object): unknown } }).StudentPortal;
      api.mount('#mount', {
        routing: 'memory',
        initialPath: '/login',
        onError: (e: { code: string; option?: string }) => seen.push({ code: e.code, option: e.option }),
        texts: {
          'accessScreens.loginHeading': (brand: string) => `Welcome back to ${brand}`,
          'accessScreens.logIn': 'Sign in',
          'accessScreens.emailLabel': '<img src=x onerror=alert(1)> Email',
          'accessValidation.loginEmailRequired': 'We need your email.',
          'accessScreens.noSuchText': 'x',
        },
      });
      return seen;
    });
    const root = page.locator('#mount');
    await heading(root, 'Welcome back to Summit Prep').waitFor();
    // The button (announced as unavailable while the form is empty) carries the replaced text.
    await expect(root.getByRole('button', { name: 'Sign in', exact: true }).count()).resolves.toBe(1);
    // The label is text: its markup shows as written and adds no element.
    await expect(root.getByLabel('<img src=x onerror=alert(1)> Email', { exact: true }).count()).resolves.toBe(1);
    await expect(root.locator('img[src="x"]').count()).resolves.toBe(0);
    const email = root.getByLabel('<img src=x onerror=alert(1)> Email', { exact: true });
    await email.press('Enter');
    await root.getByText('We need your email.').waitFor();
    expect(errors).toEqual([{ code: 'config.invalid', option: 'texts.accessScreens.noSuchText' }]);
    await screenshot(page, 'texts-override');
  });
});
