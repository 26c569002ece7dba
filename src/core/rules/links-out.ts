import { type Brand } from '../config/brands';
import { brandSite } from '../config/brand-sites';
import { isClassCode } from './class-search';
import { brandPage } from './redirect';

/**
 * Issue 16 "Links out": the brand site's pages the portal sends students to
 * (class switch, search, a class's page). The page comes from the brand
 * config and must be https on the brand's domains (the redirect rule); the
 * student's text only ever becomes an encoded query value or an encoded
 * class code, so it cannot change where the link goes.
 */

/** Account §2 "Other links out": the class-switch query, in this order. */
export const classSwitchParams = ['enrollmentId', 'productId', 'currentClassId', 'programCode', 'startDate', 'endDate', 'zip'] as const;
export type ClassSwitchParam = (typeof classSwitchParams)[number];


function withQuery(url: URL | null, query: URLSearchParams): string | null {
  if (!url) return null;
  url.search = query.toString();
  return url.href;
}

/** The brand site's class-switch page with the known, non-empty values in the spec's order. */
export function classSwitchUrl(brand: Brand, values: Partial<Record<ClassSwitchParam, string>>): string | null {
  const query = new URLSearchParams();
  for (const key of classSwitchParams) {
    const value = values[key];
    if (value) query.set(key, value);
  }
  return withQuery(brandPage(brandSite(brand).handOff.classSwitch, brand), query);
}

/**
 * The portal route `/class-switch?…` (a link from elsewhere) handed to the
 * brand site: only the seven known parameters (the first of each), re-encoded.
 */
export function classSwitchHandOff(search: string, brand: Brand): string | null {
  const given = new URLSearchParams(search);
  const values: Partial<Record<ClassSwitchParam, string>> = {};
  for (const key of classSwitchParams) values[key] = given.get(key) ?? undefined;
  return classSwitchUrl(brand, values);
}

/** Access §2 `/search?q=`: the brand site's search for the trimmed text; without text, its search page. */
export function searchHandOff(q: string | null | undefined, brand: Brand): string | null {
  const text = (q ?? '').trim();
  const query = new URLSearchParams();
  if (text) query.set('q', text);
  return withQuery(brandPage(brandSite(brand).handOff.search, brand), query);
}

/** A route segment as text: percent-decoded, or as it came when its escapes are broken. */
function segmentText(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The class code a `/class/{code}` segment holds (decoded, trimmed), or null when it is not one (access §2 pattern). */
export function classCodeOf(segment: string): string | null {
  const text = segmentText(segment).trim();
  return isClassCode(text) ? text : null;
}

/**
 * Access §2 `/class/{code}`: a class code (4 to 5 letters then digits, or 10
 * digits) opens the brand site's class page; any other text is searched for
 * on the brand site, as the header search would have done with it.
 */
export function classPageHandOff(segment: string, brand: Brand): string | null {
  const code = classCodeOf(segment);
  if (code === null) return searchHandOff(segmentText(segment), brand);
  const marker = 'class-code-marker';
  const page = brandPage(brandSite(brand).handOff.classPage.replace('{code}', marker), brand);
  if (!page || !page.pathname.includes(marker)) return null;
  page.pathname = page.pathname.replace(marker, encodeURIComponent(code));
  return page.href;
}
