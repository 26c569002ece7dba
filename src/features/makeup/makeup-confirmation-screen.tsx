import { accessScreens } from '../../core/messages/access';
import { makeupBookingTexts as t } from '../../core/messages/makeup-booking';
import { makeupCalendarEvent } from '../../core/rules/makeup-calendar';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { AddToCalendar } from '../../ui/add-to-calendar';
import { PortalLink } from '../../ui/portal-link';
import { Screen } from '../../ui/screen';
import { bookedMakeup } from './makeup-booking';
import { MakeupSessionDetails, NoMakeupBooking } from './makeup-session-details';

/**
 * account §2 `/pg/makeupsession/confirmation`: "Your spot is booked." with the
 * session just booked in this mount, the sign-up confirmation's calendar
 * options (New York times), a Print link to the printable page and Go to my
 * account (/myaccount). Without a booking: NoMakeupBooking.
 */
export function MakeupConfirmationScreen() {
  const services = usePortal();
  const booking = bookedMakeup(services);
  if (!booking) return <NoMakeupBooking />;
  const event = makeupCalendarEvent(booking.session, services.brand.domains[0] ?? services.brand.id);
  return (
    <Screen heading={accessScreens.spotBooked}>
      <MakeupSessionDetails booking={booking} event={event} />
      {event ? <AddToCalendar event={event} /> : null}
      <div className="sp-booking-actions">
        <PortalLink href={pathTo('makeupPrint')} className="sp-button" variant="secondary">
          {t.printLink}
        </PortalLink>
        <PortalLink href={pathTo('myAccount')} className="sp-button">
          {accessScreens.goToMyAccount}
        </PortalLink>
      </div>
    </Screen>
  );
}
