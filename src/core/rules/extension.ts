import type { Brand } from '../config/brands';
import { resolveRedirect } from './redirect';
import { formats } from '../messages/formats';

/** Account §9: weekly extension choices, 1 to 24 weeks. */
export const weeklyExtensionWeeks: readonly number[] = Array.from({ length: 24 }, (_, i) => i + 1);

/** Account §4 "the graduate business unit": a BusinessUnit name with the word "graduate" (the data says "Graduate Programs"). */
const graduateUnit = /\bgraduate\b/i;

export interface ExtensionLike {
  name?: string | null;
  price?: number | null;
}

/**
 * Account §7 "plus quantity for weekly": the Extension option has no weekly
 * flag (account §3), so a product is weekly when its name carries the word
 * "week"/"weekly" (our choice, docs/decisions.md).
 */
export function isWeeklyExtension(option: ExtensionLike): boolean {
  return /\bweek(ly|s)?\b/i.test(option.name ?? '');
}

/** Account §9: the total of a weekly extension, in cents-exact two decimals; null without a price or outside 1..24 weeks. */
export function weeklyTotal(price: number | null | undefined, weeks: number): number | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price < 0) return null;
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 24) return null;
  return Math.round(price * 100 * weeks) / 100;
}

/** An amount with its currency and two decimals, e.g. "USD 99.00". */
export function formatPrice(amount: number | null | undefined, currency: string | null | undefined): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  const code = (currency ?? '').trim().toUpperCase();
  return formats.price(amount, code);
}

/** Account §4: programs outside the graduate business unit go straight to the paid extension. */
export function goesStraightToPaidExtension(businessUnit: string | null | undefined): boolean {
  return !graduateUnit.test(businessUnit ?? '');
}

/**
 * Account §7 Add to Cart: the cart URL with enrollmentId (and quantity for a
 * weekly product), or null when the cart URL is not an absolute URL on the
 * brand's domains (access §2 redirect rules) or the weeks are out of range.
 */
export function extensionCartTarget(
  cartUrl: string | null | undefined,
  input: { enrollmentId: string; weeks?: number },
  brand: Brand,
): string | null {
  if (!cartUrl || !/^https?:\/\//i.test(cartUrl.trim())) return null;
  const decision = resolveRedirect(cartUrl.trim(), { brand });
  if (!decision.safe) return null;
  if (input.weeks !== undefined && weeklyTotal(0, input.weeks) === null) return null;
  const url = new URL(decision.target);
  url.searchParams.set('enrollmentId', input.enrollmentId);
  if (input.weeks !== undefined) url.searchParams.set('quantity', String(input.weeks));
  return url.href;
}

interface ProgramLike {
  BusinessUnit?: { name?: string | null } | null;
}
interface EnrollmentLike {
  Product?: readonly { Program?: ProgramLike | null }[] | null;
  KapClass?: { Program?: ProgramLike | null; Product?: readonly { Program?: ProgramLike | null }[] | null } | null;
}

/** The business unit of an enrollment: its product's program, else its class's program or product. */
export function enrollmentBusinessUnit(enrollment: EnrollmentLike | null | undefined): string | null {
  const candidates = [
    enrollment?.Product?.[0]?.Program,
    enrollment?.KapClass?.Program,
    enrollment?.KapClass?.Product?.[0]?.Program,
  ];
  for (const program of candidates) {
    const name = program?.BusinessUnit?.name?.trim();
    if (name) return name;
  }
  return null;
}
