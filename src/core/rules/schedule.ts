import { calendarDateInZone, compareDates, parseUpstreamDate, wallClockInZone } from '../time/calendar';
import { scheduleTexts } from '../messages/schedule';
import { minutesOfDay, timeText } from './makeup';
import { outboundHref } from './outbound-url';

/** Where a schedule row stands against now (account §2: past sessions visibly past, the next one marked). */
export type ScheduleMark = 'past' | 'next' | 'upcoming';

export interface ScheduleTimes {
  meetingDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * Marks sessions already in schedule order (sortSchedule): a session is past
 * once its end (or, without one, its start) has come in New York (account §9);
 * on its day with no readable time it is not past yet. The first one not past
 * with a readable date is the next one; an unreadable date is neither.
 */
export function markSchedule(sessions: readonly ScheduleTimes[], now: Date): ScheduleMark[] {
  const today = calendarDateInZone(now);
  const clock = wallClockInZone(now);
  const nowMinutes = clock.hour * 60 + clock.minute;
  let nextGiven = false;
  return sessions.map((session) => {
    const day = session.meetingDate ? parseUpstreamDate(session.meetingDate) : null;
    if (!day) return 'upcoming';
    const byDay = compareDates(day, today);
    const ends = minutesOfDay(session.endTime) ?? minutesOfDay(session.startTime);
    const past = byDay < 0 || (byDay === 0 && ends !== null && ends <= nowMinutes);
    if (past) return 'past';
    if (nextGiven) return 'upcoming';
    nextGiven = true;
    return 'next';
  });
}

export interface ScheduleLocated {
  startTime?: string | null;
  endTime?: string | null;
  /** The online session's join link (our field name, as the account §3 Event's). */
  liveStreamUrl?: string | null;
  Room?: { designation?: string | null } | null;
  Facility?: {
    name?: string | null;
    Location?: { address1?: string | null; city?: string | null; state?: string | null; zip?: string | null } | null;
  } | null;
}

/**
 * account §2: "Times show ET when there is no facility" (a facility's own
 * times are read as local to it). Start – end, or the start alone.
 */
export function scheduleTime(session: ScheduleLocated): string {
  const start = timeText(session.startTime);
  const end = timeText(session.endTime);
  const span = start && end ? scheduleTexts.timeSpan(start, end) : start || end;
  if (!span) return '';
  return session.Facility ? span : scheduleTexts.eastern(span);
}

export type ScheduleLocation = { kind: 'facility'; lines: string[] } | { kind: 'online'; joinUrl: string | null };

/**
 * account §2 Location: the facility name, room and address, or, with no
 * facility, the session is online and joins at its link when that is a plain
 * https URL (the live-stream rule of the events list; anything else is no link).
 */
export function scheduleLocation(session: ScheduleLocated): ScheduleLocation {
  const facility = session.Facility;
  if (!facility) return { kind: 'online', joinUrl: outboundHref(session.liveStreamUrl) };
  const place = facility.Location;
  const cityLine = [[place?.city, place?.state].map((v) => v?.trim()).filter(Boolean).join(', '), place?.zip?.trim()]
    .filter(Boolean)
    .join(' ');
  const lines = [facility.name, session.Room?.designation, place?.address1, cityLine].map((v) => v?.trim() ?? '').filter(Boolean);
  return { kind: 'facility', lines };
}
