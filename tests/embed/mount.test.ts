import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../embed/mount';
import { isPortalError } from '../../src/core/errors';
import { startTestSimulator } from '../cli/simulator/harness';

const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));

afterEach(() => {
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
  window.location.hash = '';
});

describe('StudentPortal.mount', () => {
  it('renders the portal into the target and removes everything on unmount', async () => {
    const sim = await startTestSimulator();
    const host = document.createElement('div');
    document.body.append(host);
    const events: string[] = [];
    const handle = mount(host, { apiBase: sim.url, routing: 'memory', initialPath: '/no/such/page', onEvent: (e) => events.push(e.type) });
    await settle();
    expect(host.querySelector('.sp-root')).not.toBeNull();
    expect(host.querySelector('h1')?.textContent).toBeTruthy();
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(events).toContain('mount');
    expect(events).toContain('virtualPageview');

    handle.unmount();
    expect(host.innerHTML).toBe('');
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(events.at(-1)).toBe('unmount');
  });

  it('mounts twice on one page independently', async () => {
    const sim = await startTestSimulator();
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    document.body.append(a, b);
    const first = mount(a, { apiBase: sim.url, routing: 'memory', initialPath: '/contact-us' });
    const second = mount(b, { apiBase: sim.url, routing: 'memory', initialPath: '/no-such' });
    await settle();
    expect(a.querySelector('h1')?.textContent).not.toBe(b.querySelector('h1')?.textContent);
    first.unmount();
    expect(b.querySelector('.sp-root')).not.toBeNull();
    second.unmount();
  });

  it.each([
    [{ routing: 'browser' }, 'routing'],
    [{ brand: 'third' }, 'brand'],
    [{ apiBase: 'ftp://x' }, 'apiBase'],
    [{ initialPath: 'login' }, 'initialPath'],
    [{ colour: 'red' }, 'colour'],
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
