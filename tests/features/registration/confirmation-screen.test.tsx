import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestClock } from '../../support/epoch';
import { accessErrors, accessScreens, bookingTexts, portalScreens, shellTexts, transportErrors } from '../../../src/core/messages';
import { alerts, button, hashRoute, heading, link, renderPortal, settle, waitFor } from '../render-portal';

// The simulator starts at 2026-11-21T15:00Z; class 7001 runs from 26 Nov 15:00Z to 27 Nov 15:00Z (10:00 EST).
const path = '/pg/confirmation?classid=7001';

describe('confirmation', () => {
  it("says 'Your spot is booked.' with the event's name and New York date and time", async () => {
    const { host } = await renderPortal(path, { clock: createTestClock() });
    await waitFor(() => host.querySelector('.sp-booking-name'), 'the event');
    expect(heading(host)).toBe(accessScreens.spotBooked);
    expect(host.querySelector('.sp-booking-name')?.textContent).toBe('USMLE Step 1 Free Trial Class');
    expect(host.querySelector('.sp-booking-when')?.textContent).toBe(
      bookingTexts.eventSpan('Thursday, November 26 2026', '10:00 AM', 'Friday, November 27 2026', '10:00 AM'),
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
        '&dates=20261126T150000Z%2F20261127T150000Z&ctz=America%2FNew_York',
    );
    expect(outlook?.getAttribute('href')).toBe(
      'https://outlook.live.com/calendar/0/deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&rru=addevent' +
        '&subject=USMLE%20Step%201%20Free%20Trial%20Class&startdt=2026-11-26T15%3A00%3A00Z&enddt=2026-11-27T15%3A00%3A00Z&allday=false',
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
    expect(text).toContain('\r\nDTSTART;TZID=America/New_York:20261126T100000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=America/New_York:20261127T100000\r\n');
    expect(text).toContain('\r\nSUMMARY:USMLE Step 1 Free Trial Class\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261121T150000Z\r\n');

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
    await waitFor(
      () => hashRoute().startsWith('/myaccount/resources') || hashRoute().includes(encodeURIComponent('/myaccount/resources')),
      'my account',
    );
  });

  it.each(['/pg/confirmation', '/pg/confirmation?classid=9999'])("shows 'No Event Found' for %s", async (missing) => {
    const { host } = await renderPortal(missing, { clock: createTestClock() });
    await waitFor(() => heading(host) === accessErrors.noEvent, 'No Event Found');
    expect(host.querySelector('.sp-calendar')).toBeNull();
    expect(link(host, accessScreens.lookForAnotherEvent)).not.toBeNull();
  });

  it('shows a load failure with Try again, which loads the class', async () => {
    const { host, handle } = await renderPortal('/login', { clock: createTestClock() });
    await settle();
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
    await waitFor(() => alerts(host).includes(transportErrors.upstreamFailed), 'the failure');
    expect(heading(host)).toBe(accessScreens.spotBooked);
    expect(host.querySelector('.sp-booking-name')).toBeNull();
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => host.querySelector('.sp-booking-name'), 'the event');
    expect(alerts(host)).toEqual([]);
  });
});
