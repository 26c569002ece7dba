import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { accountScreens } from '../../../src/core/messages/account';
import { makeupBookingTexts } from '../../../src/core/messages/makeup-booking';
import { routeTitles } from '../../../src/core/messages/routes';
import { shellTexts } from '../../../src/core/messages/shell';
import { portalEdition } from '../../../src/app/portal-edition';
import { makeupBookingCss } from '../../../src/features/makeup/makeup-booking-css';
import { epoch } from '../../support/epoch';
import { waitFor } from '../../support/wait';
import { button, heading, link, renderSignedIn } from '../render-portal';
import { inPersonBooking, liveOnlineBooking, renderBookedRoute } from './booking-harness';

const confirmation = '/pg/makeupsession/confirmation';
const print = '/pg/makeupsession/printsession';

/** The place lines of the session box. */
const placeLines = (host: ParentNode) => [...host.querySelectorAll('.sp-makeup-place-line')].map((l) => l.textContent);

describe('make-up confirmation (account §2)', () => {
  it("says 'Your spot is booked.' with the session's name, New York date and time, facility, room and address", async () => {
    const { host } = renderBookedRoute(confirmation, inPersonBooking);
    await waitFor(() => heading(host) === accessScreens.spotBooked, 'the booked heading');
    expect(host.querySelector('.sp-booking-name')?.textContent).toBe('MCAT Chemistry 1 (make-up)');
    expect(host.querySelector('.sp-booking-when')?.textContent).toBe('Friday, November 27 2026, 6:00 PM – 9:00 PM ET');
    expect(placeLines(host)).toEqual(['Summit Prep Midtown Center', 'Room 301', '1440 Broadway', 'Floor 3', 'New York, NY 10018']);
    expect(host.textContent).not.toContain(makeupBookingTexts.liveOnline);
    expect(host.querySelector('[style]')).toBeNull();
  });

  it('says a live-online session is live online, with no place', async () => {
    const { host } = renderBookedRoute(confirmation, liveOnlineBooking);
    await waitFor(() => heading(host) === accessScreens.spotBooked, 'the booked heading');
    expect(host.querySelector('.sp-booking-when')?.textContent).toBe('Monday, November 23 2026, 8:00 PM – 10:00 PM ET');
    expect(placeLines(host)).toEqual([makeupBookingTexts.liveOnline]);
  });

  it('shows the session without a date line or calendar options when its date is unreadable', async () => {
    const undated = { ...inPersonBooking, session: { ...inPersonBooking.session, sessionDate: 'TBD' } };
    const { host } = renderBookedRoute(confirmation, undated);
    await waitFor(() => heading(host) === accessScreens.spotBooked, 'the booked heading');
    expect(host.querySelector('.sp-booking-name')?.textContent).toBe('MCAT Chemistry 1 (make-up)');
    expect(host.querySelector('.sp-booking-when')).toBeNull();
    expect(host.querySelector('.sp-calendar')).toBeNull();
    expect(link(host, accessScreens.goToMyAccount)).not.toBeNull();
  });

  it('adds to Google and Outlook with the New York times as UTC instants, in a new tab', async () => {
    const { host } = renderBookedRoute(confirmation, inPersonBooking);
    const google = await waitFor(() => link(host, accessScreens.calendarGoogle), 'the calendar links');
    expect(host.textContent).toContain(accessScreens.addToCalendar);
    // 6:00 PM – 9:00 PM EST on 27 November 2026 is 23:00 – 02:00 UTC.
    expect(google.getAttribute('href')).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=MCAT%20Chemistry%201%20(make-up)' +
        '&dates=20261127T230000Z%2F20261128T020000Z&ctz=America%2FNew_York',
    );
    const outlook = link(host, accessScreens.calendarOutlook);
    expect(outlook?.getAttribute('href')).toBe(
      'https://outlook.live.com/calendar/0/deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&rru=addevent' +
        '&subject=MCAT%20Chemistry%201%20(make-up)&startdt=2026-11-27T23%3A00%3A00Z&enddt=2026-11-28T02%3A00%3A00Z&allday=false',
    );
    for (const a of [google, outlook]) {
      expect(a?.target).toBe('_blank');
      expect(a?.rel.split(' ')).toContain('noopener');
      expect(host.querySelector(`[id="${a?.getAttribute('aria-describedby')}"]`)?.textContent).toBe(shellTexts.opensInNewTab);
    }
  });

  it('downloads an .ics file for Apple in New York time, stamped with the mount clock', async () => {
    const { host } = renderBookedRoute(confirmation, inPersonBooking);
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
      if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download')) {
        clicked.push(event.target);
        event.preventDefault();
      }
    });
    button(host, accessScreens.calendarApple).click();
    expect(clicked.map((a) => a.download)).toEqual(['mcat-chemistry-1-make-up.ics']);
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    const text = (await blobs[0]?.text()) ?? '';
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('\r\nDTSTART;TZID=America/New_York:20261127T180000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=America/New_York:20261127T210000\r\n');
    expect(text).toContain('\r\nSUMMARY:MCAT Chemistry 1 (make-up)\r\n');
    expect(text).toContain('\r\nUID:makeup-MS8001@');
    expect(text).toContain(`\r\nDTSTAMP:${epoch.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')}\r\n`);
  });

  it('links to my account (/myaccount) and to the printable page', async () => {
    const { host, route } = renderBookedRoute(confirmation, inPersonBooking);
    const account = await waitFor(() => link(host, accessScreens.goToMyAccount), 'the account link');
    expect(account.getAttribute('href')).toBe('/myaccount');
    const printLink = link(host, makeupBookingTexts.printLink);
    expect(printLink?.getAttribute('href')).toBe(print);
    printLink?.click();
    await waitFor(() => route() === print && heading(host) === routeTitles.makeupPrint, 'the printable page');
    expect(host.querySelector('.sp-booking-name')?.textContent).toBe('MCAT Chemistry 1 (make-up)');
  });
});

describe('make-up print page (account §2)', () => {
  it("shows the session's details with a Print button that opens the browser's print dialog", async () => {
    // happy-dom has no print dialog; a browser's window.print opens it.
    const printSpy = vi.fn();
    Object.defineProperty(window, 'print', { configurable: true, writable: true, value: printSpy });
    onTestFinished(() => {
      Reflect.deleteProperty(window, 'print');
    });
    const { host } = renderBookedRoute(print, inPersonBooking);
    await waitFor(() => heading(host) === routeTitles.makeupPrint, 'the printable page');
    const details = host.querySelector('.sp-makeup-print');
    expect(details?.querySelector('.sp-booking-when')?.textContent).toBe('Friday, November 27 2026, 6:00 PM – 9:00 PM ET');
    expect(placeLines(host)).toEqual(['Summit Prep Midtown Center', 'Room 301', '1440 Broadway', 'Floor 3', 'New York, NY 10018']);
    // On paper: the session only, no calendar options and no buttons inside the printed part.
    expect(details?.querySelector('button, a')).toBeNull();
    expect(host.querySelector('.sp-calendar')).toBeNull();
    expect(printSpy).not.toHaveBeenCalled();
    button(host, makeupBookingTexts.print).click();
    expect(printSpy).toHaveBeenCalledTimes(1);
  });

  it('goes back to the confirmation', async () => {
    const { host, route } = renderBookedRoute(print, liveOnlineBooking);
    const back = await waitFor(() => link(host, makeupBookingTexts.back), 'the way back');
    back.click();
    await waitFor(() => route() === confirmation && heading(host) === accessScreens.spotBooked, 'the confirmation');
    expect(placeLines(host)).toEqual([makeupBookingTexts.liveOnline]);
  });

  it('prints without the header, footer, skip link or buttons (the edition carries the print rules)', () => {
    expect(portalEdition.css).toContain(makeupBookingCss);
    const printRules = makeupBookingCss.slice(makeupBookingCss.indexOf('@media print'));
    for (const hidden of ['.sp-header', '.sp-footer', '.sp-skip', '.sp-makeup-print-actions']) expect(printRules).toContain(hidden);
    expect(printRules).toMatch(/display: none/);
  });
});

describe.each([
  ['confirmation', confirmation],
  ['print page', print],
])('the make-up %s without a booking (a reload, a copied link)', (_name, path) => {
  it('says there is nothing to show and links to find a session', async () => {
    const { host, route } = renderBookedRoute(path, null);
    await waitFor(() => heading(host) === makeupBookingTexts.noBookingHeading, 'the no-booking message');
    expect(host.textContent).toContain(makeupBookingTexts.noBookingLead);
    expect(host.querySelector('.sp-calendar, .sp-booking-name')).toBeNull();
    const find = link(host, accountScreens.findMakeup);
    expect(find?.getAttribute('href')).toBe('/pg/makeupsession');
    find?.click();
    await waitFor(() => route() === '/pg/makeupsession', 'the make-up search route');
  });
});

describe('the make-up pages in a real mount', () => {
  it.each([confirmation, print])('%s opened after logging in (a copied link) shows the no-booking message in the shell', async (path) => {
    const { host } = await renderSignedIn(path);
    await waitFor(() => heading(host) === makeupBookingTexts.noBookingHeading, 'the no-booking message');
    expect(host.querySelector('.sp-header')).not.toBeNull();
    expect(link(host, accountScreens.findMakeup)?.getAttribute('href')).toBe('#/pg/makeupsession');
  });
});
