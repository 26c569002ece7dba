import { compareDates, parseUpstreamDate } from '../time/calendar';
import { formats } from '../messages/formats';

/** Account §5/§9: make-up search defaults. */
export const makeupDefaults = { distance: '5', zip: '10014', sortBy: 'distance' } as const;

/** #29.7: live-online sessions have no distance: their search is always by date. */
export const liveOnlineSortBy = 'date';

/** Account §3: live-online delivery type, where distance and zip are not needed. */
export const liveOnlineDeliveryType = 11;

export interface MakeupSearchInput {
  sessionTemplateId: string;
  distance?: number | string;
  zip?: string;
  startDate?: string;
  endDate?: string;
  sortBy?: string;
  deliveryType: number;
}

const given = (value: number | string | undefined): string => (value === undefined ? '' : String(value).trim());

/**
 * Account §5/§7/§9: the query of GET /sessionFinder/searchSessions. Distance
 * and zip default to 5 miles and 10014 when omitted, except for delivery
 * type 11 (live online), where they are not required: omitted values stay
 * omitted and `lol=true` is sent. sortBy defaults to distance; live online it
 * is date, as live-online sessions have no distance (#29.7). Empty dates are
 * left out.
 */
export function makeupSearchQuery(input: MakeupSearchInput): Record<string, string> {
  const liveOnline = input.deliveryType === liveOnlineDeliveryType;
  const query: Record<string, string> = { sessionTemplateId: input.sessionTemplateId.trim() };
  const distance = given(input.distance) || (liveOnline ? '' : makeupDefaults.distance);
  const zip = given(input.zip) || (liveOnline ? '' : makeupDefaults.zip);
  if (distance) query.distance = distance;
  if (zip) query.zip = zip;
  const startDate = given(input.startDate);
  const endDate = given(input.endDate);
  if (startDate) query.startDate = startDate;
  if (endDate) query.endDate = endDate;
  query.sortBy = liveOnline ? liveOnlineSortBy : given(input.sortBy) || makeupDefaults.sortBy;
  if (liveOnline) query.lol = 'true';
  return query;
}

/** Account §3 session fields the schedule order reads. */
export interface ScheduledSessionLike {
  meetingDate?: string | null;
  startTime?: string | null;
}

/** Minutes after midnight of `9:00 AM`, `09:00`, `13:30:00`; null when unreadable. */
/** An upstream time as the portal shows it (`formats.upstreamTime`); '' for none. */
export function timeText(text: string | null | undefined): string {
  const shown = (text ?? '').trim();
  const minutes = minutesOfDay(shown);
  return minutes === null ? shown : formats.upstreamTime(shown, Math.floor(minutes / 60), minutes % 60);
}

export function minutesOfDay(text: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*([ap]\.?m\.?)?$/i.exec((text ?? '').trim());
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2]);
  const meridiem = m[3]?.toLowerCase().replace(/\./g, '');
  if (minutes > 59 || hours > 23 || (meridiem && (hours < 1 || hours > 12))) return null;
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  return hours * 60 + minutes;
}

/**
 * Account §2/§4: the schedule ascending by meeting date, then start time.
 * Sessions with an unreadable date or time go after the readable ones; ties
 * keep upstream order.
 */
export function sortSchedule<T extends ScheduledSessionLike>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => {
    const byDate = compareMaybe(
      a.meetingDate ? parseUpstreamDate(a.meetingDate) : null,
      b.meetingDate ? parseUpstreamDate(b.meetingDate) : null,
      compareDates,
    );
    return byDate || compareMaybe(minutesOfDay(a.startTime), minutesOfDay(b.startTime), (x, y) => x - y);
  });
}

function compareMaybe<V>(a: V | null, b: V | null, compare: (x: V, y: V) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(a, b);
}
