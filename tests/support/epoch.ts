import { createManualClock, type ManualClock } from '../../src/lib/clock';
import { addDays, calendarDateInZone, formatIsoDate, formatUsDate } from '../../src/core/time/calendar';

/**
 * The one moment every test starts from: the test simulator's clock, the
 * portal's manual clock and the fixture's relative date tokens all begin here,
 * so no outcome depends on the day the suite runs. Expectations about dates
 * are computed from it (`epochDay(+90)`), never written as literals.
 */
export const epoch: Date = new Date('2026-11-21T15:00:00Z');

/** The New York calendar day `days` after the epoch, as YYYY-MM-DD (fixture `$day(…)`). */
export const epochDay = (days = 0): string => formatIsoDate(addDays(calendarDateInZone(epoch), days));

/** The same day as MM/DD/YYYY (fixture `$usday(…)`). */
export const epochUsDay = (days = 0): string => formatUsDate(addDays(calendarDateInZone(epoch), days));

/** The ISO instant `ms` after the epoch, as the fixture's `$instant(…)` resolves it. */
export const epochInstant = (ms: number): string => new Date(epoch.getTime() + ms).toISOString();

/** The New York calendar year of the epoch plus `years`. */
export const epochYear = (years = 0): number => calendarDateInZone(epoch).year + years;

/** A manual clock standing at the epoch: it moves only when a test advances it. */
export const createTestClock = (): ManualClock => createManualClock(epoch);
