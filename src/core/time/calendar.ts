import { addDays as addDaysFns } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';

/**
 * Calendar dates and the portal's time zone. Both specs (§9) show times in
 * America/New_York with formats MM/DD/YYYY and "dddd, MMMM DD YYYY"; every
 * rule that asks "which day is it" asks it in that zone, from a `now` passed in.
 */
export const portalTimeZone = 'America/New_York';

/** A day on the calendar, without time or zone. `month` is 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A calendar date as a local-midnight Date, for date-fns arithmetic only. */
function toLocal(d: CalendarDate): Date {
  const date = new Date(d.year, d.month - 1, d.day);
  date.setFullYear(d.year); // years below 100 would otherwise map to 19xx
  return date;
}

function fromLocal(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const probe = toLocal({ year, month, day });
  return probe.getFullYear() === year && probe.getMonth() === month - 1 && probe.getDate() === day;
}

function build(year: string, month: string, day: string): CalendarDate | null {
  const d = { year: Number(year), month: Number(month), day: Number(day) };
  return isRealDate(d.year, d.month, d.day) ? d : null;
}

/** Strict MM/DD/YYYY (account §5 make-up dates); null when not a real date. */
export function parseUsDate(text: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return m ? build(m[3] ?? '', m[1] ?? '', m[2] ?? '') : null;
}

/** Strict YYYY-MM-DD (account §5 goals date); null when not a real date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? build(m[1] ?? '', m[2] ?? '', m[3] ?? '') : null;
}

/** A wall-clock time in a zone, to the second. */
export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

// One formatter per zone: building an Intl.DateTimeFormat with a time zone
// costs far more than formatting with it (a page of 300 course cards asks
// for "today" hundreds of times).
const formatters = new Map<string, Intl.DateTimeFormat>();
let last: { timeZone: string; second: number; clock: WallClock } | undefined;

/** The wall-clock time an instant shows in a zone (default America/New_York). */
export function wallClockInZone(instant: Date, timeZone: string = portalTimeZone): WallClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  // The answer is to the second: a page asking for "now" many times in a row reads the zone once.
  const second = Math.floor(instant.getTime() / 1000);
  if (last && last.timeZone === timeZone && last.second === second) return { ...last.clock };
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const clock = { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
  last = { timeZone, second, clock };
  return { ...clock };
}

/** The calendar day of an instant in a time zone (default America/New_York). */
export function calendarDateInZone(instant: Date, timeZone: string = portalTimeZone): CalendarDate {
  const { year, month, day } = wallClockInZone(instant, timeZone);
  return { year, month, day };
}

/**
 * A date as upstream services send it: `YYYY-MM-DD`, `MM/DD/YYYY`, or an ISO
 * date-time (read as the day it is in New York). Null for anything else.
 */
export function parseUpstreamDate(text: string): CalendarDate | null {
  const t = text.trim();
  const plain = parseIsoDate(t.slice(0, 10)) ?? parseUsDate(t.slice(0, 10));
  if (plain && t.length === 10) return plain;
  if (/^\d{4}-\d{2}-\d{2}T/.test(t)) {
    const instant = new Date(t);
    if (!Number.isNaN(instant.getTime())) return calendarDateInZone(instant);
  }
  return null;
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarDays(toLocal(to), toLocal(from));
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromLocal(addDaysFns(toLocal(date), days));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/*
 * Wire formats: what upstream services read and send. How a day reads on screen is the catalogue's
 * (`formats` in messages/formats.ts, issue #32).
 */

/** MM/DD/YYYY */
export function formatUsDate(date: CalendarDate): string {
  return `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}`;
}

/** YYYY-MM-DD */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}
