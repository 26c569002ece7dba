import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FixtureAgreement } from '../../cli/simulator/fixture/catalog';
import { agreementTexts } from '../../src/core/messages/agreement';
import { accessValidation } from '../../src/core/messages/validation';
import { signInHere } from './account-page';
import { type OpenOptions, type OpenedPage, pauseClock, screenshot, settled, useBrowserSuite } from './browser-suite';
import { alertWith } from './portal-page';
import { agreementScreen, currentRoute, defaultFixture, isRefusing, portalPath } from './registration-page';

/*
 * Issue #6: the enrollment agreement (access §2, §4, §5) in the full portal
 * against the default fixture's pending bar (E2009) and HSG (E2010)
 * agreements (cli/simulator/fixture/default/agreements.ts).
 */

const suite = useBrowserSuite();

const agreement = (id: string): FixtureAgreement => {
  const found = defaultFixture().agreements.find((a) => a.enrollmentId === id || a.classId === id);
  if (!found) throw new Error(`the default fixture has no agreement ${id}`);
  return found;
};

/**
 * Opens the login leading to `route` and logs the demo student in: only the
 * session of an agreement's student may accept or decline it (#13.22).
 */
async function openSignedIn(route: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const opened = await suite.open(portalPath(`/login?redirectUrl=${encodeURIComponent(route)}`), options);
  await signInHere(opened.page, route);
  return opened;
}

/** What GET ea/info answers now (the simulator's state). */
async function agreementInfo(enrollmentId: string): Promise<{ eaDate: string | null; barAgreementFlag?: boolean; hsgAcceptanceValue?: string | null }> {
  const answer = await fetch(`${suite.url}/rest-services/ea/info?enrollmentId=${encodeURIComponent(enrollmentId)}`);
  return answer.json() as Promise<{ eaDate: string | null }>;
}

/** Answers the course portals with a stub page, so the redirect after accepting can be seen to land there. */
async function stubCoursePortals(context: BrowserContext, url: string): Promise<void> {
  const origin = new URL(url).origin;
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Course portal</title><p>course portal</p>' }),
  );
}

/**
 * access §4: the course portal opens 0.5 s after a successful acceptance.
 * Runs the paused page clock: 499 ms leave the page where it is (a
 * beforeunload listener would see a departure at once: location.assign
 * fires it synchronously), the 500th opens the portal.
 */
async function leavesForThePortalAfterHalfASecond(page: Page, portalUrl: string): Promise<void> {
  await page.evaluate(() => {
    const flags = window as unknown as { leaving?: boolean };
    flags.leaving = false;
    window.addEventListener('beforeunload', () => {
      flags.leaving = true;
    });
  });
  await page.clock.runFor(499);
  // A departure under way may already have taken the page's context with it: that is leaving too.
  const leaving = await page.evaluate(() => (window as unknown as { leaving?: boolean }).leaving).catch(() => true);
  expect(leaving, 'still here 499 ms after accepting').toBe(false);
  await page.clock.runFor(1);
  await page.waitForURL(portalUrl);
}

/**
 * Accept without the required choice: the button refuses, or the attempt says
 * what is missing; either way nothing is accepted.
 */
async function acceptRefusedWithoutChoice(page: Page, enrollmentId: string, expectedText?: string): Promise<void> {
  const screen = agreementScreen(page);
  if (!(await isRefusing(screen.accept))) {
    await screen.accept.click();
    if (expectedText) await alertWith(page, expectedText).waitFor();
    else await page.getByRole('alert').first().waitFor();
  } else if (expectedText) {
    // Announced unavailable: pressing it must still say why.
    await screen.accept.click({ force: true });
    await alertWith(page, expectedText).waitFor();
  }
  expect((await agreementInfo(enrollmentId)).eaDate, 'not accepted without the choice').toBeNull();
  await screen.accept.waitFor();
}

describe('enrollment agreement (access §2 /pg/enrollment-agreement)', () => {
  it('accepts a bar agreement once a share-info choice is made, then goes to the course portal', async () => {
    const bar = agreement('E2009');
    const { page } = await openSignedIn('/pg/enrollment-agreement?enrollmentId=E2009', {
      clock: true,
      beforeGoto: (p) => stubCoursePortals(p.context(), bar.portalRedirectURL ?? 'https://lms.summitprep.test'),
    });
    const screen = agreementScreen(page);
    await screen.heading.waitFor();
    await page.getByRole('heading', { name: 'Bar Review Enrollment Agreement' }).waitFor();
    await screen.accept.waitFor();
    await screen.decline.waitFor();

    await acceptRefusedWithoutChoice(page, 'E2009');

    await screen.shareYes.check();
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/rest-services/ea');
    // From the click on, the page's timers move only when the test runs them.
    await pauseClock(page);
    await screen.accept.click();
    const answer = (await (await answered).json()) as { status: string };
    expect(answer.status).toBe('success');
    await page.getByText(agreementTexts.acceptedNow).waitFor();
    await screenshot(page, 'agreement-bar-accepted');
    await leavesForThePortalAfterHalfASecond(page, bar.portalRedirectURL as string);
    const stored = await agreementInfo('E2009');
    expect(stored.eaDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(stored.barAgreementFlag).toBe(true);
  });

  it('accepts an HSG agreement once an option 1–4 is chosen, and says so when none is', async () => {
    const hsg = agreement('E2010');
    const { page } = await openSignedIn('/pg/enrollment-agreement?enrollmentId=E2010', {
      clock: true,
      beforeGoto: (p) => stubCoursePortals(p.context(), hsg.portalRedirectURL ?? 'https://lms.summitprep.test'),
    });
    const screen = agreementScreen(page);
    await screen.heading.waitFor();
    for (const n of [1, 2, 3, 4]) await screen.hsgOption(n).waitFor();
    await acceptRefusedWithoutChoice(page, 'E2010', accessValidation.agreementOptionRequired);
    await screenshot(page, 'agreement-hsg-option-required');

    await screen.hsgOption(3).check();
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/rest-services/ea');
    await pauseClock(page);
    await screen.accept.click();
    const request = (await answered).request().postDataJSON() as { hsgOption?: unknown };
    expect(String(request.hsgOption)).toBe('3');
    await page.getByText(agreementTexts.acceptedNow).waitFor();
    await leavesForThePortalAfterHalfASecond(page, hsg.portalRedirectURL as string);
    const stored = await agreementInfo('E2010');
    expect(stored.eaDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(String(stored.hsgAcceptanceValue)).toBe('3');
  });

  it('declines: goes to my account and accepts nothing', async () => {
    const { page } = await openSignedIn('/pg/enrollment-agreement?enrollmentId=E2009');
    const screen = agreementScreen(page);
    await screen.heading.waitFor();
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/rest-services/ea');
    await screen.decline.click();
    expect((await answered).status()).toBe(200);
    await page.waitForFunction(() => !window.location.hash.startsWith('#/pg/enrollment-agreement'));
    expect((await currentRoute(page)).path).toMatch(/^\/myaccount/);
    expect((await agreementInfo('E2009')).eaDate).toBeNull();
  });

  it('renders an agreement text carrying <script> and <img onerror> as text, running neither', async () => {
    // The fixture's hostile agreement when it has one; otherwise E2009's answer with both added in the browser.
    const hostile = defaultFixture().agreements.find((a) => /<script/i.test(a.eaText) && /onerror/i.test(a.eaText));
    const injected =
      '<p>Hostile clause.</p><script>window.__eaScriptRan = true;</script>' +
      '<img src="/no-such-image.png" onerror="window.__eaOnerrorRan = true">';
    const query = hostile?.enrollmentId ? `enrollmentId=${hostile.enrollmentId}` : hostile?.classId ? `classId=${hostile.classId}` : 'enrollmentId=E2009';
    const eaText = hostile?.eaText ?? `${agreement('E2009').eaText}${injected}`;
    const flags = [...new Set([...eaText.matchAll(/window\.(__\w+)\s*=/g)].map((m) => m[1] as string))];
    expect(flags.length).toBeGreaterThan(0);

    const { page } = await suite.open(portalPath(`/pg/enrollment-agreement?${query}`), {
      beforeGoto: hostile
        ? undefined
        : (p) =>
            p.route('**/rest-services/ea/info?**', async (route) => {
              const response = await route.fetch();
              const body = (await response.json()) as { eaText: string };
              await route.fulfill({ response, json: { ...body, eaText } });
            }),
    });
    await agreementScreen(page).heading.waitFor();
    const firstHeading = /<h2>([^<]+)<\/h2>/.exec(eaText)?.[1];
    if (firstHeading) await page.getByRole('heading', { name: firstHeading }).waitFor();
    // A broken image fires its error handler once its request has failed: wait
    // until no request is left in flight and the page has been quiet a few frames.
    await settled(page);
    const ran = await page.evaluate((names) => names.filter((n) => (window as unknown as Record<string, unknown>)[n] !== undefined), flags);
    expect(ran, 'agreement script or handler ran').toEqual([]);
    expect(await page.locator('.sp-root script').count()).toBe(0);
    expect(await page.locator('.sp-root [onerror]').count()).toBe(0);
    await screenshot(page, 'agreement-hostile-text');
  });
});
