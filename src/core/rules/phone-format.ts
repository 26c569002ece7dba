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

/**
 * account §5/§9: the phone's max length (10 for the US and Canada, else 15)
 * counts digits, so `(212) 555-0199` fits (issue 13 item 14): what follows
 * the `maxDigits`-th digit is dropped, what surrounds the digits is kept.
 */
export function limitPhoneDigits(value: string, maxDigits: number): string {
  let digits = 0;
  for (let i = 0; i < value.length; i += 1) {
    if (!/\d/.test(value.charAt(i))) continue;
    digits += 1;
    if (digits > maxDigits) return value.slice(0, i);
  }
  return value;
}
