import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mount as mountWidget } from '../../embed/signup-mount';
import { paths } from '../../src/lib/paths';
import { accessScreens } from '../../src/core/messages/access';
import { portalScreens } from '../../src/core/messages/shell';
import { startTestSimulator } from '../cli/simulator/harness';
import { heading } from '../features/render-portal';
import { clearCookies, setPageUrl, trackPageRequests } from '../support/page';
import { createTestClock } from '../support/epoch';
import { waitFor } from '../support/wait';

/*
 * The widget's routes (issue #6, and #18: its own switch instead of the full portal's
 * RouteTable): the sign-up flow and the login render in the widget, every other declared
 * route — guarded ones too — opens the full portal at that route (portalUrl), an unknown
 * path shows the not-found view.
 */
async function renderWidget(path: string) {
  const sim = await startTestSimulator();
  setPageUrl(`${sim.url}/`);
  trackPageRequests();
  const host = document.createElement('div');
  document.body.append(host);
  const handle = mountWidget(host, { apiBase: sim.url, routing: 'memory', initialPath: path, portalUrl: 'https://www.summitprep.test/' }, { clock: createTestClock() });
  onTestFinished(() => {
    handle.unmount();
    host.remove();
    clearCookies();
  });
  return host;
}

describe('the widget’s routes', () => {
  it.each(['/', '/login'])('renders the login at %s in the widget', async (path) => {
    const host = await renderWidget(path);
    await waitFor(() => host.querySelector('.sp-widget input[type="password"]') !== null, 'the login form');
    expect(heading(host)).toBe(accessScreens.loginHeading('Summit Prep'));
  });

  it('renders the sign-up in the widget', async () => {
    const host = await renderWidget('/pg/signup?registerUser=true');
    await waitFor(() => heading(host) === accessScreens.signUp, 'the sign-up screen');
    expect(host.querySelector('.sp-widget h1')).not.toBeNull();
  });

  it.each(['/forgotpassword', '/myaccount/resources', '/pg/case/500A?x=1'])('opens the full portal at %s (guarded routes too: no login first)', async (path) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    onTestFinished(() => assign.mockRestore());
    const host = await renderWidget(path);
    await waitFor(() => assign.mock.calls.length > 0, 'the hand-over');
    expect(assign).toHaveBeenCalledWith(`https://www.summitprep.test/#${path}`);
    expect(host.textContent).toContain(portalScreens.loading);
  });

  it('shows the not-found view at an unknown path', async () => {
    const host = await renderWidget('/no/such/page');
    await waitFor(() => heading(host) !== '', 'the screen');
    expect(heading(host)).toBe(portalScreens.notFoundHeading);
  });

  it('renders no guarded route itself (so it carries no login guard)', () => {
    for (const name of ['home', 'login', 'signup', 'questionGate', 'additionalFields', 'phoneNumber', 'confirmation'] as const) {
      expect('guard' in paths[name], name).toBe(false);
    }
  });
});

// Needs `npm run build` first (as the browser tests do).
describe('dist/student-portal-signup.js', () => {
  it('leaves out the “not built yet” view, which only the full portal’s route table shows', () => {
    const code = readFileSync(join(process.cwd(), 'dist', 'student-portal-signup.js'), 'utf8');
    expect(code.includes(portalScreens.notBuiltBody)).toBe(false);
    expect(readFileSync(join(process.cwd(), 'dist', 'student-portal.js'), 'utf8').includes(portalScreens.notBuiltBody)).toBe(true);
  });
});
