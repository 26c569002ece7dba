import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountScreens } from '../../src/core/messages/account';
import { makeupSearchTexts as texts } from '../../src/core/messages/makeup-search';
import { accountValidation } from '../../src/core/messages/validation';
import { accessScreens } from '../../src/core/messages/access';
import { makeupBookingTexts } from '../../src/core/messages/makeup-booking';
import { readFile } from 'node:fs/promises';
import { signUpTexts } from '../../cli/simulator/routes/makeup';
import { screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { route, signInTo } from './account-page';

/*
 * Issue #15 in the browser: Find a Make-up Session (account §2, §4, §5, §7,
 * §9) in the full portal against the default fixture's demo student: the
 * in-person course E2002 (make-ups near 10014), the live-online course E2003,
 * and Biology, which has no make-up.
 */

const suite = useBrowserSuite();

const main = (page: Page) => page.getByRole('main');
const searchButton = (page: Page) => main(page).getByRole('button', { name: texts.search, exact: true });
const results = (page: Page) => main(page).locator('[data-session]');

async function chooseSession(page: Page, name: string): Promise<void> {
  await main(page).getByLabel(texts.session, { exact: true }).selectOption({ label: name });
}

async function check(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('Find a Make-up Session in the browser', () => {
  it('asks for a session, searches near 10014, signs up, and shows the confirmation with its calendar entries and the print page', async () => {
    const { page } = await signInTo(suite, '/pg/makeupsession?enrollmentId=E2002');
    await heading(page, accountScreens.findMakeup).waitFor();
    await main(page).getByLabel(texts.session, { exact: true }).waitFor();
    await searchButton(page).click();
    await main(page).getByText(accountValidation.makeupSessionRequired, { exact: true }).last().waitFor();
    await check(page, 'makeup-search-required');

    await chooseSession(page, 'MCAT Chemistry 1');
    await searchButton(page).click();
    await results(page).first().waitFor();
    expect(await results(page).evaluateAll((items) => items.map((i) => i.getAttribute('data-session')))).toEqual(['MS8001', 'MS8003', 'MS8002', 'MS8006']);
    await expect.poll(() => results(page).first().textContent()).toContain('1.6 miles away');
    await check(page, 'makeup-search-results');
    await page.setViewportSize({ width: 375, height: 812 });
    await check(page, 'makeup-search-results-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await results(page).first().getByRole('button', { name: texts.signUp }).click();
    await expect.poll(async () => (await route(page)).path).toBe('/pg/makeupsession/confirmation');

    // The confirmation: the booked session, its calendar entries and the way to print it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await heading(page, accessScreens.spotBooked).waitFor();
    await main(page).getByText(makeupBookingTexts.sessionLabel, { exact: true }).waitFor();
    await check(page, 'makeup-confirmation');
    const google = main(page).getByRole('link', { name: accessScreens.calendarGoogle, exact: true });
    expect(await google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/.*ctz=America%2FNew_York/);
    expect(await google.getAttribute('target')).toBe('_blank');
    const outlook = main(page).getByRole('link', { name: accessScreens.calendarOutlook, exact: true });
    expect(await outlook.getAttribute('href')).toMatch(/^https:\/\/outlook\./);
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: accessScreens.calendarApple, exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('UID:makeup-MS8001@');
    expect(ics).toMatch(/SUMMARY:MCAT Chemistry 1 \(make-up\)/);

    await main(page).getByRole('link', { name: makeupBookingTexts.printLink, exact: true }).click();
    await expect.poll(async () => (await route(page)).path).toBe('/pg/makeupsession/printsession');
    await main(page).getByRole('button', { name: makeupBookingTexts.print, exact: true }).waitFor();
    await check(page, 'makeup-print');
    // On paper: the session, without the header, the footer or the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.sp-header').first().isVisible()).toBe(false);
    expect(await main(page).getByRole('button', { name: makeupBookingTexts.print, exact: true }).isVisible()).toBe(false);
    await expect.poll(() => main(page).textContent()).toContain('MCAT Chemistry 1 (make-up)');
    await page.emulateMedia({ media: 'screen' });
    await main(page).getByRole('link', { name: makeupBookingTexts.back, exact: true }).click();
    await expect.poll(async () => (await route(page)).path).toBe('/pg/makeupsession/confirmation');
  });

  it('shows a sign-up the service answers with a string as alert text and stays on the results', async () => {
    const { page } = await signInTo(suite, '/pg/makeupsession?enrollmentId=E2002');
    await heading(page, accountScreens.findMakeup).waitFor();
    await chooseSession(page, 'MCAT Chemistry 1');
    await searchButton(page).click();
    const full = results(page).and(page.locator('[data-session="MS8006"]'));
    await full.waitFor();
    await full.getByRole('button', { name: texts.signUp }).click();
    // The simulator's answer for a full session (docs/fixtures.md).
    await main(page).getByRole('alert').filter({ hasText: signUpTexts.full }).waitFor();
    expect((await route(page)).path).toBe('/pg/makeupsession');
    await check(page, 'makeup-search-full');
  });

  it('searches a live-online course without distance or zip', async () => {
    const { page } = await signInTo(suite, '/resources/makeupsession?enrollmentId=E2003');
    await heading(page, accountScreens.findMakeup).waitFor();
    await chooseSession(page, 'GRE Verbal 1');
    expect(await main(page).getByLabel(texts.zip, { exact: true }).count()).toBe(0);
    await searchButton(page).click();
    await results(page).first().waitFor();
    await expect.poll(() => results(page).first().textContent()).toContain(texts.liveOnline);
    await check(page, 'makeup-search-live-online');
  });

  it('says when nothing is found', async () => {
    const { page } = await signInTo(suite, '/pg/makeupsession?enrollmentId=E2002');
    await heading(page, accountScreens.findMakeup).waitFor();
    await chooseSession(page, 'MCAT Biology 1');
    await searchButton(page).click();
    await main(page).getByText(accountValidation.makeupNoResults, { exact: true }).waitFor();
    await check(page, 'makeup-search-none');
  });
});
