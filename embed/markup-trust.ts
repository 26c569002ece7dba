import { type Brand, portalOrigins, serviceOrigins } from '../src/core/config/brands';

/** The origin of `value` read against the page, or null when it is no URL. */
function originOf(value: string, page: Location): string | null {
  try {
    return new URL(value, page.href).origin;
  } catch {
    return null;
  }
}

/**
 * #13.18: markup is not a trusted caller. A host page that shows sanitized
 * user HTML keeps `data-*`, so a stranger can write `[data-student-portal]`
 * (or, where custom elements pass, `<student-portal>`, #31.3):
 * the API base (where the password goes) and the full-portal page (where
 * account links lead) it names must be the page's own origin or the brand's.
 * The option and the reason when `options` breaks that rule, else null; an unreadable value
 * is left to mount(), which refuses it as config.invalid.
 */
export function untrustedReason(
  options: { apiBase?: unknown; portalUrl?: unknown },
  brand: Brand,
  page: Location,
  markup = { prefix: 'data-', name: 'data attributes' },
): { option: 'apiBase' | 'portalUrl'; message: string } | null {
  const checks = [
    { option: 'apiBase' as const, attribute: `${markup.prefix}api-base`, value: options.apiBase, allowed: serviceOrigins(brand), what: "one of the brand's service origins" },
    { option: 'portalUrl' as const, attribute: `${markup.prefix}portal-url`, value: options.portalUrl, allowed: portalOrigins(brand), what: "one of the brand's portal hosts" },
  ];
  for (const { option, attribute, value, allowed, what } of checks) {
    if (typeof value !== 'string') continue;
    const origin = originOf(value, page);
    if (origin === null || origin === page.origin || allowed.includes(origin)) continue;
    const message = `${attribute}="${value}" is refused: from ${markup.name} it must be this page's origin or ${what}; use StudentPortal.mount() from a script for another one.`;
    return { option, message };
  }
  return null;
}

