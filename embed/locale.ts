import type { Locale } from './student-portal';

/** A BCP 47 tag as the `locale` option takes it: `fr-CA`, `es-US`, `de`. */
export const isLocaleTag = (value: unknown): value is string => typeof value === 'string' && /^[a-z]{2,3}(-[A-Za-z\d]{2,8})*$/.test(value);

/**
 * The locale a mount's `locale` option names (issue #32): the object given, or the one a locale script
 * put in the global `StudentPortal.locales` under that name. `missing`: a name other than en-US
 * that no script on the page brought (the portal then shows en-US).
 */
export function findLocale(option: string | Locale | undefined): { locale: Locale | null; missing: string | null } {
  if (option === undefined || option === 'en-US') return { locale: null, missing: null };
  if (typeof option !== 'string') return { locale: option, missing: null };
  const found = (globalThis as { StudentPortal?: { locales?: Record<string, Locale> } }).StudentPortal?.locales;
  const locale = found && Object.hasOwn(found, option) ? (found[option] ?? null) : null;
  return { locale, missing: locale ? null : option };
}
