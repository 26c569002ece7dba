import { describe, expect, it, onTestFinished } from 'vitest';
import { mount as mountWidget } from '../../embed/signup-mount';
import { idle } from '../support/page';
import { waitFor } from '../support/wait';
import { demo, faultTimeoutMs, hashRoute, logIn, renderPortal } from '../features/render-portal';

/*
 * issue #18: the session check asks for the first enrollment's details only
 * for the full portal's live chat. The sign-up widget has no chat, so a
 * marketing page neither downloads that query nor sends it.
 */
const enrollmentQueries = (bodies: { body: string }[]) => bodies.filter((request) => request.body.includes('query Enrollments')).length;

describe('the widget’s session check (issue #18)', () => {
  it('the full portal asks for the first enrollment after login; the widget, signed in on the same page, does not', async () => {
    const first = await renderPortal('/login?redirectUrl=%2Fcontact-us', { routing: 'hash', faults: true });
    await idle();
    await logIn(first.host, demo.email);
    await waitFor(() => hashRoute() === '/contact-us', 'the page after login');
    await idle();
    expect(enrollmentQueries(first.proxy.seen)).toBe(1);
    first.handle.unmount();

    const from = first.proxy.seen.length;
    const host = document.createElement('div');
    document.body.append(host);
    const handle = mountWidget(host, { apiBase: first.proxy.url, routing: 'memory', initialPath: '/pg/signup?registerUser=true' }, { clock: first.clock, timeoutMs: faultTimeoutMs });
    onTestFinished(() => {
      handle.unmount();
      host.remove();
    });
    const widgetRequests = () => first.proxy.seen.slice(from);
    await waitFor(() => widgetRequests().some((request) => request.body.includes('query Student')), 'the widget’s student lookup');
    await idle();
    expect(widgetRequests().some((request) => request.path.includes('/accountManagement/myaccount'))).toBe(true);
    expect(enrollmentQueries(widgetRequests())).toBe(0);
  });
});
