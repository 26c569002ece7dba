import { accessValidation, accountValidation } from '../messages/validation';
import { checkText } from './text-field';

/** account §9 max lengths of the Edit Info and Education fields. */
export const contactMaxLength = { address: 35, city: 31, zip: 10, schoolName: 100 } as const;

// access §9: the default country is the US.
const defaultCountry = 'US';

const countryOf = (country: string | undefined) => (country ?? defaultCountry).trim().toUpperCase() || defaultCountry;

// Formatting people type around a number; a + only counts as the leading international prefix.
const phoneFormatting = /[\s().-]/g;

export interface PhoneOptions {
  /** Two-letter country code; default US. */
  country?: string;
  /** When true an empty phone is an error (the text-reminder step requires one). */
  required?: boolean;
}

/**
 * account §5 / access §9: a phone number. US and CA need exactly 10 digits,
 * other countries 1 to 15; spaces, parentheses, dashes, dots and a leading +
 * are ignored; any other character makes it invalid.
 */
export function validatePhone(value: string, options: PhoneOptions = {}): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return options.required ? accountValidation.phoneInvalid : null;
  const digits = trimmed.replace(/^\+/, '').replace(phoneFormatting, '');
  const country = countryOf(options.country);
  const valid = country === 'US' || country === 'CA' ? /^\d{10}$/.test(digits) : /^\d{1,15}$/.test(digits);
  return valid ? null : accountValidation.phoneInvalid;
}

/** account §5: zip codes are stored trimmed and uppercased. */
export function normalizeZip(value: string): string {
  return value.trim().toUpperCase();
}

/** access §5: a US zip, 5 digits or 5+4 with a hyphen (`12345-6789`). */
export function isUsZip(value: string): boolean {
  return /^\d{5}(?:-\d{4})?$/.test(normalizeZip(value));
}

/**
 * access §5: a Canadian postal code `A1A 1A1`, the space optional. Canada Post
 * never uses D, F, I, O, Q or U, and never W or Z as the first letter.
 */
export function isCanadianPostalCode(value: string): boolean {
  return /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/.test(normalizeZip(value));
}

/**
 * account §5: zip of Edit Info, checked after normalizing. Empty is valid (it
 * is sent as 00000); US zip format for US, postal code for CA, otherwise any
 * value up to 10 characters.
 */
export function validateZip(value: string, options: { country?: string } = {}): string | null {
  const zip = normalizeZip(value);
  if (zip === '') return null;
  if (zip.length > contactMaxLength.zip) return accountValidation.zipInvalid;
  const country = countryOf(options.country);
  if (country === 'US') return isUsZip(zip) ? null : accountValidation.zipInvalid;
  if (country === 'CA') return isCanadianPostalCode(zip) ? null : accountValidation.zipInvalid;
  return null;
}

/** account §5: street address, optional, max 35. */
export function validateAddress(value: string): string | null {
  return checkText(value, { max: contactMaxLength.address });
}

/** account §5: city, optional, max 31. */
export function validateCity(value: string): string | null {
  return checkText(value, { max: contactMaxLength.city });
}

/**
 * account §5 Education: free-text school name, max 100. `required` is the
 * additional-fields form when the school is "not on the list" (access §5).
 */
export function validateSchoolName(value: string, options: { required?: boolean } = {}): string | null {
  return checkText(value, {
    max: contactMaxLength.schoolName,
    ...(options.required ? { required: accessValidation.schoolNameRequired } : {}),
  });
}
