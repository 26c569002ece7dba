import type { BannerMessage, Course, MyAccount, PortalEvent } from '../../core/api/structs/account';
import { resourcesTexts } from '../../core/messages/resources';
import { purchaseStatusBanner, sortCourses } from '../../core/rules/course-card';
import { defaultCatalog, listHas } from '../../core/rules/programs';
import { outboundHref } from '../../core/rules/outbound-url';
import { unknownTestDate } from '../../core/rules/mcat-dates';
import { calendarDateInZone, compareDates, formatIsoDate, parseUpstreamDate } from '../../core/time/calendar';
import { dayText } from '../../core/messages/formats';

export type BannerTone = 'info' | 'warning' | 'error';

/** One dismissible banner at the top of the page (account §4). */
export interface Banner {
  key: string;
  tone: BannerTone;
  text: string;
  /** The courses a purchase-status banner is about (their titles), so the student knows which. */
  about?: string[];
}

/** What the resources page shows, computed once per load (O(courses + events)). */
export interface ResourcesView {
  active: Course[];
  expired: Course[];
  activeEvents: PortalEvent[];
  expiredEvents: PortalEvent[];
  banners: Banner[];
  /** account §2 empty state: the find-prep promo (and the test-date prompt). */
  promo: boolean;
}

/** Odd upstream data must not repeat a key: the first entry of an enrollment stays. */
function unique<T extends { enrollmentId: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.enrollmentId)) return false;
    seen.add(item.enrollmentId);
    return true;
  });
}

const toneOf = (type: string | null | undefined): BannerTone => {
  const tone = (type ?? '').trim().toLowerCase();
  return tone === 'warning' || tone === 'error' ? tone : 'info';
};

/**
 * account §4/§8 banners: one purchase-status banner per distinct status of
 * the active courses (in the order they first appear), then the server's
 * message banners that apply to everyone (ALL) or to a redirect type of an
 * active course.
 */
function bannersOf(active: readonly Course[], messages: readonly BannerMessage[]): Banner[] {
  const banners: Banner[] = [];
  const statuses = new Set<string>();
  const redirectTypes = new Set<string>(['ALL']);
  for (const course of active) {
    const status = (course.purchaseStatus ?? '').trim().toUpperCase();
    const text = purchaseStatusBanner(status);
    const title = course.productTitle || course.displayName || course.enrollmentId;
    if (text && !statuses.has(status)) {
      statuses.add(status);
      banners.push({ key: `status:${status}`, tone: 'warning', text, about: [title] });
    } else if (text) {
      banners.find((b) => b.key === `status:${status}`)?.about?.push(title);
    }
    const redirectType = (course.redirectType ?? '').trim().toUpperCase();
    if (redirectType) redirectTypes.add(redirectType);
  }
  messages.forEach((message, i) => {
    const text = message.msg?.trim();
    if (text && redirectTypes.has(message.redirectType.trim().toUpperCase())) {
      banners.push({ key: `message:${i}`, tone: toneOf(message.type), text });
    }
  });
  return banners;
}

/**
 * The page model (account §2, §4): cards sorted with EDUPORTAL first and
 * hidden products removed, events as listed, banners. The promo shows when
 * nothing active is listed, or when an active course is one of the
 * catalogue's promo products (account §2, list not shown: empty by default).
 */
export function resourcesView(account: MyAccount, catalog = defaultCatalog): ResourcesView {
  const active = unique(sortCourses(account.nonExpiredCoursListArray, catalog));
  const activeEvents = unique(account.nonExpiredEventListArray);
  const promo =
    (active.length === 0 && activeEvents.length === 0) ||
    active.some((course) => listHas(catalog.emptyStatePromoProductIds, course.productId));
  return {
    active,
    expired: unique(sortCourses(account.expiredCoursListArray, catalog)),
    activeEvents,
    expiredEvents: unique(account.expiredEventListArray),
    banners: bannersOf(account.nonExpiredCoursListArray, account.messages),
    promo,
  };
}

/** The live-stream link of a live-online event: only a plain https URL (core rule outboundHref). */
export function liveStreamHref(event: PortalEvent): string | null {
  if (event.liveOnlineEvent !== true) return null;
  return outboundHref(event.liveStreamUrl);
}

/**
 * account §2: the expected test date as MM/DD/YYYY when it is after today
 * (New York); null when missing, unreadable, past, or the "I don't know my
 * test date" sentinel (account §5), which is no date to count down to.
 */
export function upcomingTestDate(text: string | null | undefined, now: Date): string | null {
  const date = text ? parseUpstreamDate(text) : null;
  if (!date || formatIsoDate(date) === unknownTestDate) return null;
  return compareDates(date, calendarDateInZone(now)) > 0 ? dayText(date) : null;
}

/**
 * A list long enough that laying out every item up front costs more than it
 * shows: its items render as they near the viewport (CSS content-visibility).
 * Short lists — most students — render whole.
 */
export const isLongList = (items: readonly unknown[]) => items.length > 24;
