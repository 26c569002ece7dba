import { programKey } from './programs';

/**
 * account §4: the MBE question-bank product, whose courses alone do not call
 * for the resource-routing lookup. The spec names it without its code; this
 * code is our choice (docs/decisions.md).
 */
export const mbeQuestionBankProductCode = 'MBE-QBANK';

/** The course fields the lookup decision reads (account §3 names). */
export interface RoutedCourseLike {
  enrollmentId?: string | number | null;
  programCode?: string | null;
  productCode?: string | null;
}

/** account §7 my-resource entry fields the re-pointing reads. */
export interface ResourceEntryLike {
  enrollmentId: string | number;
  redirectUrl?: string | null;
}

/**
 * account §4: an active course the lookup is made for — MBE (not the question
 * bank) or PMBR. Its card waits for the answer before it launches (issue #13.11).
 */
export function awaitsRouting(course: RoutedCourseLike): boolean {
  const program = programKey(course.programCode);
  if (program === 'PMBR') return true;
  return program === 'MBE' && programKey(course.productCode) !== programKey(mbeQuestionBankProductCode);
}

/** account §4: a lookup is made when any active course awaits it. */
export function needsRoutingLookup(activeCourses: readonly RoutedCourseLike[]): boolean {
  return activeCourses.some(awaitsRouting);
}

/** Placeholder origin: a relative redirect URL is read as a path. */
const placeholderOrigin = 'https://placeholder.invalid';

/**
 * account §4: a redirect URL pointing at a lms-redirect-error host, an
 * identity host, a pmbr host or path, or an amp/pmix path means the course
 * is not ready to launch directly. Anything unreadable or not http(s) is not
 * re-pointed (the card keeps its own launch).
 */
export function isReroutedTarget(redirectUrl: string | null | undefined): boolean {
  const text = redirectUrl?.trim();
  if (!text) return false;
  let url: URL;
  try {
    url = new URL(text, placeholderOrigin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const labels = url.hostname.toLowerCase().split('.');
  const segments = url.pathname.toLowerCase().split('/').filter(Boolean);
  const first = labels[0] ?? '';
  if (first === 'lms-redirect-error' || first === 'identity') return true;
  if (labels.includes('pmbr') || segments.includes('pmbr')) return true;
  return segments.some((segment, i) => segment === 'amp' && segments[i + 1] === 'pmix');
}

/**
 * account §4: the courses the lookup re-points, as enrollmentId → the
 * enrollment-agreement link `toAgreement` builds with the redirect URL.
 * Only entries of the given (active) courses count; of several entries for
 * one enrollment, the first re-pointed one wins.
 */
export function reroutedCourses(
  resources: readonly ResourceEntryLike[],
  activeCourses: readonly RoutedCourseLike[],
  toAgreement: (enrollmentId: string, redirectUrl: string) => string,
): Map<string, string> {
  const active = new Set(activeCourses.map((course) => String(course.enrollmentId ?? '').trim()));
  const rerouted = new Map<string, string>();
  for (const entry of resources) {
    const enrollmentId = String(entry.enrollmentId).trim();
    const redirectUrl = entry.redirectUrl?.trim();
    if (!enrollmentId || !active.has(enrollmentId) || rerouted.has(enrollmentId) || !redirectUrl) continue;
    if (isReroutedTarget(redirectUrl)) rerouted.set(enrollmentId, toAgreement(enrollmentId, redirectUrl));
  }
  return rerouted;
}
