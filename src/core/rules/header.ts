import { isPartnerClient, programGroup } from './programs';

/*
 * The header's decisions as pure functions of the session data (access §2,
 * §6). Parameters are structural and read-only so both the valtio snapshot a
 * component holds and a plain answer fit.
 */

interface CourseLike {
  readonly client?: string | null | undefined;
  readonly programCode?: string | null | undefined;
}

interface AccountLike {
  readonly userInfo: { readonly firstName?: string | null | undefined };
  readonly nonExpiredCoursListArray: readonly CourseLike[];
  readonly expiredCoursListArray: readonly CourseLike[];
}

/** The courses that describe the student now: the active ones, else (none active) the expired ones. */
export function currentCourses(account: AccountLike | null): readonly CourseLike[] {
  if (!account) return [];
  return account.nonExpiredCoursListArray.length > 0 ? account.nonExpiredCoursListArray : account.expiredCoursListArray;
}

interface StudentLike {
  readonly studentId: string;
  /** Not among access §3's Student fields; read when the upstream sends it. */
  readonly client?: string | null | undefined;
}

/**
 * access §6: a partner user is one whose client code is chegg, gedapiuser,
 * hide_nursing or actapiuser. Access §3 gives the client on courses (and the
 * enrollment), not on the Student, so the courses decide; a `client` on the
 * student record counts too when the upstream sends one.
 */
export function isPartnerUser(account: AccountLike | null, student: StudentLike | null = null): boolean {
  return isPartnerClient(student?.client) || currentCourses(account).some((course) => isPartnerClient(course.client));
}

/**
 * access §6 "a partner or medical logo variant is used for the medical
 * partner": a partner user studying a medical program (access §9 medical
 * group: USMLE, NAPLEX, COMLEX…) under the partner's client code.
 */
export function isMedicalPartner(account: AccountLike | null, student: StudentLike | null = null): boolean {
  const partnerStudent = isPartnerClient(student?.client);
  return currentCourses(account).some(
    (course) => (partnerStudent || isPartnerClient(course.client)) && programGroup(course.programCode) === 'medical',
  );
}

/** The program the chat widget is chosen by (access §9): the first active course's, if any. */
export function activeProgramCode(account: AccountLike | null): string | null {
  const code = account?.nonExpiredCoursListArray.find((course) => course.programCode)?.programCode;
  return code ? code : null;
}

/** The name the account menu shows: the student's first name, else the account's. */
export function viewerFirstName(
  account: AccountLike | null,
  student: { readonly firstName?: string | null | undefined } | null,
): string | null {
  const name = (student?.firstName ?? account?.userInfo.firstName ?? '').trim();
  return name === '' ? null : name;
}

/** `tel:` target for a displayed number: digits only, +1 for 10-digit and 1-prefixed 11-digit NANP numbers. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** The cookie the brand's store keeps the cart's item count in (not shown in the spec; docs/decisions.md). */
export const cartCookieName = 'cart';

/** The item count a cart cookie holds: a whole number ≥ 0, anything else counts as empty. */
export function parseCartCount(raw: string | undefined): number {
  const value = (raw ?? '').trim();
  return /^\d{1,6}$/.test(value) ? Number(value) : 0;
}

/** The badge text: counts above 99 show as 99+. */
export function cartBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** access §2 partner footer: the query param `referer` equals `kpa`. */
export function isKpaReferer(search: string): boolean {
  return new URLSearchParams(search).get('referer') === 'kpa';
}
