import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { liveOnlineTexts } from '../../../src/core/messages/resources';
import { scheduleTexts as t } from '../../../src/core/messages/schedule';
import { transportErrors } from '../../../src/core/messages/errors';
import { portalScreens, shellTexts } from '../../../src/core/messages/shell';
import { scheduleCss } from '../../../src/features/schedule/schedule-css';
import { type RenderedPortal, alerts, button, heading, link, renderSignedIn } from '../render-portal';
import { waitFor } from '../../support/wait';
import { epochDay, epochUsDay } from '../../support/epoch';

type SessionEntry = ReturnType<RenderedPortal['sim']['simulator']['state']>['fixture']['sessions'][number];

const schedulePath = (enrollmentId: string) => `/pg/schedule?enrollmentId=${enrollmentId}`;
const table = (host: HTMLElement) => waitFor(() => host.querySelector<HTMLTableElement>('table.sp-schedule'), 'the schedule table');
// happy-dom has no table collections (rows, cells): elements are queried.
const rows = (found: HTMLTableElement) => [...found.querySelectorAll<HTMLTableRowElement>('tbody > tr')];
const cellsOf = (row: Element) => [...row.querySelectorAll<HTMLTableCellElement>(':scope > td, :scope > th')];
const cells = (row: Element) => cellsOf(row).map((c) => c.textContent ?? '');

/** Replaces an enrollment's sessions in the simulator (dates are resolved, so epochDay). */
const withSessions = (enrollmentId: string, sessions: SessionEntry[]) => (portal: RenderedPortal) => {
  const fixture = portal.sim.simulator.state().fixture;
  fixture.sessions = [...fixture.sessions.filter((s) => s.enrollmentId !== enrollmentId), ...sessions];
};

const online = (sessionId: string, day: number, startTime: string, liveStreamUrl: string | null): SessionEntry => ({
  enrollmentId: 'E2003',
  sessionId,
  active: true,
  Session: { id: sessionId, name: `Topic ${sessionId}`, meetingDate: epochDay(day), startTime, endTime: '', active: true, liveStreamUrl },
});

describe('class schedule (account §2 /pg/schedule, §4 sorted ascending by meeting date)', () => {
  it('lists the in-person course by date with its program, facility, room and address; past ones past, the next one marked', async () => {
    const { host, requests } = await renderSignedIn(schedulePath('E2002'));
    const found = await table(host);

    expect(heading(host)).toBe('Schedule');
    expect(found.querySelector('caption')?.textContent).toBe(t.caption('MCAT'));
    expect(cells(found.querySelector('thead > tr') as Element)).toEqual([t.date, t.topic, t.location]);
    expect(rows(found).map((r) => cells(r)[1])).toEqual([
      'MCAT Orientation (rescheduled)',
      'MCAT Biology 1',
      'MCAT Chemistry 1',
      'MCAT Physics 1',
    ]);
    expect(rows(found).map((r) => r.dataset.mark)).toEqual(['past', 'past', 'next', 'upcoming']);
    const [, biology, chemistry, physics] = rows(found);
    expect(biology?.classList.contains('sp-schedule-past')).toBe(true);
    expect(cells(biology as Element)[0]).toBe(`${epochUsDay(-7)} (${t.past})6:00 PM – 9:00 PM`);
    expect(chemistry?.classList.contains('sp-schedule-next')).toBe(true);
    expect(cells(chemistry as Element)[0]).toBe(`${epochUsDay(2)}${t.next}6:00 PM – 9:00 PM`);
    expect(cells(physics as Element)[2]).toBe('Summit Prep Midtown CenterRoom 4B1440 BroadwayNew York, NY 10018');
    expect(physics?.querySelector('a')).toBeNull();
    // account §7: EnrollmentSession with status ALL (the inactive, rescheduled one is listed).
    const query = requests.find((r) => r.body?.includes('"operationName":"EnrollmentSessions"'));
    expect(query?.body).toContain('"status":"ALL"');
  });

  it('marks past and next against the portal’s clock: after Chemistry’s end, Physics is next', async () => {
    // Two days and 12 hours on: 22:00 ET on Chemistry's day, after its 9:00 PM end.
    const { host } = await renderSignedIn(schedulePath('E2002'), { before: ({ clock }) => clock.advance((2 * 24 + 12) * 3600_000) });
    const found = await table(host);
    expect(rows(found).map((r) => r.dataset.mark)).toEqual(['past', 'past', 'past', 'next']);
  });

  it.each([
    {
      why: 'by date, then by start time on the same date',
      sessions: [online('S3', 5, '1:00 PM', null), online('S1', 5, '9:00 AM', null), online('S0', 3, '8:00 PM', null), online('S2', 5, '11:30 AM', null)],
      expected: ['Topic S0', 'Topic S1', 'Topic S2', 'Topic S3'],
    },
    {
      why: 'a 12:00 PM session after an 11:00 AM one and before a 1:00 PM one',
      sessions: [online('N1', 1, '1:00 PM', null), online('N2', 1, '12:00 PM', null), online('N3', 1, '11:00 AM', null)],
      expected: ['Topic N3', 'Topic N2', 'Topic N1'],
    },
    {
      why: 'a past date before today and tomorrow',
      sessions: [online('T1', 1, '8:00 PM', null), online('T0', 0, '8:00 PM', null), online('Y', -1, '8:00 PM', null)],
      expected: ['Topic Y', 'Topic T0', 'Topic T1'],
    },
  ])('orders $why', async ({ sessions, expected }) => {
    const { host } = await renderSignedIn(schedulePath('E2003'), { before: withSessions('E2003', sessions) });
    const found = await table(host);
    expect(rows(found).map((r) => cells(r)[1])).toEqual(expected);
  });

  it('gives online sessions a Join Session link in a new tab and their times in ET', async () => {
    const { host } = await renderSignedIn(schedulePath('E2003'));
    const found = await table(host);
    expect(found.querySelector('caption')?.textContent).toBe(t.caption('GRE'));
    const first = rows(found)[0] as HTMLTableRowElement;
    expect(cells(first)[0]).toBe(`${epochUsDay(1)}${t.next}8:00 PM – 10:00 PM ET`);
    const join = first.querySelector('a');
    expect(join?.href).toBe('https://live.summitprep.test/class/SS7101');
    expect(join?.target).toBe('_blank');
    expect(join?.rel).toBe('noopener noreferrer');
    expect(join?.textContent).toBe(`${t.joinSession}: GRE Verbal 1 ${shellTexts.opensInNewTab}`);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://live.summitprep.test/class/plain'],
    ['https://summitprep.test@evil.test/join'],
    ['/pg/makeupsession'],
  ])('never links an online session whose join address is %s', async (address) => {
    const { host } = await renderSignedIn(schedulePath('E2003'), { before: withSessions('E2003', [online('X1', 2, '8:00 PM', address)]) });
    const found = await table(host);
    const row = rows(found)[0] as HTMLTableRowElement;
    expect(row.querySelector('a')).toBeNull();
    expect(cells(row)[2]).toBe(t.linkNotYet);
  });

  it('reads as stacked rows on a phone: every cell carries its column name', async () => {
    const { host } = await renderSignedIn(schedulePath('E2002'));
    const found = await table(host);
    expect(rows(found).every((r) => cellsOf(r).map((c) => c.dataset.label).join('|') === [t.date, t.topic, t.location].join('|'))).toBe(true);
    expect(scheduleCss).toMatch(/@media \(max-width: 600px\)[\s\S]*\.sp-schedule td::before \{ content: attr\(data-label\)/);
  });

  it('says so when the course has no sessions yet', async () => {
    const { host } = await renderSignedIn(schedulePath('E2002'), { before: withSessions('E2002', []) });
    await waitFor(() => host.textContent?.includes(t.empty), 'the empty state');
    expect(host.querySelector('table')).toBeNull();
    expect(link(host, liveOnlineTexts.backToResources)).not.toBeNull();
  });

  it.each([['E9999'], ['']])('does not find the schedule of enrollment "%s" (unknown, or another student’s)', async (id) => {
    const { host } = await renderSignedIn(schedulePath(id));
    await waitFor(() => alerts(host).length > 0, 'the not-found text');
    expect(alerts(host)).toEqual([t.notFound]);
  });

  it.each<[string, Fault, string]>([
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['a dropped connection', 'drop', transportErrors.networkUnavailable],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
    ['JSON of the wrong shape', { json: { data: { EnrollmentSession: [{ active: 'maybe' }] } } }, transportErrors.upstreamFailed],
  ])('answered with %s shows the failure with Try again, which loads the schedule', async (_label, fault, text) => {
    const { host, proxy } = await renderSignedIn(schedulePath('E2002'), {
      faults: true,
      before: ({ proxy: p }) => p.fail((r) => r.body.includes('"operationName":"EnrollmentSessions"'), fault, 1),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted).toHaveLength(1);
    button(host, portalScreens.tryAgain).click();
    const found = await table(host);
    expect(rows(found)).toHaveLength(4);
  });
});
