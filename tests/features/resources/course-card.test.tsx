import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished } from 'vitest';
import { Router } from 'wouter';
import { createCase } from '../../../src/core/api/cases';
import type { BannerMessage, Course } from '../../../src/core/api/structs/account';
import { createApiClient } from '../../../src/core/api/transport';
import { brands } from '../../../src/core/config/brands';
import { singleOriginBases } from '../../../src/core/config/environment';
import { accountScreens, subscriptionCancellation } from '../../../src/core/messages/account';
import { transportErrors } from '../../../src/core/messages/errors';
import { courseCardTexts } from '../../../src/core/messages/resources';
import { portalScreens } from '../../../src/core/messages/shell';
import { createMemoryLocation } from '../../../src/lib/memory-location';
import { PortalContext, type PortalServices } from '../../../src/lib/portal-services';
import { CourseCard, type CourseCardProps } from '../../../src/features/resources/course-card';
import { startTestSimulator } from '../../cli/simulator/harness';
import { signIn } from '../../cli/simulator/sign-in';
import { createTestClock, epoch, epochUsDay } from '../../support/epoch';
import { launchRetryMs } from '../../../src/core/rules/course-launch';
import { waitFor } from '../../support/wait';
import { countedFetch, idle, requestsAnswered } from '../../support/page';
import { createTestServices } from '../../support/services';
import { gate } from './resources-harness';
import { brandSites } from '../../../src/core/config/brand-sites';

/** The classroom course of the demo student (simulator E2002: shipments, agreement accepted, no balance). */
const course = (fields: Partial<Course> = {}): Course => ({
  enrollmentId: 'E2002',
  productId: 'P200',
  productTitle: 'MCAT In Person',
  redirectType: 'LMS',
  portalRedirectURL: 'https://lms.summitprep.test/course/CA2002',
  courseAccessId: 'CA2002',
  validCourseAccess: true,
  deliveryType: 2,
  courseAccessStartDateStr: epochUsDay(-90),
  courseAccessExpirationDateStr: epochUsDay(100),
  scheduleDetailsUrl: '/pg/schedule?enrollmentId=E2002',
  ...fields,
});

interface CardOptions extends Partial<Omit<CourseCardProps, 'course' | 'onToggle'>> {
  /** Answer this many detail requests with a 503 first. */
  failDetail?: number;
  /** How the attendance endpoint answers (once the test lets it: `answerAttendance()`). */
  attendance?: 'ok' | 'fail';
  /** Rewrites each detail answer's enrollments (a fixture the default one lacks). */
  patchDetail?: (enrollment: Record<string, unknown>) => void;
  /** Runs against the signed-in simulator before the card renders. */
  before?: (client: PortalServices['client']) => Promise<unknown>;
}

/**
 * One card inside a `<ul>` and a page-like owner of its open state, with
 * services over the contract simulator (signed in as the demo student).
 * Every request is logged by operation name or path.
 */
async function renderCard(fields: Course, options: CardOptions = {}) {
  const sim = await startTestSimulator({ start: epoch });
  // Same-origin page, as renderPortal does: happy-dom's fetch applies CORS.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${sim.url}/`);
  await signIn(sim.client);
  await options.before?.(sim.client);
  const calls: string[] = [];
  const bodies: string[] = [];
  let failures = options.failDetail ?? 0;
  const attendanceHeld = gate();
  // Only requests that reach the simulator count as in flight: a held attendance call is the test's, not the network's.
  const upstream = countedFetch(fetch);
  const answer: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? init.body : '';
    const name = /"operationName":"(\w+)"/.exec(body)?.[1] ?? new URL(url).pathname;
    calls.push(name);
    bodies.push(body);
    if (name === 'Enrollments' && failures > 0) {
      failures -= 1;
      return new Response('unavailable', { status: 503 });
    }
    if (name === '/rest-services/attendance/record') {
      // Held until the test answers it, so a launch that does not wait for it is caught.
      await attendanceHeld.opened;
      calls.push('attendance answered');
      return options.attendance === 'ok' ? new Response(null, { status: 204 }) : new Response('{"error":"down"}', { status: 500 });
    }
    const answer = await upstream(input, init);
    if (name !== 'Enrollments' || !options.patchDetail) return answer;
    const json = (await answer.json()) as { data: { Enrollment: Record<string, unknown>[] } };
    json.data.Enrollment.forEach(options.patchDetail);
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const location = createMemoryLocation('/myaccount/resources');
  const routes: { path: string; calls: string[] }[] = [];
  const left: string[] = [];
  const clock = createTestClock();
  const services = createTestServices({
    clock,
    client: createApiClient({ bases: singleOriginBases(sim.url), fetch: answer, credentials: sim.jar, timeoutMs: 5000 }),
    location,
    leave: (url) => left.push(url),
    openRoute: (path) => routes.push({ path, calls: [...calls] }),
    routeHref: (path) => path,
  });
  const { failDetail: _f, attendance: _a, patchDetail: _p, before: _b, ...props } = options;
  let toggles = 0;
  function Page() {
    const [open, setOpen] = useState(props.open ?? false);
    return (
      <ul>
        <CourseCard
          course={fields}
          expired={props.expired ?? false}
          messages={props.messages ?? []}
          reroutedUrl={props.reroutedUrl}
          open={open}
          onToggle={() => {
            toggles += 1;
            setOpen((o) => !o);
          }}
        />
      </ul>
    );
  }
  const host = document.createElement('div');
  host.className = 'sp-root';
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <PortalContext.Provider value={services}>
      <Router hook={location.hook} searchHook={location.searchHook} hrefs={location.hrefs}>
        <Page />
      </Router>
    </PortalContext.Provider>,
  );
  onTestFinished(async () => {
    // Let the card's requests finish before the simulator closes.
    attendanceHeld.release();
    await requestsAnswered("the card's requests");
    root.unmount();
    host.remove();
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
  });
  await waitFor(() => host.querySelector('li.sp-course-card'), 'the card');
  // Its effects have run: what a test then finds missing is not merely late.
  await idle();
  const card = () => host.querySelector('li.sp-course-card') as HTMLLIElement;
  const buttonNamed = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
  return {
    host,
    clock,
    card,
    calls,
    bodies,
    routes,
    left,
    toggles: () => toggles,
    answerAttendance: () => attendanceHeld.release(),
    detailCalls: () => calls.filter((c) => c === 'Enrollments').length,
    expiry: () => host.querySelector('.sp-course-expiry'),
    launch: () => buttonNamed(`${courseCardTexts.launch} ${fields.productTitle}`),
    toggle: () => host.querySelector<HTMLButtonElement>('button[aria-controls]') as HTMLButtonElement,
    panel: () => host.querySelector<HTMLElement>('.sp-course-panel') as HTMLElement,
    link: (name: string) => [...host.querySelectorAll('a')].find((a) => a.textContent?.trim() === name) ?? null,
    buttonNamed,
  };
}

describe('CourseCard: title and expiry text (account §4)', () => {
  it('shows the product title as a heading, else the display name', async () => {
    const a = await renderCard(course());
    expect(a.host.querySelector('h3')?.textContent).toBe('MCAT In Person');
    const b = await renderCard(course({ productTitle: null, displayName: 'MCAT — New York' }));
    expect(b.host.querySelector('h3')?.textContent).toBe('MCAT — New York');
  });

  it.each([
    { why: 'a future start shows "Starts on"', fields: { courseAccessStartDateStr: epochUsDay(5) }, text: accountScreens.startsOn(epochUsDay(5)), warn: false },
    { why: 'more than 14 days left shows plain "Expires on"', fields: { courseAccessExpirationDateStr: epochUsDay(15) }, text: accountScreens.expiresOn(epochUsDay(15)), warn: false },
    { why: '14 days left is a red expiry link', fields: { courseAccessExpirationDateStr: epochUsDay(14) }, text: accountScreens.expiresOn(epochUsDay(14)), warn: true },
    { why: 'the expiry day is a red "expire today" link', fields: { courseAccessExpirationDateStr: epochUsDay(0) }, text: accountScreens.expiresToday, warn: true },
    { why: 'a past expiry shows "Expired on"', fields: { courseAccessExpirationDateStr: epochUsDay(-3) }, text: accountScreens.expiredOn(epochUsDay(-3)), warn: false },
  ])('$why', async ({ fields, text, warn }) => {
    const view = await renderCard(course(fields));
    const line = view.expiry();
    expect(line?.textContent).toBe(text);
    expect(line?.getAttribute('data-warn')).toBe(warn ? 'true' : null);
    const link = line?.querySelector('a');
    if (warn) expect(link?.getAttribute('href')).toBe('/pg/extensionoption?enrollmentId=E2002');
    else expect(link).toBeNull();
  });

  it('shows no expiry line when the course has no readable dates', async () => {
    const view = await renderCard(course({ courseAccessStartDateStr: null, courseAccessExpirationDateStr: 'soon' }));
    expect(view.expiry()).toBeNull();
    expect(view.launch()).not.toBeNull();
  });

  it('an expired card has no Launch but its details still open', async () => {
    const view = await renderCard(course({ courseAccessExpirationDateStr: epochUsDay(-40), validCourseAccess: false }), { expired: true });
    expect(view.launch()).toBeNull();
    expect(view.host.querySelector('.sp-course-note')).toBeNull();
    view.toggle().click();
    await waitFor(() => view.host.querySelector('dl'), 'the detail facts');
    expect(view.link(courseCardTexts.receipt)).not.toBeNull();
    expect(view.detailCalls()).toBe(1);
  });
});

describe('CourseCard: subscription (account §4)', () => {
  const subscription = course({
    enrollmentId: 'E2006',
    productId: 'P600',
    productTitle: 'MCAT Qbank Monthly Subscription',
    courseAccessId: 'CA2006',
    deliveryType: 20,
    subscriptionProduct: true,
    scheduleDetailsUrl: null,
    courseAccessExpirationDateStr: epochUsDay(10),
  });

  it('renews while no cancel case exists, and offers Manage Subscription', async () => {
    const view = await renderCard(subscription, { open: true });
    await waitFor(() => view.expiry()?.textContent === accountScreens.renewsOn(epochUsDay(10)), 'Renews on once the detail is in');
    await waitFor(() => view.link(courseCardTexts.manageSubscription), 'Manage Subscription');
    expect(view.link(courseCardTexts.manageSubscription)?.getAttribute('href')).toBe('/pg/manage-subscription?enrollmentId=E2006');
    await waitFor(() => view.host.querySelector('dl'), 'the detail facts');
    expect(view.expiry()?.textContent).toBe(accountScreens.renewsOn(epochUsDay(10)));
  });

  it('shows "Expires on" once the detail holds a cancel case (red, without the extension link)', async () => {
    const view = await renderCard(subscription, {
      before: (client) =>
        createCase(client, {
          studentId: 'S1001',
          enrollmentId: 'E2006',
          type: 'Subscription',
          typeDetail: subscriptionCancellation.subject,
          description: subscriptionCancellation.description,
        }),
    });
    // #29.2: the card never says "Renews on" for a cancelled subscription: it loads the detail by
    // itself (no See Details needed) and makes no renewal claim until the detail is in.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(view.expiry()?.textContent ?? ''));
    observer.observe(view.host, { subtree: true, childList: true, characterData: true });
    onTestFinished(() => observer.disconnect());
    seen.push(view.expiry()?.textContent ?? '');
    await waitFor(() => view.expiry()?.textContent === accountScreens.expiresOn(epochUsDay(10)), 'Expires on after the cancel case');
    expect(seen.filter((text) => text === accountScreens.renewsOn(epochUsDay(10)))).toEqual([]);
    expect(view.expiry()?.getAttribute('data-warn')).toBe('true');
    expect(view.expiry()?.querySelector('a')).toBeNull();
    expect(view.detailCalls()).toBe(1);
    view.toggle().click();
    await waitFor(() => view.host.querySelector('dl'), 'the detail facts');
    expect(view.detailCalls(), 'See Details uses the detail already in').toBe(1);
  });
});

describe('CourseCard: disabled (account §4)', () => {
  const error = (redirectType: string, msg: string): BannerMessage => ({ type: 'error', redirectType, msg });

  it.each([
    { why: 'no valid course access', fields: { validCourseAccess: false }, messages: [], reason: courseCardTexts.unavailable },
    { why: 'a start date in the future', fields: { courseAccessStartDateStr: epochUsDay(3) }, messages: [], reason: courseCardTexts.notStarted },
    { why: 'an error banner for its redirect type', fields: {}, messages: [error('lms', 'LMS courses are down.')], reason: 'LMS courses are down.' },
    { why: 'an error banner for ALL', fields: {}, messages: [error('ALL', 'Everything is down.')], reason: 'Everything is down.' },
    { why: 'an error banner even without valid access', fields: { validCourseAccess: false }, messages: [error('ALL', 'Everything is down.')], reason: 'Everything is down.' },
  ])('is disabled by $why, with the reason shown', async ({ fields, messages, reason }) => {
    const view = await renderCard(course(fields), { messages });
    expect(view.launch()?.disabled).toBe(true);
    expect(view.card().getAttribute('data-disabled')).toBe('true');
    expect(view.host.querySelector('.sp-course-note')?.textContent).toBe(reason);
  });

  it.each([
    { why: 'an error banner for another redirect type', fields: {}, messages: [error('CANVAS', 'Canvas is down.')] },
    { why: 'an info or warning banner for ALL', fields: {}, messages: [{ type: 'info', redirectType: 'ALL', msg: 'Maintenance.' }, { type: 'warning', redirectType: 'LMS', msg: 'Slow.' }] },
    { why: 'being a payment product, even without access and under an ALL error', fields: { redirectType: 'PAYMENT', validCourseAccess: false }, messages: [error('ALL', 'Everything is down.')] },
  ])('stays enabled for $why', async ({ fields, messages }) => {
    const view = await renderCard(course(fields), { messages });
    expect(view.launch()?.disabled).toBe(false);
    expect(view.card().getAttribute('data-disabled')).toBeNull();
    expect(view.host.querySelector('.sp-course-note')).toBeNull();
  });
});

describe('CourseCard: See Details / Hide Details', () => {
  it('toggles with aria-expanded and fetches the detail exactly once across close and reopen', async () => {
    const view = await renderCard(course());
    const toggle = view.toggle();
    expect(toggle.textContent).toBe(`${accountScreens.seeDetails} MCAT In Person`);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(view.panel().id).toBe(toggle.getAttribute('aria-controls'));
    expect(view.panel().hidden).toBe(true);
    expect(view.detailCalls()).toBe(0);

    toggle.click();
    await waitFor(() => view.host.querySelector('dl'), 'the detail facts');
    expect(view.toggles()).toBe(1);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe(`${accountScreens.hideDetails} MCAT In Person`);
    expect(view.panel().hidden).toBe(false);
    expect(view.panel().textContent).toContain('TX-2002');

    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false', 'the closed card');
    expect(view.panel().hidden).toBe(true);

    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', 'the card open again');
    // Reopened and quiet: a second detail request is not merely late.
    await idle();
    expect(view.panel().hidden).toBe(false);
    expect(view.panel().textContent).toContain('TX-2002');
    expect(view.detailCalls()).toBe(1);
  });

  it('a card that starts open fetches on mount', async () => {
    const view = await renderCard(course(), { open: true });
    await waitFor(() => view.host.querySelector('dl'), 'the detail facts');
    expect(view.detailCalls()).toBe(1);
    expect(view.bodies.find((b) => b.includes('"operationName":"Enrollments"'))).toContain('"ids":["E2002"]');
  });

  it('shows a failure with Try again inside the panel, and loads on retry', async () => {
    const view = await renderCard(course(), { open: true, failDetail: 1 });
    const alert = await waitFor(() => view.panel().querySelector('[role="alert"]'), 'the failure');
    expect(alert.textContent).toBe(transportErrors.upstreamFailed);
    view.buttonNamed(portalScreens.tryAgain)?.click();
    await waitFor(() => view.host.querySelector('dl'), 'the detail facts');
    expect(view.panel().querySelector('[role="alert"]')).toBeNull();
    expect(view.detailCalls()).toBe(2);
  });

  it('lists the facts and links of a classroom course', async () => {
    const view = await renderCard(course(), { open: true });
    await waitFor(() => view.link(courseCardTexts.shipments), 'the shipments link');
    const facts = [...view.host.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      `${courseCardTexts.registeredOn}: ${epochUsDay(-60)}`,
      `${courseCardTexts.transactionCode}: TX-2002`,
      `${courseCardTexts.agreement}: ${courseCardTexts.agreementAccepted(epochUsDay(-95))}`,
    ]);
    const links = [...view.panel().querySelectorAll('.sp-course-links a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      [courseCardTexts.schedule, '/pg/schedule?enrollmentId=E2002'],
      [accountScreens.findMakeup, '/pg/makeupsession?enrollmentId=E2002'],
      [courseCardTexts.receipt, '/printreceipt?enrollmentId=E2002'],
      [courseCardTexts.shipments, '/shipmentInfo?enrollmentId=E2002'],
      [courseCardTexts.extendCourse, '/pg/extensionoption?enrollmentId=E2002'],
    ]);
  });

  it('shows a balance due with a payment link, and no make-up or schedule for self-paced', async () => {
    const view = await renderCard(
      course({ enrollmentId: 'E2001', productTitle: 'MCAT Self-Paced', deliveryType: 1, scheduleDetailsUrl: null }),
      { open: true },
    );
    await waitFor(() => view.host.querySelector('dl'), 'the detail facts');
    expect(view.panel().textContent).toContain('$1,249.50');
    expect(view.link(courseCardTexts.payBalance)?.getAttribute('href')).toBe(brandSites.main.paymentUrl);
    expect(view.link(courseCardTexts.schedule)).toBeNull();
    expect(view.link(accountScreens.findMakeup)).toBeNull();
  });

  it('links the enrollment agreement when it is not accepted', async () => {
    const view = await renderCard(course({ enrollmentId: 'E2009', productTitle: 'MBE Bar Review', deliveryType: 1 }), { open: true });
    const link = await waitFor(() => view.link(courseCardTexts.agreementPending), 'the agreement link');
    expect(link.getAttribute('href')).toBe('/pg/enrollment-agreement?enrollmentId=E2009');
  });

  it('uses the schedule route when scheduleDetailsUrl is not an in-portal path', async () => {
    const view = await renderCard(course({ scheduleDetailsUrl: 'https://evil.test/schedule' }), { open: true });
    await waitFor(() => view.host.querySelector('dl'), 'the detail facts');
    expect(view.link(courseCardTexts.schedule)?.getAttribute('href')).toBe('/pg/schedule?enrollmentId=E2002');
  });

  it.each([
    { closed: 3, shown: true },
    { closed: 2, shown: false },
  ])('offers the class switch with $closed closed class-switch cases: $shown', async ({ closed, shown }) => {
    const cases = Array.from({ length: closed }, () => ({ status: 'Closed', subject: 'Class Schedule', typeDetail: 'Automated Class Switch' }));
    const view = await renderCard(course({ validClassSwitch: true, classStartDateStr: epochUsDay(-80), facilityZipCode: '10018' }), {
      open: true,
      patchDetail: (e) => {
        e.Interaction = [...cases, { status: 'New', subject: 'Class Schedule', typeDetail: 'Automated Class Switch' }];
      },
    });
    await waitFor(() => view.host.querySelector('dl'), 'the detail facts');
    const link = view.link(courseCardTexts.classSwitch);
    // Issue 16: the brand site's class-switch page, not a portal route (which was the not-found view).
    if (shown) {
      const href = new URL(link?.getAttribute('href') ?? '');
      expect(href.origin + href.pathname).toBe('https://www.summitprep.test/class-switch');
      expect(href.searchParams.get('enrollmentId')).toBe('E2002');
      expect(href.searchParams.get('zip')).toBe('10018');
    } else expect(link).toBeNull();
  });

  // Issue #13.12: an expired course cannot be made up or signed up for any more.
  it.each([
    { why: 'in the expired list', fields: { courseAccessExpirationDateStr: epochUsDay(-40), validCourseAccess: false }, expired: true },
    { why: 'past its expiry date', fields: { courseAccessExpirationDateStr: epochUsDay(-1) }, expired: false },
  ])('an expired course ($why) offers neither a make-up session nor the agreement to accept', async ({ fields, expired }) => {
    const classroom = await renderCard(course(fields), { open: true, expired });
    await waitFor(() => classroom.host.querySelector('dl'), 'the detail facts');
    expect(classroom.link(accountScreens.findMakeup)).toBeNull();
    expect(classroom.link(courseCardTexts.receipt)).not.toBeNull();
    const unsigned = await renderCard(course({ ...fields, enrollmentId: 'E2009', productTitle: 'MBE Bar Review', deliveryType: 1 }), { open: true, expired });
    await waitFor(() => unsigned.host.querySelector('dl'), 'the detail facts');
    expect(unsigned.link(courseCardTexts.agreementPending)).toBeNull();
    expect(unsigned.host.textContent).not.toContain(courseCardTexts.agreement);
  });

  it('survives a detail answer without this enrollment', async () => {
    const view = await renderCard(course({ enrollmentId: 'E9999', transactionCode: 'TX-OWN' }), { open: true });
    await waitFor(() => view.host.querySelector('dl'), 'the detail facts');
    expect(view.panel().textContent).toContain('TX-OWN');
    expect(view.link(courseCardTexts.receipt)).not.toBeNull();
  });
});

describe('CourseCard: Launch (account §4)', () => {
  it('names the course in the button, is disabled after one click, and re-enables after a few seconds when the page stayed', async () => {
    const view = await renderCard(course());
    const launch = view.launch();
    expect(launch).not.toBeNull();
    launch?.click();
    launch?.click();
    await waitFor(() => launch?.disabled, 'the disabled Launch');
    await idle();
    expect(view.left).toEqual(['https://lms.summitprep.test/course/CA2002']);
    expect(view.host.querySelector('[role="status"]')?.textContent).toBe(courseCardTexts.launching);
    launch?.click();
    await idle();
    expect(view.left).toHaveLength(1);
    // Issue #13.12: the LMS answered with a download or a 204, so the page is still here.
    view.clock.advance(launchRetryMs - 1);
    await idle();
    expect(launch?.disabled).toBe(true);
    view.clock.advance(1);
    await waitFor(() => launch?.disabled === false, 'Launch enabled again');
    expect(view.host.querySelector('[role="status"]')).toBeNull();
    launch?.click();
    await waitFor(() => view.left.length === 2, 'the second launch');
    expect(launch?.disabled).toBe(true);
  });

  it.each([
    { why: 'VITAL_SOURCE opens the book redirect', fields: { redirectType: 'VITAL_SOURCE' }, route: '/pg/vs?enrollmentId=E2002' },
    { why: 'PMIX opens the partner launch', fields: { redirectType: 'PMIX', portalRedirectURL: '/myaccount/pmix?courseAccessId=CA2002' }, route: '/myaccount/pmix?courseAccessId=CA2002' },
    { why: 'an in-portal portal URL opens as a route', fields: { portalRedirectURL: '/ade' }, route: '/ade' },
  ])('$why', async ({ fields, route }) => {
    const view = await renderCard(course(fields));
    view.launch()?.click();
    await waitFor(() => view.routes.length, 'the route');
    expect(view.routes.map((r) => r.path)).toEqual([route]);
    expect(view.left).toEqual([]);
    expect(view.calls).not.toContain('/rest-services/attendance/record');
  });

  it('a re-pointed course opens its enrollment agreement', async () => {
    const rerouted = '/pg/enrollment-agreement?enrollmentId=E2002&redirectUrl=https%3A%2F%2Fpmbr.summitprep.test%2Fx';
    const view = await renderCard(course(), { reroutedUrl: rerouted });
    view.launch()?.click();
    await waitFor(() => view.routes.length, 'the route');
    expect(view.routes.map((r) => r.path)).toEqual([rerouted]);
  });

  it.each([
    { why: 'succeeds', attendance: 'ok' as const },
    { why: 'fails', attendance: 'fail' as const },
  ])('a live online course records attendance first, then opens its page (the call $why)', async ({ attendance }) => {
    const view = await renderCard(
      course({ enrollmentId: 'E2003', productTitle: 'GRE Live Online', courseAccessId: 'CA2003', redirectType: 'LIVE_ONLINE', deliveryType: 11 }),
      { attendance },
    );
    view.launch()?.click();
    await waitFor(() => view.calls.includes('/rest-services/attendance/record'), 'the attendance call');
    // The attendance call is held: the page must not open before it is answered.
    await idle();
    expect(view.routes).toEqual([]);
    view.answerAttendance();
    const opened = await waitFor(() => view.routes[0], 'the route');
    expect(opened.path).toBe('/myaccount/live-online?courseAccessId=CA2003&productTitle=GRE+Live+Online');
    expect(opened.calls).toContain('attendance answered');
    const body = view.bodies[view.calls.indexOf('/rest-services/attendance/record')];
    expect(JSON.parse(body ?? '{}')).toEqual({ enrollmentId: 'E2003', courseAccessId: 'CA2003' });
    expect(view.launch()?.disabled).toBe(true);
  });

  it('refuses a portal URL off the brand: no Launch, an explanation instead', async () => {
    const view = await renderCard(course({ portalRedirectURL: 'https://evil.test/course' }));
    expect(view.launch()).toBeNull();
    expect(view.host.querySelector('.sp-course-note')?.textContent).toBe(courseCardTexts.launchRefused);
    expect(view.left).toEqual([]);
  });

  it('has no Launch when the course has no destination', async () => {
    const view = await renderCard(course({ portalRedirectURL: null }));
    expect(view.launch()).toBeNull();
    expect(view.toggle()).not.toBeNull();
  });
});
