import { describe, expect, it } from 'vitest';
import { bookKeyTexts, vsTexts } from '../../src/core/messages/books';
import { routeTitles } from '../../src/core/messages/routes';
import { accessValidation } from '../../src/core/messages/validation';
import { screenshot, seriousAxeViolations, useBrowserSuite, waitForHash } from './browser-suite';
import { alertWith, heading } from './portal-page';
import { goToRoute, portalPath } from './registration-page';
import { signInHere, signInTo } from './account-page';

/*
 * Issue #20 items 4 and 5 in Chromium: the online-book key check on /ade (demo's MCAT
 * Self-Paced is class K5001, key SUMMIT-MCAT-2026), and the three route aliases landing
 * on their screens with the query kept.
 */

const suite = useBrowserSuite();

describe('online-book key check (access §5, issue #20.4)', () => {
  it('says a wrong key does not match and opens the online books for the right one; checked with axe', async () => {
    const { page } = await signInTo(suite, '/ade');
    const section = page.getByRole('region', { name: bookKeyTexts.heading, exact: true });
    const key = section.getByLabel(bookKeyTexts.key, { exact: true });
    const check = section.getByRole('button', { name: bookKeyTexts.check });
    await key.waitFor();
    expect(await section.getByLabel(bookKeyTexts.course, { exact: true }).inputValue()).toBe('K5001');
    expect(await key.getAttribute('autocomplete')).toBe('off');
    expect(await check.isDisabled()).toBe(true);

    await key.fill('SUMMIT-MCAT-1999');
    await key.press('Enter');
    await alertWith(section, accessValidation.bookKeyMismatch).waitFor();
    await expect.poll(() => key.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await key.fill('SUMMIT-MCAT-2026');
    await check.click();
    await section.getByRole('status').filter({ hasText: bookKeyTexts.confirmed }).waitFor();
    expect(await section.getByRole('alert').count()).toBe(0);
    expect(await section.getByRole('link').allInnerTexts()).toEqual(['MCAT Biology Review', 'MCAT Physics Review']);
    await screenshot(page, 'books-key-confirmed');
  });
});

describe('route aliases (account §2 links out, issue #20.5)', () => {
  it('each alias lands on its screen with the query kept, the guarded one through the login', async () => {
    const vs = 'enrollmentId=E9999&bookId=BIO-2026&pageNumber=3';
    const { page } = await suite.open(portalPath(`/resources/vs?${vs}`), { fixedDate: true });
    await waitForHash(page, `#/login?redirectUrl=${encodeURIComponent(`/pg/vs?${vs}`)}`);
    await signInHere(page, '/pg/vs');
    await waitForHash(page, `#/pg/vs?${vs}`);
    await heading(page, routeTitles.vitalSource).waitFor();
    // The screen read the enrollment from the kept query: not the student's, so not found.
    await page.getByText(vsTexts.notFound).waitFor();

    for (const [alias, route, query, title] of [
      ['/amp/enrollment-agreement', '/pg/enrollment-agreement', 'enrollmentId=E2001', routeTitles.enrollmentAgreement],
      ['/pgm/ade', '/ade', 'from=mail&note=a%20b', routeTitles.ade],
    ] as const) {
      await goToRoute(page, `${alias}?${query}`);
      await waitForHash(page, `#${route}?${query}`);
      await heading(page, title).waitFor();
    }
  });
});
