import { accessValidation, accountValidation, chosenValidation } from '../messages/validation';

/** account §9: email and parent email are stored in at most 100 characters. */
export const maxEmailLength = 100;

// local@domain.tld: no spaces or second @ in the local part, dot-separated
// domain labels (letters, digits, inner hyphens), a top-level domain of 2+ letters.
const emailPattern = /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** The one general email pattern of the portal (access §5). */
export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}

/** A trimmed email that matches the pattern and fits the 100-character column. */
export function isStorableEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= maxEmailLength && isEmail(email);
}

/** access §5: login email, required then the general pattern. */
export function validateLoginEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return accessValidation.loginEmailRequired;
  return isEmail(email) ? null : accessValidation.loginEmailInvalid;
}

/**
 * access §5: sign-up email. Cannot start with whitespace, cannot contain an
 * apostrophe or a plus sign, is trimmed, then must match the pattern (max 100).
 */
export function validateSignupEmail(value: string): string | null {
  if (/^\s/.test(value)) return accessValidation.signupEmailInvalid;
  // The typographic apostrophe is what phone keyboards insert for "'".
  if (/['\u2019+]/.test(value)) return accessValidation.signupEmailInvalid;
  return isStorableEmail(value) ? null : accessValidation.signupEmailInvalid;
}

/** account §5 Edit Email: a valid email of at most 100 characters. */
export function validateProfileEmail(value: string): string | null {
  return isStorableEmail(value) ? null : accountValidation.emailInvalid;
}

export interface EmailChange {
  current: string;
  next: string;
  confirmation: string;
}

export interface EmailChangeError {
  field: 'next' | 'confirmation';
  message: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * account §5 Edit Email: the new email is valid and differs from the current
 * one; the confirmation matches it. Reports the first failing field.
 */
export function validateEmailChange(input: EmailChange): EmailChangeError | null {
  const invalid = validateProfileEmail(input.next);
  if (invalid) return { field: 'next', message: invalid };
  // Mailboxes are matched without regard to case, so a change of case alone is no change.
  if (sameEmail(input.next, input.current)) return { field: 'next', message: chosenValidation.emailSameAsCurrent };
  if (!sameEmail(input.confirmation, input.next)) {
    return { field: 'confirmation', message: accountValidation.emailsMustMatch };
  }
  return null;
}
