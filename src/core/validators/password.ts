import { accessValidation, chosenValidation } from '../messages/validation';

/** access §9: the login form asks for at least 4 characters. */
export const minLoginPasswordLength = 4;
/** access §5 / account §5: new passwords are 8 to 40 characters. */
export const newPasswordLength = { min: 8, max: 40 } as const;

export type PasswordRuleId = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

export interface PasswordRuleCheck {
  id: PasswordRuleId;
  met: boolean;
}

export type PasswordStrengthLabel = 'Weak' | 'Good' | 'Strong';

/** access §5: login password, required and at least 4 characters. */
export function validateLoginPassword(value: string): string | null {
  if (value === '') return accessValidation.loginPasswordRequired;
  return value.length < minLoginPasswordLength ? accessValidation.loginPasswordTooShort : null;
}

/** access §5: the sign-up form's own text for a password under 4 characters. */
export function validateSignupPasswordLength(value: string): string | null {
  return value.length < minLoginPasswordLength ? accessValidation.signupPasswordTooShort : null;
}

/**
 * access §5 password rules, in the order of the rules panel. "Special" is any
 * character that is not an ASCII letter, a digit or whitespace.
 */
export function passwordRuleChecks(value: string): PasswordRuleCheck[] {
  return [
    { id: 'length', met: value.length >= newPasswordLength.min && value.length <= newPasswordLength.max },
    { id: 'lowercase', met: /[a-z]/.test(value) },
    { id: 'uppercase', met: /[A-Z]/.test(value) },
    { id: 'digit', met: /[0-9]/.test(value) },
    { id: 'special', met: /[^A-Za-z0-9\s]/.test(value) },
  ];
}

/**
 * access §5 / account §5: a new password (sign-up, reset, Edit Login). It must
 * differ from the old one when given, and meet every rule.
 */
export function validateNewPassword(value: string, options: { old?: string } = {}): string | null {
  // An empty field is a missing password, not "the same as the old one".
  if (value !== '' && options.old !== undefined && value === options.old) {
    return accessValidation.passwordSameAsOld;
  }
  return passwordRuleChecks(value).every((check) => check.met) ? null : chosenValidation.passwordRules;
}

/** access §5 strength meter: score = rules met (0–5); Weak 0–2, Good 3, Strong 4 or more. */
export function passwordStrength(value: string): { score: number; label: PasswordStrengthLabel } {
  const score = passwordRuleChecks(value).filter((check) => check.met).length;
  const label: PasswordStrengthLabel = score >= 4 ? 'Strong' : score === 3 ? 'Good' : 'Weak';
  return { score, label };
}
