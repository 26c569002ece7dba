import { describe, expect, it } from 'vitest';
import { accountScreens } from '../../src/core/messages/account';
import { comingSoonTexts, scheduleTexts } from '../../src/core/messages/schedule';
import { footerLinks } from '../../src/core/messages/shell';
import { addDays, calendarDateInZone, formatUsDate } from '../../src/core/time/calendar';
import { fixtureTime, screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { portalPath } from './registration-page';
import { overflowsSideways, signInTo } from './account-page';

/*
 * Issue #15 in the browser: the class schedule and both Coming Soon variants
 * in the full portal against the default fixture (E2002 in person, E2003 live
 * online, E2015 starting in 10 days), desktop and 375 px, with axe.
 */

const suite = useBrowserSuite();
const usDay = (days: number) => formatUsDate(addDays(calendarDateInZone(fixtureTime), days));

describe('class schedule and Coming Soon (account §2)', () => {
  it('shows the in-person schedule by date, the past ones past and the next marked; stacked rows at 375 px', async () => {
    const { page } = await signInTo(suite, '/pg/schedule?enrollmentId=E2002');
    await heading(page, 'Schedule').waitFor();
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([scheduleTexts.date, scheduleTexts.topic, scheduleTexts.location]);
    const rows = table.locator('tbody tr');
    expect(await rows.evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.mark))).toEqual(['past', 'past', 'next', 'upcoming']);
    expect(await rows.nth(2).locator('td').first().innerText()).toContain(usDay(2));
    // Past rows read lighter and struck through; the next one stands out.
    const [pastColor, nextColor] = await Promise.all([
      rows.nth(1).locator('td').nth(1).evaluate((td) => getComputedStyle(td).color),
      rows.nth(3).locator('td').nth(1).evaluate((td) => getComputedStyle(td).color),
    ]);
    expect(pastColor).not.toBe(nextColor);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'schedule');

    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    expect(await rows.first().locator('td').first().evaluate((td) => getComputedStyle(td).display)).toBe('block');
    expect(await rows.first().locator('td').nth(1).evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${scheduleTexts.topic}"`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'schedule-narrow');
  });

  it('gives the live-online sessions a Join Session link to a new tab, times in ET', async () => {
    const { page } = await signInTo(suite, '/pg/schedule?enrollmentId=E2003');
    const join = page.getByRole('link', { name: /^Join Session/ });
    await join.first().waitFor();
    expect(await join.count()).toBe(2);
    expect(await join.first().getAttribute('href')).toBe('https://live.summitprep.test/class/SS7101');
    expect(await join.first().getAttribute('target')).toBe('_blank');
    expect(await page.locator('tbody tr').first().locator('td').first().innerText()).toContain('8:00 PM – 10:00 PM ET');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'schedule-live-online');
  });

  it('Coming Soon: the next scheduled session of a class starting in 10 days, and the rescheduled note', async () => {
    const { page } = await signInTo(suite, '/pg/comingsoon?enrollmentId=E2015');
    await heading(page, accountScreens.comingSoon).waitFor();
    await page.getByRole('heading', { level: 2, name: comingSoonTexts.nextSession }).waitFor();
    const facts = await page.locator('dl.sp-coming-soon').innerText();
    expect(facts).toContain(usDay(10));
    expect(facts).toContain('SAT Orientation');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'coming-soon-next');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    await screenshot(page, 'coming-soon-next-narrow');

    await page.goto(`${suite.url}${portalPath('/pg/upcoming-session?sessionId=SS7201')}`);
    await page.getByText(comingSoonTexts.rescheduled).waitFor();
    expect(await page.getByRole('link', { name: footerLinks.contactUs, exact: true }).count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'coming-soon-rescheduled-narrow');
  });
});
