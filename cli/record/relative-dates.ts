import { calendarDateInZone, daysBetween, parseIsoDate, parseUsDate } from '../../src/core/time/calendar';
import { parseInstant } from '../../src/core/time/instant';

/*
 * Issue #33: a recording's dates become the fixture's relative tokens
 * (cli/simulator/fixture/tokens.ts), so "expires in 10 days" is still true
 * when the recording is served next month. Only strings that are exactly a
 * date change: "Exam 12/04/2026" stays as it is.
 */

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const usDay = /^\d{2}\/\d{2}\/\d{4}$/;
// What parseInstant takes as an instant: a date-time with Z or an offset. One without is a
// New York wall-clock time the token could not write back in the same form, so it stays.
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

const minutesPer = { d: 1440, h: 60, m: 1 } as const;

const signed = (n: number) => (n < 0 ? String(n) : `+${n}`);

/** A recorded document with its dates as relative tokens, and how many tokens were made. */
export interface RelativeDates {
  document: unknown;
  tokens: number;
}

function tokenFor(text: string, recordedAt: Date): string | null {
  if (isoDay.test(text) || usDay.test(text)) {
    const day = parseIsoDate(text) ?? parseUsDate(text);
    if (!day) return null;
    const days = daysBetween(calendarDateInZone(recordedAt), day);
    return `$${isoDay.test(text) ? 'day' : 'usday'}(${signed(days)})`;
  }
  if (!instant.test(text)) return null;
  const at = parseInstant(text);
  // Date accepts 25:00 as the next day's 01:00; an hour or minute out of range is not a date.
  if (!at || !/T(?:[01]\d|2[0-3]):[0-5]\d/.test(text)) return null;
  // The largest unit that writes the offset exactly, once rounded to the minute (halves away
  // from the recording, the same either side of it).
  const offset = (at.getTime() - recordedAt.getTime()) / 60_000;
  const minutes = Math.sign(offset) * Math.round(Math.abs(offset));
  const unit = minutes % minutesPer.d === 0 ? 'd' : minutes % minutesPer.h === 0 ? 'h' : 'm';
  return `$instant(${signed(minutes / minutesPer[unit] || 0)}${unit})`;
}

/**
 * `lists.graduationYears` as consecutive year strings becomes offsets from the
 * New York year (the form FixtureGraduationYears also takes), so next year's
 * list starts a year later as the real one would.
 */
function graduationYearOffsets(value: unknown, recordedAt: Date): { from: number; to: number } | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  if (!value.every((year) => typeof year === 'string' && /^\d{4}$/.test(year))) return null;
  const years = value.map(Number);
  if (!years.every((year, i) => i === 0 || year === (years[i - 1] ?? 0) + 1)) return null;
  const thisYear = calendarDateInZone(recordedAt).year;
  return { from: (years[0] ?? thisYear) - thisYear, to: (years.at(-1) ?? thisYear) - thisYear };
}

/**
 * A deep copy of a recorded fixture document whose dates are tokens relative
 * to `recordedAt`: `YYYY-MM-DD` → `$day(±n)` and `MM/DD/YYYY` → `$usday(±n)`
 * (New York calendar days), an ISO instant with `Z` or an offset →
 * `$instant(±n d|h|m)` (rounded to the minute), and `lists.graduationYears`
 * as consecutive years → `{ from, to }`. `tokens` counts what changed.
 */
export function relativeDates(document: unknown, recordedAt: Date): RelativeDates {
  let tokens = 0;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const token = tokenFor(value, recordedAt);
      if (token === null) return value;
      tokens += 1;
      return token;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  const copy = walk(document);
  const lists = copy && typeof copy === 'object' && 'lists' in copy ? copy.lists : undefined;
  if (lists && typeof lists === 'object' && 'graduationYears' in lists) {
    const offsets = graduationYearOffsets(lists.graduationYears, recordedAt);
    if (offsets) {
      Object.assign(lists, { graduationYears: offsets });
      tokens += 1;
    }
  }
  return { document: copy, tokens };
}

/** `relativeDates(document, recordedAt).document`: the recording with relative date tokens. */
export function toRelativeDates(document: unknown, recordedAt: Date): unknown {
  return relativeDates(document, recordedAt).document;
}
