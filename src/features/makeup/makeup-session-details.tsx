import type { ReactNode } from 'react';
import { accountScreens } from '../../core/messages/account';
import { makeupBookingTexts as t } from '../../core/messages/makeup-booking';
import { type CalendarEvent, eventWhen } from '../../core/rules/calendar-event';
import { pathTo } from '../../lib/paths';
import { PortalLink } from '../../ui/portal-link';
import { Screen } from '../../ui/screen';
import type { MakeupBooking } from './makeup-booking';

/** The New York date and start–end time line (account §9), the day alone when the session has no readable time. */
function whenText(event: CalendarEvent): string {
  const when = eventWhen(event);
  return when.startTime && when.endTime ? t.when(when.startDay, when.startTime, when.endTime) : when.startDay;
}

const present = (...parts: (string | null | undefined)[]) => parts.map((p) => p?.trim() ?? '').filter(Boolean);

/**
 * account §3 make-up session: its name, New York date and time, and where it
 * is: facility, room and address, or live online (delivery type 11, no place).
 */
export function MakeupSessionDetails({ booking, event }: { booking: MakeupBooking; event: CalendarEvent | null }) {
  const { session } = booking;
  const title = session.name?.trim() || session.classCode?.trim() || session.sessionId;
  const online = booking.isLol || session.isLol === true;
  const cityLine = present(present(session.facilityCity, session.state).join(', '), session.zip).join(' ');
  const place = online ? [t.liveOnline] : present(session.facilityName, session.roomName, session.address1, session.address2, cityLine);
  return (
    <div className="sp-booking-event sp-makeup-session">
      <p className="sp-muted">{t.sessionLabel}</p>
      <h2 className="sp-booking-name">{title}</h2>
      {event ? <p className="sp-booking-when">{whenText(event)}</p> : null}
      {place.length > 0 ? (
        <p className="sp-makeup-place">
          {place.map((line, i) => (
            <span key={i} className="sp-makeup-place-line">
              {line}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Either page opened without a booking in this mount (a reload, a copied
 * link): says so, with the way to find a session (account §2).
 */
export function NoMakeupBooking() {
  return (
    <Screen heading={t.noBookingHeading}>
      <p>{t.noBookingLead}</p>
      <PortalLink href={pathTo('makeup')} className="sp-button">
        {accountScreens.findMakeup}
      </PortalLink>
    </Screen>
  );
}
