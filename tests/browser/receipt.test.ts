import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { receiptTexts as t } from '../../src/core/messages/receipt';
import { addDays, calendarDateInZone, formatUsDate } from '../../src/core/time/calendar';
import { fixtureTime, screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { overflowsSideways, signInTo } from './account-page';

/*
 * Issue #16 in the browser: the receipt of the demo student's E2001 (two paid,
 * two scheduled installments) in the full portal, desktop and 375 px, with
 * axe, and its print media: the letter without header, footer or buttons.
 */

const suite = useBrowserSuite();
const usDay = (days: number) => formatUsDate(addDays(calendarDateInZone(fixtureTime), days));
const main = (page: Page) => page.getByRole('main');

describe('receipt (account §2 /printreceipt)', () => {
  it('shows the letter with its totals and installments; on paper without header, footer or buttons; no sideways scroll at 375 px', async () => {
    const { page } = await signInTo(suite, '/printreceipt?enrollmentId=E2001');
    await heading(page, 'Receipt').waitFor();
    const letter = page.locator('article.sp-receipt');
    await letter.waitFor();
    const facts = await letter.locator('dl').innerText();
    for (const text of ['Dana Rivera', 'MCAT Self-Paced', 'TX-2001', '$2,499.00', '$1,249.50']) expect(facts).toContain(text);
    const rows = letter.locator('tbody tr');
    expect(await rows.count()).toBe(4);
    expect(await rows.nth(2).innerText()).toContain(usDay(1));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'receipt');

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.sp-header').first().isVisible()).toBe(false);
    expect(await page.locator('.sp-footer').first().isVisible()).toBe(false);
    expect(await main(page).getByRole('button', { name: t.print, exact: true }).isVisible()).toBe(false);
    expect(await letter.isVisible()).toBe(true);
    await screenshot(page, 'receipt-print');
    await page.emulateMedia({ media: 'screen' });
    expect(await main(page).getByRole('button', { name: t.print, exact: true }).isVisible()).toBe(true);

    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'receipt-narrow');
  });
});
