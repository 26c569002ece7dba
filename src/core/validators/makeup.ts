import { accountValidation } from '../messages/validation';
import { compareDates, parseUsDate, type CalendarDate } from '../time/calendar';

// account §5: make-up date inputs hold at most 10 characters (MM/DD/YYYY).
const maxDateLength = 10;

export interface MakeupDatesError {
  field: 'startDate' | 'endDate';
  message: string;
}

type Parsed = { empty: true } | { empty: false; date: CalendarDate | null };

// An empty input means "no filter"; anything typed must be strict MM/DD/YYYY.
function parseFilterDate(value: string): Parsed {
  if (value.trim() === '') return { empty: true };
  return { empty: false, date: value.length > maxDateLength ? null : parseUsDate(value) };
}

/**
 * account §5 make-up search: start and end are strict MM/DD/YYYY real dates
 * (or empty, meaning not filtered); the end must fall after the start.
 * Reports the first failing field.
 */
export function validateMakeupDates(start: string, end: string): MakeupDatesError | null {
  const from = parseFilterDate(start);
  if (!from.empty && from.date === null) {
    return { field: 'startDate', message: accountValidation.makeupStartDateInvalid };
  }
  const to = parseFilterDate(end);
  if (to.empty) return null;
  if (to.date === null) return { field: 'endDate', message: accountValidation.makeupEndDateInvalid };
  if (from.empty || from.date === null) return null;
  const order = compareDates(to.date, from.date);
  if (order < 0) return { field: 'endDate', message: accountValidation.makeupEndBeforeStart };
  if (order === 0) return { field: 'endDate', message: accountValidation.makeupEndSameAsStart };
  return null;
}

/** account §5 make-up search: a session must be chosen. */
export function validateMakeupSession(sessionTemplateId: string): string | null {
  return sessionTemplateId.trim() === '' ? accountValidation.makeupSessionRequired : null;
}
