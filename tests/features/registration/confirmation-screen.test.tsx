import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestClock, epoch } from '../../support/epoch';
import { accessScreens } from '../../../src/core/messages/access';
import { accessErrors, transportErrors } from '../../../src/core/messages/errors';
import { bookingTexts } from '../../../src/core/messages/registration';
import { portalScreens, shellTexts } from '../../../src/core/messages/shell';
import { guardedRedirect } from '../../../src/core/rules/route-guard';
import { alerts, button, hashRoute, heading, link, renderPortal } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const path = '/pg/confirmation?classid=7001';

// Fixture class 7001 runs from $instant(+5d) to $instant(+6d): five and six days after the epoch.
const dayMs = 86_400_000;
const classStart = new Date(epoch.getTime() + 5 * dayMs);
const classEnd = new Date(epoch.getTime() + 6 * dayMs);

/** An instant in UTC as calendars write it: 20261126T150000Z. */
const utcStamp = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
/** An instant as an ISO string to the second: 2026-11-26T15:00:00Z. */
const isoUtc = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The parts of an instant on the New York wall clock (access §9: times are shown in America/New_York). */
function newYork(instant: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', ...options }).formatToParts(instant);
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}
/** "dddd, MMMM DD YYYY" (access §9). */
const longDay = (instant: Date) => {
  const p = newYork(instant, { weekday: 'long', month: 'long', day: '2-digit', year: 'numeric' });
  return `${p.weekday}, ${p.month} ${p.day} ${p.year}`;
};
/** "h:mm AM". */
const clockTime = (instant: Date) => {
  const p = newYork(instant, { hour: 'numeric', minute: '2-digit', hour12: true });
  return `${p.hour}:${p.minute} ${p.dayPeriod}`;
};
/** The New York wall clock as iCalendar writes a TZID time: 20261126T100000. */
const wallStamp = (instant: Date) => {
  const p = newYork(instant, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
};

describe('confirmation', () => {
  it("says 'Your spot is booked.' with the event's name and New York date and time", async () => {
    const { host } = await renderPortal(path, { clock: createTestClock() });
    await waitFor(() => host.querySelector('.sp-booking-name'), 'the event');
    expect(heading(host)).toBe(accessScreens.spotBooked);
    expect(host.querySelector('.sp-booking-name')?.textContent).toBe('USMLE Step 1 Free Trial Class');
    expect(host.querySelector('.sp-booking-when')?.textContent).toBe(
      bookingTexts.eventSpan(longDay(classStart), clockTime(classStart), longDay(classEnd), clockTime(classEnd)),
    );
    // Strict CSP: nothing on the screen carries a style attribute.
    expect(host.querySelector('[style]')).toBeNull();
  });

  it('adds to Google and Outlook through links that open a new tab without an opener', async () => {
    const { host } = await renderPortal(path, { clock: createTestClock() });
    await waitFor(() => link(host, accessScreens.calendarGoogle), 'the calendar links');
    expect(host.textContent).toContain(accessScreens.addToCalendar);
    const google = link(host, accessScreens.calendarGoogle);
    const outlook = link(host, accessScreens.calendarOutlook);
    expect(google?.getAttribute('href')).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=USMLE%20Step%201%20Free%20Trial%20Class' +
        `&dates=${utcStamp(classStart)}%2F${utcStamp(classEnd)}&ctz=America%2FNew_York`,
    );
    expect(outlook?.getAttribute('href')).toBe(
      'https://outlook.live.com/calendar/0/deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&rru=addevent' +
        `&subject=USMLE%20Step%201%20Free%20Trial%20Class&startdt=${encodeURIComponent(isoUtc(classStart))}` +
        `&enddt=${encodeURIComponent(isoUtc(classEnd))}&allday=false`,
    );
    for (const a of [google, outlook]) {
      expect(a?.target).toBe('_blank');
      expect(a?.rel.split(' ')).toContain('noopener');
      const description = host.querySelector(`[id="${a?.getAttribute('aria-describedby')}"]`);
      expect(description?.textContent).toBe(shellTexts.opensInNewTab);
    }
  });

  it('downloads an .ics file for Apple from a Blob URL, then revokes it', async () => {
    const clock = createTestClock();
    const { host } = await renderPortal(path, { clock });
    await waitFor(() => host.querySelector('.sp-calendar'), 'the calendar options');
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:stub-1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    onTestFinished(() => {
      create.mockRestore();
      revoke.mockRestore();
    });
    const clicked: HTMLAnchorElement[] = [];
    host.addEventListener('click', (event) => {
      const target = event.target;
      if (target instanceof HTMLAnchorElement && target.hasAttribute('download')) {
        clicked.push(target);
        event.preventDefault();
      }
    });

    button(host, accessScreens.calendarApple).click();
    expect(create).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(1);
    const anchor = clicked[0];
    expect(anchor?.getAttribute('href')).toBe('blob:stub-1');
    expect(anchor?.download).toBe('usmle-step-1-free-trial-class.ics');
    expect(anchor?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    const text = (await blobs[0]?.text()) ?? '';
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`\r\nDTSTART;TZID=America/New_York:${wallStamp(classStart)}\r\n`);
    expect(text).toContain(`\r\nDTEND;TZID=America/New_York:${wallStamp(classEnd)}\r\n`);
    expect(text).toContain('\r\nSUMMARY:USMLE Step 1 Free Trial Class\r\n');
    // Stamped with the mount's clock, which has not moved from the epoch.
    expect(text).toContain(`\r\nDTSTAMP:${utcStamp(epoch)}\r\n`);

    expect(revoke).not.toHaveBeenCalled();
    clock.advance(1000);
    expect(revoke).toHaveBeenCalledWith('blob:stub-1');
  });

  it('links to the event finder and to my account', async () => {
    const { host } = await renderPortal(path, { routing: 'hash', clock: createTestClock() });
    await waitFor(() => link(host, accessScreens.goToMyAccount), 'the account link');
    expect(link(host, accessScreens.lookForAnotherEvent)?.getAttribute('href')).toBe('https://www.summitprep.test/events');
    const account = link(host, accessScreens.goToMyAccount);
    expect(account?.getAttribute('href')).toBe('#/myaccount/resources?pivot=true');
    account?.click();
    // A visitor is then sent on to log in by the route guard, with my account as the redirect.
    await waitFor(() => hashRoute() === guardedRedirect('/myaccount/resources', 'pivot=true'), 'the login on the way to my account');
  });

  it.each(['/pg/confirmation', '/pg/confirmation?classid=9999'])("shows 'No Event Found' for %s", async (missing) => {
    const { host } = await renderPortal(missing, { clock: createTestClock() });
    await waitFor(() => heading(host) === accessErrors.noEvent, 'No Event Found');
    expect(host.querySelector('.sp-calendar')).toBeNull();
    expect(link(host, accessScreens.lookForAnotherEvent)?.getAttribute('href')).toBe('https://www.summitprep.test/events');
  });

  it('shows a load failure with Try again, which loads the class', async () => {
    const { host, handle } = await renderPortal('/login', { clock: createTestClock() });
    // The session check is answered before the class lookup is made to fail.
    await idle();
    const fetchSpy = vi.mocked(window.fetch);
    const passThrough = fetchSpy.getMockImplementation();
    let failures = 1;
    fetchSpy.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('courseDetailsSearch') && failures > 0) {
        failures -= 1;
        return new Response('', { status: 503 });
      }
      if (!passThrough) throw new Error('no fetch');
      return passThrough(input, init);
    });
    handle.navigate(path);
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    expect(heading(host)).toBe(accessScreens.spotBooked);
    expect(host.querySelector('.sp-booking-name')).toBeNull();
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => host.querySelector('.sp-booking-name'), 'the event');
    expect(alerts(host)).toEqual([]);
  });
});
