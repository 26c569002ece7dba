import { normalizeZip, validateZip } from '../validators/contact';

/** Characters of a postal code typed before suggestions are asked for (the forward sortation area). */
export const postalCodeQueryMinimum = 3;

/** Quiet time after the last keystroke before suggestions are asked for, in ms. */
export const postalCodeQueryDelayMs = 300;

/**
 * What to ask zipsearch/suggestions (access §7) for a typed postal code: the
 * code without spaces, uppercased, once it has 3 characters; null before.
 */
export function postalCodeQuery(value: string): string | null {
  const key = normalizeZip(value).replace(/\s+/g, '');
  return key.length >= postalCodeQueryMinimum ? key : null;
}

/** access §5: a Canadian postal code (A1A 1A1); empty is allowed, the field is optional. */
export function validatePostalCode(value: string): string | null {
  return validateZip(value, { country: 'CA' });
}
