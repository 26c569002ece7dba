import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../cli/simulator/fixture/load';
import { type Simulator, startSimulator } from '../../cli/simulator/server';
import { accounts, demoPassword } from '../support/accounts';
import { accountEnv, runRecord } from '../cli/record/harness';
import { signInHere, goTo } from './account-page';
import { fixtureTime, settled, useBrowserSuite } from './browser-suite';
import { portalPath } from './registration-page';

/*
 * #33.1 the browser walk of the round trip: each demo account recorded (with
 * `record`, personal data kept) from the suite's simulator serving the default
 * fixture (A), the recording served by a second simulator (B), and the portal
 * shows the same screens on both. Every account's account home; the main demo
 * also its profile, cases, receipt, schedule and shipments.
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

/** The page's text once the screen's requests have ended. */
async function screenText(page: Page): Promise<string> {
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
  it.each(walked.map((a) => a.email))('%s', async (email) => {
    const screens = email === accounts.demo.email ? demoScreens : [];
    const { page } = await suite.open('/__sim/health', { fixedDate: true });
    const original = await walk(page, suite.url, email, screens);
    const replay = replays.get(email);
    if (!replay) throw new Error(`no replay of ${email}`);
    const recorded = await walk(page, replay.url, email, screens);
    expect(recorded).toEqual(original);
    // Not a walk of empty pages: the account's name or its email is on the account home.
    expect(original[0]).toMatch(/\S/);
  });
});
