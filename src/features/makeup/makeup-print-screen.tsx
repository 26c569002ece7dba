import { makeupBookingTexts as t } from '../../core/messages/makeup-booking';
import { routeTitles } from '../../core/messages/routes';
import { makeupCalendarEvent } from '../../core/rules/makeup-calendar';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Button } from '../../ui/button';
import { PortalLink } from '../../ui/portal-link';
import { Screen } from '../../ui/screen';
import { bookedMakeup } from './makeup-booking';
import { MakeupSessionDetails, NoMakeupBooking } from './makeup-session-details';

/**
 * account §2 `/pg/makeupsession/printsession`: the booked session's details
 * on the print stylesheet (makeup-css.ts: no header, footer or buttons on
 * paper), a Print button (the browser's dialog) and the way back to the
 * confirmation. Without a booking: NoMakeupBooking.
 */
export function MakeupPrintScreen() {
  const services = usePortal();
  const booking = bookedMakeup(services);
  if (!booking) return <NoMakeupBooking />;
  const event = makeupCalendarEvent(booking.session, services.brand.domains[0] ?? services.brand.id);
  return (
    <Screen heading={routeTitles.makeupPrint}>
      <div className="sp-makeup-print">
        <MakeupSessionDetails booking={booking} event={event} />
      </div>
      <div className="sp-makeup-print-actions">
        <Button onClick={() => window.print()}>{t.print}</Button>
        <PortalLink href={pathTo('makeupConfirmation')} className="sp-button" variant="secondary">
          {t.back}
        </PortalLink>
      </div>
    </Screen>
  );
}
