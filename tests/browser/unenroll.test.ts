import { describe, expect, it } from 'vitest';
import { accountScreens } from '../../src/core/messages/account';
import { accountErrors } from '../../src/core/messages/errors';
import { resourcesTexts } from '../../src/core/messages/resources';
import { unenrollTexts as t } from '../../src/core/messages/unenroll';
import { addDays, calendarDateInZone, formatUsDate } from '../../src/core/time/calendar';
import { fixtureTime, screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { fixtureEvent, overflowsSideways, resourcesLoaded, route, signInTo, titlesUnder } from './account-page';

/*
 * Issue #16 in the browser: Unenroll from the demo student's live online event
 * V2101 — the confirmation page (desktop and 375 px, axe), Yes, unenroll, and
 * My Resources without the event; Cancel leaves the other event where it was.
 */

const suite = useBrowserSuite();
const usDay = (days: number) => formatUsDate(addDays(calendarDateInZone(fixtureTime), days));

describe('Unenroll (account §2 /unenrollevent)', () => {
  it('names the event with its date and ET time; Yes, unenroll lands on My Resources without it', async () => {
    const live = fixtureEvent('V2101');
    const { page } = await signInTo(suite, '/unenrollevent?enrollmentId=V2101');
    await heading(page, accountScreens.unenroll).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: live.displayName ?? '', exact: true }).waitFor();
    await main.getByText(resourcesTexts.eventWhen(usDay(3), '7:00 PM'), { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'unenroll');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'unenroll-narrow');

    await main.getByRole('button', { name: t.confirm }).click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/myaccount/resources'));
    await resourcesLoaded(page);
    const active = await titlesUnder(page, accountScreens.activeEvents);
    expect(active).not.toContain(live.displayName);
    expect(active).toContain(fixtureEvent('V2102').displayName);
    expect((await route(page)).path).toBe('/myaccount/resources');
    await screenshot(page, 'unenroll-done-narrow');
  });

  it('a failed unenroll says so, keeps focus on Yes, unenroll, and the event stays', async () => {
    const { page } = await signInTo(suite, '/unenrollevent?enrollmentId=V2102');
    const main = page.getByRole('main');
    const yes = main.getByRole('button', { name: t.confirm });
    await yes.waitFor();
    await page.route('**/rest-services/enroll/unenrollEvent', (r) => r.fulfill({ status: 503, contentType: 'application/json', body: '{}' }), { times: 1 });
    await yes.focus();
    await page.keyboard.press('Enter');
    await main.getByRole('alert').filter({ hasText: accountErrors.unenrollFailed }).waitFor();
    await page.waitForFunction((name) => document.activeElement?.textContent === name, t.confirm, { timeout: 2000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'unenroll-failed');
    expect((await route(page)).path).toBe('/unenrollevent');
  });

  it('Cancel returns to My Resources with the event still there', async () => {
    const event = fixtureEvent('V2102');
    const { page } = await signInTo(suite, '/pgm/un-enroll-event?enrollmentId=V2102');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: event.displayName ?? '', exact: true }).waitFor();
    await main.getByRole('link', { name: t.cancel }).click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/myaccount/resources'));
    await resourcesLoaded(page);
    expect(await titlesUnder(page, accountScreens.activeEvents)).toContain(event.displayName);
  });
});
