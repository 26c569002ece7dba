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
 * access §5 date helper: keeps digits and hyphens (at most 10 characters) and
 * adds the trailing hyphen after a 4-digit year or a year-month. Call it as
 * the user types, not when they delete, or the hyphen they erased comes back.
 */
export function autoFormatDateInput(value: string): string {
  const kept = value.replace(/[^\d-]/g, '').slice(0, goalDateLength);
  return /^\d{4}(?:-\d{2})?$/.test(kept) ? `${kept}-` : kept;
}
