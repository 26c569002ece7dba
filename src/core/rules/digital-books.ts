import type { TutorialMedia } from '../config/ade-tutorial';
import type { Brand } from '../config/brands';
import { outboundHref } from './outbound-url';

/*
 * account §2/§4 digital books: which URL the /vs answer may be posted to,
 * which other courses a 'NO-BOOK' retries with, the programs whose
 * not-purchased page offers a purchase link (account §9), and the /ade
 * identifier marker a book's access link must carry.
 */

/** The course fields the book rules read (account §3 names). */
export interface BookCourseLike {
  enrollmentId?: string | number | null;
  programCode?: string | null;
  productCode?: string | null;
  productTitle?: string | null;
  redirectType?: string | null;
  digitalBookOption?: string | null;
  validCourseAccess?: boolean | null;
  purchaseStatus?: string | null;
}

const text = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v).trim());

/**
 * Where the hidden form may post: an outbound URL (core's one rule: https on
 * the default port, no credentials, no backslash), else null. The params
 * carry a sign-on token; the host is the book vendor's, not a brand domain,
 * so it is not checked against the brand.
 */
export function vsPostTarget(url: string | null | undefined): string | null {
  return outboundHref(url);
}

const hasDigitalBook = (course: BookCourseLike) =>
  text(course.redirectType).toUpperCase() === 'VITAL_SOURCE' || text(course.digitalBookOption).toUpperCase() === 'VITAL_SOURCE';

/**
 * account §4: the courses a 'NO-BOOK' answer retries with, in the account's
 * order: the student's other active courses (not expired, access valid,
 * purchase ACTIVE or not stated) that offer a VitalSource book (redirectType
 * or digitalBookOption VITAL_SOURCE), each once, never one already tried.
 */
export function vsRetryCourses<C extends BookCourseLike>(activeCourses: readonly C[], tried: readonly string[]): C[] {
  const seen = new Set(tried.map(text));
  return activeCourses.filter((course) => {
    const id = text(course.enrollmentId);
    const status = text(course.purchaseStatus).toUpperCase();
    if (!id || seen.has(id) || course.validCourseAccess === false || (status && status !== 'ACTIVE') || !hasDigitalBook(course)) return false;
    seen.add(id);
    return true;
  });
}

/** account §9: the programs whose not-purchased page has a purchase link. */
export const digitalBookPrograms = ['MCAT', 'GRE', 'SAT', 'PREMIER'] as const;
export type DigitalBookProgram = (typeof digitalBookPrograms)[number];

/**
 * The digital-book program of a course: Premier when its product code or
 * title names Premier (a tier sold across programs), else its program code
 * when it is MCAT, GRE or SAT; null for every other program.
 */
export function digitalBookProgram(course: BookCourseLike | null | undefined): DigitalBookProgram | null {
  if (!course) return null;
  if (/\bpremier\b/i.test(`${text(course.productCode).replace(/[-_]/g, ' ')} ${text(course.productTitle)}`)) return 'PREMIER';
  const program = text(course.programCode).toUpperCase();
  return digitalBookPrograms.find((p) => p === program) ?? null;
}

/** The brand site's page that sells a program's digital books (our path under the brand's site). */
export function digitalBookPurchaseUrl(program: DigitalBookProgram, brand: Pick<Brand, 'siteUrl'>): string {
  return `${brand.siteUrl}/${program.toLowerCase()}/digital-books`;
}

/** The query parameter of an access link that carries the /ade identifier marker. */
export const adeMarkerParam = 'marker';

/**
 * account §2 /ade: a book's download link, or null when its access link does
 * not carry the expected identifier marker. The marker is the query value
 * `marker=ADE-{bookId}` naming the same book as the link's `bookId`; the link
 * must be absolute https (it is opened from a signed-in page).
 */
export function adeBookLink(accessUrl: string | null | undefined): string | null {
  const url = vsPostTarget(accessUrl);
  if (!url) return null;
  const query = new URL(url).searchParams;
  const bookId = text(query.get('bookId'));
  return bookId && query.get(adeMarkerParam) === `ADE-${bookId}` ? url : null;
}

/** The walkthrough's absolute URLs on a service base; captions only when the media has them. */
export function tutorialSources(
  base: string,
  media: TutorialMedia,
): { video: string; type: string; captions: { src: string; lang: string } | null } {
  const root = base.trim().replace(/\/+$/, '');
  return {
    video: `${root}${media.video.path}`,
    type: media.video.type,
    captions: media.captions ? { src: `${root}${media.captions.path}`, lang: media.captions.lang } : null,
  };
}
