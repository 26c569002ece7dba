import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineStudentPortal } from '../../embed/element';
import type { PortalEvent } from '../../embed/student-portal';
import { accessScreens } from '../../src/core/messages/access';
import { startTestSimulator } from '../cli/simulator/harness';
import { heading } from '../features/render-portal';
import { setPageUrl, trackPageRequests } from '../support/page';
import { waitFor } from '../support/wait';

/* issue #31.3: <student-portal>, attributes as the data-attribute options, properties for the script-only ones, events as DOM events. */

type PortalElement = HTMLElement & { navigate?: unknown; appearance?: unknown; handle?: unknown };

beforeAll(() => {
  defineStudentPortal();
});

afterEach(async () => {
  document.body.innerHTML = '';
  // The element unmounts in a microtask after it leaves the page.
  await Promise.resolve();
  document.adoptedStyleSheets = [];
});

/** Events `student-portal:*` heard on the document (they bubble out of the element). */
function hear() {
  const heard: PortalEvent[] = [];
  const types = ['mount', 'unmount', 'virtual-pageview', 'error', 'login'];
  const listener = (event: Event) => heard.push((event as CustomEvent<PortalEvent>).detail);
  for (const type of types) document.addEventListener(`student-portal:${type}`, listener);
  return { heard, stop: () => types.forEach((type) => document.removeEventListener(`student-portal:${type}`, listener)) };
}

async function page(markup: (api: string) => string) {
  const sim = await startTestSimulator();
  setPageUrl(`${sim.url}/`);
  trackPageRequests();
  document.body.innerHTML = markup(sim.url);
  return document.querySelector('student-portal') as PortalElement;
}

const forgotLink = (host: Element) =>
  [...host.querySelectorAll('a')].find((a) => a.textContent === accessScreens.forgotPasswordLink) as HTMLAnchorElement | undefined;

describe('<student-portal> (issue #31.3)', () => {
  it('mounts from its attributes, moves with its path attribute, sends events as DOM events, and unmounts when removed', async () => {
    const { heard, stop } = hear();
    const element = await page((api) => `<student-portal api-base="${api}" routing="memory" initial-path="/login" chat="off" brand="second"></student-portal>`);
    await waitFor(() => forgotLink(element) && heard.some((event) => event.type === 'virtualPageview'), 'the login screen and its page view');
    expect(element.querySelector('.sp-root')?.getAttribute('data-brand')).toBe('second');
    expect(heard[0]).toMatchObject({ type: 'mount', brand: 'second', routing: 'memory' });
    element.setAttribute('path', '/forgotpassword');
    await waitFor(() => heading(element) === accessScreens.forgotTitle, 'the forgot-password screen');
    // Once removed the element is outside the document: its last event reaches listeners on it only.
    let unmounted = false;
    element.addEventListener('student-portal:unmount', () => (unmounted = true));
    element.remove();
    await waitFor(() => unmounted, 'the unmount event');
    expect(element.innerHTML).toBe('');
    stop();
  });

  it('takes navigate and appearance as properties; the host router hears the portal, a new equal appearance keeps the mount', async () => {
    const element = await page((api) => `<student-portal api-base="${api}" routing="path" base-path="/account" chat="off"></student-portal>`);
    const asked: string[] = [];
    element.navigate = { push: (path: string) => asked.push(path), replace: (path: string) => asked.push(`replace ${path}`) };
    element.appearance = { primary: '#123456' };
    await waitFor(() => forgotLink(element), 'the login screen');
    const root = element.querySelector<HTMLElement>('.sp-root');
    expect(root?.style.getPropertyValue('--sp-primary')).toBe('#123456');
    forgotLink(element)?.click();
    expect(asked).toEqual(['/account/forgotpassword']);
    element.appearance = { primary: '#123456' };
    await Promise.resolve();
    expect(element.querySelector('.sp-root')).toBe(root);
  });

  it('keeps its mount when moved within the page in one task', async () => {
    const { heard, stop } = hear();
    const element = await page((api) => `<student-portal api-base="${api}" routing="memory" chat="off"></student-portal><div id="elsewhere"></div>`);
    await waitFor(() => heading(element), 'a screen');
    document.getElementById('elsewhere')?.append(element);
    await Promise.resolve();
    await Promise.resolve();
    expect(heard.filter((event) => event.type === 'unmount')).toHaveLength(0);
    expect(element.querySelectorAll('.sp-root')).toHaveLength(1);
    stop();
  });

  it('reports a bad attribute as a student-portal:error event naming it, and on the console', async () => {
    const { heard, stop } = hear();
    const original = console.error;
    const logged: unknown[] = [];
    console.error = (...args: unknown[]) => logged.push(args[0]);
    try {
      await page((api) => `<student-portal api-base="${api}" routing="sideways"></student-portal>`);
      await waitFor(() => heard.length > 0, 'an error event');
      expect(heard).toMatchObject([{ type: 'error', code: 'config.invalid', option: 'routing' }]);
      expect(logged).toEqual(['StudentPortal: <student-portal> could not mount']);
    } finally {
      console.error = original;
      stop();
    }
  });
});

describe('<student-portal> attributes are markup (issue #13.18, #31.3)', () => {
  it.each([
    ['api-base', 'https://collector.example', 'apiBase'],
    ['portal-url', 'https://phish.example/account', 'portalUrl'],
  ])('refuses %s="%s" (neither the page’s origin nor the brand’s) as data attributes are refused, and mounts nothing', async (attribute, value, option) => {
    const { heard, stop } = hear();
    const original = console.error;
    console.error = () => {};
    try {
      const element = await page(() => `<student-portal routing="memory" ${attribute}="${value}"></student-portal>`);
      await waitFor(() => heard.length > 0, 'an error event');
      expect(heard).toMatchObject([{ type: 'error', code: 'config.invalid', option, message: expect.stringContaining(`${attribute}="${value}" is refused: from the element's attributes`) }]);
      expect(element.querySelector('.sp-root')).toBeNull();
    } finally {
      console.error = original;
      stop();
    }
  });
});

describe('<student-portal> properties set before it is defined (#31.3)', () => {
  it('reach the mount once the element is defined (the own property is set again through the setter)', async () => {
    const sim = await startTestSimulator();
    setPageUrl(`${sim.url}/`);
    trackPageRequests();
    const element = document.createElement('student-portal-late') as PortalElement;
    element.setAttribute('routing', 'memory');
    element.setAttribute('chat', 'off');
    element.appearance = { primary: '#123456' };
    document.body.append(element);
    defineStudentPortal('student-portal-late');
    await waitFor(() => element.querySelector<HTMLElement>('.sp-root'), 'the mount');
    expect(element.querySelector<HTMLElement>('.sp-root')?.style.getPropertyValue('--sp-primary')).toBe('#123456');
    expect(Object.hasOwn(element, 'appearance')).toBe(false);
  });
});
