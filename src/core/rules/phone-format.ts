/** A phone as sent upstream: its digits, a leading + kept (what people type around the number is display only). */
export function phoneForUpdate(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/**
 * Account §9: a phone number of 10 digits shows as `(xxx) xxx-xxxx`. Spaces,
 * dots, hyphens and parentheses around the digits are ignored; anything else
 * (country codes, 7 or 11 digits, letters) is returned unchanged.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/[\s().-]/g, '');
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : value;
}
