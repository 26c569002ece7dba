import type { ProgramEntry } from '../api/structs/lists';
import { autoFormatDateInput } from '../validators/goals';
import { formatIsoDate, parseUpstreamDate } from '../time/calendar';
import { programKey } from './programs';

/**
 * account §5 Goals: MCAT students pick from the test-date dropdown. The
 * program of interest is an id of the program list; its name decides.
 */
export function isMcatInterest(programs: readonly ProgramEntry[], poi: string | null | undefined): boolean {
  const id = (poi ?? '').trim();
  if (!id) return false;
  return programKey(programs.find((p) => p.id === id)?.name ?? id) === 'MCAT';
}

/** The expected test date as YYYY-MM-DD, '' when there is none or it cannot be read. */
export function heldGoalDate(expectedTestDate: string | null | undefined): string {
  const date = parseUpstreamDate(expectedTestDate ?? '');
  return date ? formatIsoDate(date) : '';
}

/**
 * account §5: the date field's next value. Typing forward is auto-formatted;
 * a deletion is kept as it is, or the hyphen just erased would come back.
 */
export function typedGoalDate(previous: string, next: string): string {
  return next.length > previous.length ? autoFormatDateInput(next) : next;
}
