import { chosenValidation } from '../messages/validation';
import { parseIsoDate } from '../time/calendar';

// account §5 Goals: the date is typed as YYYY-MM-DD, 10 characters.
const goalDateLength = 10;

/** account §5 Goals: exactly YYYY-MM-DD and a real calendar date. */
export function validateGoalDate(value: string): string | null {
  if (value.length !== goalDateLength) return chosenValidation.goalDateInvalid;
  return parseIsoDate(value) === null ? chosenValidation.goalDateInvalid : null;
}

/**
 * access §5 date helper: works on the digits only (at most 8) and puts the
 * hyphens back after the year and the month, with a trailing one once the
 * year or year-month is complete. A typed hyphen, a pasted `2027/09/15` and
 * `20270915` therefore all give `2027-09-15` (issue 13 item 1). Call it as
 * the user types, not when they delete, or the hyphen they erased comes back.
 */
export function autoFormatDateInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  const year = digits.slice(0, 4);
  const month = digits.slice(4, 6);
  const day = digits.slice(6);
  if (digits.length < 4) return digits;
  if (digits.length < 6) return `${year}-${month}`;
  return `${year}-${month}-${day}`;
}
