import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { accountScreens } from '../../../src/core/messages/account';
import { purchaseStatusBanners, transportErrors } from '../../../src/core/messages/errors';
import { courseCardTexts, resourcesTexts } from '../../../src/core/messages/resources';
import { routingTimeoutMs } from '../../../src/core/api/routing';
import { portalScreens } from '../../../src/core/messages/shell';
import { accessTokenLifetimeMs } from '../../../cli/simulator/routes/access-tokens';
import { epoch, epochDay, epochUsDay } from '../../support/epoch';
import type { RenderedPortal } from '../render-portal';
import { alerts, button, heading } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import {
  accounts,
  cookie,
  gate,
  interceptFetch,
  progressBar,
  resourcesPath,
  sections,
  showContent,
  signIn,
  signInElsewhere,
} from './resources-harness';
import { brandSites } from '../../../src/core/config/brand-sites';

const serverBanners = {
  info: 'Scheduled maintenance on Saturday from 2 to 4 AM ET: course launches may be slow.',
  warning: 'Digital books may take a minute longer to open today.',
  error: 'Canvas courses are unavailable right now. Please try again later.',
};

const bannerItems = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('.sp-banners > li')];
const bannerWith = (host: HTMLElement, text: string) => bannerItems(host).find((item) => item.textContent?.includes(text));
const bannerTexts = (host: HTMLElement) => bannerItems(host).map((item) => item.querySelector('.sp-banner-text')?.textContent);
const dismissButton = (item: HTMLElement | undefined) =>
  item?.querySelector<HTMLButtonElement>(`button[aria-label="${resourcesTexts.dismissBanner}"]`) ?? null;
/** The Launch button of a card (its text is Launch plus the course title, hidden). */
const launchOf = (host: HTMLElement, enrollmentId: string) =>
  [...host.querySelectorAll<HTMLButtonElement>(`[data-course-card="${enrollmentId}"] button`)].find((b) =>
    b.textContent?.startsWith(courseCardTexts.launch),
  ) ?? null;
const noteOf = (host: HTMLElement, enrollmentId: string) => host.querySelector(`[data-course-card="${enrollmentId}"] .sp-course-note`)?.textContent ?? null;
const routingCalls = <T extends { url: string }>(calls: T[]): T[] => calls.filter((call) => new URL(call.url).pathname === '/my-resource');

/** A course the simulator lists for the demo student (account §3 fields). */
function addCourse(rendered: RenderedPortal, course: Record<string, unknown>, expired = false) {
  const fixture = rendered.sim.simulator.state().fixture as unknown as { courses: unknown[] };
  fixture.courses.push({ studentId: 'S1001', expired, course: { validCourseAccess: true, purchaseStatus: 'ACTIVE', ...course } });
}

function setTestDate(rendered: RenderedPortal, studentId: string, date: string) {
  const student = rendered.sim.simulator.state().fixture.students.find((s) => s.studentId === studentId);
  if (!student) throw new Error(`no student ${studentId}`);
  Object.assign(student, { expectedTestDate: date });
}

describe('/myaccount/resources', () => {
  it('lists active resources (EDUPORTAL first, hidden products left out), active events, then the expired lists', async () => {
    const rendered = await signIn(accounts.demo, {
      before: (r) => addCourse(r, { enrollmentId: 'E2098', productId: 'P9098', productTitle: 'MCAT Extension 30 Days', extensionProduct: true }),
    });
    await showContent(rendered);
    const { host } = rendered;
    expect(heading(host)).toBe(resourcesTexts.heading);
    const found = sections(host);
    expect(found.map((s) => s.heading)).toEqual([
      accountScreens.activeResources,
      accountScreens.activeEvents,
      accountScreens.expiredResources,
      accountScreens.expiredEvents,
    ]);
    const [active, events, expired, expiredEvents] = found.map((s) => s.titles);
    expect(active?.[0]).toBe('University Partner Prep Portal');
    expect(active).toHaveLength(14);
    expect(active).toEqual(expect.arrayContaining(['MCAT Self-Paced', 'MCAT In Person', 'SAT In Person', 'MBE Bar Review', 'GRE Prep Plus']));
    expect(active).not.toContain('MCAT Extension 30 Days');
    expect(host.textContent).not.toContain('MCAT Extension 30 Days');
    expect(events).toEqual(['MCAT Strategy Session (live online)', 'GRE Practice Test (in person)']);
    expect(expired).toEqual(['MCAT Self-Paced (last year)', 'GRE In Person']);
    expect(expiredEvents).toEqual(['LSAT Info Session']);
    // Lists of list items, under h2 headings.
    for (const list of host.querySelectorAll('section > ul')) {
      expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    }
    expect(host.querySelectorAll('section > h2')).toHaveLength(4);
    expect(host.querySelector('[style]')).toBeNull();
  });

  it('shows one banner per purchase status and the server banners with their style, each dismissible', async () => {
    const rendered = await signIn(accounts.demo, {
      // A second DECLINE course still makes one banner.
      before: (r) => addCourse(r, { enrollmentId: 'E2097', productId: 'P9097', productTitle: 'GMAT Prep Plus', purchaseStatus: 'DECLINE', validCourseAccess: false }),
    });
    await showContent(rendered);
    const { host } = rendered;
    expect(bannerTexts(host)).toEqual([
      purchaseStatusBanners.DISABLE,
      purchaseStatusBanners.DECLINE,
      purchaseStatusBanners.FREEZE,
      purchaseStatusBanners.DROP,
      serverBanners.info,
      serverBanners.warning,
      serverBanners.error,
    ]);
    expect(bannerWith(host, serverBanners.info)?.dataset.tone).toBe('info');
    expect(bannerWith(host, serverBanners.warning)?.dataset.tone).toBe('warning');
    expect(bannerWith(host, serverBanners.error)?.dataset.tone).toBe('error');
    expect(host.querySelector('.sp-banners')?.getAttribute('aria-label')).toBe(resourcesTexts.bannersLabel);

    const freeze = bannerWith(host, purchaseStatusBanners.FREEZE);
    const dismiss = dismissButton(freeze);
    // The dismiss button is described by its own banner: the courses it is about, then its text.
    const described = document.getElementById(dismiss?.getAttribute('aria-describedby') ?? '');
    expect(described?.className).toBe('sp-banner-body');
    expect(described?.textContent).toBe(`NCLEX-RN Review${purchaseStatusBanners.FREEZE}`);
    // A purchase-status banner names the courses it is about.
    expect(freeze?.querySelector('.sp-banner-about')?.textContent).toBe('NCLEX-RN Review');
    expect(bannerWith(host, purchaseStatusBanners.DECLINE)?.querySelector('.sp-banner-about')?.textContent).toBe('GRE Prep Plus, GMAT Prep Plus');
    dismiss?.click();
    await waitFor(() => !bannerWith(host, purchaseStatusBanners.FREEZE), 'the FREEZE banner gone');
    expect(bannerItems(host)).toHaveLength(6);
    expect(bannerTexts(host)).toEqual([
      purchaseStatusBanners.DISABLE,
      purchaseStatusBanners.DECLINE,
      purchaseStatusBanners.DROP,
      serverBanners.info,
      serverBanners.warning,
      serverBanners.error,
    ]);
    // Focus moves on to the next banner's button, not to the top of the page.
    expect(document.activeElement).toBe(dismissButton(bannerWith(host, purchaseStatusBanners.DROP)));
  });

  it('shows each event with its date and Eastern time, the live-stream link and Unenroll; expired events have neither link', async () => {
    const rendered = await signIn(accounts.demo, {
      before: (r) => {
        const fixture = r.sim.simulator.state().fixture as unknown as { events: unknown[] };
        fixture.events.push({
          studentId: 'S1001',
          expired: false,
          event: { enrollmentId: 'V2199', displayName: 'Unsafe Stream', startDateStr: 'soon', liveOnlineEvent: true, liveStreamUrl: 'javascript:alert(1)' },
        });
      },
    });
    await showContent(rendered);
    const { host } = rendered;
    const event = (id: string) => host.querySelector<HTMLElement>(`[data-event="${id}"]`);
    const live = event('V2101');
    expect(live?.querySelector('h3')?.textContent).toBe('MCAT Strategy Session (live online)');
    expect(live?.textContent).toContain(resourcesTexts.eventWhen(epochUsDay(3), '7:00 PM'));
    expect(live?.textContent).toContain(`${epochUsDay(3)}, 7:00 PM ET`);
    const stream = live?.querySelector<HTMLAnchorElement>('a[target="_blank"]');
    expect(stream?.getAttribute('href')).toBe('https://live.summitprep.test/stream/V2101');
    expect(stream?.rel).toBe('noopener noreferrer');
    expect(stream?.textContent).toContain(resourcesTexts.liveStream);
    const unenroll = [...(live?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.startsWith(accountScreens.unenroll));
    expect(unenroll?.getAttribute('href')).toBe('#/unenrollevent?enrollmentId=V2101');

    const inPerson = event('V2102');
    expect(inPerson?.textContent).toContain(`${epochUsDay(8)}, 10:00 AM ET`);
    expect(inPerson?.querySelector('a[target="_blank"]')).toBeNull();
    expect(inPerson?.querySelector('a')?.getAttribute('href')).toBe('#/unenrollevent?enrollmentId=V2102');

    const past = event('V2103');
    expect(past?.textContent).toContain(`${epochUsDay(-30)}, 6:30 PM ET`);
    expect(past?.querySelectorAll('a')).toHaveLength(0);

    // Odd data: an unreadable date is shown as sent, a non-http stream URL gets no link.
    const unsafe = event('V2199');
    expect(unsafe?.textContent).toContain('soon');
    expect(unsafe?.querySelector('a[target="_blank"]')).toBeNull();
    expect(host.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('ticks the progress bar every 80 ms below 100 while loading, then shows the content 500 ms after 100', async () => {
    const rendered = await signInElsewhere(accounts.demo);
    const { host, clock } = rendered;
    const held = gate();
    interceptFetch(async (url) => {
      if (url.includes('/accountManagement/myaccount')) await held.opened;
      return undefined;
    });
    const bar = await rendered.open();
    if (!bar) throw new Error('no progress bar');
    expect(heading(host)).toBe(resourcesTexts.heading);
    expect(bar.getAttribute('aria-label')).toBe(resourcesTexts.progressLabel);
    expect(host.textContent).toContain(resourcesTexts.loading);
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    // Effects run after paint: the tick timer is on the clock a moment after the bar shows.
    await waitFor(() => clock.pending() === 1, 'the tick timer');
    clock.advance(399);
    // Four ticks (1.6) have run: the bar shows 1, and the fifth tick is not due yet.
    await waitFor(() => bar.getAttribute('aria-valuenow') !== '0', 'the bar after four ticks');
    await idle();
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    clock.advance(1);
    await waitFor(() => bar.getAttribute('aria-valuenow') === '2', 'the bar at 2 after 5 ticks');
    clock.advance(15_600);
    await waitFor(() => bar.getAttribute('aria-valuenow') === '80', 'the bar at 80 after 16 s');
    expect(bar.querySelector('.sp-progress-fill')?.getAttribute('data-step')).toBe('80');
    clock.advance(120_000);
    await waitFor(() => bar.getAttribute('aria-valuenow') === '99', 'the bar held at 99');
    expect(progressBar(host)).toBe(bar);

    held.release();
    await waitFor(() => bar.getAttribute('aria-valuenow') === '100', 'the bar at 100');
    clock.advance(499);
    // The reveal is 1 ms away: once the portal is quiet the bar must still be up.
    await idle();
    expect(progressBar(host)).not.toBeNull();
    expect(host.querySelector('h2')).toBeNull();
    clock.advance(1);
    await waitFor(() => host.querySelector('h2'), 'the content');
    expect(progressBar(host)).toBeNull();
    expect(clock.pending()).toBe(0);
  });

  it('shows a load failure with Try again, which loads the page', async () => {
    const rendered = await signInElsewhere(accounts.demo);
    const { host, clock } = rendered;
    let failures = 1;
    interceptFetch((url) => {
      if (!url.includes('/accountManagement/myaccount') || failures === 0) return undefined;
      failures -= 1;
      return new Response('{"message":"down"}', { status: 503, headers: { 'content-type': 'application/json' } });
    });
    await rendered.open();
    await waitFor(() => alerts(host).includes(transportErrors.upstreamFailed), 'the failure');
    expect(progressBar(host)).toBeNull();
    expect(clock.pending()).toBe(0);
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => progressBar(host), 'the progress screen again');
    await showContent(rendered);
    expect(sections(host)[0]?.heading).toBe(accountScreens.activeResources);
    expect(alerts(host)).not.toContain(transportErrors.upstreamFailed);
  });

  it('asks the routing service with the bearer token for a student with MBE or PMBR courses', async () => {
    const rendered = await signInElsewhere(accounts.bar);
    const calls = interceptFetch();
    await rendered.open();
    await showContent(rendered);
    const routing = routingCalls(calls);
    expect(routing).toHaveLength(1);
    const token = cookie('identityToken');
    // The bar student's token, minted at the login (the simulator's clock stands at the epoch).
    expect(rendered.sim.simulator.state().tokens.get(token ?? '')).toEqual({ studentId: 'S1007', expiresAt: epoch.getTime() + accessTokenLifetimeMs });
    expect(routing[0]?.authorization).toBe(`Bearer ${token}`);
    expect(new URL(routing[0]?.url ?? '').searchParams.get('tenant')).toBe(brands.main.tenant);
    expect(sections(rendered.host)[0]?.titles).toEqual(['MBE Bar Review', 'PMBR Multistate Intensive']);
  });

  it('makes no routing call for a student without MBE or PMBR courses', async () => {
    const rendered = await signInElsewhere(accounts.precollege);
    const calls = interceptFetch();
    await rendered.open();
    await showContent(rendered);
    expect(calls.some((call) => call.url.includes('/accountManagement/myaccount'))).toBe(true);
    expect(routingCalls(calls)).toEqual([]);
    expect(sections(rendered.host)[0]?.titles).toEqual(['SAT Self-Paced', 'SAT Qbank Monthly Subscription', 'SAT Advisor Class on Canvas']);
  });

  it('only logs a failed routing lookup, without the token, and still shows the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    const rendered = await signInElsewhere(accounts.bar);
    const calls = interceptFetch((url) => (url.includes('/my-resource') ? new Response('boom', { status: 500 }) : undefined));
    await rendered.open();
    await showContent(rendered);
    expect(routingCalls(calls)).toHaveLength(1);
    expect(sections(rendered.host)[0]?.titles).toEqual(['MBE Bar Review', 'PMBR Multistate Intensive']);
    expect(alerts(rendered.host)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual(['student-portal: getMyResources failed', 'upstream.status']);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(cookie('identityToken') ?? 'no token');
  });

  // Issue #13.11: the routing service holds only the cards it can re-point, never the page.
  it('shows the page while the routing service hangs: only the MBE/PMBR cards wait, until the 30 s timeout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    const rendered = await signInElsewhere(accounts.demo, { faults: true });
    const { host, clock, proxy } = rendered;
    proxy.fail('/my-resource', 'hang');
    await rendered.open();
    await showContent(rendered, { routing: 'pending' });
    await waitFor(() => proxy.faulted.length === 1, 'the held routing call');
    // E2009 is MBE: its Launch waits, with a note; E2002 (MCAT) launches at once.
    expect(launchOf(host, 'E2009')?.disabled).toBe(true);
    expect(noteOf(host, 'E2009')).toBe(courseCardTexts.routingPending);
    expect(launchOf(host, 'E2002')?.disabled).toBe(false);
    expect(noteOf(host, 'E2002')).toBeNull();
    clock.advance(routingTimeoutMs);
    await waitFor(() => launchOf(host, 'E2009')?.disabled === false, 'the MBE Launch enabled');
    expect(noteOf(host, 'E2009')).toBeNull();
    expect(warn.mock.calls).toEqual([['student-portal: getMyResources failed', 'network.timeout']]);
  });

  it('enables the waiting cards with their routing answer, re-pointed where the answer says so', async () => {
    const rendered = await signInElsewhere(accounts.bar);
    const { host } = rendered;
    const held = gate();
    interceptFetch(async (url) => {
      if (url.includes('/my-resource')) await held.opened;
      return undefined;
    });
    await rendered.open();
    await showContent(rendered, { routing: 'pending' });
    expect(launchOf(host, 'E2701')?.disabled).toBe(true);
    expect(noteOf(host, 'E2702')).toBe(courseCardTexts.routingPending);
    held.release();
    await waitFor(() => launchOf(host, 'E2701')?.disabled === false && launchOf(host, 'E2702')?.disabled === false, 'both Launch buttons enabled');
    expect(noteOf(host, 'E2701')).toBeNull();
    expect(noteOf(host, 'E2702')).toBeNull();
  });

  it('shows the find-prep promo and the test-date prompt to a student with nothing active and a test date ahead', async () => {
    const rendered = await signIn(accounts.registered, { before: (r) => setTestDate(r, 'S1004', epochDay(100)) });
    await showContent(rendered);
    const { host } = rendered;
    expect(host.textContent).toContain(accountScreens.emptyResources);
    const findPrep = [...host.querySelectorAll('a')].find((a) => a.textContent === resourcesTexts.findPrep);
    expect(findPrep?.getAttribute('href')).toBe(brandSites.main.findPrepUrl);
    expect(host.textContent).toContain(resourcesTexts.testDatePrompt(epochUsDay(100)));
    const goals = [...host.querySelectorAll('a')].find((a) => a.textContent === resourcesTexts.updateTestDate);
    expect(goals?.getAttribute('href')).toBe('#/myaccount/profile/updategoals');
    expect(host.querySelectorAll('h2')).toHaveLength(0);
  });

  it.each([
    { why: 'a past test date', date: epochDay(-20) },
    { why: 'a test date today', date: epochDay(0) },
    { why: 'the unknown-date sentinel', date: '2040-12-31' },
  ])('shows the promo without the test-date prompt for $why', async ({ date }) => {
    const rendered = await signIn(accounts.registered, { before: (r) => setTestDate(r, 'S1004', date) });
    await showContent(rendered);
    expect(rendered.host.textContent).toContain(accountScreens.emptyResources);
    expect([...rendered.host.querySelectorAll('a')].some((a) => a.textContent === resourcesTexts.updateTestDate)).toBe(false);
  });

  it('stops its timers when the student leaves during loading', async () => {
    const rendered = await signInElsewhere(accounts.demo);
    const { host, clock, handle } = rendered;
    const held = gate();
    interceptFetch(async (url) => {
      if (url.includes('/accountManagement/myaccount')) await held.opened;
      return undefined;
    });
    await rendered.open(`${resourcesPath}?pivot=true`);
    await waitFor(() => clock.pending() === 1, 'the tick timer');
    handle.navigate('/updatesuccess?message=profile');
    await waitFor(() => !progressBar(host), 'another page');
    await waitFor(() => clock.pending() === 0, 'the ticks stopped');
    held.release();
    // The held answer arrives after the student left: once it is in and the portal is quiet, no timer came back.
    await idle();
    expect(clock.pending()).toBe(0);
  });
});
