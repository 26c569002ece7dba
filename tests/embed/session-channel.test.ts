import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../embed/mount';
import { accessScreens } from '../../src/core/messages/access';
import { profileTexts } from '../../src/core/messages/profile';
import { startTestSimulator } from '../cli/simulator/harness';
import { demo, heading, logIn } from '../features/render-portal';
import { clearCookies, idle, setPageUrl, trackPageRequests } from '../support/page';
import { waitFor } from '../support/wait';
import type { PortalHandle } from '../../embed/student-portal';
import { joinSessionChannel, sessionChannelKey } from '../../src/lib/session-channel';

/*
 * issue #13.8: mounts of one page share its cookies, so mounts with the same
 * brand and API base follow one another's login and logout.
 */

const handles: PortalHandle[] = [];

afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
  clearCookies();
});

async function served() {
  const sim = await startTestSimulator();
  setPageUrl(`${sim.url}/`);
  trackPageRequests();
  return sim;
}

function mountAt(apiBase: string, initialPath: string, brand: 'main' | 'second' = 'main') {
  const host = document.createElement('div');
  document.body.append(host);
  handles.push(mount(host, { apiBase, brand, routing: 'memory', initialPath }));
  return { host, handle: handles.at(-1) as PortalHandle };
}

const loginHeading = (brand: string) => accessScreens.loginHeading(brand);
const hasLogIn = (host: HTMLElement) => [...host.querySelectorAll('.sp-header-utility a')].some((a) => a.textContent === accessScreens.logIn);

describe('mounts of one brand and API base follow one another (#13.8)', () => {
  it('a login in one mount signs the other in; a logout in one signs the other out', async () => {
    const sim = await served();
    const a = mountAt(sim.url, '/login');
    const b = mountAt(sim.url, '/myaccount/profile');
    await waitFor(() => heading(a.host) === loginHeading('Summit Prep') && heading(b.host) === loginHeading('Summit Prep'), 'both login screens');
    await idle();

    await logIn(a.host, demo.email);
    // b was sent to its login with the profile as redirectUrl: it follows the login there.
    await waitFor(() => heading(b.host) === profileTexts.heading, 'the profile in the other mount');
    await waitFor(() => b.host.querySelector('.sp-account-button'), 'the account menu in the other mount');

    a.handle.navigate('/logout');
    await waitFor(() => heading(b.host) === loginHeading('Summit Prep'), 'the other mount back at its login');
    await waitFor(() => hasLogIn(b.host), 'Log In in the other mount');
  });

  it('a mount of another brand does not follow', async () => {
    const sim = await served();
    const a = mountAt(sim.url, '/login');
    const otherBrand = mountAt(sim.url, '/myaccount/profile', 'second');
    await waitFor(() => heading(a.host) && heading(otherBrand.host), 'both screens');
    await idle();
    await logIn(a.host, demo.email);
    await waitFor(() => a.host.querySelector('.sp-account-button'), 'the login');
    await idle();
    expect(heading(otherBrand.host)).toBe(loginHeading('Meridian Review'));
    expect(otherBrand.host.querySelector('.sp-account-button')).toBeNull();
  });
});

describe('joinSessionChannel', () => {
  it('tells every other member of the same key, never the teller or another key, until they leave', () => {
    const heard: string[] = [];
    const a = joinSessionChannel(sessionChannelKey('main', 'http://x.test/'), (news) => heard.push(`a ${news}`));
    const b = joinSessionChannel(sessionChannelKey('main', 'http://x.test'), (news) => heard.push(`b ${news}`));
    const c = joinSessionChannel(sessionChannelKey('second', 'http://x.test'), (news) => heard.push(`c ${news}`));
    a.tell('login');
    b.tell('logout');
    b.leave();
    b.leave();
    a.tell('logout');
    expect(heard).toEqual(['b login', 'a logout']);
    a.leave();
    c.leave();
  });

  it('keeps telling the others when one member throws', () => {
    const heard: string[] = [];
    const key = sessionChannelKey('main', 'http://y.test');
    const a = joinSessionChannel(key, () => undefined);
    const b = joinSessionChannel(key, () => {
      throw new Error('broken mount');
    });
    const c = joinSessionChannel(key, (news) => heard.push(news));
    a.tell('logout');
    expect(heard).toEqual(['logout']);
    for (const m of [a, b, c]) m.leave();
  });
});
