import { describe, expect, it } from 'vitest';
import { accountScreens } from '../../src/core/messages/account';
import { subscriptionTexts as t } from '../../src/core/messages/subscription';
import { routeTitles } from '../../src/core/messages/routes';
import { addDays, calendarDateInZone, formatUsDate } from '../../src/core/time/calendar';
import { fixtureTime, screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { accountUsers, overflowsSideways, signInTo } from './account-page';

/*
 * Issue #16 in the browser: Manage Subscription against the default fixture —
 * the demo's E2006 renewing (then cancelled through the dialog) and the
 * pre-college student's E2203 already set to expire; desktop and 375 px, axe.
 */

const suite = useBrowserSuite();
const usDay = (days: number) => formatUsDate(addDays(calendarDateInZone(fixtureTime), days));

describe('Manage Subscription (account §2, §4)', () => {
  it('shows a subscription with a cancel case as set to expire', async () => {
    const { page } = await signInTo(suite, '/pg/manage-subscription?enrollmentId=E2203', accountUsers.precollege);
    await heading(page, routeTitles.manageSubscription).waitFor();
    await page.getByText(t.setToExpire).waitFor();
    expect(await page.getByText(accountScreens.expiresOn(usDay(40))).count()).toBe(1);
    expect(await page.getByRole('button', { name: t.cancel }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'subscription-set-to-expire');
  });

  it('renews, asks in a modal dialog (Escape keeps it, focus back on Cancel), and Yes sets it to expire', async () => {
    const { page } = await signInTo(suite, '/pg/manage-subscription?enrollmentId=E2006');
    await page.getByText(t.renewing).waitFor();
    expect(await page.getByText(accountScreens.renewsOn(usDay(25))).count()).toBe(1);
    expect(await page.getByText(t.advice(usDay(22))).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'subscription-renewing');

    const cancel = page.getByRole('button', { name: t.cancel });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: t.confirmTitle });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.no);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.no);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'subscription-dialog');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    await screenshot(page, 'subscription-dialog-narrow');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.cancel);

    await cancel.click();
    await dialog.getByRole('button', { name: t.yes }).click();
    await page.getByText(t.setToExpire).waitFor();
    expect(await page.getByText(accountScreens.expiresOn(usDay(25))).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'subscription-cancelled-narrow');
  });
});
