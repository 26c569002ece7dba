import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../embed/mount';
import { paths } from '../../src/lib/paths';
import { isPortalError } from '../../src/core/errors';
import { accessScreens } from '../../src/core/messages/access';
import { portalScreens } from '../../src/core/messages/shell';
import type { PortalErrorEvent } from '../../embed/student-portal';
import { startTestSimulator } from '../cli/simulator/harness';
import { heading } from '../features/render-portal';
import { setPageUrl, trackPageRequests } from '../support/page';
import { waitFor } from '../support/wait';

/**
 * A simulator with the page on its origin (requests same-origin, as the
 * portal is served), whose requests from the page are counted so the test
 * ends, and the simulator closes, only once they are answered.
 */
async function startServedSimulator() {
  const sim = await startTestSimulator();
  setPageUrl(`${sim.url}/`);
  trackPageRequests();
  return sim;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
  window.location.hash = '';
});

describe('StudentPortal.mount', () => {
  it('renders the portal into the target and removes everything on unmount', async () => {
    const sim = await startServedSimulator();
    const host = document.createElement('div');
    document.body.append(host);
    const events: string[] = [];
    const handle = mount(host, { apiBase: sim.url, routing: 'memory', initialPath: '/no/such/page', onEvent: (e) => events.push(e.type) });
    await waitFor(() => heading(host) && events.includes('virtualPageview'), 'the page heading and its page view');
    expect(host.querySelector('.sp-root')).not.toBeNull();
    expect(heading(host)).toBe(portalScreens.notFoundHeading);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(events).toContain('mount');
    expect(events).toContain('virtualPageview');

    handle.unmount();
    expect(host.innerHTML).toBe('');
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(events.at(-1)).toBe('unmount');
  });

  it('mounts twice on one page independently', async () => {
    const sim = await startServedSimulator();
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    document.body.append(a, b);
    const first = mount(a, { apiBase: sim.url, routing: 'memory', initialPath: '/contact-us' });
    const second = mount(b, { apiBase: sim.url, routing: 'memory', initialPath: '/no-such' });
    await waitFor(() => heading(a) && heading(b), 'both headings');
    // Each mount routes on its own: the declared Contact Us page in one, the not-found page in the other.
    expect(heading(a)).toBe(paths.contactUs.title);
    expect(heading(b)).toBe(portalScreens.notFoundHeading);
    first.unmount();
    expect(b.querySelector('.sp-root')).not.toBeNull();
    second.unmount();
  });

  it('sets the appearance option on its root as --sp-* properties, and renders only the screen with chrome none (#19.2, #19.3)', async () => {
    const sim = await startServedSimulator();
    const host = document.createElement('div');
    document.body.append(host);
    const handle = mount(host, {
      apiBase: sim.url,
      routing: 'memory',
      initialPath: '/login',
      chrome: 'none',
      chat: false,
      appearance: { primary: '#123456', primaryInk: 'black', font: 'Georgia, serif', radius: '4px', bg: undefined },
    });
    await waitFor(() => heading(host), 'the login heading');
    const root = host.querySelector<HTMLElement>('.sp-root');
    const style = root?.style;
    expect(Array.from({ length: style?.length ?? 0 }, (_, i) => style?.item(i)).sort()).toEqual(['--sp-font', '--sp-primary', '--sp-primary-ink', '--sp-radius']);
    expect(root?.style.getPropertyValue('--sp-primary')).toBe('#123456');
    expect(root?.style.getPropertyValue('--sp-font')).toBe('Georgia, serif');
    // The screen in one labelled region; no skip link, header, footer or second main landmark.
    expect(host.querySelector('header, footer, main, .sp-skip')).toBeNull();
    const region = host.querySelector('section[aria-label]');
    expect(region?.getAttribute('aria-label')).toBe(portalScreens.mainLabel);
    expect(region?.querySelector('h1')?.textContent).toBe(heading(host));
    handle.unmount();
  });

  it('shows the texts option instead of the catalogue while it lives, reports a key it has no text for, and restores at unmount (#19.4)', async () => {
    const sim = await startServedSimulator();
    const host = document.createElement('div');
    document.body.append(host);
    const errors: PortalErrorEvent[] = [];
    const handle = mount(host, {
      apiBase: sim.url,
      routing: 'hash',
      initialPath: '/login',
      chat: false,
      chrome: 'none',
      onError: (e) => errors.push(e),
      texts: {
        'accessScreens.loginHeading': (brand) => `Welcome back to ${brand}`,
        'accessScreens.logIn': 'Sign in',
        'accessScreens.loginTitle': (brand) => `${brand} sign-in`,
        'accessScreens.emailLabel': 'Email address',
        'accessValidation.loginEmailRequired': 'We need your email.',
        // @ts-expect-error not a key of the catalogue: reported, not thrown
        'accessScreens.signIn': 'x',
      },
    });
    await waitFor(() => heading(host), 'the login heading');
    expect(heading(host)).toBe('Welcome back to Summit Prep');
    const submit = [...host.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find((b) => b.textContent === 'Sign in');
    expect(submit).toBeDefined();
    expect(host.textContent).not.toContain('Log In');
    // The document title, a route's title (a table built from texts) and a label follow too.
    await waitFor(() => document.title === 'Summit Prep sign-in', 'the replaced document title');
    expect(paths.login.title).toBe('Sign in');
    expect([...host.querySelectorAll('label')].map((l) => l.textContent)).toContain('Email address');
    submit?.click();
    await waitFor(() => host.textContent?.includes('We need your email.'), 'the replaced validation message');
    expect(errors).toEqual([
      expect.objectContaining({ type: 'error', code: 'config.invalid', option: 'texts.accessScreens.signIn' }),
    ]);
    handle.unmount();
    expect(accessScreens.logIn).toBe('Log In');
    expect(paths.login.title).toBe('Log In');
  });

  it('renders the header, main landmark and footer by default (chrome full)', async () => {
    const sim = await startServedSimulator();
    const host = document.createElement('div');
    document.body.append(host);
    const handle = mount(host, { apiBase: sim.url, routing: 'memory', initialPath: '/login', chat: false });
    await waitFor(() => heading(host), 'the login heading');
    expect(host.querySelectorAll('header, main, footer, .sp-skip')).toHaveLength(4);
    expect(host.querySelector('.sp-root')?.getAttribute('style')).toBeNull();
    handle.unmount();
  });

  it.each([
    [{ chrome: 'header' }, 'chrome'],
    [{ appearance: { colour: 'red' } }, 'appearance'],
    [{ appearance: { primary: 'red; }' } }, 'appearance'],
    [{ routing: 'browser' }, 'routing'],
    [{ brand: 'third' }, 'brand'],
    [{ apiBase: 'ftp://x' }, 'apiBase'],
    [{ initialPath: 'login' }, 'initialPath'],
    [{ colour: 'red' }, 'colour'],
    [{ chat: 'off' }, 'chat'],
    [{ locale: 'French' }, 'locale'],
    [{ locale: { code: 'fr-CA' } }, 'locale'],
    [{ locale: { code: 'fr CA', texts: {} } }, 'locale'],
  ])('refuses %j with config.invalid naming %s', (options, field) => {
    const host = document.createElement('div');
    document.body.append(host);
    let caught: unknown;
    try {
      mount(host, options as never);
    } catch (error) {
      caught = error;
    }
    expect(isPortalError(caught) && caught.code).toBe('config.invalid');
    expect(String((caught as Error).message)).toContain(`"${field}"`);
    expect(host.innerHTML).toBe('');
  });

  it('refuses a selector that matches nothing', () => {
    expect(() => mount('#missing')).toThrow(/no element matches "#missing"/);
  });
});
