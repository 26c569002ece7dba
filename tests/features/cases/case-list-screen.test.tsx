import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { accessScreens } from '../../../src/core/messages/access';
import { accountScreens } from '../../../src/core/messages/account';
import { caseListTexts as t } from '../../../src/core/messages/case-list';
import { transportErrors } from '../../../src/core/messages/errors';
import { portalScreens } from '../../../src/core/messages/shell';
import { type RenderedPortal, alerts, button, hashRoute, heading, link, renderSignedIn } from '../render-portal';
import { waitFor } from '../../support/wait';
import { epochUsDay } from '../../support/epoch';

const casesPath = '/pg/case';
const rows = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('table.sp-cases tbody tr')];
const caseNumbers = (host: HTMLElement) => rows(host).map((r) => r.querySelector('[role="rowheader"] a')?.textContent);
const loaded = (host: HTMLElement) => waitFor(() => host.querySelector('table.sp-cases, .sp-cases-empty'), 'the case list');
const filterButton = (host: HTMLElement, name: string) => {
  const group = host.querySelector<HTMLElement>('[role="group"]');
  if (!group) throw new Error('no filter group');
  return button(group, name);
};
const position = (host: HTMLElement) => host.querySelector('.sp-cases-position')?.textContent ?? null;
const pager = (host: HTMLElement) => host.querySelector<HTMLElement>('nav.sp-cases-pages');
/** A row's cells by column name (the cell's hidden-on-desktop label is left out). */
const cells = (row: HTMLElement) =>
  Object.fromEntries(
    [...row.querySelectorAll<HTMLElement>('[role="rowheader"], [role="cell"]')].map((cell) => [
      cell.dataset.column,
      [...cell.childNodes].filter((n) => !(n instanceof HTMLElement && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent).join(''),
    ]),
  );
const banner = (host: HTMLElement) => host.querySelector<HTMLElement>('.sp-cases-banner');
const withoutCases = (keep: (c: { status: string }) => boolean) => (portal: RenderedPortal) => {
  const fixture = portal.sim.simulator.state().fixture;
  fixture.cases = fixture.cases.filter((c) => c.studentId !== 'S1001' || keep(c));
};

describe('Cases list (account §2 /pg/case: pages of 5, filters Open and Closed, default Open)', () => {
  it('lists the open cases newest first, five to a page, with number, topic, detail, status, opened and last update', async () => {
    const { host } = await renderSignedIn(casesPath);
    await loaded(host);
    expect(heading(host)).toBe(accessScreens.support);
    expect(host.querySelector('table.sp-cases caption')?.textContent).toBe(t.caption.O);
    expect([...host.querySelectorAll('table.sp-cases thead th')].map((th) => th.textContent)).toEqual([
      t.caseNumber, t.topic, t.topicDetail, t.status, t.opened, t.lastUpdate,
    ]);
    expect(caseNumbers(host)).toEqual(['00012005', '00012001', '00012006', '00012002', '00012007']);
    expect(rows(host).map(cells)).toEqual([
      { caseNumber: '00012005', topic: 'Books & Materials', topicDetail: 'Missing shipment', status: 'New', opened: epochUsDay(-1), lastUpdate: epochUsDay(-1) },
      { caseNumber: '00012001', topic: 'Technical Support', topicDetail: 'Login issue', status: 'New', opened: epochUsDay(-3), lastUpdate: epochUsDay(-2) },
      { caseNumber: '00012006', topic: 'Class Schedule', topicDetail: 'Reschedule session', status: 'Escalated', opened: epochUsDay(-6), lastUpdate: epochUsDay(-6) },
      { caseNumber: '00012002', topic: 'Course Extension', topicDetail: 'Add more time', status: 'In Progress', opened: epochUsDay(-10), lastUpdate: epochUsDay(-9) },
      { caseNumber: '00012007', topic: 'Billing', topicDetail: 'Payment question', status: 'In Progress', opened: epochUsDay(-15), lastUpdate: epochUsDay(0) },
    ]);
    // The case number links to the case (account §2 /pg/case/{id}: the id, not the number).
    expect(link(host, '00012005')?.getAttribute('href')).toBe('#/pg/case/500A0005');
    expect(position(host)).toBe(t.pagePosition(1, 2));
    expect(link(host, t.newCase)?.getAttribute('href')).toBe('#/pg/createcase');
  });

  it('pages with Next and Previous, writing the page into the route, and never drops focus at the ends', async () => {
    const { host } = await renderSignedIn(casesPath);
    await loaded(host);
    const previous = button(host, t.previous);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    previous.click();
    expect(hashRoute()).toBe(casesPath);

    const next = button(host, t.next);
    next.focus();
    next.click();
    await waitFor(() => position(host) === t.pagePosition(2, 2), 'page 2');
    expect(hashRoute()).toBe('/pg/case?page=2');
    expect(caseNumbers(host)).toEqual(['00012008']);
    expect(cells(rows(host)[0] as HTMLElement)).toMatchObject({ status: 'On Hold', opened: epochUsDay(-20) });
    // Still focused and focusable: announced as unavailable rather than disabled.
    expect(host.ownerDocument.activeElement).toBe(button(host, t.next));
    expect(button(host, t.next).getAttribute('aria-disabled')).toBe('true');
    expect(button(host, t.next).disabled).toBe(false);
    expect(pager(host)?.querySelector('[aria-live="polite"]')?.textContent).toBe(t.pagePosition(2, 2));

    button(host, t.previous).click();
    await waitFor(() => position(host) === t.pagePosition(1, 2), 'page 1 again');
    expect(hashRoute()).toBe(casesPath);
    expect(caseNumbers(host)).toHaveLength(5);
  });

  it('switches to Closed with a pressed toggle, in the route, starting on page 1; Open brings the open cases back', async () => {
    const { host } = await renderSignedIn('/pg/case?page=2');
    await loaded(host);
    expect(caseNumbers(host)).toEqual(['00012008']);
    expect(filterButton(host, accountScreens.caseFilterOpen).getAttribute('aria-pressed')).toBe('true');
    expect(filterButton(host, accountScreens.caseFilterClosed).getAttribute('aria-pressed')).toBe('false');
    expect(host.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe(t.filterLabel);

    filterButton(host, accountScreens.caseFilterClosed).click();
    await waitFor(() => host.querySelector('table.sp-cases caption')?.textContent === t.caption.C, 'the closed cases');
    expect(hashRoute()).toBe('/pg/case?filter=closed');
    expect(filterButton(host, accountScreens.caseFilterClosed).getAttribute('aria-pressed')).toBe('true');
    expect(filterButton(host, accountScreens.caseFilterOpen).getAttribute('aria-pressed')).toBe('false');
    expect(rows(host).map(cells)).toEqual([
      { caseNumber: '00012003', topic: 'Billing', topicDetail: 'Refund request', status: 'Closed', opened: epochUsDay(-8), lastUpdate: epochUsDay(-2) },
      { caseNumber: '00012004', topic: 'Technical Support', topicDetail: 'Video playback', status: 'Closed', opened: epochUsDay(-12), lastUpdate: epochUsDay(-5) },
    ]);
    // One page: no pager.
    expect(pager(host)).toBeNull();

    filterButton(host, accountScreens.caseFilterOpen).click();
    await waitFor(() => host.querySelector('table.sp-cases caption')?.textContent === t.caption.O, 'the open cases');
    expect(hashRoute()).toBe(casesPath);
    expect(position(host)).toBe(t.pagePosition(1, 2));
  });

  it.each([
    ['/pg/case?filter=closed&page=5', t.caption.C, ['00012003', '00012004'], null],
    ['/pg/case?page=9', t.caption.O, ['00012008'], t.pagePosition(2, 2)],
    ['/pg/case?page=zero&filter=unknown', t.caption.O, ['00012005', '00012001', '00012006', '00012002', '00012007'], t.pagePosition(1, 2)],
  ])('reads %s from the route (a page past the end shows the last)', async (path, caption, numbers, at) => {
    const { host } = await renderSignedIn(path);
    await loaded(host);
    expect(host.querySelector('table.sp-cases caption')?.textContent).toBe(caption);
    expect(caseNumbers(host)).toEqual(numbers);
    expect(position(host)).toBe(at);
  });

  it.each([
    ['Open', casesPath, (c: { status: string }) => c.status === 'Closed', t.empty.O],
    ['Closed', '/pg/case?filter=closed', (c: { status: string }) => c.status !== 'Closed', t.empty.C],
  ])('says so when there is no %s case, and still offers New Case', async (_filter, path, keep, text) => {
    const { host } = await renderSignedIn(path, { before: withoutCases(keep) });
    await loaded(host);
    expect(host.querySelector('.sp-cases-empty')?.textContent).toBe(text);
    expect(host.querySelector('table.sp-cases')).toBeNull();
    expect(pager(host)).toBeNull();
    expect(link(host, t.newCase)?.getAttribute('href')).toBe('#/pg/createcase');
  });

  it('shows the success banner after a case was opened (create=success), announced as a status, until the filter changes', async () => {
    const { host } = await renderSignedIn('/pg/case?create=success');
    await loaded(host);
    const status = await waitFor(() => (banner(host)?.textContent ? banner(host) : null), 'the banner');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe(t.created);
    expect(status.querySelector('[data-tone="success"]')).not.toBeNull();
    expect(alerts(host)).toEqual([]);

    filterButton(host, accountScreens.caseFilterClosed).click();
    await waitFor(() => hashRoute() === '/pg/case?filter=closed', 'the closed filter');
    expect(banner(host)?.textContent).toBe('');
  });

  it('shows no banner without create=success, and keeps the empty status region ready for one', async () => {
    const { host } = await renderSignedIn('/pg/case?create=failed');
    await loaded(host);
    expect(banner(host)?.getAttribute('role')).toBe('status');
    expect(banner(host)?.textContent).toBe('');
  });

  it.each<[Fault, string]>([
    [{ status: 500 }, transportErrors.upstreamFailed],
    ['hang', transportErrors.networkTimeout],
    ['drop', transportErrors.networkUnavailable],
    ['html', transportErrors.upstreamFailed],
    ['empty', transportErrors.upstreamFailed],
    [{ json: [{ id: '1', caseNumber: '2', status: 7 }] }, transportErrors.upstreamFailed],
    [{ json: { cases: [] } }, transportErrors.upstreamFailed],
  ])('the case list answered with %j shows the failure with Try again, which loads the cases', async (fault, text) => {
    const { host, proxy } = await renderSignedIn(casesPath, {
      faults: true,
      before: ({ proxy: p }) => p.fail('/rest-services/case/list', fault, 1),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted).toHaveLength(1);
    expect(host.querySelector('table.sp-cases')).toBeNull();
    // The filter and New Case stay usable while the list failed.
    expect(link(host, t.newCase)).not.toBeNull();
    button(host, portalScreens.tryAgain).click();
    await loaded(host);
    expect(caseNumbers(host)).toHaveLength(5);
  });

  it('still shows the success banner when the list then fails: the case was opened all the same', async () => {
    const { host } = await renderSignedIn('/pg/case?create=success', {
      faults: true,
      before: ({ proxy: p }) => p.fail('/rest-services/case/list', { status: 503 }, 1),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    expect(banner(host)?.textContent).toBe(t.created);
  });

  it("asks for the signed-in student's cases only", async () => {
    const { host, proxy } = await renderSignedIn(casesPath, { faults: true });
    await loaded(host);
    const asked = proxy.seen.filter((r) => r.path.startsWith('/rest-services/case/list'));
    expect(asked.map((r) => r.path)).toEqual(['/rest-services/case/list?studentId=S1001']);
  });
});
