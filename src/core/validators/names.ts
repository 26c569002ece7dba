import { accessValidation, accountValidation } from '../messages/validation';
import { isStorableEmail } from './email';
import { checkText } from './text-field';

/** access §9 / account §9: names are stored in 21 (first) and 31 (last) characters. */
export const nameMaxLength = { first: 21, last: 31 } as const;

/** Which form asks: sign-up texts have no period, profile texts have one. */
export interface NameOptions {
  context?: 'signup' | 'profile';
}

const firstNameRequired = () => ({
  signup: accessValidation.signupFirstNameRequired,
  profile: accountValidation.firstNameRequired,
}) as const;

const lastNameRequired = () => ({
  signup: accessValidation.signupLastNameRequired,
  profile: accountValidation.lastNameRequired,
}) as const;

/** access §5 / account §5: first name, required, max 21, no leading whitespace. */
export function validateFirstName(value: string, options: NameOptions = {}): string | null {
  const required = firstNameRequired()[options.context ?? 'signup'];
  return checkText(value, { required, max: nameMaxLength.first, noLeadingSpace: true });
}

/** access §5 / account §5: last name, required, max 31, no leading whitespace. */
export function validateLastName(value: string, options: NameOptions = {}): string | null {
  const required = lastNameRequired()[options.context ?? 'signup'];
  return checkText(value, { required, max: nameMaxLength.last, noLeadingSpace: true });
}

/** access §5 / account §5: parent's first name, required, max 21. */
export function validateParentFirstName(value: string): string | null {
  return checkText(value, {
    required: accessValidation.parentFirstNameRequired,
    max: nameMaxLength.first,
    noLeadingSpace: true,
  });
}

/** access §5 / account §5: parent's last name, required, max 31. */
export function validateParentLastName(value: string): string | null {
  return checkText(value, {
    required: accessValidation.parentLastNameRequired,
    max: nameMaxLength.last,
    noLeadingSpace: true,
  });
}

/** access §5 / account §5: parent email, required, valid, max 100. */
export function validateParentEmail(value: string): string | null {
  return isStorableEmail(value) ? null : accessValidation.parentEmailInvalid;
}
