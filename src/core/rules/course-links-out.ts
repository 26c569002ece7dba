import { type Brand } from '../config/brands';
import { type Carrier, brandSite } from '../config/brand-sites';
import { programGroup } from './programs';
import { outboundUrl } from './outbound-url';
import { resolveRedirect } from './redirect';
import { trackingLink } from './tracking';

/*
 * Issue #20.1 (account §7 "Outbound links"): the pages of the brand's other
 * services a course's details link to. Each target is the brand config's https
 * page (config/brands.ts `courseLinks`, `paymentUrl`, `tracking`) with only the
 * query the spec names; which course gets which link is our reading of the
 * fields the spec names (docs/decisions.md, "Outbound links (20.1)").
 */

export type CourseLinkId = 'tutoringSurvey' | 'canvas' | 'practiceTest' | 'forum' | 'payment' | 'tracking';

export interface CourseLinkOut {
  id: CourseLinkId;
  url: string;
  /** tracking: the shipment's kit name (may be empty) and carrier. */
  kit?: string;
  carrier?: Carrier;
}

/** The course fields the links read (account §3 names). */
export interface LinkCourseLike {
  enrollmentId: string;
  programCode?: string | null;
  deliveryType?: number | string | null;
  redirectType?: string | null;
  portalRedirectURL?: string | null;
  purchaseStatus?: string | null;
}

/** The per-enrollment detail fields the links read (account §3 "Detail data per enrollment"). */
export interface LinkDetailLike {
  balanceDue?: number | null;
  Product?: readonly ({ Program?: { shortName?: string | null } | null } | null | undefined)[];
  Shipment?: readonly { trackingNumber?: string | null; WarehouseKit?: { name?: string | null } | null }[];
}

/** Account §4/§8: statuses whose resources are held; only the payment and tracking links stay. */
const held = new Set(['DISABLE', 'DECLINE', 'FREEZE', 'DROP']);
/** Delivery types (account §3) that include the practice-test bank: self-paced, classroom, live online. */
const practiceTestDeliveries = new Set(['1', '2', '11']);

const text = (v: string | number | null | undefined) => String(v ?? '').trim();

function withQuery(page: string, query: Record<string, string>): string | null {
  const url = outboundUrl(page);
  if (!url) return null;
  url.search = new URLSearchParams(query).toString();
  return url.href;
}

/** Account §7 canvas auth: the course's portal URL is the redirectUrl, only when it is https on the brand's domains (redirect rule). */
function canvasUrl(course: LinkCourseLike, brand: Brand): string | null {
  const decision = resolveRedirect(text(course.portalRedirectURL), { brand });
  if (!decision.safe || !outboundUrl(decision.target)) return null;
  const { canvasAuth, canvasClient } = brandSite(brand).courseLinks;
  return withQuery(canvasAuth, { enrollmentId: course.enrollmentId, canvasClient, redirectUrl: decision.target });
}

/**
 * The outbound links of one course, in display order. `detail` is the
 * enrollment's detail data (null when the answer did not hold it); `ended`
 * is an expired course, which keeps only its payment and tracking links.
 */
export function courseLinksOut(course: LinkCourseLike, detail: LinkDetailLike | null, options: { brand: Brand; ended: boolean }): CourseLinkOut[] {
  const { brand, ended } = options;
  const site = brandSite(brand);
  const status = text(course.purchaseStatus).toUpperCase();
  const delivery = text(course.deliveryType);
  const group = programGroup(detail?.Product?.[0]?.Program?.shortName || course.programCode);
  const open = !ended && !held.has(status);
  const links: [CourseLinkId, string | null][] = [];
  if (open && delivery === '4') links.push(['tutoringSurvey', withQuery(site.courseLinks.tutoringSurvey, { eid: course.enrollmentId })]);
  if (open && text(course.redirectType).toUpperCase() === 'CANVAS') links.push(['canvas', canvasUrl(course, brand)]);
  if (open && (group === 'graduate' || group === 'precollege') && practiceTestDeliveries.has(delivery)) {
    links.push(['practiceTest', withQuery(site.courseLinks.practiceTest, {})]);
  }
  if (open && (group === 'law' || group === 'nursing' || group === 'medical')) links.push(['forum', withQuery(site.courseLinks.forum, {})]);
  if ((detail?.balanceDue ?? 0) > 0 || status === 'DECLINE') links.push(['payment', withQuery(site.paymentUrl, {})]);
  const out: CourseLinkOut[] = links.flatMap(([id, url]) => (url ? [{ id, url }] : []));
  for (const shipment of detail?.Shipment ?? []) {
    const link = trackingLink(shipment.trackingNumber, site.tracking);
    if (link) out.push({ id: 'tracking', url: link.url, carrier: link.carrier, kit: text(shipment.WarehouseKit?.name) });
  }
  return out;
}
