import type { StudentUpdate } from '../api/account';
import type { SignupPayload } from '../api/registration';
import { validateNewPassword, validateSignupPasswordLength } from '../validators/password';
import { isEuropeanCountry } from './programs';
import { type RedirectContext, afterLoginTarget, defaultAfterLoginRoute, loginRoute } from './redirect';
import { zipPlaceholder } from '../config/zip-placeholders';

/** access §9: the country select starts on the US. */
export const defaultSignupCountry = 'US';

/** access §5: an email holding exactly 8 digits (counted over the whole address) goes to the main site. */
export function hasExactlyEightDigits(email: string): boolean {
  return (email.match(/\d/g) ?? []).length === 8;
}

/**
 * access §5 sign-up password: under 4 characters says so with the sign-up
 * text; otherwise every rule of the panel must hold.
 */
export function validateSignupPassword(value: string): string | null {
  return validateSignupPasswordLength(value) ?? validateNewPassword(value);
}

/** access §2: which residency checkbox a country shows (CA, or an EU/UK country). */
export type Residency = 'canada' | 'europe' | null;

export function residencyFor(country: string): Residency {
  const code = country.trim().toUpperCase();
  if (code === 'CA') return 'canada';
  return isEuropeanCountry(code) ? 'europe' : null;
}

/**
 * access §9: marketing consent is off by default for Canada, the EU and the UK
 * (there the consent box appears only once residency is ticked, access §2);
 * elsewhere the box is shown ticked, so the student sees and can refuse it.
 */
export function marketingConsentDefault(country: string): boolean {
  return residencyFor(country) === null;
}

/** access §9: default zip placeholders by country (US, Canada, else 000), from config/zip-placeholders. */
export function signupZipPlaceholder(country: string): string {
  return zipPlaceholder(country);
}

/** access §4/§9 "Signup without a class code": log in after 1900 ms, redirect after 2200 ms (3000 ms in Canada). */
export const accountSignupTimings = {
  logInAfterMs: 1900,
  redirectAfterMs: (country: string): number => (country.trim().toUpperCase() === 'CA' ? 3000 : 2200),
} as const;

/** What the sign-up form collected. */
export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  country: string;
  /** The residency checkbox (Canadian, or EU/UK) is ticked. */
  resident: boolean;
  /** The marketing-email consent box is shown and ticked. */
  marketing: boolean;
}

/** The class a registration is for (access §3 Class: code and programCode). */
export interface SignupClass {
  code: string;
  programCode?: string | null;
}

/** Our lead source for registrations made from this portal's sign-up screen (access §3 leadSource). */
export const signupLeadSource = 'student-portal-signup';

/**
 * access §3 Signup payload of a visitor's registration: names and email
 * trimmed, the password as typed, `countryPR` the country whose residency
 * was confirmed, marketing consent only when given.
 */
export function visitorSignupPayload(values: SignupValues, cls: SignupClass): SignupPayload {
  const country = values.country.trim().toUpperCase();
  const residency = residencyFor(country);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    ...(residency && values.resident ? { countryPR: country } : {}),
    sendMarketingEmail: marketingConsentGiven(values),
    classCode: cls.code,
    leadSource: signupLeadSource,
    ...(cls.programCode ? { programCode: cls.programCode } : {}),
    existingUser: false,
    country,
    zip: signupZipPlaceholder(country),
  };
}

/** The logged-in student registered automatically (access §4): identity only, no password. */
export interface SignedInIdentity {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  country?: string | null;
}

export function signedInSignupPayload(identity: SignedInIdentity, cls: SignupClass): SignupPayload {
  const country = identity.country?.trim().toUpperCase();
  return {
    firstName: identity.firstName?.trim() ?? '',
    lastName: identity.lastName?.trim() ?? '',
    email: identity.email.trim(),
    classCode: cls.code,
    leadSource: signupLeadSource,
    ...(cls.programCode ? { programCode: cls.programCode } : {}),
    existingUser: true,
    ...(country ? { country } : {}),
  };
}

/**
 * access §4/§8: the already-enrolled error (406) redirects to the
 * default page. The spec gives no delay; this one leaves the text readable.
 */
export const alreadyEnrolledRedirectMs = 2000;

/** access §9: marketing email only with consent, and for Canada and the EU/UK only once residency is ticked. */
export function marketingConsentGiven(values: Pick<SignupValues, 'country' | 'resident' | 'marketing'>): boolean {
  return values.marketing && (residencyFor(values.country) === null || values.resident);
}

/**
 * access §4 "Signup without a class code" then updates the profile: the
 * country, its zip placeholder (access §9), Canadian residency and the
 * marketing consent, found by the new account's email.
 */
export function accountSignupUpdate(values: SignupValues): StudentUpdate {
  const country = values.country.trim().toUpperCase();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    country,
    zip: signupZipPlaceholder(country),
    ...(residencyFor(country) === 'canada' ? { canadaPermResident: values.resident } : {}),
    sendMarketingEmail: marketingConsentGiven(values),
  };
}

/**
 * Where the account sign-up lands once logged in: the redirectUrl when the
 * access §2 redirect rule allows it, else my account (a refused target is
 * dropped rather than sending a signed-in student to the login page).
 */
export function accountSignupTarget(redirectUrl: string | null | undefined, context: RedirectContext): string {
  const target = afterLoginTarget(redirectUrl, context);
  return target === loginRoute ? defaultAfterLoginRoute : target;
}
