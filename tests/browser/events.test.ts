import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cookieNames } from '../../src/core/api/credentials';
import { accessErrors } from '../../src/core/messages/errors';
import type { PortalEvent } from '../../embed/student-portal';
import { useBrowserSuite } from './browser-suite';
import { accounts, alertWith, heading, loginHeading, submitLogin } from './portal-page';

const suite = useBrowserSuite();

/** A host page with the bundle and an empty target: the test mounts by script. */
const hostPage = '<!doctype html><html lang="en"><head><title>Host</title><script src="/dist/student-portal.js"></script></head><body><main id="portal"></main></body></html>';

interface Recorded {
  events: PortalEvent[];
  errors: PortalEvent[];
  logins: PortalEvent[];
  pageviews: PortalEvent[];
}

/** Opens the host page and mounts with onEvent, onError and two on() listeners, the pageview one stoppable. */
async function openMounted(): Promise<Page> {
  const { page } = await suite.open('/events-host.html', {
    beforeGoto: (p) => p.route('**/events-host.html', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: hostPage })),
  });
  await page.evaluate(() => {
    const w = window as unknown as Window & { recorded: Recorded; stopPageviews: () => void; handle: unknown };
    const recorded: Recorded = { events: [], errors: [], logins: [], pageviews: [] };
    w.recorded = recorded;
    const handle = StudentPortal.mount('#portal', {
      routing: 'memory',
      initialPath: '/login',
      onEvent: (e) => recorded.events.push(e),
      onError: (e) => recorded.errors.push(e),
    });
    handle.on('login', (e) => recorded.logins.push(e));
    w.stopPageviews = handle.on('virtualPageview', (e) => recorded.pageviews.push(e));
    w.handle = handle;
  });
  await heading(page, loginHeading()).waitFor();
  return page;
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

describe('typed events with unsubscribe and an error event (#19.5)', () => {
  it('delivers mount, pageview and login events to onEvent and on() listeners until on()’s unsubscribe stops one', async () => {
    const page = await openMounted();
    await submitLogin(page, accounts.demo, accounts.password);
    await expect.poll(async () => (await recorded(page)).logins).toEqual([{ type: 'login' }]);
    const afterLogin = await recorded(page);
    expect(afterLogin.events[0]).toEqual({ type: 'mount', brand: 'main', routing: 'memory', isolation: 'scoped' });
    expect(afterLogin.events).toContainEqual({ type: 'virtualPageview', path: '/login' });
    expect(afterLogin.pageviews[0]).toEqual({ type: 'virtualPageview', path: '/login' });
    expect(afterLogin.errors).toEqual([]);

    // The unsubscribe stops that listener only: onEvent still hears the next page view. The login's
    // own landing page view may follow its login event: counted once it is in, not before.
    await expect.poll(async () => (await recorded(page)).pageviews.some((e) => e.type === 'virtualPageview' && e.path !== '/login')).toBe(true);
    const heard = (await recorded(page)).pageviews.length;
    await page.evaluate(() => {
      const w = window as unknown as { stopPageviews: () => void; handle: { navigate(path: string): void } };
      w.stopPageviews();
      w.handle.navigate('/contact-us');
    });
    await expect.poll(async () => (await recorded(page)).events).toContainEqual({ type: 'virtualPageview', path: '/contact-us' });
    expect((await recorded(page)).pageviews).toHaveLength(heard);
  });

  it('reports an upstream 5xx as one error event with a code and no secret of the request', async () => {
    const page = await openMounted();
    const token = 'tok-BROWSER-SECRET-77';
    await page.context().addCookies([{ name: cookieNames.token, value: token, url: suite.url }]);
    // The login's first step answers 503, echoing what it was sent (the email and password).
    await page.route('**/graphql', async (route) => {
      const sent = route.request().postData() ?? '';
      await route.fulfill({ status: 503, contentType: 'text/plain', body: `upstream down; request was ${sent}; token ${token}` });
    }, { times: 1 });
    await submitLogin(page, accounts.demo, accounts.password);
    await alertWith(page, accessErrors.loginFailed).waitFor();

    await expect.poll(async () => (await recorded(page)).errors).toHaveLength(1);
    const { errors, events } = await recorded(page);
    expect(errors[0]).toMatchObject({ type: 'error', code: 'upstream.status', call: 'login.identity', status: 503 });
    expect(events.filter((e) => e.type === 'error')).toEqual(errors);
    const text = JSON.stringify(errors);
    for (const secret of [accounts.demo, accounts.password, token, suite.url, '?']) expect(text).not.toContain(secret);
  });

  it('calls onError with config.invalid when mount() throws for a bad option', async () => {
    const page = await openMounted();
    const outcome = await page.evaluate(() => {
      const seen: unknown[] = [];
      try {
        StudentPortal.mount('#portal', { routing: 'sideways' as 'hash', onError: (e) => seen.push(e) });
        return { threw: false, seen };
      } catch (error) {
        return { threw: (error as { code?: string }).code, seen };
      }
    });
    expect(outcome.threw).toBe('config.invalid');
    expect(outcome.seen).toEqual([{ type: 'error', code: 'config.invalid', option: 'routing', message: expect.stringContaining('"routing"') }]);
  });
});
