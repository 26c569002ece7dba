import { accountScreens } from '../messages/account';
import { purchaseStatusBanners } from '../messages/errors';
import {
  type CalendarDate,
  addDays,
  calendarDateInZone,
  compareDates,
  daysBetween,
  formatUsDate,
  parseUpstreamDate,
} from '../time/calendar';
import type { Brand } from '../config/brands';
import { classSwitchUrl } from './links-out';
import { type ProductCatalog, defaultCatalog, listHas } from './programs';
import { dayText } from '../messages/formats';

/**
 * The course fields these rules read (account §3 names). Structural, so the
 * API client's enrollment struct fits it as it is.
 */
export interface CourseLike {
  enrollmentId?: string | number | null;
  productId?: string | number | null;
  productCode?: string | null;
  programCode?: string | null;
  classId?: string | number | null;
  redirectType?: string | null;
  storeFront?: string | null;
  courseAccessStartDateStr?: string | null;
  courseAccessExpirationDateStr?: string | null;
  classStartDateStr?: string | null;
  validCourseAccess?: boolean | string | null;
  validClassSwitch?: boolean | string | null;
  deliveryType?: number | string | null;
  extensionProduct?: boolean | string | null;
  subscriptionProduct?: boolean | string | null;
  facilityZipCode?: string | null;
}

/** Account §3 message banner: msg and type, keyed by redirect type or ALL. */
export interface BannerMessageLike {
  redirectType: string;
  type?: string | null;
  msg?: string | null;
}

export type ExpiryKind = 'starts' | 'expires-soon' | 'expires-today' | 'expires' | 'renews' | 'expired';

export interface ExpiryText {
  kind: ExpiryKind;
  text: string;
  /** The date the text is about, MM/DD/YYYY. */
  date: string;
}

/** Account §9: the expiry warning window in days. */
export const expiryWarningDays = 14;
/** Account §9: Extend Course shows until expiry plus this many days. */
export const extensionGraceDays = 60;
/** Account §9: class-switch end date is expiry plus this many days. */
export const classSwitchExtraDays = 30;
/** Account §9: default zip for the class-switch search. */
export const classSwitchDefaultZip = '10018';
/** Account §9 literal: the link is hidden when fewer than this many closed automated switch cases exist. */
export const classSwitchMinClosedCases = 3;

const truthy = (v: boolean | string | null | undefined): boolean =>
  v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'true');

const dateOf = (text: string | null | undefined): CalendarDate | null => (text ? parseUpstreamDate(text) : null);

/**
 * Account §4 expiry text of a course card. Days are calendar days in
 * America/New_York from `now`. Null when the course has no readable expiry
 * date (and no future start), since there is nothing true to say.
 */
export function courseExpiryText(
  course: CourseLike,
  options: { now: Date; isSubscription?: boolean; subscriptionCancelled?: boolean },
): ExpiryText | null {
  const today = calendarDateInZone(options.now);
  const start = dateOf(course.courseAccessStartDateStr);
  if (start && compareDates(start, today) > 0) {
    const date = dayText(start);
    return { kind: 'starts', text: accountScreens.startsOn(date), date };
  }
  const expiry = dateOf(course.courseAccessExpirationDateStr);
  if (!expiry) return null;
  const date = dayText(expiry);
  const daysLeft = daysBetween(today, expiry);
  if (daysLeft < 0) return { kind: 'expired', text: accountScreens.expiredOn(date), date };
  const subscription = options.isSubscription ?? truthy(course.subscriptionProduct);
  // account §4: a subscription renews unless a cancel case exists; a cancelled
  // one then expires like any course (warning window and expiry day included).
  if (subscription && !options.subscriptionCancelled) {
    return { kind: 'renews', text: accountScreens.renewsOn(date), date };
  }
  if (daysLeft === 0) return { kind: 'expires-today', text: accountScreens.expiresToday, date };
  const kind = daysLeft <= expiryWarningDays ? 'expires-soon' : 'expires';
  return { kind, text: accountScreens.expiresOn(date), date };
}

/**
 * Account §4: a payment product is one whose redirectType is PAYMENT or whose
 * product id is in the catalogue's payment list (the spec does not say how
 * payment products are recognised).
 */
export function isPaymentProduct(course: CourseLike, catalog: ProductCatalog = defaultCatalog): boolean {
  return (course.redirectType ?? '').trim().toUpperCase() === 'PAYMENT' || listHas(catalog.paymentProductIds, course.productId);
}

/**
 * Account §4: a card is disabled when there is no valid course access, when
 * its start date is in the future, or when an error banner applies to its
 * redirect type or to ALL. Payment products are exempt from all three so a
 * student can always reach payment.
 */
export function isCourseDisabled(
  course: CourseLike,
  options: { now: Date; messages: readonly BannerMessageLike[]; catalog?: ProductCatalog },
): boolean {
  if (isPaymentProduct(course, options.catalog)) return false;
  if (!truthy(course.validCourseAccess)) return true;
  const start = dateOf(course.courseAccessStartDateStr);
  if (start && compareDates(start, calendarDateInZone(options.now)) > 0) return true;
  return errorBannerFor(course, options.messages) !== undefined;
}

/** Account §4: the error banner that applies to a course — keyed to its redirect type or to ALL — if any. */
export function errorBannerFor<M extends BannerMessageLike>(course: CourseLike, messages: readonly M[]): M | undefined {
  const redirectType = (course.redirectType ?? '').trim().toUpperCase();
  return messages.find((m) => {
    if ((m.type ?? '').trim().toLowerCase() !== 'error') return false;
    const key = m.redirectType.trim().toUpperCase();
    return key === 'ALL' || (redirectType !== '' && key === redirectType);
  });
}

/** Account §4: hidden, extension and bar-plus products never get a card. */
export function isListedCourse(course: CourseLike, catalog: ProductCatalog = defaultCatalog): boolean {
  if (listHas(catalog.hiddenProductIds, course.productId)) return false;
  if (truthy(course.extensionProduct) || listHas(catalog.extensionProductIds, course.productId)) return false;
  return !listHas(catalog.barPlusProductCodes, course.productCode);
}

const isEduPortal = (c: CourseLike): boolean =>
  (c.productCode ?? '').trim().toUpperCase() === 'EDUPORTAL' || (c.storeFront ?? '').trim().toUpperCase() === 'EDUPORTAL';

/** Account §4: the card list — EDUPORTAL first, otherwise in upstream order. */
export function sortCourses<T extends CourseLike>(courses: readonly T[], catalog: ProductCatalog = defaultCatalog): T[] {
  const listed = courses.filter((c) => isListedCourse(c, catalog));
  return [...listed.filter(isEduPortal), ...listed.filter((c) => !isEduPortal(c))];
}

/** Account §9: Extend Course shows while today is before expiry + 60 days (New York calendar). */
export function canExtendCourse(course: CourseLike, now: Date): boolean {
  const expiry = dateOf(course.courseAccessExpirationDateStr);
  if (!expiry) return false;
  return compareDates(calendarDateInZone(now), addDays(expiry, extensionGraceDays)) < 0;
}

/**
 * Account §9 class-switch link, or null when it is not offered: only for
 * delivery types 2 and 11 with validClassSwitch. The spec says literally
 * "hidden when fewer than 3 closed automated class-switch cases exist"; that
 * reading is implemented as written. The link is also withheld once its end
 * date (expiry + 30 days) is past, since the search window would be empty.
 * It leads to the brand site's class-switch page (issue 16), never to a
 * portal route: the portal has no class-switch screen.
 */
export function classSwitchLink(
  course: CourseLike,
  options: { now: Date; closedAutomatedSwitchCases: number; brand: Brand },
): string | null {
  const delivery = Number(course.deliveryType);
  if (delivery !== 2 && delivery !== 11) return null;
  if (!truthy(course.validClassSwitch)) return null;
  if (options.closedAutomatedSwitchCases < classSwitchMinClosedCases) return null;
  const expiry = dateOf(course.courseAccessExpirationDateStr);
  if (!expiry) return null;
  const today = calendarDateInZone(options.now);
  const end = addDays(expiry, classSwitchExtraDays);
  if (compareDates(end, today) < 0) return null;
  const start = dateOf(course.classStartDateStr) ?? today;
  return classSwitchUrl(options.brand, {
    enrollmentId: String(course.enrollmentId ?? ''),
    productId: String(course.productId ?? ''),
    currentClassId: String(course.classId ?? ''),
    programCode: course.programCode ?? '',
    startDate: formatUsDate(start),
    endDate: formatUsDate(end),
    zip: course.facilityZipCode?.trim() || classSwitchDefaultZip,
  });
}

/** Account §4/§8: the banner text for a purchase status, or null when none applies. */
export function purchaseStatusBanner(status: string | null | undefined): string | null {
  const banners: Readonly<Record<string, string>> = purchaseStatusBanners;
  const key = (status ?? '').trim().toUpperCase();
  return Object.hasOwn(banners, key) ? (banners[key] ?? null) : null;
}

/** Account §3 delivery types with scheduled sessions: classroom (2) and live online (11). */
const scheduledDeliveryTypes = [2, 11];

/**
 * Issue #15 (docs/decisions.md): a classroom or live-online course whose
 * class or access starts after today (New York) is "coming soon": its card
 * links to /pg/comingsoon. Other delivery types have no sessions to show.
 */
export function isComingSoon(course: CourseLike, now: Date): boolean {
  if (!scheduledDeliveryTypes.includes(Number(course.deliveryType))) return false;
  const today = calendarDateInZone(now);
  return [course.courseAccessStartDateStr, course.classStartDateStr].some((text) => {
    const start = dateOf(text);
    return start !== null && compareDates(start, today) > 0;
  });
}
