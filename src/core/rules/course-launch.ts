import type { Brand } from '../config/brands';
import { precollegeAdvisoryPrograms, programKey } from './programs';
import { resolveRedirect } from './redirect';

/** The course fields a launch reads (account §3 names). */
export interface LaunchCourseLike {
  enrollmentId?: string | number | null;
  courseAccessId?: string | number | null;
  productTitle?: string | null;
  displayName?: string | null;
  redirectType?: string | null;
  deliveryType?: number | string | null;
  portalRedirectURL?: string | null;
}

/**
 * Where a Launch goes. The portal routes are named, not spelled: `src/core`
 * does not know the route table, the feature maps each kind to its path.
 */
export type LaunchDestination =
  | { kind: 'vital-source'; enrollmentId: string }
  | { kind: 'pmix'; courseAccessId: string }
  | { kind: 'live-online'; courseAccessId: string; productTitle?: string }
  | { kind: 'route'; path: string }
  | { kind: 'leave'; url: string }
  /** The upstream URL is neither an in-portal path nor on the brand's domains: no launch. */
  | { kind: 'refused' };

export interface LaunchPlan {
  destination: LaunchDestination;
  /** account §4: a live online course records attendance before it opens. */
  attendance: boolean;
}

const text = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v).trim());

/**
 * An upstream URL as a destination: an in-portal path opens as a route, an
 * http(s) URL only on the brand's own domains (access §2 redirect rule; the
 * current host is not trusted here). Null when there is no URL at all.
 */
export function portalUrlDestination(url: string | null | undefined, brand: Brand): LaunchDestination | null {
  const target = text(url);
  if (!target) return null;
  const decision = resolveRedirect(target, { brand });
  if (!decision.safe) return { kind: 'refused' };
  return decision.target.startsWith('/') ? { kind: 'route', path: decision.target } : { kind: 'leave', url: decision.target };
}

/**
 * account §4 course launch. In order: a re-pointed enrollment-agreement URL
 * (resource routing), a digital book (VITAL_SOURCE), a partner product (PMIX,
 * needs courseAccessId), a live online course (LIVE_ONLINE or delivery 11:
 * attendance, then the live online resources page; without courseAccessId the
 * portal URL), else the portal URL. Null when the course has nowhere to go.
 */
export function launchPlan(course: LaunchCourseLike, options: { brand: Brand; reroutedUrl?: string | null }): LaunchPlan | null {
  const rerouted = portalUrlDestination(options.reroutedUrl, options.brand);
  if (rerouted) return { destination: rerouted, attendance: false };
  const redirectType = text(course.redirectType).toUpperCase();
  const enrollmentId = text(course.enrollmentId);
  const courseAccessId = text(course.courseAccessId);
  if (redirectType === 'VITAL_SOURCE' && enrollmentId) {
    return { destination: { kind: 'vital-source', enrollmentId }, attendance: false };
  }
  if (redirectType === 'PMIX' && courseAccessId) {
    return { destination: { kind: 'pmix', courseAccessId }, attendance: false };
  }
  const liveOnline = redirectType === 'LIVE_ONLINE' || text(course.deliveryType) === '11';
  if (liveOnline && courseAccessId) {
    const productTitle = text(course.productTitle) || text(course.displayName) || undefined;
    return { destination: { kind: 'live-online', courseAccessId, productTitle }, attendance: true };
  }
  const portal = portalUrlDestination(course.portalRedirectURL, options.brand);
  return portal ? { destination: portal, attendance: liveOnline } : null;
}

/**
 * Issue #13.12: how long a clicked Launch stays disabled. A launch that did
 * not leave the page (the LMS answered with a download or a 204) can be tried
 * again after it; our choice, on the mount clock.
 */
export const launchRetryMs = 5000;

/** account §6: the advisor class — a course of a pre-college advisory program (access §9), which a parent accepts for the student. */
export const isAdvisorClass = (programCode: string | null | undefined): boolean =>
  precollegeAdvisoryPrograms.some((code) => programKey(code) === programKey(programCode));

/**
 * The enrollment-agreement link's query: the enrollment, the re-pointed
 * redirect URL when there is one (account §4), and for the advisor class
 * `roleName=Parent` (account §6).
 */
export function agreementQuery(
  course: { enrollmentId: string; programCode?: string | null },
  redirectUrl?: string,
): { enrollmentId: string; redirectUrl?: string; roleName?: 'Parent' } {
  return { enrollmentId: course.enrollmentId, redirectUrl, roleName: isAdvisorClass(course.programCode) ? 'Parent' : undefined };
}
