import type { ReactNode } from 'react';
import type { ClassDetails } from '../../core/api/structs/registration';
import { accessScreens } from '../../core/messages/access';
import { bookingTexts } from '../../core/messages/registration';
import { type EventWhen, classCalendarEvent, eventWhen } from '../../core/rules/calendar-event';
import { defaultAfterLoginRoute } from '../../core/rules/redirect';
import { usePortal } from '../../lib/portal-services';
import { Screen } from '../../ui/screen';
import { AddToCalendar } from '../../ui/add-to-calendar';
import { WithBookedClass } from './confirmation-class-state';

/** The New York date and time line (access §9). */
function whenText(when: EventWhen): string {
  if (when.startTime && when.endTime) {
    return when.sameDay
      ? bookingTexts.eventTimes(when.startDay, when.startTime, when.endTime)
      : bookingTexts.eventSpan(when.startDay, when.startTime, when.endDay, when.endTime);
  }
  return when.sameDay ? when.startDay : bookingTexts.eventDays(when.startDay, when.endDay);
}

/**
 * A portal route outside the sign-up flow (my account): a real link (new
 * tab, copy) whose plain click goes through `openRoute`, so an edition
 * without the route sends the student to the full portal.
 */
function PortalRouteLink({ path, children }: { path: string; children: ReactNode }) {
  const { routeHref, openRoute } = usePortal();
  return (
    <a
      className="sp-button"
      data-block="true"
      href={routeHref(path)}
      onClick={(event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        openRoute(path);
      }}
    >
      {children}
    </a>
  );
}

function BookedClass({ details }: { details: ClassDetails }) {
  const { brand } = usePortal();
  const event = classCalendarEvent(details, brand.domains[0] ?? brand.id);
  const title = details.name?.trim() || details.code;
  return (
    <Screen heading={accessScreens.spotBooked}>
      <div className="sp-booking-event">
        <p className="sp-muted">{bookingTexts.eventLabel}</p>
        <h2 className="sp-booking-name">{title}</h2>
        {event ? <p className="sp-booking-when">{whenText(eventWhen(event))}</p> : null}
      </div>
      {event ? <AddToCalendar event={event} /> : null}
      <div className="sp-booking-actions">
        <a className="sp-button" data-variant="secondary" data-block="true" href={brand.findEventUrl}>
          {accessScreens.lookForAnotherEvent}
        </a>
        <PortalRouteLink path={defaultAfterLoginRoute}>{accessScreens.goToMyAccount}</PortalRouteLink>
      </div>
    </Screen>
  );
}

/**
 * access §2 `/pg/confirmation?classid=…`: the booked heading with the
 * event's name, New York date and time, the calendar options, the event
 * finder and my account; accessErrors.noEvent without a class.
 */
export function ConfirmationScreen() {
  return <WithBookedClass heading={accessScreens.spotBooked}>{(details) => <BookedClass details={details} />}</WithBookedClass>;
}
