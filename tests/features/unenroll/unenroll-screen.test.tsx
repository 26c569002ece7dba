import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { accountScreens } from '../../../src/core/messages/account';
import { accountErrors, transportErrors } from '../../../src/core/messages/errors';
import { resourcesTexts } from '../../../src/core/messages/resources';
import { portalScreens } from '../../../src/core/messages/shell';
import { unenrollTexts as t } from '../../../src/core/messages/unenroll';
import { type RenderedPortal, alerts, button, hashRoute, heading, link, renderSignedIn } from '../render-portal';
import { waitFor } from '../../support/wait';
import { epochUsDay } from '../../support/epoch';
import { resourcesPath, showContent, signIn } from '../resources/resources-harness';

const unenrollPath = (enrollmentId: string, path = '/unenrollevent') => `${path}?enrollmentId=${enrollmentId}`;
const shown = (host: HTMLElement) => waitFor(() => host.querySelector('[data-unenroll]'), 'the confirmation');
const activeEventIds = (portal: RenderedPortal) =>
  portal.sim.simulator.state().fixture.events.filter((e) => e.studentId === 'S1001' && !e.expired).map((e) => e.event.enrollmentId);
const unenrollRequests = (portal: RenderedPortal) => portal.requests.filter((r) => r.url.includes('/rest-services/enroll/unenrollEvent'));

describe('Unenroll (account §2 /unenrollevent, /pgm/un-enroll-event: a confirmation page titled Unenroll)', () => {
  it.each([['/unenrollevent'], ['/pgm/un-enroll-event']])('%s names the event, its date and Eastern time, with confirm and cancel', async (path) => {
    const { host } = await renderSignedIn(unenrollPath('V2101', path));
    const page = await shown(host);
    expect(heading(host)).toBe(accountScreens.unenroll);
    expect(page.querySelector('h2')?.textContent).toBe('MCAT Strategy Session (live online)');
    expect(page.textContent).toContain(resourcesTexts.eventWhen(epochUsDay(3), '7:00 PM'));
    expect(page.textContent).toContain(t.question);
    expect(button(host, t.confirm).disabled).toBe(false);
    expect(link(host, t.cancel)?.getAttribute('href')).toBe(`#${resourcesPath}`);
  });

  it('Yes, unenroll posts the enrollmentId, lands on My Resources, and the event is gone from My Active Events', async () => {
    const portal = await renderSignedIn(unenrollPath('V2101'));
    const { host } = portal;
    await shown(host);
    button(host, t.confirm).click();
    await waitFor(() => hashRoute() === resourcesPath, 'My Resources');
    expect(unenrollRequests(portal).map((r) => r.body)).toEqual([JSON.stringify({ enrollmentId: 'V2101' })]);
    expect(activeEventIds(portal)).toEqual(['V2102']);
    await showContent(portal);
    expect([...host.querySelectorAll('[data-event]')].map((e) => e.getAttribute('data-event'))).toEqual(['V2102', 'V2103']);
  });

  it('Cancel goes back to My Resources and leaves the event', async () => {
    const portal = await renderSignedIn(unenrollPath('V2102'));
    const { host } = portal;
    await shown(host);
    link(host, t.cancel)?.click();
    await waitFor(() => hashRoute() === resourcesPath, 'My Resources');
    expect(unenrollRequests(portal)).toEqual([]);
    expect(activeEventIds(portal)).toEqual(['V2101', 'V2102']);
  });

  it.each([
    ['without an enrollmentId', '/unenrollevent'],
    ['with an empty enrollmentId', '/unenrollevent?enrollmentId='],
    ['of an unknown event', unenrollPath('V9999')],
    ['of an expired event', unenrollPath('V2103')],
    ['of a course (not an event)', unenrollPath('E2001')],
    ['of another student’s event', unenrollPath('V2201')],
  ])('%s says the event is not found, offering no Unenroll', async (_label, path) => {
    const portal = await renderSignedIn(path);
    const { host } = portal;
    await waitFor(() => alerts(host).length > 0, 'the not-found text');
    expect(alerts(host)).toEqual([t.notFound]);
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).not.toContain(t.confirm);
  });

  it.each<[string, Fault]>([
    ['a 500', { status: 500 }],
    ['a 404', { status: 404, json: { message: 'No active event V2101 for this student' } } as Fault],
    ['a hang', 'hang'],
    ['a dropped connection', 'drop'],
    ['HTML instead of JSON', 'html'],
    ['an empty answer', 'empty'],
    ['a 2xx that says failed', { json: { status: 'failed', message: 'Event already started' } }],
    ['a 2xx without a status', { json: { ok: true } }],
  ])('an unenroll answered with %s shows the unenroll failure, keeps the event, and trying again unenrolls', async (_label, fault) => {
    const portal = await renderSignedIn(unenrollPath('V2101'), {
      faults: true,
      before: ({ proxy }) => proxy.fail('/rest-services/enroll/unenrollEvent', fault, 1),
    });
    const { host, proxy } = portal;
    await shown(host);
    button(host, t.confirm).click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([accountErrors.unenrollFailed]);
    expect(proxy.faulted).toHaveLength(1);
    expect(hashRoute()).toBe(unenrollPath('V2101'));
    expect(activeEventIds(portal)).toContain('V2101');
    expect(button(host, t.confirm).disabled).toBe(false);
    button(host, t.confirm).click();
    await waitFor(() => hashRoute() === resourcesPath, 'My Resources');
    expect(activeEventIds(portal)).toEqual(['V2102']);
  });

  it('keeps the button disabled while the unenroll is under way (one request for two clicks)', async () => {
    const portal = await renderSignedIn(unenrollPath('V2101'));
    const { host } = portal;
    await shown(host);
    const yes = button(host, t.confirm);
    yes.click();
    yes.click();
    await waitFor(() => hashRoute() === resourcesPath, 'My Resources');
    expect(unenrollRequests(portal)).toHaveLength(1);
  });

  it.each<[string, Fault, string]>([
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['a dropped connection', 'drop', transportErrors.networkUnavailable],
    ['JSON of the wrong shape', { json: { unexpected: true } }, transportErrors.upstreamFailed],
  ])('a load answered with %s shows the failure with Try again, which loads the event', async (_label, fault, text) => {
    const { host, proxy } = await renderSignedIn(unenrollPath('V2101'), {
      faults: true,
      before: ({ proxy: p }) => p.fail('/rest-services/accountManagement/myaccount', fault, 1),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted).toHaveLength(1);
    button(host, portalScreens.tryAgain).click();
    const page = await shown(host);
    expect(page.querySelector('h2')?.textContent).toBe('MCAT Strategy Session (live online)');
  });
});

describe('the event’s Unenroll link on My Active Events', () => {
  it('lands on the confirmation of that event', async () => {
    const rendered = await signIn();
    const { host } = rendered;
    await showContent(rendered);
    const item = await waitFor(() => host.querySelector<HTMLElement>('[data-event="V2102"]'), 'the GRE event');
    const unenroll = [...item.querySelectorAll('a')].find((a) => a.textContent?.startsWith(accountScreens.unenroll));
    unenroll?.click();
    await waitFor(() => hashRoute() === unenrollPath('V2102'), 'the unenroll route');
    const page = await shown(host);
    expect(page.querySelector('h2')?.textContent).toBe('GRE Practice Test (in person)');
  });
});
