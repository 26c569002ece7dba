import type { ChatFamily } from '../config/brands';
import type { ChatScripts } from '../config/environment';

/**
 * The window event a chat widget listens to, to open its panel (our choice:
 * account §2 only says "Ask about live instruction" "opens a live chat").
 */
export const openChatEvent = 'student-portal:open-chat';

/** The query parameter carrying the ProductLineId to the chat script (our choice: the spec names none). */
export const productLineParam = 'productLineId';

/**
 * The chat script to load (account §7 "chat widget script loaded with
 * ProductLineId"; access §9 endpoints per program family): the family's
 * script with `?productLineId=` when the id is known. Null when there is no
 * family (GED, BAR), the mount switched chat off, or the configured URL is
 * blank or not http(s).
 */
export function chatScriptUrl(scripts: ChatScripts | null, family: ChatFamily | null, productLineId: string | null): string | null {
  if (!scripts || !family) return null;
  let url: URL;
  try {
    url = new URL(scripts[family].trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = productLineId?.trim();
  if (id) url.searchParams.set(productLineParam, id);
  return url.href;
}

/** What the rules read of an enrollment's detail data (a snapshot's read-only copy will do). */
interface EnrollmentLike {
  readonly enrollmentId: string;
  readonly Product: readonly { readonly Program?: { readonly ProductLine?: { readonly id?: string | null } | null } | null }[];
}

/** account §3 detail data: Product[0].Program.ProductLine.id, or null. */
export function productLineIdOf(enrollment: EnrollmentLike): string | null {
  return enrollment.Product[0]?.Program?.ProductLine?.id ?? null;
}

/**
 * The ProductLineId of the course whose program chose the chat, from the
 * detail of the first active enrollment the session check keeps (access §4):
 * undefined while that detail is still coming, null when it is not this
 * course's or names no ProductLine (the script then loads without it).
 */
export function courseProductLineId(enrollmentId: string, firstEnrollment: EnrollmentLike | null | undefined): string | null | undefined {
  if (firstEnrollment === undefined) return undefined;
  if (firstEnrollment === null || firstEnrollment.enrollmentId !== enrollmentId) return null;
  return productLineIdOf(firstEnrollment);
}
