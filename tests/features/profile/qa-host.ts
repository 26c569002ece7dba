import dns from 'node:dns';
import { onTestFinished, vi } from 'vitest';
import { mount } from '../../../embed/mount';
import { accessScreens } from '../../../src/core/messages/access';
import { startTestSimulator } from '../../cli/simulator/harness';
import { createTestClock } from '../../support/epoch';
import { clearCookies, idle, setPageUrl, trackPageRequests } from '../../support/page';
import { waitFor } from '../../support/wait';
import { demo, hashRoute, heading, logIn } from '../render-portal';

/**
 * The portal on a QA host, logged in as the demo student and sent on to
 * `path`: the page at qa.localhost (a loopback name, so the portal talks to
 * the page's own origin), which Node cannot resolve; the lookup is pointed at
 * the simulator's 127.0.0.1 for this test only.
 */
export async function renderSignedInOnQaHost(path: string) {
  const sim = await startTestSimulator();
  const origin = `http://qa.localhost:${new URL(sim.url).port}`;
  const realLookup = dns.lookup;
  const lookup = vi.spyOn(dns, 'lookup').mockImplementation(((hostname: string, ...rest: unknown[]) =>
    Reflect.apply(realLookup, dns, [hostname === 'qa.localhost' ? '127.0.0.1' : hostname, ...rest])) as typeof dns.lookup);
  const loginPath = `/login?redirectUrl=${encodeURIComponent(path)}`;
  // Hooks run last-registered first: the lookup stays until the requests are answered.
  onTestFinished(() => lookup.mockRestore());
  setPageUrl(`${origin}/#${loginPath}`);
  const requests = trackPageRequests();
  const host = document.createElement('div');
  document.body.append(host);
  const handle = mount(host, { routing: 'hash', initialPath: loginPath }, { clock: createTestClock() });
  onTestFinished(async () => {
    handle.unmount();
    host.remove();
    clearCookies();
  });
  await waitFor(() => heading(host) === accessScreens.loginHeading('Summit Prep'), 'the login form');
  await idle();
  await logIn(host, demo.email, demo.password);
  await waitFor(() => hashRoute() === path, `the route ${path}`);
  return { host, sim, requests };
}
