import type { MakeupSession } from '../../core/api/structs/makeup';
import type { PortalServices } from '../../lib/portal-services';

/**
 * The make-up session a student has just booked in this mount (issue #15): what
 * the confirmation and print pages show. Kept in memory per mount only, so a
 * reload or a copied link finds none and those pages say so.
 */
export interface MakeupBooking {
  session: MakeupSession;
  enrollmentId: string;
  /** Live online (delivery type 11): no facility, times in ET. */
  isLol: boolean;
}

const bookings = new WeakMap<PortalServices, MakeupBooking>();

export function rememberBooking(services: PortalServices, booking: MakeupBooking): void {
  bookings.set(services, booking);
}

export function bookedMakeup(services: PortalServices): MakeupBooking | null {
  return bookings.get(services) ?? null;
}
