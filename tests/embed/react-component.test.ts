import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { StudentPortal } from '../../embed/react';
import type { StudentPortalProps } from '../../embed/student-portal-react';
import type { PortalEvent } from '../../embed/student-portal';
import { accessScreens } from '../../src/core/messages/access';
import { startTestSimulator } from '../cli/simulator/harness';
import { heading } from '../features/render-portal';
import { setPageUrl, trackPageRequests } from '../support/page';
import { waitFor } from '../support/wait';

/*
 * issue #31.2: <StudentPortal> over mount(). Here the host's React is Preact compat (the test
 * runtime's alias); tests/browser/host-apps.test.ts runs it in a real React 19 app.
 */

let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
});

async function hostApp() {
  const sim = await startTestSimulator();
  setPageUrl(`${sim.url}/`);
  trackPageRequests();
  const container = document.createElement('section');
  document.body.append(container);
  root = createRoot(container);
  const render = (props: StudentPortalProps) =>
    act(() => {
      root?.render(createElement(StudentPortal, { apiBase: sim.url, chat: false, routing: 'memory', ...props } as StudentPortalProps));
    });
  return { container, render };
}

const mounts = (container: Element) => container.querySelectorAll('.sp-root').length;

describe('<StudentPortal> (issue #31.2)', () => {
  it('mounts into its div, keeps the mount across renders with equal options, and unmounts with the host', async () => {
    const { container, render } = await hostApp();
    const events: string[] = [];
    render({ initialPath: '/login', className: 'portal', appearance: { primary: '#123456' }, onEvent: (e) => events.push(e.type) });
    await waitFor(() => heading(container), 'the login');
    const root1 = container.querySelector('.sp-root');
    expect(container.querySelector('div.portal > .sp-root')).toBe(root1);
    // A new render with an equal (new) appearance object and a new callback: the same mount, the new callback.
    const later: string[] = [];
    render({ initialPath: '/login', className: 'portal', appearance: { primary: '#123456' }, onEvent: (e) => later.push(e.type) });
    expect(container.querySelector('.sp-root')).toBe(root1);
    expect(events.filter((type) => type === 'mount')).toHaveLength(1);
    // A prop read only at mount: a fresh mount.
    render({ initialPath: '/login', className: 'portal', appearance: { primary: '#654321' }, onEvent: (e) => later.push(e.type) });
    expect(container.querySelector('.sp-root')).not.toBe(root1);
    expect(mounts(container)).toBe(1);
    expect(later).toEqual(expect.arrayContaining(['unmount', 'mount']));
    act(() => root?.unmount());
    root = undefined;
    expect(container.innerHTML).toBe('');
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('path and onNavigate tie it to the host router: the portal asks, and moves when path does', async () => {
    const { container, render } = await hostApp();
    const asked: string[] = [];
    let path = '/login';
    const onNavigate = (to: string, { replace }: { replace: boolean }) => asked.push(`${replace ? 'replace' : 'push'} ${to}`);
    render({ path, onNavigate });
    const forgot = await waitFor(
      () => [...container.querySelectorAll('a')].find((a) => a.textContent === accessScreens.forgotPasswordLink),
      'the login screen',
    );
    act(() => forgot.click());
    expect(asked).toEqual(['push /forgotpassword']);
    expect(heading(container)).not.toBe(accessScreens.forgotTitle);
    path = '/forgotpassword';
    render({ path, onNavigate });
    await waitFor(() => heading(container) === accessScreens.forgotTitle, 'the forgot-password screen');
    expect(asked).toEqual(['push /forgotpassword']);
  });

  it("survives StrictMode's effect cycle (cleanup, then the effects again at once): one live mount, none after unmount", async () => {
    const { container, render } = await hostApp();
    const events: PortalEvent['type'][] = [];
    const props: StudentPortalProps = { initialPath: '/login', onEvent: (e) => events.push(e.type) };
    render(props);
    // Preact compat's StrictMode runs effects once: the cycle is played by hand, in one act.
    act(() => {
      root?.render(null);
      root?.render(createElement(StudentPortal, { ...props, apiBase: window.location.origin, chat: false, routing: 'memory' } as StudentPortalProps));
    });
    await waitFor(() => heading(container), 'a screen');
    expect(mounts(container)).toBe(1);
    expect(events.filter((type) => type === 'mount').length - events.filter((type) => type === 'unmount').length).toBe(1);
    act(() => root?.unmount());
    root = undefined;
    expect(mounts(container)).toBe(0);
  });
});
