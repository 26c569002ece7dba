import { chosenValidation } from '../messages/validation';

/** The checks shared by the free-text fields of both specs. */
export interface TextRule {
  /** The message for an empty (or blank) value; omit when the field is optional. */
  required?: string;
  /** Maximum length in characters (the spec's max lengths, access §9 / account §9). */
  max?: number;
  /** access §5: sign-up fields cannot start with whitespace. */
  noLeadingSpace?: boolean;
}

/**
 * Checks a free-text value in a fixed order: required, leading whitespace,
 * maximum length. Returns the first failing message, or null.
 */
export function checkText(value: string, rule: TextRule): string | null {
  // A value of only spaces carries nothing, so it counts as empty, not as "starts with a space".
  const blank = value.trim() === '';
  if (blank && rule.required !== undefined) return rule.required;
  if (!blank && rule.noLeadingSpace && /^\s/.test(value)) return chosenValidation.leadingWhitespace;
  if (rule.max !== undefined && value.length > rule.max) return chosenValidation.tooLong(rule.max);
  return null;
}
