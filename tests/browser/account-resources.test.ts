import { describe, expect, it } from 'vitest';
import { getBrand } from '../../src/core/config/brands';
import { accountScreens } from '../../src/core/messages/account';
import { purchaseStatusBanners } from '../../src/core/messages/errors';
import { educationGoalsTexts, profileTexts } from '../../src/core/messages/profile';
import { liveOnlineTexts, resourcesTexts } from '../../src/core/messages/resources';
import { calendarDateInZone } from '../../src/core/time/calendar';
import { fixtureTime, pauseClock, screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { defaultFixture, isRefusing } from './registration-page';
import {
  accountUsers,
  courseCard,
  fixtureCourse,
  fixtureEvent,
  goTo,
  holdRoute,
  profileCard,
  resourcesLoaded,
  resourcesScreen,
  revealResources,
  route,
  sectionOrder,
  signInTo,
  titlesUnder,
  watchDisabled,
} from './account-page';
import { brandSites } from '../../src/core/config/brand-sites';

/*
 * Issue #7 in the browser: /myaccount/resources (account §2, §4, §8, §9), its
 * course cards and launches, the live online page and the partner launch
 * (pmix), in the full portal (examples/index.html, hash routing) against the
 * default fixture (docs/fixtures.md "Default fixture: account scenarios").
 */

const suite = useBrowserSuite();

const resources = '/myaccount/resources';
const title = (enrollmentId: string) => fixtureCourse(enrollmentId).productTitle ?? '';
const date = (value: string | null | undefined) => value ?? '';

describe('/myaccount/resources in the browser', () => {
  it('shows the demo student active and expired courses and events, with expiry texts and banners', async () => {
    const { page } = await signInTo(suite, resources);
    const screen = resourcesScreen(page);
    await resourcesLoaded(page);

    // account §2: active lists first, then the expired ones.
    const sections: string[] = [accountScreens.activeResources, accountScreens.activeEvents, accountScreens.expiredResources, accountScreens.expiredEvents];
    expect((await sectionOrder(page)).filter((h) => sections.includes(h))).toEqual(sections);

    // account §4: the EDUPORTAL product first; the rest follow.
    const active = await titlesUnder(page, accountScreens.activeResources);
    expect(active[0]).toBe(title('E2005'));
    for (const id of ['E2001', 'E2002', 'E2003', 'E2004', 'E2006', 'E2007', 'E2009', 'E2010']) expect(active).toContain(title(id));
    const expired = await titlesUnder(page, accountScreens.expiredResources);
    expect(expired).toEqual(expect.arrayContaining([title('E2020'), title('E2021')]));
    expect(active).not.toContain(title('E2020'));

    // account §4 expiry texts.
    const e2001 = fixtureCourse('E2001');
    const e2002 = fixtureCourse('E2002');
    await courseCard(page, title('E2001')).card.getByText(accountScreens.expiresOn(date(e2001.courseAccessExpirationDateStr)), { exact: true }).waitFor();
    await courseCard(page, title('E2003')).card.getByText(accountScreens.expiresToday, { exact: true }).waitFor();
    await courseCard(page, title('E2004')).card.getByText(accountScreens.startsOn(date(fixtureCourse('E2004').courseAccessStartDateStr)), { exact: true }).waitFor();
    await courseCard(page, title('E2006')).card.getByText(accountScreens.renewsOn(date(fixtureCourse('E2006').courseAccessExpirationDateStr)), { exact: true }).waitFor();
    await courseCard(page, title('E2020')).card.getByText(accountScreens.expiredOn(date(fixtureCourse('E2020').courseAccessExpirationDateStr)), { exact: true }).waitFor();
    // Within 14 days of expiry: a red link; further out: plain text.
    const soon = courseCard(page, title('E2002')).card.getByRole('link', { name: accountScreens.expiresOn(date(e2002.courseAccessExpirationDateStr)) });
    await soon.waitFor();
    const [r, g, b] = (await soon.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)?.map(Number) ?? [];
    expect(r, 'the expiry link is red').toBeGreaterThan((g ?? 0) + 60);
    expect(r).toBeGreaterThan((b ?? 0) + 60);
    expect(await courseCard(page, title('E2001')).card.getByRole('link', { name: accountScreens.expiresOn(date(e2001.courseAccessExpirationDateStr)) }).count()).toBe(0);

    // account §4: a card without valid access, or starting later, cannot launch.
    expect(await isRefusing(courseCard(page, title('E2004')).launch)).toBe(true);
    // The DECLINE course (no valid access, its CANVAS redirect type under an error banner) says why and offers no working Launch.
    const declined = courseCard(page, title('E2012'));
    await declined.card.getByText('Canvas courses are unavailable right now. Please try again later.', { exact: true }).waitFor();
    expect((await declined.launch.count()) === 0 || (await isRefusing(declined.launch))).toBe(true);
    expect(await isRefusing(courseCard(page, title('E2002')).launch)).toBe(false);
    // Expired courses have no launch.
    expect(await courseCard(page, title('E2020')).launch.count()).toBe(0);

    // account §8 purchase-status banners and the server banners (info, warning, error).
    for (const text of Object.values(purchaseStatusBanners)) await page.getByText(text, { exact: true }).first().waitFor();
    const serverBanners = [
      'Scheduled maintenance on Saturday from 2 to 4 AM ET: course launches may be slow.',
      'Digital books may take a minute longer to open today.',
      'Canvas courses are unavailable right now. Please try again later.',
    ];
    for (const text of serverBanners) await page.getByText(text, { exact: true }).first().waitFor();

    // Events: active with date and time, a live-stream link for the live online one; the expired list.
    const activeEvents = await titlesUnder(page, accountScreens.activeEvents);
    const expiredEvents = await titlesUnder(page, accountScreens.expiredEvents);
    expect(activeEvents).toEqual(expect.arrayContaining([fixtureEvent('V2101').displayName, fixtureEvent('V2102').displayName]));
    expect(expiredEvents).toContain(fixtureEvent('V2103').displayName);
    const liveEvent = fixtureEvent('V2101');
    const liveItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: liveEvent.displayName ?? '', exact: true }) });
    // account §9: Eastern time.
    await liveItem.getByText(resourcesTexts.eventWhen(date(liveEvent.startDateStr), date(liveEvent.startTimeStr)), { exact: true }).waitFor();
    await liveItem.getByRole('link', { name: accountScreens.unenroll }).waitFor();
    const stream = page.locator(`a[href="${liveEvent.liveStreamUrl}"]`);
    expect(await stream.count()).toBe(1);
    expect(await stream.getAttribute('target')).toBe('_blank');
    expect(await stream.getAttribute('rel')).toContain('noopener');

    await screenshot(page, 'account-resources');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Banners are dismissible: one goes, the others stay.
    const before = await screen.dismiss.count();
    expect(before).toBeGreaterThanOrEqual(serverBanners.length + Object.keys(purchaseStatusBanners).length);
    const info = page.getByText(serverBanners[0] ?? '', { exact: true });
    const infoBanner = page.getByRole('listitem').filter({ has: info }).filter({ has: screen.dismiss });
    expect(await infoBanner.getAttribute('data-tone')).toBe('info');
    await infoBanner.getByRole('button', { name: resourcesTexts.dismissBanner }).click();
    await info.waitFor({ state: 'detached' });
    expect(await screen.dismiss.count()).toBe(before - 1);
    await page.getByText(serverBanners[1] ?? '', { exact: true }).waitFor();

    // Mobile: nothing wider than a 360 px screen.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'account-resources-narrow');
  });

  it('opens the first course by default and fetches a card detail once across Hide and See Details', async () => {
    const { page } = await signInTo(suite, resources);
    await resourcesLoaded(page);
    const first = courseCard(page, title('E2005'));
    expect(await first.toggle.getAttribute('aria-expanded')).toBe('true');
    await first.hideDetails.waitFor();

    const detailCalls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /graphql|kegql/.test(r.url()) && (r.postData() ?? '').includes('E2002')) detailCalls.push(r.url());
    });
    const card = courseCard(page, title('E2002'));
    const transactionCode = defaultFixture().enrollments.find((e) => e.enrollmentId === 'E2002')?.transactionCode ?? 'missing';
    expect(await card.toggle.getAttribute('aria-expanded')).toBe('false');
    await card.seeDetails.click();
    await card.hideDetails.waitFor();
    expect(await card.toggle.getAttribute('aria-expanded')).toBe('true');
    const panelId = await card.toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await panel.waitFor();
    await expect.poll(() => detailCalls.length, { timeout: 5000 }).toBe(1);
    // The detail facts (account §3 detail data) reached the panel.
    await panel.getByText(transactionCode).waitFor();
    await panel.getByRole('link', { name: accountScreens.findMakeup }).waitFor();
    await screenshot(page, 'account-resources-details');

    await card.hideDetails.click();
    await card.seeDetails.waitFor();
    await card.seeDetails.click();
    await card.hideDetails.waitFor();
    await panel.getByText(transactionCode).waitFor();
    expect(detailCalls, 'the detail is fetched once per card').toHaveLength(1);
  });

  it('launches a course: the button disables on the first click and the page leaves for the LMS', async () => {
    const { page, context } = await signInTo(suite, resources);
    await resourcesLoaded(page);
    const url = date(fixtureCourse('E2002').portalRedirectURL);
    const lms = await holdRoute(context, 'https://lms.summitprep.test/**');
    const { launch } = courseCard(page, title('E2002'));
    const states = await watchDisabled(page, launch, 'launch');
    // A double click: the second must not launch again.
    await launch.evaluate((el: HTMLButtonElement) => {
      el.click();
      el.click();
    });
    expect(await lms.firstRequest()).toBe(url);
    // account §4: disabled after one click, while the page is being left.
    await expect.poll(() => states, { timeout: 5000 }).toContain('launch:true');
    expect(states).not.toContain('launch:false');
    lms.release();
    await page.waitForURL(url);
    expect(lms.requested).toEqual([url]);
  });

  it('launches a live online course: records attendance, then lists its resources', async () => {
    const { page } = await signInTo(suite, resources);
    await resourcesLoaded(page);
    const course = fixtureCourse('E2003');
    const attendance = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/attendance'));
    const card = courseCard(page, title('E2003'));
    await card.launch.click();
    expect((await attendance).postDataJSON()).toMatchObject({ enrollmentId: 'E2003' });
    await heading(page, course.productTitle ?? '').waitFor();
    const { path, query } = await route(page);
    expect(path).toBe('/myaccount/live-online');
    expect(query.get('courseAccessId')).toBe(course.courseAccessId);
    expect(query.get('productTitle')).toBe(course.productTitle);
    // account §3 Resource links: links open in a new tab, a DIRECTORY is a folder of its children.
    const schedule = page.getByRole('link', { name: 'Live class schedule' });
    expect(await schedule.getAttribute('href')).toBe('https://lms.summitprep.test/live/CA2003/schedule');
    expect(await schedule.getAttribute('target')).toBe('_blank');
    const folder = page.getByRole('button', { name: 'Class recordings' });
    expect(await folder.getAttribute('aria-expanded')).toBe('false');
    const recording = page.getByRole('link', { name: 'Session 1: Verbal strategies' });
    expect(await recording.isVisible()).toBe(false);
    await folder.click();
    expect(await folder.getAttribute('aria-expanded')).toBe('true');
    await recording.waitFor();
    // A script URL is never a link.
    await page.getByText('Instructor notes (in class only)', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Instructor notes (in class only)' }).count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    await screenshot(page, 'account-live-online');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('launches a partner course through /myaccount/pmix to the partner URL', async () => {
    const { page, context } = await signInTo(suite, resources);
    await resourcesLoaded(page);
    // Hold the pmix answer to look at the screen while it asks, then let it leave.
    const pmix = await holdRoute(context, '**/rest-services/accountManagement/pmix/**', (r) => r.continue());
    const partner = await holdRoute(context, 'https://partner.summitprep.test/**');
    partner.release();
    await courseCard(page, title('E2007')).launch.click();
    expect(new URL(await pmix.firstRequest()).pathname).toBe('/rest-services/accountManagement/pmix/CA2007');
    const { path, query } = await route(page);
    expect(path).toBe('/myaccount/pmix');
    expect(query.get('courseAccessId')).toBe('CA2007');
    await page.getByRole('status').filter({ hasText: liveOnlineTexts.pmixOpening }).waitFor();
    await screenshot(page, 'account-pmix');
    expect(await seriousAxeViolations(page)).toEqual([]);
    pmix.release();
    await page.waitForURL('https://partner.summitprep.test/launch?course=NCLEX&session=demo');
  });

  it('re-points the bar student MBE and PMBR courses to the enrollment agreement with the URL encoded', async () => {
    const { page } = await signInTo(suite, resources, accountUsers.bar);
    await resourcesLoaded(page);
    const cases = [
      ['E2701', 'https://lms-redirect-error.summitprep.test/error?courseAccessId=CA2701'],
      ['E2702', 'https://services.summitprep.test/amp/pmix/CA2702'],
    ] as const;
    for (const [enrollmentId, redirectUrl] of cases) {
      await courseCard(page, title(enrollmentId)).launch.click();
      await page.waitForFunction(() => window.location.hash.startsWith('#/pg/enrollment-agreement'));
      const raw = await page.evaluate(() => window.location.hash);
      const { query } = await route(page);
      expect(query.get('enrollmentId')).toBe(enrollmentId);
      expect([...query.values()], 'the routing URL rides along in the query').toContain(redirectUrl);
      expect(raw, 'encoded, not raw').not.toContain(redirectUrl);
      await goTo(page, resources);
      await resourcesLoaded(page);
    }
  });

  it('shows the progress bar while loading, then the empty state with the find-prep promo and the test-date prompt', async () => {
    // registered@ has no courses; give the student a future test date first (Edit Goals, a typed date).
    const { page, context } = await signInTo(suite, '/myaccount/profile/updategoals', accountUsers.registered, { clock: true });
    // Next year in New York at the page's time (fixtureTime): a future date whatever the day.
    const year = calendarDateInZone(fixtureTime).year + 1;
    const testDate = page.getByLabel(educationGoalsTexts.testDateLabel, { exact: true });
    await testDate.fill(`${year}-03-15`);
    await page.getByRole('button', { name: profileTexts.save, exact: true }).click();
    await heading(page, profileTexts.heading).waitFor();
    // The overview reloads the student (and the session's copy the resources
    // page reads the test date from): wait until it shows the saved date.
    await profileCard(page, accountScreens.myGoals).getByText(`03/15/${year}`, { exact: true }).waitFor();

    const account = await holdRoute(context, '**/rest-services/accountManagement/myaccount**', (r) => r.continue());
    await goTo(page, resources);
    const { progress } = resourcesScreen(page);
    await progress.waitFor();
    await account.firstRequest();
    // account §9: the bar moves 0.4 every 80 ms while the data loads, so 15
    // ticks (1200 ms on the paused page clock) add exactly 6 (aria-valuenow is
    // the whole part; the bar is far below the slower steps above 80).
    await pauseClock(page);
    const start = Number(await progress.getAttribute('aria-valuenow'));
    await page.clock.runFor(15 * 80);
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBe(start + 6);
    await page.clock.resume();
    // The fill is drawn too (5 % steps from the stylesheet, no style attribute),
    // once its width transition (real time: CSS, not the page clock) has begun.
    const fillWidth = () => progress.evaluate((el) => (el.firstElementChild as HTMLElement | null)?.getBoundingClientRect().width ?? 0);
    await expect.poll(fillWidth, { timeout: 5000 }).toBeGreaterThan(0);
    await screenshot(page, 'account-resources-progress');
    expect(await seriousAxeViolations(page)).toEqual([]);
    account.release();

    await revealResources(page, page.getByText(accountScreens.emptyResources, { exact: true }));
    expect(await progress.count()).toBe(0);
    expect(await page.getByRole('link', { name: resourcesTexts.findPrep, exact: true }).getAttribute('href')).toBe(brandSites.main.findPrepUrl);
    await page.getByText(resourcesTexts.testDatePrompt(`03/15/${year}`), { exact: false }).waitFor();
    await page.getByRole('link', { name: resourcesTexts.updateTestDate, exact: true }).waitFor();
    expect(await resourcesScreen(page).activeResources.count()).toBe(0);
    await screenshot(page, 'account-resources-empty');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
