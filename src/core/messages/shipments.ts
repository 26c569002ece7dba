import { catalogue } from './catalogue';
import type { Carrier } from '../config/brand-sites';

/*
 * Issue #16 shipments (account §2 /shipmentInfo, /pgs/shipmentInfo): the
 * spec names the contents (shipping status, a tracking link per shipment)
 * without wording; these texts are ours (docs/decisions.md). The screen's
 * heading is routes.ts's.
 */
export const shipmentsTexts = /*#__PURE__*/ catalogue('shipmentsTexts', {
  loading: 'Loading your shipments…',
  notFound: 'We couldn’t find the shipments of this course. Please open them from My Resources.',
  /** The empty state of one course, and of the whole account (no enrollmentId). */
  noneForCourse: 'Nothing ships with this course.',
  noneAtAll: 'None of your courses has anything to ship.',
  shipment: 'Shipment',
  status: 'Status',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  notGiven: '—',
  noTracking: 'No tracking number yet',
  /** Hidden after the linked number: where it leads (a carrier, or the brand's own tracking page). */
  trackWith: (carrier: string | null) => (carrier ? `, track with ${carrier}` : ', track your shipment'),
  carriers: { ups: 'UPS', fedex: 'FedEx', usps: 'USPS', other: null } satisfies Record<Carrier, string | null>,
} as const);
