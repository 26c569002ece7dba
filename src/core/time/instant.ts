import { parseUsDate, portalTimeZone, wallClockInZone } from './calendar';

const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const wallClock = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/** Milliseconds the zone is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClockInZone(new Date(instant), timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time names in `timeZone` (re-checked once across DST changes). */
function fromWallClock(wall: number, timeZone: string): number {
  const first = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(first, timeZone);
}

/**
 * An upstream timestamp as an instant. Date-times with `Z` or an offset
 * (`+0000` included) are taken as they are; a date-time without offset, a
 * plain `YYYY-MM-DD` or `MM/DD/YYYY` is a wall-clock time in America/New_York
 * (both specs §9), never in the machine's zone. Null when unreadable.
 */
export function parseInstant(text: string | null | undefined, timeZone: string = portalTimeZone): Date | null {
  const t = (text ?? '').trim();
  if (withOffset.test(t)) {
    const normalised = t.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
    const instant = new Date(normalised);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const us = parseUsDate(t);
  const m = us ? null : wallClock.exec(t);
  const fields = us
    ? [us.year, us.month, us.day, 0, 0, 0, 0]
    : m
      ? [m[1], m[2], m[3], m[4], m[5], m[6], (m[7] ?? '').padEnd(3, '0')].map((v) => Number(v ?? 0))
      : null;
  if (!fields) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, ms = 0] = fields;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return new Date(fromWallClock(wall, timeZone));
}
