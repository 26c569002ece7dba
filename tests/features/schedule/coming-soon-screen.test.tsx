import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { accountScreens } from '../../../src/core/messages/account';
import { transportErrors } from '../../../src/core/messages/errors';
import { comingSoonTexts as c, scheduleTexts as t } from '../../../src/core/messages/schedule';
import { footerLinks, portalScreens, shellTexts } from '../../../src/core/messages/shell';
import { pathTo } from '../../../src/lib/paths';
import { courseCardTexts } from '../../../src/core/messages/resources';
import { showContent } from '../resources/resources-harness';
import { type RenderedPortal, alerts, button, heading, link, renderPortal, renderSignedIn } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { epochUsDay } from '../../support/epoch';

const comingSoon = (enrollmentId: string) => `/pg/comingsoon?enrollmentId=${enrollmentId}`;
const facts = (host: HTMLElement) =>
  waitFor(() => host.querySelector<HTMLElement>('dl.sp-coming-soon'), 'the next session').then((dl) =>
    Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? ''])),
  );
const rescheduledNote = (host: HTMLElement) => waitFor(() => host.textContent?.includes(c.rescheduled), 'the rescheduled note');

/** Marks every session of an enrollment inactive (rescheduled). */
const rescheduleAll = (enrollmentId: string) => (portal: RenderedPortal) => {
  for (const s of portal.sim.simulator.state().fixture.sessions) {
    if (s.enrollmentId === enrollmentId) {
      s.active = false;
      if (s.Session) s.Session.active = false;
    }
  }
};

describe('Coming Soon (account §2 /pg/comingsoon, /pg/upcoming-session)', () => {
  it('shows the next scheduled session of a class not started yet, with a link to its schedule', async () => {
    const { host } = await renderSignedIn(comingSoon('E2015'));
    expect(await facts(host)).toEqual({
      [t.date]: epochUsDay(10),
      [c.time]: '6:00 PM – 9:00 PM',
      [t.topic]: 'SAT Orientation',
      [t.location]: 'Summit Prep Midtown CenterRoom 4B1440 BroadwayNew York, NY 10018',
    });
    expect(heading(host)).toBe(accountScreens.comingSoon);
    expect(host.textContent).toContain(c.nextSession);
    expect(link(host, c.viewSchedule)?.getAttribute('href')).toContain(pathTo('schedule', { enrollmentId: 'E2015' }));
    expect(host.textContent).not.toContain(c.rescheduled);
  });

  it('shows a live-online next session in ET with its Join Session link', async () => {
    const { host } = await renderSignedIn(comingSoon('E2003'));
    const shown = await facts(host);
    expect(shown[t.date]).toBe(epochUsDay(1));
    expect(shown[c.time]).toBe('8:00 PM – 10:00 PM ET');
    const join = host.querySelector<HTMLAnchorElement>('dl.sp-coming-soon a');
    expect(join?.href).toBe('https://live.summitprep.test/class/SS7101');
    expect(join?.target).toBe('_blank');
    expect(join?.textContent).toBe(`${t.joinSession}: GRE Verbal 1 ${shellTexts.opensInNewTab}`);
  });

  it('skips a session that has ended by the portal’s clock', async () => {
    // Day 10 at 22:00 ET: SAT Orientation (6–9 PM) is over, SAT Reading 1 is next.
    const { host } = await renderSignedIn(comingSoon('E2015'), { before: ({ clock }) => clock.advance((10 * 24 + 12) * 3600_000) });
    const shown = await facts(host);
    expect(shown[t.topic]).toBe('SAT Reading 1');
    expect(shown[t.date]).toBe(epochUsDay(17));
  });

  it('shows the rescheduled note with Contact Us when the class has no active session ahead', async () => {
    const { host } = await renderSignedIn(comingSoon('E2015'), { before: rescheduleAll('E2015') });
    await rescheduledNote(host);
    expect(link(host, footerLinks.contactUs)?.getAttribute('href')).toContain(pathTo('contactUs'));
    expect(host.querySelector('dl.sp-coming-soon')).toBeNull();
  });

  it('shows the rescheduled note on /pg/upcoming-session without logging in', async () => {
    const { host } = await renderPortal('/pg/upcoming-session?sessionId=SS7201', { routing: 'hash' });
    await idle();
    await rescheduledNote(host);
    expect(heading(host)).toBe(accountScreens.comingSoon);
    expect(link(host, footerLinks.contactUs)?.getAttribute('href')).toContain(pathTo('contactUs'));
  });

  it('is reached from the card of a classroom course that starts in the future, and only from it', async () => {
    const rendered = await renderSignedIn('/myaccount/resources');
    await showContent(rendered);
    const { host } = rendered;
    /** The details panel of a card, opened if it is closed. */
    const open = async (title: string) => {
      const toggle = [...host.querySelectorAll('button')].find((b) =>
        [accountScreens.seeDetails, accountScreens.hideDetails].some((label) => b.textContent === `${label} ${title}`),
      );
      if (!toggle) throw new Error(`no details toggle for ${title}`);
      if (toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
      const panel = host.querySelector<HTMLElement>(`[id="${toggle.getAttribute('aria-controls') ?? ''}"]`);
      if (!panel) throw new Error(`no details panel for ${title}`);
      return waitFor(() => (link(panel, courseCardTexts.schedule) ? panel : null), `the links of ${title}`);
    };
    const sat = await open('SAT In Person');
    expect(link(sat, accountScreens.comingSoon)?.getAttribute('href')).toContain(comingSoon('E2015'));
    // Classroom and live-online courses under way have their schedule but no Coming Soon.
    for (const title of ['MCAT In Person', 'GRE Live Online']) {
      expect(link(await open(title), accountScreens.comingSoon)).toBeNull();
    }
  });

  it.each<[string, Fault, string]>([
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
  ])('answered with %s shows the failure with Try again, which loads the next session', async (_label, fault, text) => {
    const { host, proxy } = await renderSignedIn(comingSoon('E2015'), {
      faults: true,
      before: ({ proxy: p }) => p.fail((r) => r.body.includes('"operationName":"EnrollmentSessions"'), fault, 1),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted).toHaveLength(1);
    button(host, portalScreens.tryAgain).click();
    expect((await facts(host))[t.topic]).toBe('SAT Orientation');
  });
});
