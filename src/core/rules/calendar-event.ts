import {
  type CalendarDate,
  type WallClock,
  addDays,
  compareDates,
  parseUpstreamDate,
  portalTimeZone,
  wallClockInZone,
} from '../time/calendar';
import { parseInstant } from '../time/instant';
import { formats, longDayText } from '../messages/formats';

/*
 * access §2 Confirmation (Google, Apple and Outlook calendars) and §9
 * "times are shown in America/New_York". The spec names the three calendars
 * only; the link formats are the calendars' own public ones (docs/decisions.md).
 */

/** What a class (access §3 Class) contributes to a calendar entry. */
export interface CalendarClass {
  name?: string | null;
  code: string;
  startDate?: string | null;
  startDateEST?: string | null;
  endDate?: string | null;
  endDateEST?: string | null;
}

/** A timed event (two instants) or an all-day one (New York days, `end` exclusive as calendars want). */
export type EventTiming =
  | { kind: 'timed'; start: Date; end: Date }
  | { kind: 'all-day'; start: CalendarDate; end: CalendarDate };

export interface CalendarEvent {
  title: string;
  /** Stable across downloads, so importing twice updates rather than duplicates (RFC 5545 UID). */
  uid: string;
  timing: EventTiming;
}

/** A class without an end gets one hour (the spec gives no default length). */
const defaultLengthMs = 60 * 60 * 1000;

const hasTime = (text: string) => /\d{1,2}:\d{2}/.test(text);

/**
 * The calendar entry of a class, or null when it has no readable start.
 * `startDate`/`endDate` are instants; without them the `…EST` fields are New
 * York wall-clock times, or whole New York days when they carry no time.
 */
export function classCalendarEvent(details: CalendarClass, uidDomain: string): CalendarEvent | null {
  const title = details.name?.trim() || details.code;
  const uid = (stamp: string) => `class-${details.code}-${stamp}@${uidDomain}`;
  const estStart = details.startDateEST?.trim() ?? '';
  const start = parseInstant(details.startDate) ?? (hasTime(estStart) ? parseInstant(estStart) : null);
  if (start) {
    const estEnd = details.endDateEST?.trim() ?? '';
    const end = parseInstant(details.endDate) ?? (hasTime(estEnd) ? parseInstant(estEnd) : null);
    const safeEnd = end && end.getTime() > start.getTime() ? end : new Date(start.getTime() + defaultLengthMs);
    return { title, uid: uid(utcStamp(start)), timing: { kind: 'timed', start, end: safeEnd } };
  }
  const firstDay = estStart ? parseUpstreamDate(estStart) : null;
  if (!firstDay) return null;
  const lastDay = details.endDateEST ? parseUpstreamDate(details.endDateEST.trim()) : null;
  const last = lastDay && compareDates(lastDay, firstDay) >= 0 ? lastDay : firstDay;
  return { title, uid: uid(dayStamp(firstDay)), timing: { kind: 'all-day', start: firstDay, end: addDays(last, 1) } };
}


const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayStamp = (d: CalendarDate) => `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}`;
const wallStamp = (w: WallClock) => `${dayStamp(w)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
const utcStamp = (instant: Date) => wallStamp(wallClockInZone(instant, 'UTC')) + 'Z';
const isoUtc = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
const isoDay = (d: CalendarDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** "h:mm AM" of a New York wall-clock time. */
function timeLabel(w: WallClock): string {
  return formats.time(w.hour, w.minute);
}

/** What the confirmation shows (access §9: New York, "dddd, MMMM DD YYYY"); times are absent for all-day events. */
export interface EventWhen {
  startDay: string;
  endDay: string;
  startTime: string | null;
  endTime: string | null;
  sameDay: boolean;
}

export function eventWhen(event: CalendarEvent): EventWhen {
  const { timing } = event;
  if (timing.kind === 'all-day') {
    const last = addDays(timing.end, -1);
    return { startDay: longDayText(timing.start), endDay: longDayText(last), startTime: null, endTime: null, sameDay: compareDates(timing.start, last) === 0 };
  }
  const start = wallClockInZone(timing.start);
  const end = wallClockInZone(timing.end);
  return {
    startDay: longDayText(start),
    endDay: longDayText(end),
    startTime: timeLabel(start),
    endTime: timeLabel(end),
    sameDay: compareDates(start, end) === 0,
  };
}

const query = (pairs: [string, string][]) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');

/**
 * Google Calendar's event template link. Timed events go in UTC (`…Z`) with
 * `ctz` so Google shows them in New York time; all-day events as dates.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const { timing } = event;
  const dates =
    timing.kind === 'timed' ? `${utcStamp(timing.start)}/${utcStamp(timing.end)}` : `${dayStamp(timing.start)}/${dayStamp(timing.end)}`;
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', dates],
    ['ctz', portalTimeZone],
  ])}`;
}

/** Outlook.com's compose deeplink: ISO instants in UTC, or dates with `allday=true`. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const { timing } = event;
  const timed = timing.kind === 'timed';
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query([
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['subject', event.title],
    ['startdt', timed ? isoUtc(timing.start) : isoDay(timing.start)],
    ['enddt', timed ? isoUtc(timing.end) : isoDay(timing.end)],
    ['allday', timed ? 'false' : 'true'],
  ])}`;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** RFC 5545 §3.1: lines longer than 75 octets fold with CRLF + space, never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    // Continuation lines start with the folding space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

// America/New_York since 2007: DST from the second Sunday of March to the first Sunday of November.
const newYorkZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${portalTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The Apple (and any iCalendar client) file: one VEVENT in New York time with
 * its VTIMEZONE, CRLF line endings, lines folded at 75 octets. `now` is the
 * DTSTAMP; `producer` names the brand in PRODID.
 */
export function icsText(event: CalendarEvent, now: Date, producer: string): string {
  const { timing } = event;
  const when =
    timing.kind === 'timed'
      ? [
          `DTSTART;TZID=${portalTimeZone}:${wallStamp(wallClockInZone(timing.start))}`,
          `DTEND;TZID=${portalTimeZone}:${wallStamp(wallClockInZone(timing.end))}`,
        ]
      : [`DTSTART;VALUE=DATE:${dayStamp(timing.start)}`, `DTEND;VALUE=DATE:${dayStamp(timing.end)}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(producer)}//Student Portal//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(timing.kind === 'timed' ? newYorkZone : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...when,
    `SUMMARY:${escapeIcsText(event.title)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** A file name for the download: the title's letters and digits, `event.ics` when none. */
export function icsFileName(event: CalendarEvent): string {
  const slug = event.title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
