import { enums, optional, refine, size, string, type } from 'superstruct';
import { flag, maybe, numeric } from '../../../src/core/api/structs/common';
import { accountValidation } from '../../../src/core/messages/validation';
import { calendarDateInZone, compareDates, formatIsoDate, parseUpstreamDate } from '../../../src/core/time/calendar';
import type { FixtureMakeupSession } from '../fixture/account-data';
import { HttpError } from '../http/errors';
import type { Route } from '../http/route';
import type { SimState } from '../fixture/state';
import { requireOwnEnrollment } from './account-lookups';
import { findMakeupSessions, isActive } from './makeup-search';
import { readQuery } from '../http/query';

/*
 * account §7 sessionFinder: searchSessions and msfSignUp. A search that finds
 * nothing and a sign-up that cannot be made answer a plain string, which the
 * portal shows as alert text (account §4, §8).
 */

/** msfSignUp string answers (the spec does not show them; docs/fixtures.md). */
export const signUpTexts = {
  unavailable: 'This session is no longer available. Please choose another session.',
  full: 'This session is full. Please choose another session.',
  alreadyBooked: 'You are already signed up for this session.',
} as const;

const key = size(string(), 1, 60);

const SearchQuery = type({
  sessionTemplateId: key,
  distance: optional(refine(numeric, 'positive', (n) => n > 0)),
  zip: optional(string()),
  startDate: optional(string()),
  endDate: optional(string()),
  sortBy: optional(enums(['distance', 'date'])),
  lol: optional(enums(['true', 'false'])),
});

/** account §7 msfSignUp payload (`type()`: the portal may send more of the search result). */
const SignUpBody = type({
  sessionId: key,
  oldSessionId: maybe(string()),
  enrollmentId: key,
  isLol: maybe(flag),
  sessionName: maybe(string()),
  classCode: maybe(string()),
  sessionDate: maybe(string()),
  sessionStartTime: maybe(string()),
  sessionEndTime: maybe(string()),
  address1: maybe(string()),
  city: maybe(string()),
  state: maybe(string()),
  zip: maybe(string()),
  roomName: maybe(string()),
});

/** The make-up as an account §3 Session, so the schedule and EnrollmentSession show it. */
function asSession(m: FixtureMakeupSession) {
  const day = parseUpstreamDate(m.sessionDate);
  return {
    id: m.sessionId,
    name: m.name,
    sessionTemplateId: m.sessionTemplateId,
    meetingDate: day ? formatIsoDate(day) : m.sessionDate,
    startTime: m.sessionStartTime,
    endTime: m.sessionEndTime,
    active: true,
    ...(m.roomName ? { Room: { designation: m.roomName } } : {}),
    ...(m.isLol
      ? {}
      : { Facility: { id: `F-${m.zip ?? m.sessionId}`, name: m.facilityName, Location: { address1: m.address1, city: m.facilityCity, state: m.state, zip: m.zip } } }),
  };
}

/** Books a make-up: the enrollment's session of that template (or `oldSessionId`) now points at it. */
function book(state: SimState, enrollmentId: string, oldSessionId: string | null | undefined, makeup: FixtureMakeupSession): string | null {
  const today = calendarDateInZone(state.now());
  const day = parseUpstreamDate(makeup.sessionDate);
  if (!isActive(makeup) || !day || compareDates(day, today) < 0) return signUpTexts.unavailable;
  const mine = state.fixture.sessions.filter((s) => s.enrollmentId === enrollmentId);
  if (mine.some((s) => s.sessionId === makeup.sessionId && s.active !== false)) return signUpTexts.alreadyBooked;
  if (makeup.seatsLeft === 0) return signUpTexts.full;
  const replaced = oldSessionId
    ? mine.find((s) => s.sessionId === oldSessionId)
    : mine.find((s) => s.Session?.sessionTemplateId === makeup.sessionTemplateId);
  if (oldSessionId && !replaced) throw new HttpError(400, `oldSessionId: ${oldSessionId} is not a session of ${enrollmentId}`, { field: 'oldSessionId' });
  const entry = { enrollmentId, sessionId: makeup.sessionId, active: true, Session: asSession(makeup) };
  if (replaced) Object.assign(replaced, entry);
  else state.fixture.sessions.push(entry);
  if (makeup.seatsLeft !== undefined) makeup.seatsLeft -= 1;
  return null;
}

/** The sessionFinder routes. */
export const routes: Route[] = [
  {
    method: 'GET',
    path: '/rest-services/sessionFinder/searchSessions',
    handler: (ctx) => {
      const query = readQuery(ctx.query, SearchQuery);
      const found = findMakeupSessions(ctx.state, { ...query, lol: query.lol === 'true' });
      // account §5/§8: no result is the spec's string, shown as alert text.
      return found.length > 0 ? { json: found } : { text: accountValidation.makeupNoResults };
    },
  },
  {
    method: 'POST',
    path: '/rest-services/sessionFinder/msfSignUp',
    handler: async (ctx) => {
      const student = ctx.requireStudent();
      const body = await ctx.json(SignUpBody);
      requireOwnEnrollment(ctx.state, student, body.enrollmentId);
      const makeup = ctx.state.fixture.makeupSessions.find((s) => s.sessionId === body.sessionId);
      if (!makeup) throw new HttpError(404, `No make-up session ${body.sessionId}`, { field: 'sessionId' });
      const refusal = book(ctx.state, body.enrollmentId, body.oldSessionId, makeup);
      return refusal ? { text: refusal } : { json: { status: 'success', sessionId: makeup.sessionId } };
    },
  },
];
