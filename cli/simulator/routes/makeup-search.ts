import type { MakeupSession } from '../../../src/core/api/structs/makeup';
import { accountValidation } from '../../../src/core/messages/validation';
import { type CalendarDate, calendarDateInZone, compareDates, parseUpstreamDate, parseUsDate } from '../../../src/core/time/calendar';
import { minutesOfDay } from '../../../src/core/rules/makeup';
import type { FixtureMakeupSession } from '../fixture/account-data';
import { HttpError } from '../http/errors';
import type { SimState } from '../fixture/state';

/*
 * account §4/§5/§7 make-up search: active sessions of one session template,
 * from today on, within the date range and (in person) within `distance`
 * miles of the search zip; live-online sessions (lol) have no distance.
 */

const earthRadiusMiles = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles, rounded to one decimal. */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

export interface SearchInput {
  sessionTemplateId: string;
  distance?: number | undefined;
  zip?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  sortBy?: 'distance' | 'date' | undefined;
  lol: boolean;
}

/** account §5 make-up dates, strict MM/DD/YYYY, the spec's texts naming the field. */
function dateRange(input: SearchInput): { from?: CalendarDate; to?: CalendarDate } {
  const from = input.startDate ? parseUsDate(input.startDate) : undefined;
  if (from === null) throw new HttpError(400, accountValidation.makeupStartDateInvalid, { field: 'startDate' });
  const to = input.endDate ? parseUsDate(input.endDate) : undefined;
  if (to === null) throw new HttpError(400, accountValidation.makeupEndDateInvalid, { field: 'endDate' });
  if (from && to && compareDates(to, from) < 0) throw new HttpError(400, accountValidation.makeupEndBeforeStart, { field: 'endDate' });
  if (from && to && compareDates(to, from) === 0) throw new HttpError(400, accountValidation.makeupEndSameAsStart, { field: 'endDate' });
  return { from, to };
}

/** A session as searchSessions answers it: no fixture-only fields. */
export function asSearchResult(session: FixtureMakeupSession, distance: number | undefined): MakeupSession {
  const { seatsLeft: _seats, ...result } = session;
  return distance === undefined ? result : { ...result, distance };
}

export const isActive = (s: { status?: string | null }) => (s.status ?? '').trim().toLowerCase() === 'active';

/** The sessions a search finds, sorted; an empty list when none. 400 naming zip, distance or a date. */
export function findMakeupSessions(state: SimState, input: SearchInput): MakeupSession[] {
  const { from, to } = dateRange(input);
  const today = calendarDateInZone(state.now());
  const inRange = (s: FixtureMakeupSession) => {
    const day = parseUpstreamDate(s.sessionDate);
    if (!day || compareDates(day, today) < 0) return false;
    return (!from || compareDates(day, from) >= 0) && (!to || compareDates(day, to) <= 0);
  };
  const candidates = state.fixture.makeupSessions.filter(
    (s) => s.sessionTemplateId === input.sessionTemplateId && isActive(s) && inRange(s) && (s.isLol === true) === input.lol,
  );
  if (input.lol) return sortSessions(candidates.map((s) => ({ session: s, distance: undefined })), 'date');

  if (!input.zip) throw new HttpError(400, 'zip: required unless lol=true (account §5)', { field: 'zip' });
  if (input.distance === undefined) throw new HttpError(400, 'distance: required unless lol=true (account §5)', { field: 'distance' });
  const origin = state.fixture.zipLocations[input.zip.trim().toUpperCase()];
  if (!origin) throw new HttpError(400, `zip: ${input.zip} is not a known zip code`, { field: 'zip' });
  const limit = input.distance;
  const near = candidates.flatMap((session) => {
    const place = session.zip ? state.fixture.zipLocations[session.zip.toUpperCase()] : undefined;
    const distance = place ? milesBetween(origin, place) : undefined;
    return distance !== undefined && distance <= limit ? [{ session, distance }] : [];
  });
  return sortSessions(near, input.sortBy ?? 'distance');
}

interface Found {
  session: FixtureMakeupSession;
  distance: number | undefined;
}

function sortSessions(found: Found[], sortBy: 'distance' | 'date'): MakeupSession[] {
  const day = (f: Found) => parseUpstreamDate(f.session.sessionDate) ?? { year: 9999, month: 12, day: 31 };
  const byDate = (a: Found, b: Found) =>
    compareDates(day(a), day(b)) || (minutesOfDay(a.session.sessionStartTime) ?? 0) - (minutesOfDay(b.session.sessionStartTime) ?? 0);
  const byDistance = (a: Found, b: Found) => (a.distance ?? 0) - (b.distance ?? 0);
  const sorted = [...found].sort((a, b) =>
    sortBy === 'date' ? byDate(a, b) || byDistance(a, b) : byDistance(a, b) || byDate(a, b),
  );
  return sorted.map((f) => asSearchResult(f.session, f.distance));
}
