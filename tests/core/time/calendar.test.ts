import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateInZone,
  compareDates,
  daysBetween,
  formatIsoDate,
  formatUsDate,
  isRealDate,
  parseIsoDate,
  parseUpstreamDate,
  parseUsDate,
} from '../../../src/core/time/calendar';
import { dayText, formats, longDayText } from '../../../src/core/messages/formats';

describe('calendar dates', () => {
  it.each([
    ['02/28/2027', { year: 2027, month: 2, day: 28 }],
    ['02/29/2028', { year: 2028, month: 2, day: 29 }],
    ['02/29/2027', null],
    ['2/3/2027', null],
    ['13/01/2027', null],
    ['00/10/2027', null],
    ['02/10/2027 ', null],
    ['2027-02-10', null],
  ])('reads %j as strict MM/DD/YYYY → %j', (text, expected) => {
    expect(parseUsDate(text)).toEqual(expected);
  });

  it.each([
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['2100-02-29', null],
    ['2027-04-31', null],
    ['2027-4-01', null],
    ['0000-01-01', null],
  ])('reads %j as strict YYYY-MM-DD → %j', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });

  it.each([
    ['2026-12-04', { year: 2026, month: 12, day: 4 }],
    ['12/04/2026', { year: 2026, month: 12, day: 4 }],
    // 02:30 UTC on Dec 5 is still Dec 4 in New York.
    ['2026-12-05T02:30:00Z', { year: 2026, month: 12, day: 4 }],
    ['2026-12-05T02:30:00-05:00', { year: 2026, month: 12, day: 5 }],
    ['next tuesday', null],
  ])('reads the upstream date %j as the New York day %j', (text, expected) => {
    expect(parseUpstreamDate(text)).toEqual(expected);
  });

  it('asks New York which day it is, not the machine', () => {
    expect(calendarDateInZone(new Date('2026-11-22T04:59:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(calendarDateInZone(new Date('2026-11-22T05:00:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    // Summer time: UTC-4.
    expect(calendarDateInZone(new Date('2026-07-01T03:59:00Z'))).toEqual({ year: 2026, month: 6, day: 30 });
  });

  it('counts calendar days across month, year and DST changes', () => {
    const nov1 = { year: 2026, month: 11, day: 1 };
    expect(daysBetween({ year: 2026, month: 10, day: 31 }, nov1)).toBe(1);
    expect(daysBetween(nov1, { year: 2026, month: 11, day: 15 })).toBe(14);
    expect(daysBetween({ year: 2026, month: 12, day: 31 }, { year: 2027, month: 1, day: 1 })).toBe(1);
    expect(addDays({ year: 2026, month: 3, day: 7 }, 1)).toEqual({ year: 2026, month: 3, day: 8 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(compareDates(nov1, { year: 2026, month: 11, day: 2 })).toBeLessThan(0);
    expect(compareDates(nov1, { ...nov1 })).toBe(0);
    expect(isRealDate(2027, 2, 29)).toBe(false);
  });

  it('formats in the spec formats (MM/DD/YYYY, dddd, MMMM DD YYYY)', () => {
    const date = { year: 2026, month: 12, day: 4 };
    expect(formatUsDate(date)).toBe('12/04/2026');
    expect(formatIsoDate(date)).toBe('2026-12-04');
    expect(longDayText(date)).toBe('Friday, December 04 2026');
    expect(dayText(date)).toBe('12/04/2026');
  });
});

describe('hand-written display formats (no date-fns format in the bundle)', () => {
  it.each([
    [{ year: 2026, month: 1, day: 1 }, '01/01/2026', '2026-01-01', 'Thursday, January 01 2026'],
    [{ year: 2024, month: 2, day: 29 }, '02/29/2024', '2024-02-29', 'Thursday, February 29 2024'],
    [{ year: 2040, month: 12, day: 31 }, '12/31/2040', '2040-12-31', 'Monday, December 31 2040'],
    [{ year: 2026, month: 11, day: 22 }, '11/22/2026', '2026-11-22', 'Sunday, November 22 2026'],
  ])('%o → %s, %s, %s', (date, us, iso, long) => {
    expect([formatUsDate(date), formatIsoDate(date), longDayText(date), dayText(date)]).toEqual([us, iso, long, us]);
  });

  it.each([
    [0, 0, '12:00 AM'],
    [0, 5, '12:05 AM'],
    [9, 30, '9:30 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [13, 7, '1:07 PM'],
    [23, 59, '11:59 PM'],
  ])('%i:%i → %s', (hour, minute, text) => {
    expect(formats.time(hour, minute)).toBe(text);
  });
});
