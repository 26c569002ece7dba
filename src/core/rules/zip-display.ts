import { isZipPlaceholder } from '../config/zip-placeholders';

// How the account area shows a zip (account §5), apart from ./student-update.ts, which builds the
// profile's updates (#31.4: the sign-up flow shows zips too; the ES module's entry carries this alone).

/** account §5: an empty zip is sent as this and shown blank. */
export const emptyZipSentinel = '00000';

/**
 * account §5: the zip as a form or the profile shows it — the empty-zip
 * sentinel and the sign-up's placeholder for the address's country
 * (access §9: `A1A 1A1` in Canada, `000` outside the US) read as blank.
 */
export function displayZip(zip: string | null | undefined, country: string | null | undefined): string {
  const value = (zip ?? '').trim();
  return value === emptyZipSentinel || isZipPlaceholder(value, country) ? '' : value;
}
