import type { MakeupSession } from '../api/structs/makeup';
import { addDays, formatIsoDate, parseUpstreamDate } from '../time/calendar';
import { parseInstant } from '../time/instant';
import type { CalendarEvent } from './calendar-event';
import { minutesOfDay } from './makeup';

/** What a make-up session (account §3) contributes to a calendar entry. */
export type MakeupCalendarSession = Pick<MakeupSession, 'sessionId'> &
  Partial<Pick<MakeupSession, 'name' | 'classCode' | 'sessionDate' | 'sessionStartTime' | 'sessionEndTime'>>;

/** A session without a readable end gets one hour, as a class does (calendar-event.ts). */
const defaultLengthMs = 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * account §2 make-up confirmation, §9: the calendar entry of a booked
 * make-up session. `sessionDate` is a New York day and the start and end
 * times New York wall-clock times ("6:00 PM"); an end that is missing or not
 * after the start gives one hour, unreadable start time a whole-day event,
 * and no readable date no event (null). The uid is stable per session.
 */
export function makeupCalendarEvent(session: MakeupCalendarSession, uidDomain: string): CalendarEvent | null {
  const day = parseUpstreamDate(session.sessionDate ?? '');
  if (!day) return null;
  const title = session.name?.trim() || session.classCode?.trim() || session.sessionId;
  const uid = `makeup-${session.sessionId}@${uidDomain}`;
  const at = (minutes: number | null) =>
    minutes === null ? null : parseInstant(`${formatIsoDate(day)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  const start = at(minutesOfDay(session.sessionStartTime));
  if (!start) return { title, uid, timing: { kind: 'all-day', start: day, end: addDays(day, 1) } };
  const end = at(minutesOfDay(session.sessionEndTime));
  const safeEnd = end && end.getTime() > start.getTime() ? end : new Date(start.getTime() + defaultLengthMs);
  return { title, uid, timing: { kind: 'timed', start, end: safeEnd } };
}
