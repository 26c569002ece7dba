import type { Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adeTexts, tutorialTexts, vsTexts } from '../../src/core/messages/books';
import { routeTitles } from '../../src/core/messages/routes';
import { screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { portalPath } from './registration-page';
import { overflowsSideways, signInHere, signInTo } from './account-page';
import { accounts as demoAccounts } from '../support/accounts';

/*
 * Issue #16 in the browser: the digital-book screens against the default
 * fixture. The vendor's page is answered by Playwright; the hidden form's
 * cross-origin POST also leaves examples/strict-csp.html (default-src 'self',
 * no form-action) without a CSP refusal.
 */

const suite = useBrowserSuite();
const bookshelf = 'https://bookshelf.vitalsource.test/**';

const bookshelfPage = '<!doctype html><title>Bookshelf</title><h1>Bookshelf</h1>';

describe('digital book redirect (account §2 /pg/vs)', () => {
  it('retries NO-BOOK with the other book course and leaves by a POST of its params; loading screen checked with axe at desktop and 375 px', async () => {
    const route = '/pg/vs?enrollmentId=E2002&bookId=BIO-2026&pageNumber=3';
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const posts: Request[] = [];
    const vsCalls: string[] = [];
    const { page } = await suite.open(portalPath(`/login?redirectUrl=${encodeURIComponent(route)}`), {
      fixedDate: true,
      beforeGoto: async (p) => {
        // The loading screen stays while the first /vs answer is held.
        await p.route('**/rest-services/vs?**', async (r) => {
          vsCalls.push(new URL(r.request().url()).searchParams.get('enrollmentId') ?? '');
          if (vsCalls.length === 1) await held;
          await r.continue();
        });
        await p.route(bookshelf, async (r) => {
          posts.push(r.request());
          await r.fulfill({ status: 200, contentType: 'text/html', body: bookshelfPage });
        });
      },
    });
    await signInHere(page, route);
    await heading(page, routeTitles.vitalSource).waitFor();
    await page.getByRole('status').filter({ hasText: vsTexts.opening }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'books-vs-loading');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    await screenshot(page, 'books-vs-loading-narrow');
    expect(posts).toEqual([]);
    release();
    await page.waitForURL('https://bookshelf.vitalsource.test/sso/launch');
    await page.getByRole('heading', { name: 'Bookshelf' }).waitFor();
    expect(vsCalls).toEqual(['E2002', 'E2001']);
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.method()).toBe('POST');
    expect(post?.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(post?.postData() ?? ''))).toEqual({
      token: 'vs-demo-token-E2001',
      isbn: '9781506282480',
      brand: 'summit',
      bookId: 'BIO-2026',
      pageNumber: '3',
    });
  });

  it('posts to the vendor from examples/strict-csp.html: its CSP has no form-action, so nothing is refused', async () => {
    const route = '/pg/vs?enrollmentId=E2001';
    const posts: Request[] = [];
    const { page, console: consoleLines } = await suite.open(`/strict-csp.html#/login?redirectUrl=${encodeURIComponent(route)}`, {
      fixedDate: true,
      beforeGoto: (p) =>
        p.route(bookshelf, async (r) => {
          posts.push(r.request());
          await r.fulfill({ status: 200, contentType: 'text/html', body: bookshelfPage });
        }),
    });
    await signInHere(page, route);
    await page.waitForURL('https://bookshelf.vitalsource.test/sso/launch');
    expect(posts.map((p) => p.method())).toEqual(['POST']);
    // A form-action refusal would be logged on the console (and the page would not have left).
    expect(consoleLines.filter((line) => /Content Security Policy|form-action/i.test(line))).toEqual([]);
  });

  it('shows the not-purchased page with the MCAT purchase link (Canadian student, E2501); axe at desktop and 375 px', async () => {
    const { page } = await signInTo(suite, '/pg/vs?enrollmentId=E2501', demoAccounts.canada.email);
    await heading(page, routeTitles.vitalSource).waitFor();
    await page.getByRole('heading', { name: vsTexts.notPurchasedTitle }).waitFor();
    const buy = page.getByRole('link', { name: vsTexts.purchase('MCAT') });
    expect(await buy.getAttribute('href')).toBe('https://www.summitprep.test/mcat/digital-books');
    expect(await page.getByRole('link', { name: vsTexts.readerLink }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'books-vs-not-purchased');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    await screenshot(page, 'books-vs-not-purchased-narrow');
  });
});

describe('Digital Books (account §2 /ade)', () => {
  it('opens and closes steps with Enter and Space, moves with the arrows, lists only marked books; axe at desktop and 375 px', async () => {
    const { page } = await signInTo(suite, '/ade');
    await heading(page, routeTitles.ade).waitFor();
    const step = (name: string) => page.getByRole('button', { name, exact: true });
    const region = (name: string) => page.getByRole('region', { name, exact: true });
    await step(adeTexts.stepAgreement).waitFor();
    expect(await step(adeTexts.stepAgreement).getAttribute('aria-expanded')).toBe('true');
    expect(await region(adeTexts.stepAgreement).getByRole('link', { name: adeTexts.agreementLink('MCAT Self-Paced') }).count()).toBe(1);

    await step(adeTexts.stepAgreement).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(adeTexts.stepDownload);
    await page.keyboard.press('Enter');
    await region(adeTexts.stepDownload).waitFor();
    expect(await step(adeTexts.stepDownload).getAttribute('aria-expanded')).toBe('true');
    const links = region(adeTexts.stepDownload).getByRole('link');
    expect(await links.allTextContents()).toEqual(['MCAT Biology Review', 'MCAT General Chemistry Review']);
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await region(adeTexts.stepAgreement).waitFor({ state: 'hidden' });
    expect(await step(adeTexts.stepAgreement).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    await region(adeTexts.stepAgreement).waitFor();
    for (const name of [adeTexts.stepAccount, adeTexts.stepInstall]) await step(name).click();
    await region(adeTexts.stepInstall).getByText('iPhone/iPad').waitFor();

    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'books-ade');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    await screenshot(page, 'books-ade-narrow');
  });
});

describe('Digital Books tutorial (account §2 /ade-tutorial)', () => {
  it('loads the same-origin video and its captions under examples/strict-csp.html without a CSP refusal', async () => {
    const route = '/ade-tutorial';
    const { page, console: consoleLines } = await suite.open(`/strict-csp.html#/login?redirectUrl=${encodeURIComponent(route)}`, { fixedDate: true });
    await signInHere(page, route);
    await heading(page, routeTitles.adeTutorial).waitFor();
    const video = page.locator('video');
    await video.waitFor();
    // HAVE_METADATA with the clip's size: the WebM was fetched and decoded; the default track's four cues are loaded.
    await page.waitForFunction(() => {
      const v = document.querySelector('video');
      return Boolean(v && v.readyState >= 1 && v.videoWidth === 320 && v.textTracks[0]?.cues?.length === 4);
    });
    expect(await video.evaluate((v: HTMLVideoElement) => [v.textTracks[0]?.kind, v.textTracks[0]?.mode])).toEqual(['captions', 'showing']);
    expect(consoleLines.filter((line) => /Content Security Policy|media-src/i.test(line))).toEqual([]);
  });

  it('shows the player with axe clean at desktop and 375 px, is reached from /ade, and says the video cannot be played when it is answered with a 404, an HTML page or a dropped connection', async () => {
    const { page } = await signInTo(suite, '/ade');
    await page.getByRole('link', { name: adeTexts.tutorialLink }).click();
    await heading(page, routeTitles.adeTutorial).waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await page.getByRole('link', { name: tutorialTexts.backToAde }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'books-tutorial');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    await screenshot(page, 'books-tutorial-narrow');

    // Each broken answer on a fresh visit to the player (back to /ade, then its link): the alert, no player.
    const faults: [string, (r: Route) => Promise<void>][] = [
      ['a 404', (r) => r.fulfill({ status: 404, contentType: 'application/json', body: '{}' })],
      ['an HTML page', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>maintenance</p>' })],
      ['a dropped connection', (r) => r.abort('connectionreset')],
    ];
    for (const [label, answer] of faults) {
      await page.route('**/media/ade-tutorial.webm', answer);
      await page.getByRole('link', { name: tutorialTexts.backToAde }).click();
      await page.getByRole('link', { name: adeTexts.tutorialLink }).click();
      await page.getByRole('alert').filter({ hasText: tutorialTexts.videoFailed }).waitFor();
      expect(await page.locator('video').count(), label).toBe(0);
      // The same alert for every answer: one axe check of it.
      if (label === 'a 404') expect(await seriousAxeViolations(page)).toEqual([]);
      await page.unroute('**/media/ade-tutorial.webm');
    }
  });
});
