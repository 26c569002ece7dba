import { describe, expect, it } from 'vitest';
import { accountScreens } from '../../src/core/messages/account';
import { extensionTexts } from '../../src/core/messages/extension';
import { screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { holdRoute, overflowsSideways, route, signInTo } from './account-page';

/*
 * Issue #16 in the browser: Need more time? for a graduate course (E2001 MCAT),
 * the straight route of a nursing course (E2007 NCLEX) to Extend Course, its
 * weekly product (19.99 USD a week) and Add to Cart to the brand's cart.
 */

const suite = useBrowserSuite();

describe('extensions (account §2 /pg/extensionoption, /paidextension)', () => {
  it('offers a graduate course both choices, and Extend your online access leads to Extend Course', async () => {
    const { page } = await signInTo(suite, '/pg/extensionoption?enrollmentId=E2001');
    await heading(page, accountScreens.needMoreTime).waitFor();
    const extend = page.getByRole('link', { name: accountScreens.extendOnlineAccess });
    await extend.waitFor();
    expect(await page.getByText(accountScreens.askLiveInstruction).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'extension-option');
    await extend.click();
    await heading(page, 'Extend Course').waitFor();
    const at = await route(page);
    expect([at.path, at.query.get('enrollmentId')]).toEqual(['/paidextension', 'E2001']);
  });

  it('sends a nursing course straight to Extend Course; a weekly product totals the weeks and goes to the cart with the quantity', async () => {
    const { page, context } = await signInTo(suite, '/myaccount/resources');
    // As a link would (hash change); the screen replaces itself, so wait for where it lands.
    await page.evaluate(() => {
      window.location.hash = '#/pg/extensionoption?enrollmentId=E2007';
    });
    await heading(page, 'Extend Course').waitFor();
    const at = await route(page);
    expect([at.path, at.query.get('enrollmentId')]).toEqual(['/paidextension', 'E2007']);
    const weeks = page.getByLabel(extensionTexts.weeks);
    await weeks.selectOption('3');
    await page.getByText('USD 59.97').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'paid-extension');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    await screenshot(page, 'paid-extension-narrow');

    const cart = await holdRoute(context, 'https://www.summitprep.test/cart/**');
    // A click from the page itself: Playwright's click would wait for the held navigation.
    await page.getByRole('button', { name: extensionTexts.addToCart }).evaluate((el: HTMLButtonElement) => el.click());
    expect(await cart.firstRequest()).toBe('https://www.summitprep.test/cart/add?classId=X9050&enrollmentId=E2007&quantity=3');
    cart.release();
    await page.waitForURL(/summitprep\.test\/cart/);
    expect(cart.requested).toHaveLength(1);
  });
});
