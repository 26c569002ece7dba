import { type AmbassadorPages, ambassadorPages } from '../config/ambassador';
import type { Brand } from '../config/brands';
import { ambassadorTexts } from '../messages/profile';
import { brandPage } from './redirect';

/** The bits of account §3 Student info the ambassador rules read. */
export interface AmbassadorStudent {
  studentId: string;
  isAmbassador?: boolean | null;
  isCanadian?: boolean | null;
  StudentAddress: readonly { country?: string | null }[];
}

/** What the profile's referral section shows (account §4). */
export interface AmbassadorSection {
  /** The ambassador's share link: the brand's referral page with `?ref=` and the student id. */
  shareUrl: string;
  /** The referral email, ready to send: a `mailto:` with the catalogue's subject and body, no recipient. */
  mailto: string;
  /** The programme's sign-up page, or null where it is not offered (Canada). */
  signUpUrl: string | null;
}


/**
 * Account §4: "ambassador sign-up shows when country is not CA", for a
 * student flagged as ambassador. The address's country decides; without a
 * country, the Canadian flag stands in for it.
 */
export function showsAmbassadorSignUp(student: AmbassadorStudent): boolean {
  if (student.isAmbassador !== true) return false;
  const country = (student.StudentAddress[0]?.country ?? '').trim().toUpperCase();
  return country ? country !== 'CA' : student.isCanadian !== true;
}

/**
 * Account §4: "a student flagged as ambassador gets a referral email set".
 * Null for anyone else, and when no safe share link can be built.
 */
export function ambassadorSection(student: AmbassadorStudent, brand: Brand, pages: AmbassadorPages = ambassadorPages[brand.id]): AmbassadorSection | null {
  const studentId = student.studentId.trim();
  const share = brandPage(pages.referral, brand);
  if (student.isAmbassador !== true || !studentId || !share) return null;
  share.searchParams.set('ref', studentId);
  const shareUrl = share.href;
  const subject = encodeURIComponent(ambassadorTexts.emailSubject(brand.displayName));
  const body = encodeURIComponent(ambassadorTexts.emailBody(brand.displayName, shareUrl));
  const signUp = showsAmbassadorSignUp(student) ? brandPage(pages.signUp, brand) : null;
  return { shareUrl, mailto: `mailto:?subject=${subject}&body=${body}`, signUpUrl: signUp?.href ?? null };
}
