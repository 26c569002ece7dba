import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { loadDefaultFixture } from '../../cli/simulator/fixture/load';
import { startSimulator } from '../../cli/simulator/server';
import { cookieNames } from '../../src/core/api/credentials';
import { accessErrors } from '../../src/core/messages/errors';
import { resourcesLoaded } from './account-page';
import { fixtureTime, hashRoute, workerBrowser } from './browser-suite';
import { accounts, alertWith, heading, loginHeading, submitLogin } from './portal-page';
import { waitForRoutePath } from './registration-page';

const root = join(__dirname, '../..');

/**
 * A host page on a server of its own (another port: another origin than the
 * simulator's) that serves its copy of the built bundle and mounts it with
 * `apiBase` = `apiBase()`. Closed when the test ends.
 */
async function startHostPage(hostname: string, apiBase: () => string): Promise<string> {
  const bundle = await readFile(join(root, 'dist/student-portal.js'));
  const server = createServer((req, res) => {
    if (req.url === '/student-portal.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host</title><script src="/student-portal.js"></script></head>
<body><div id="portal"></div><script>StudentPortal.mount('#portal', { apiBase: ${JSON.stringify(apiBase())} });</script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  onTestFinished(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  return `http://${hostname}:${(server.address() as AddressInfo).port}`;
}

describe('the simulator for a page on another origin (serve --cors, #19.9)', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser();
  });

  /** The host page on `page` (a host name) with the simulator on `simulator`, allowed by --cors or not; at the login. */
  async function openHostPage(options: { page: string; simulator: string; cors: boolean }) {
    let simulatorOrigin = '';
    const hostOrigin = await startHostPage(options.page, () => simulatorOrigin);
    const sim = await startSimulator({
      fixture: loadDefaultFixture(fixtureTime),
      port: 0,
      log: () => {},
      ...(options.cors ? { corsOrigins: [hostOrigin] } : {}),
    });
    onTestFinished(() => sim.close());
    simulatorOrigin = `http://${options.simulator}:${new URL(sim.url).port}`;
    if (!browser) throw new Error('Chromium is not started (beforeAll failed?)');
    const context = await browser.newContext();
    onTestFinished(() => context.close());
    context.setDefaultTimeout(10000);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.clock.setFixedTime(fixtureTime);
    await page.goto(`${hostOrigin}/#/login`);
    await heading(page, loginHeading()).waitFor();
    return { page, context, pageErrors, simulatorOrigin };
  }

  it('logs in and reaches the account area from a page on localhost:<port> allowed with --cors', async () => {
    const { page, pageErrors } = await openHostPage({ page: 'localhost', simulator: 'localhost', cors: true });
    await submitLogin(page, accounts.demo, accounts.password);
    await waitForRoutePath(page, '/myaccount/resources');
    await resourcesLoaded(page);
    expect(pageErrors).toEqual([]);
  });

  it("shows the portal's failure text, not a crash, when the simulator runs without --cors", async () => {
    const { page, pageErrors, simulatorOrigin } = await openHostPage({ page: 'localhost', simulator: 'localhost', cors: false });
    const blocked = page.waitForEvent('requestfailed', (r) => r.url().startsWith(simulatorOrigin) && r.method() === 'POST');
    await submitLogin(page, accounts.demo, accounts.password);
    // The browser blocks the login's first call (no Access-Control-Allow-Origin)…
    expect((await blocked).failure()?.errorText).toBe('net::ERR_FAILED');
    // …and access §8 shows every failure of the login, a network one included, with the password text.
    await alertWith(page, accessErrors.loginFailed).waitFor();
    expect((await hashRoute(page)).path).toBe('/login');
    expect(pageErrors).toEqual([]);
  });

  it('keeps no session for a page on another site (127.0.0.1 page, localhost simulator): the Lax cookies are refused', async () => {
    const { page, context, pageErrors } = await openHostPage({ page: '127.0.0.1', simulator: 'localhost', cors: true });
    const loggedIn = page.waitForResponse((r) => r.url().endsWith('/userLogin/login') && r.request().method() === 'POST');
    await submitLogin(page, accounts.demo, accounts.password);
    // The login itself passes CORS and succeeds…
    expect((await loggedIn).status()).toBe(200);
    // …but its Set-Cookie is a cross-site SameSite=Lax one: Chromium drops it, and the account guard sends the student back.
    await page.waitForFunction(() => window.location.hash.startsWith('#/login?redirectUrl='));
    await heading(page, loginHeading()).waitFor();
    expect((await context.cookies()).map((c) => c.name)).not.toContain(cookieNames.session);
    expect(pageErrors).toEqual([]);
  });
});
