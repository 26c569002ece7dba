import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../embed/mount';
import type { PortalErrorEvent, PortalHandle } from '../../embed/student-portal';
import { accessScreens } from '../../src/core/messages/access';
import { startTestSimulator } from '../cli/simulator/harness';
import { heading } from '../features/render-portal';
import { setPageUrl, trackPageRequests } from '../support/page';
import { waitFor } from '../support/wait';

/*
 * issue #31.1: the `navigate` option puts the host's router in charge. The portal asks it, with
 * the path in its router's terms, and writes no URL itself; it follows what the host did.
 */

let handle: PortalHandle | undefined;
afterEach(() => {
  handle?.unmount();
  handle = undefined;
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
});

/** A host router stand-in: records each call; `follow` makes push/replace write the URL as a history router does. */
function hostRouter({ follow }: { follow: boolean }) {
  const calls: string[] = [];
  const go = (kind: 'push' | 'replace') => (path: string) => {
    calls.push(`${kind} ${path}`);
    if (follow) window.history[kind === 'push' ? 'pushState' : 'replaceState'](null, '', path);
  };
  return { calls, navigate: { push: go('push'), replace: go('replace') } };
}

async function mountAt(url: string, options: Parameters<typeof mount>[1]) {
  const sim = await startTestSimulator();
  setPageUrl(`${sim.url}${url}`);
  trackPageRequests();
  const host = document.createElement('div');
  document.body.append(host);
  handle = mount(host, { apiBase: sim.url, chat: false, ...options });
  return host;
}

const forgotLink = (host: Element) =>
  [...host.querySelectorAll('a')].find((a) => a.textContent === accessScreens.forgotPasswordLink) as HTMLAnchorElement;

describe('the navigate option (issue #31.1)', () => {
  it('path routing: a portal link asks the host to push basePath + route, writes no URL itself, and shows what the host router wrote', async () => {
    const router = hostRouter({ follow: false });
    const host = await mountAt('/account/login', { routing: 'path', basePath: '/account', navigate: router.navigate });
    await waitFor(() => forgotLink(host), 'the login screen');
    const before = window.history.length;
    forgotLink(host).click();
    expect(router.calls).toEqual(['push /account/forgotpassword']);
    expect(window.location.pathname).toBe('/account/login');
    expect(window.history.length).toBe(before);
    expect(heading(host)).not.toBe(accessScreens.forgotTitle);
    // The host's router moves the URL (its <Link> or its answer to push): the portal follows.
    window.history.pushState(null, '', '/account/forgotpassword');
    await waitFor(() => heading(host) === accessScreens.forgotTitle, 'the forgot-password screen');
  });

  it("a signed-out visit to an account route is redirected through the host's replace, with the redirectUrl", async () => {
    const router = hostRouter({ follow: true });
    const host = await mountAt('/account/myaccount/profile', { routing: 'path', basePath: '/account', navigate: router.navigate });
    await waitFor(() => forgotLink(host), 'the login screen after the redirect');
    expect(router.calls).toEqual([`replace /account/login?redirectUrl=${encodeURIComponent('/myaccount/profile')}`]);
  });

  it('memory routing: the host hears the route and the portal moves only when handle.navigate() tells it', async () => {
    const router = hostRouter({ follow: false });
    const host = await mountAt('/', { routing: 'memory', initialPath: '/login', navigate: router.navigate });
    await waitFor(() => forgotLink(host), 'the login screen');
    forgotLink(host).click();
    expect(router.calls).toEqual(['push /forgotpassword']);
    expect(heading(host)).not.toBe(accessScreens.forgotTitle);
    handle?.navigate('/forgotpassword');
    await waitFor(() => heading(host) === accessScreens.forgotTitle, 'the forgot-password screen');
    expect(router.calls).toEqual(['push /forgotpassword']);
  });

  it('a host function that throws is reported as config.invalid on navigate and the portal stays on its screen', async () => {
    const errors: PortalErrorEvent[] = [];
    const failing = () => {
      throw new Error('router not ready');
    };
    const original = console.error;
    const logged: unknown[] = [];
    console.error = (...args: unknown[]) => logged.push(args[0]);
    try {
      const host = await mountAt('/account/login', {
        routing: 'path',
        basePath: '/account',
        navigate: { push: failing, replace: failing },
        onError: (event) => errors.push(event),
      });
      await waitFor(() => forgotLink(host), 'the login screen');
      forgotLink(host).click();
      expect(errors).toMatchObject([{ code: 'config.invalid', option: 'navigate', message: expect.stringContaining('router not ready') }]);
      expect(logged).toHaveLength(1);
      expect(window.location.pathname).toBe('/account/login');
      expect(forgotLink(host)).toBeDefined();
    } finally {
      console.error = original;
    }
  });
});
