/**
 * access §9 "default zip placeholders by country (US, Canada, else 000)": the
 * zip a sign-up sends when it asks for none. The account area shows each of
 * them blank (account §5 shows 00000 blank; issue 13 item 15 the others).
 */
const placeholders: Readonly<Record<string, string>> = { US: '00000', CA: 'A1A 1A1' };
const otherCountries = '000';

/** The placeholder zip of a country code (`US`, `ca`; anything else gets 000). */
export function zipPlaceholder(country: string | null | undefined): string {
  return placeholders[(country ?? '').trim().toUpperCase()] ?? otherCountries;
}

/** Whether `zip` is the placeholder of `country` (case and spaces aside: `a1a1a1` is Canada's). */
export function isZipPlaceholder(zip: string, country: string | null | undefined): boolean {
  const squeeze = (value: string) => value.replace(/\s+/g, '').toUpperCase();
  return zip.trim() !== '' && squeeze(zip) === squeeze(zipPlaceholder(country));
}
