import { describe, expect, it } from 'vitest';
import { accountScreens } from '../../src/core/messages/account';
import { makeupBookingTexts } from '../../src/core/messages/makeup-booking';
import { screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { route, signInTo } from './account-page';

/*
 * Issue #15 in the browser: the make-up confirmation and print pages opened
 * without a booking in this page (a copied link, a reload). The booked state
 * is reached through the make-up search's Sign Up (tests/features/makeup for
 * its component tests).
 */

const suite = useBrowserSuite();

describe.each([
  ['makeup-confirmation-no-booking', '/pg/makeupsession/confirmation'],
  ['makeup-print-no-booking', '/pg/makeupsession/printsession'],
])('%s', (name, path) => {
  // Both widths on one page, resized (#28: one sign-in, not one per width).
  it('says there is nothing to show and passes axe at desktop and 375 px, and links to find a session', async () => {
    const { page } = await signInTo(suite, path);
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['375', { width: 375, height: 812 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await heading(page, makeupBookingTexts.noBookingHeading).waitFor();
      await page.getByText(makeupBookingTexts.noBookingLead).waitFor();
      expect(await seriousAxeViolations(page), size).toEqual([]);
      // Nothing overflows sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), size).toBe(true);
      await screenshot(page, `${name}-${size}`);
    }
    await page.getByRole('link', { name: accountScreens.findMakeup, exact: true }).click();
    await page.waitForFunction(() => window.location.hash.replace(/^#/, '').split('?')[0] === '/pg/makeupsession');
    expect((await route(page)).path).toBe('/pg/makeupsession');
  });
});
