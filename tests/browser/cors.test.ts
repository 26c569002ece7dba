import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { loadDefaultFixture } from '../../cli/simulator/fixture/load';
import { createSimulator, startSimulator } from '../../cli/simulator/server';
import { cookieNames } from '../../src/core/api/credentials';
import { accessErrors } from '../../src/core/messages/errors';
import { resourcesLoaded } from './account-page';
import { fixtureTime, hashRoute, workerBrowser } from './browser-suite';
import { accounts, alertWith, heading, loginHeading, submitLogin } from './portal-page';
import { waitForRoutePath } from './registration-page';
import { waitFor } from '../support/wait';

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

describe('a page on another port of the same host (same-site: the Lax session cookie goes along, #29.16)', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser();
  });

  it('cannot upload into the signed-in student’s case (a no-cors POST) nor log them out (an <img>): 403, the session lives', async () => {
    // The simulator on a server that records each answer's status (the page itself cannot read them).
    const simulator = createSimulator({ fixture: loadDefaultFixture(fixtureTime), log: () => {} });
    const answered = new Map<string, number>();
    const simServer = createServer((req, res) => {
      res.on('finish', () => answered.set(`${req.method} ${req.url}`, res.statusCode));
      simulator.handle(req, res);
    });
    const simUrl = await listen(simServer);
    const upload = '/rest-services/document/upload';
    const logout = '/rest-services/userLogin/logout';
    // What any page may send without CORS: a multipart POST in no-cors mode, then (once it is answered) an image.
    const attacker = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another page</title></head><body>
<script>
const body = new FormData();
body.append('file', new Blob(['%PDF-1.4']), 'planted.pdf');
body.append('caseId', '500A0001');
body.append('studentId', 'S1001');
body.append('fileName', 'planted.pdf');
fetch(${JSON.stringify(simUrl + upload)}, { method: 'POST', mode: 'no-cors', credentials: 'include', body }).finally(() => {
  const image = new Image();
  image.src = ${JSON.stringify(simUrl + logout)};
  document.body.append(image);
});
</script></body></html>`);
    });
    const attackerUrl = await listen(attacker);
    if (!browser) throw new Error('Chromium is not started (beforeAll failed?)');
    const context = await browser.newContext();
    onTestFinished(() => context.close());
    context.setDefaultTimeout(10000);
    // The student signed in on the simulator (the context's request API shares its cookies).
    const login = await context.request.post(`${simUrl}/rest-services/userLogin/login`, { data: { email: accounts.demo, password: accounts.password } });
    expect(login.status()).toBe(200);
    const page = await context.newPage();

    await page.goto(attackerUrl);
    await waitFor(() => answered.has(`POST ${upload}`) && answered.has(`GET ${logout}`), 'the upload and the logout', 10000);

    expect([answered.get(`POST ${upload}`), answered.get(`GET ${logout}`)]).toEqual([403, 403]);
    expect(simulator.state().uploads.size).toBe(0);
    const session = (await context.cookies(simUrl)).find((c) => c.name === cookieNames.session);
    expect(session && simulator.state().sessions.has(session.value)).toBe(true);
  });
});

/** Listens on 127.0.0.1:0 until the test ends; resolves to the server's URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  onTestFinished(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
