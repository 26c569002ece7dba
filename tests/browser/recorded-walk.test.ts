import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../cli/simulator/fixture/load';
import { resourcesTexts } from '../../src/core/messages/resources';
import { type Simulator, startSimulator } from '../../cli/simulator/server';
import { accounts, demoPassword } from '../support/accounts';
import { accountEnv, runRecord } from '../cli/record/harness';
import { signInHere, goTo } from './account-page';
import { fixtureTime, settled, useBrowserSuite } from './browser-suite';
import { defaultFixture, portalPath } from './registration-page';

/*
 * #33.1 the browser walk of the round trip: each demo account recorded (with
 * `record`, personal data kept) from the suite's simulator serving the default
 * fixture (A), the recording served by a second simulator (B). The main demo's
 * screens are the same on both; every other account logs in on B and its
 * account home shows its courses and events (their reads are compared one by
 * one in tests/cli/record/round-trip.test.ts, which is cheaper than a second
 * browser log-in each).
 */

const suite = useBrowserSuite();
const root = join(__dirname, '../..');
const walked = Object.values(accounts).filter((a) => a.email !== accounts.locked.email);
const demoScreens = ['/myaccount/profile', '/pg/case', '/printreceipt?enrollmentId=E2001', '/pg/schedule?enrollmentId=E2002', '/shipmentInfo?enrollmentId=E2002'];

let replays: Map<string, { url: string; simulator: Simulator; close(): Promise<void> }>;

beforeAll(async () => {
  replays = new Map();
  for (const { email } of walked) {
    // Recorded at the instant the suite's fixture dates are relative to, replayed from the same one.
    const recorded = await runRecord(['--base-url', suite.url, '--keep-personal-data'], { env: accountEnv(email, demoPassword) }, fixtureTime);
    if (recorded.code !== 0) throw new Error(`record ${email} exited ${recorded.code}: ${recorded.stderr}`);
    const fixture = loadFixture(JSON.parse(recorded.stdout), fixtureTime);
    replays.set(email, await startSimulator({ fixture, port: 0, staticRoot: root, log: () => {} }));
  }
});
afterAll(async () => {
  for (const replay of replays.values()) await replay.close();
});

/** The page's text once the screen has loaded (the resources' list loads after the screen shows) and gone quiet. */
async function screenText(page: Page): Promise<string> {
  await page.waitForFunction((loading) => !document.body.innerText.includes(loading), resourcesTexts.loading);
  await settled(page);
  return page.locator('body').innerText();
}

/** Logs in on `origin` and reads each screen. */
async function walk(page: Page, origin: string, email: string, screens: readonly string[]): Promise<string[]> {
  await page.context().clearCookies();
  await page.goto(`${origin}${portalPath('/login?redirectUrl=%2Fmyaccount%2Fresources')}`);
  await signInHere(page, '/myaccount/resources', email, demoPassword);
  const texts = [await screenText(page)];
  for (const screen of screens) {
    await goTo(page, screen);
    texts.push(await screenText(page));
  }
  return texts;
}

describe('a recording shows the same screens as what it recorded', () => {
  it('the main demo: its account home, profile, cases, receipt, schedule and shipments, on both', async () => {
    const { email } = accounts.demo;
    const { page } = await suite.open('/__sim/health', { fixedDate: true });
    const original = await walk(page, suite.url, email, demoScreens);
    const replay = replays.get(email);
    if (!replay) throw new Error(`no replay of ${email}`);
    expect(await walk(page, replay.url, email, demoScreens)).toEqual(original);
  });

  /*
   * The other accounts on the replay only (the node round trip shows their every read answers as on
   * the original): the login works, and the account home greets the student and lists each active
   * course and event of theirs in the default fixture, by the title its card shows.
   */
  it.each(walked.filter((a) => a.email !== accounts.demo.email).map((a) => a.email))('%s on the replay', async (email) => {
    const replay = replays.get(email);
    if (!replay) throw new Error(`no replay of ${email}`);
    const { page } = await suite.open('/__sim/health', { fixedDate: true });
    const [home] = await walk(page, replay.url, email, []);
    const fixture = defaultFixture();
    const student = fixture.students.find((s) => s.email === email);
    expect(home).toContain(student?.firstName);
    const titles = [
      ...fixture.courses.filter((c) => c.studentId === student?.studentId && !c.expired).map(({ course: c }) => c.productTitle || c.displayName || c.enrollmentId),
      ...fixture.events.filter((e) => e.studentId === student?.studentId && !e.expired).map(({ event: e }) => e.displayName?.trim() || e.enrollmentId),
    ];
    for (const title of titles) expect(home, title).toContain(title);
  });
});
