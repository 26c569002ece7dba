import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessScreens } from '../../src/core/messages/access';
import { accountScreens } from '../../src/core/messages/account';
import { caseListTexts as t } from '../../src/core/messages/case-list';
import { addDays, calendarDateInZone, formatUsDate } from '../../src/core/time/calendar';
import { fixtureTime, screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { accountUsers, overflowsSideways, route, signInTo } from './account-page';

/*
 * Issue 17 in the browser: the demo student's cases (six open, two closed,
 * docs/fixtures.md) in the full portal — pages, the filter toggle, Back
 * through both, the create=success banner, the empty state — desktop and
 * 375 px (one card per case), with axe.
 */

const suite = useBrowserSuite();
const usDay = (days: number) => formatUsDate(addDays(calendarDateInZone(fixtureTime), days));
const caseNumbers = (page: Page) => page.locator('table.sp-cases tbody').getByRole('rowheader').allInnerTexts();
const filter = (page: Page, name: string) => page.getByRole('group', { name: t.filterLabel }).getByRole('button', { name, exact: true });
const routeIs = async (page: Page, expected: string) => {
  await expect.poll(async () => {
    const { path, query } = await route(page);
    return query.size ? `${path}?${query.toString()}` : path;
  }).toBe(expected);
};

describe('Cases list (account §2 /pg/case)', () => {
  it('pages the open cases, filters to Closed, and Back returns through filter and page; cards at 375 px', async () => {
    const { page } = await signInTo(suite, '/pg/case');
    await heading(page, accessScreens.support).waitFor();
    const table = page.getByRole('table', { name: t.caption.O });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([t.caseNumber, t.topic, t.topicDetail, t.status, t.opened, t.lastUpdate]);
    expect(await caseNumbers(page)).toEqual(['00012005', '00012001', '00012006', '00012002', '00012007']);
    const first = table.locator('tbody tr').first();
    expect(await first.getByRole('cell').allInnerTexts()).toEqual(['Books & Materials', 'Missing shipment', 'New', usDay(-1), usDay(-1)]);
    expect(await page.getByText(t.pagePosition(1, 2)).isVisible()).toBe(true);
    expect(await filter(page, accountScreens.caseFilterOpen).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('link', { name: t.newCase }).getAttribute('href')).toBe('#/pg/createcase');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-list');

    const next = page.getByRole('navigation', { name: t.pagesLabel }).getByRole('button', { name: t.next });
    await next.click();
    await page.getByText(t.pagePosition(2, 2)).waitFor();
    await routeIs(page, '/pg/case?page=2');
    expect(await caseNumbers(page)).toEqual(['00012008']);
    // Focus stays on Next, now announced as unavailable.
    expect(await next.evaluate((b) => b === document.activeElement && b.getAttribute('aria-disabled'))).toBe('true');

    // The keyboard toggles the filter.
    await filter(page, accountScreens.caseFilterClosed).focus();
    await page.keyboard.press('Space');
    await page.getByRole('table', { name: t.caption.C }).waitFor();
    await routeIs(page, '/pg/case?filter=closed');
    expect(await caseNumbers(page)).toEqual(['00012003', '00012004']);
    expect(await filter(page, accountScreens.caseFilterClosed).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('navigation', { name: t.pagesLabel }).count()).toBe(0);

    await page.goBack();
    await page.getByRole('table', { name: t.caption.O }).waitFor();
    await routeIs(page, '/pg/case?page=2');
    expect(await caseNumbers(page)).toEqual(['00012008']);
    await page.goBack();
    await page.getByText(t.pagePosition(1, 2)).waitFor();
    await routeIs(page, '/pg/case');
    expect(await caseNumbers(page)).toHaveLength(5);

    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    const card = page.locator('table.sp-cases tbody tr').first();
    expect(await card.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
    expect(await card.locator('[data-column="status"] .sp-cases-label').isVisible()).toBe(true);
    // The header row is clipped to a pixel: out of sight, still read.
    expect(await page.locator('table.sp-cases thead').evaluate((thead) => thead.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    // Still a table to assistive technology once the CSS stacks it.
    expect(await page.getByRole('table', { name: t.caption.O }).getByRole('cell').count()).toBe(25);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-list-narrow');

    await page.getByRole('link', { name: '00012005' }).click();
    await routeIs(page, '/pg/case/500A0005');
  });

  it('shows the success banner as a status after a case was opened (create=success)', async () => {
    const { page } = await signInTo(suite, '/pg/case?create=success');
    const banner = page.getByRole('status').filter({ hasText: t.created });
    await banner.waitFor();
    expect(await banner.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-list-created');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    await screenshot(page, 'case-list-created-narrow');
  });

  it('says so when the student has no case under a filter, and offers New Case', async () => {
    const { page } = await signInTo(suite, '/pg/case?filter=closed', accountUsers.registered);
    await page.getByText(t.empty.C).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await filter(page, accountScreens.caseFilterOpen).click();
    await page.getByText(t.empty.O).waitFor();
    expect(await page.getByRole('link', { name: t.newCase }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-list-empty');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-list-empty-narrow');
  });
});
