import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { accountScreens, subscriptionCancellation } from '../../../src/core/messages/account';
import { accountErrors, transportErrors } from '../../../src/core/messages/errors';
import { liveOnlineTexts } from '../../../src/core/messages/resources';
import { portalScreens } from '../../../src/core/messages/shell';
import { subscriptionTexts as t } from '../../../src/core/messages/subscription';
import { routeTitles } from '../../../src/core/messages/routes';
import { type RenderedPortal, alerts, button, hashRoute, heading, link, renderSignedIn, stubRequests, json } from '../render-portal';
import { waitFor } from '../../support/wait';
import { epochUsDay } from '../../support/epoch';
import { accounts } from '../../support/accounts';
import { showContent, signIn } from '../resources/resources-harness';
import { courseCardTexts } from '../../../src/core/messages/resources';

const managePath = (enrollmentId: string) => `/pg/manage-subscription?enrollmentId=${enrollmentId}`;
const shown = (host: HTMLElement, text: string) => waitFor(() => host.textContent?.includes(text), `"${text}"`);
const dialog = (host: HTMLElement) => host.querySelector<HTMLElement>('[role="alertdialog"], [role="dialog"]');
const active = (host: HTMLElement) => host.ownerDocument.activeElement;
const key = (target: Element, k: string, shiftKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));

/** A cancel case already open for the demo subscription (account §4). */
const withCancelCase = (portal: RenderedPortal) => {
  portal.sim.simulator.state().fixture.cases.push({
    studentId: 'S1001', id: '500T0001', caseNumber: '00019001', status: 'New', type: 'Subscription',
    typeDetail: subscriptionCancellation.subject, description: subscriptionCancellation.description,
    enrollmentId: 'E2006', interactionDate: '2026-01-01T00:00:00Z', caseComments: [], CaseAttachment: [],
  });
};
const subscriptionCases = (portal: RenderedPortal) =>
  portal.sim.simulator.state().fixture.cases.filter((c) => c.enrollmentId === 'E2006' && c.typeDetail === subscriptionCancellation.subject);

describe('Manage Subscription (account §2 /pg/manage-subscription, §4)', () => {
  it('shows a renewing subscription: its renewal date, the 3-day advice and Cancel', async () => {
    const { host } = await renderSignedIn(managePath('E2006'));
    await shown(host, t.renewing);
    expect(heading(host)).toBe(routeTitles.manageSubscription);
    expect(host.textContent).toContain('MCAT Qbank Monthly Subscription');
    expect(host.textContent).toContain(accountScreens.renewsOn(epochUsDay(25)));
    expect(host.textContent).toContain(t.advice(epochUsDay(22)));
    expect(button(host, t.cancel)).not.toBeNull();
    expect(host.textContent).not.toContain(t.setToExpire);
    expect(link(host, liveOnlineTexts.backToResources)).not.toBeNull();
  });

  it('shows a subscription with a cancel case as set to expire, without Cancel', async () => {
    const { host } = await renderSignedIn(managePath('E2006'), { before: withCancelCase });
    await shown(host, t.setToExpire);
    expect(host.textContent).toContain(accountScreens.expiresOn(epochUsDay(25)));
    expect(host.textContent).not.toContain(t.renewing);
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).not.toContain(t.cancel);
  });

  it('shows the fixture’s cancelled subscription (pre-college student, E2203) as set to expire', async () => {
    const { host } = await renderSignedIn(managePath('E2203'), { email: accounts.precollege.email });
    await shown(host, t.setToExpire);
    expect(host.textContent).toContain('SAT Qbank Monthly Subscription');
    expect(host.textContent).toContain(accountScreens.expiresOn(epochUsDay(40)));
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).not.toContain(t.cancel);
  });

  it('asks in a modal, labelled dialog that traps focus; No and Escape close it and focus returns to Cancel', async () => {
    const portal = await renderSignedIn(managePath('E2006'));
    const { host } = portal;
    await shown(host, t.renewing);
    for (const close of ['No', 'Escape'] as const) {
      const cancel = button(host, t.cancel);
      cancel.focus();
      cancel.click();
      const box = await waitFor(() => dialog(host), 'the dialog');
      expect(box.getAttribute('role')).toBe('alertdialog');
      expect(box.getAttribute('aria-modal')).toBe('true');
      const title = host.querySelector(`#${CSS.escape(box.getAttribute('aria-labelledby') ?? '')}`);
      expect(title?.textContent).toBe(t.confirmTitle);
      const body = host.querySelector(`#${CSS.escape(box.getAttribute('aria-describedby') ?? '')}`);
      expect(body?.textContent).toBe(t.confirmBody);
      const yes = button(box, t.yes);
      const no = button(box, t.no);
      expect(active(host)).toBe(no);
      // Tab from the last wraps to the first; Shift+Tab from the first wraps to the last.
      expect(key(no, 'Tab')).toBe(false);
      expect(active(host)).toBe(yes);
      expect(key(yes, 'Tab', true)).toBe(false);
      expect(active(host)).toBe(no);
      if (close === 'No') no.click();
      else key(no, 'Escape');
      await waitFor(() => dialog(host) === null, 'the dialog gone');
      expect(active(host)).toBe(button(host, t.cancel));
    }
    expect(subscriptionCases(portal)).toHaveLength(0);
    expect(host.textContent).toContain(t.renewing);
  });

  it('Yes creates the cancel case with the spec’s reason and description, then shows set to expire', async () => {
    const portal = await renderSignedIn(managePath('E2006'));
    const { host } = portal;
    await shown(host, t.renewing);
    button(host, t.cancel).click();
    const box = await waitFor(() => dialog(host), 'the dialog');
    button(box, t.yes).click();
    await shown(host, t.setToExpire);
    expect(dialog(host)).toBeNull();
    expect(host.textContent).toContain(t.cancelled);
    expect(host.textContent).toContain(accountScreens.expiresOn(epochUsDay(25)));
    expect(subscriptionCases(portal)).toEqual([
      expect.objectContaining({
        studentId: 'S1001', enrollmentId: 'E2006', type: 'Subscription',
        typeDetail: 'Cancelled Subscription', description: 'Canceling my subscription',
      }),
    ]);
    // Focus goes to what happened, not to the body.
    expect(host.contains(active(host))).toBe(true);
  });

  it.each<[string, () => Response]>([
    ['a failed case result', () => json({ status: 'failed' })],
    ['a 500', () => json({}, 500)],
  ])('%s shows the case failure text, stays renewing and returns focus to Cancel', async (_label, answer) => {
    const portal = await renderSignedIn(managePath('E2006'));
    const { host } = portal;
    await shown(host, t.renewing);
    stubRequests('/rest-services/case/create', answer, 1);
    button(host, t.cancel).click();
    const box = await waitFor(() => dialog(host), 'the dialog');
    button(box, t.yes).click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([accountErrors.caseFailed]);
    expect(dialog(host)).toBeNull();
    expect(active(host)).toBe(button(host, t.cancel));
    expect(host.textContent).toContain(t.renewing);
  });

  it('is where the course card’s Manage Subscription link lands', async () => {
    const rendered = await signIn();
    await showContent(rendered);
    const { host } = rendered;
    const card = [...host.querySelectorAll<HTMLElement>('.sp-course-card')].find((c) => c.textContent?.includes('MCAT Qbank Monthly Subscription'));
    const toggle = [...(card?.querySelectorAll<HTMLButtonElement>('button[aria-expanded]') ?? [])][0];
    if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
    const manage = await waitFor(() => card && link(card, courseCardTexts.manageSubscription), 'Manage Subscription on the card');
    manage.click();
    await waitFor(() => hashRoute() === managePath('E2006'), 'the subscription route');
    await shown(host, t.renewing);
  });

  it.each([['E2001'], ['E9999']])('does not find a subscription for enrollment %s (not a subscription, or unknown)', async (id) => {
    const { host } = await renderSignedIn(managePath(id));
    await waitFor(() => alerts(host).length > 0, 'the not-found text');
    expect(alerts(host)).toEqual([t.notFound]);
  });

  it.each<[string, Fault, string]>([
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['a dropped connection', 'drop', transportErrors.networkUnavailable],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
    ['JSON of the wrong shape', { json: { data: { Enrollment: [{ enrollmentId: { wrong: true } }] } } }, transportErrors.upstreamFailed],
  ])('a load answered with %s shows the failure with Try again, which loads the subscription', async (_label, fault, text) => {
    const { host, proxy } = await renderSignedIn(managePath('E2006'), {
      faults: true,
      before: ({ proxy: p }) => p.fail('"operationName":"Enrollments"', fault),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted.length).toBeGreaterThan(0);
    expect(host.textContent).not.toContain(t.renewing);
    proxy.heal();
    button(host, portalScreens.tryAgain).click();
    await shown(host, t.renewing);
  });
});
