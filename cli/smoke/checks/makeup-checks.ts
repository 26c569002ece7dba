import { getEnrollmentSessions } from '../../../src/core/api/enrollment-records';
import { type SessionSearch, searchSessions } from '../../../src/core/api/makeup';
import { accountValidation } from '../../../src/core/messages/validation';
import { liveOnlineDeliveryType, liveOnlineSortBy, makeupDefaults } from '../../../src/core/rules/makeup';
import { addDays, calendarDateInZone, formatUsDate } from '../../../src/core/time/calendar';
import { type Check, expectThat } from './types';
import { scheduledDeliveryTypes, sharedValue } from './check-helpers';

/*
 * account §7 schedule (EnrollmentSession, status ALL) and make-up search
 * (searchSessions with the targets' zip and the account §9 default distance).
 * A search that finds nothing answers the spec's string, which passes.
 */

// How far ahead the make-up search looks (account §5 leaves the dates optional).
const searchDays = 90;

/** The search the portal's make-up form sends by default (account §5, §9). */
function defaultSearch(sessionTemplateId: string, zip: string, liveOnline: boolean, now: Date): SessionSearch {
  const today = calendarDateInZone(now);
  const dates = { startDate: formatUsDate(today), endDate: formatUsDate(addDays(today, searchDays)) };
  if (liveOnline) return { sessionTemplateId, ...dates, sortBy: liveOnlineSortBy, lol: true };
  return { sessionTemplateId, zip, distance: Number(makeupDefaults.distance), ...dates, sortBy: makeupDefaults.sortBy };
}

/** Schedule sessions and make-up search. */
export const makeupChecks: readonly Check[] = [
  {
    id: 'sessions.schedule',
    title: 'GraphQL EnrollmentSessions (ALL) answers the schedule of a classroom or live-online course',
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const enrollmentId = sharedValue(ctx, 'sessionEnrollmentId', 'account.myaccount');
      const sessions = await getEnrollmentSessions(ctx.client, enrollmentId, 'ALL');
      const bookable = sessions.find((s) => s.active !== false && s.Session?.active !== false && s.Session?.sessionTemplateId);
      const deliveryType = ctx.shared.sessionDeliveryType;
      const scheduled = deliveryType !== undefined && scheduledDeliveryTypes.includes(deliveryType);
      expectThat(
        !scheduled || bookable !== undefined,
        'the classroom or live-online course has no active session with a sessionTemplateId',
        'data.EnrollmentSession',
      );
      ctx.shared.sessionTemplateId = bookable?.Session?.sessionTemplateId ?? undefined;
      ctx.shared.sessionId = bookable?.sessionId;
    },
  },
  {
    id: 'makeup.search',
    title: 'searchSessions near the target zip answers make-ups of the template, or the no-results text',
    writes: false,
    needs: ['sessions.schedule'],
    async run(ctx) {
      const sessionTemplateId = sharedValue(ctx, 'sessionTemplateId', 'sessions.schedule');
      const liveOnline = ctx.shared.sessionDeliveryType === liveOnlineDeliveryType;
      const search = defaultSearch(sessionTemplateId, ctx.targets.zip, liveOnline, ctx.now());
      const result = await searchSessions(ctx.client, search);
      if (result.kind === 'message') {
        expectThat(
          result.text.trim() === accountValidation.makeupNoResults,
          `searchSessions answered an unexpected text: '${result.text.slice(0, 120)}'`,
        );
        ctx.shared.makeupSessionIds = [];
        return;
      }
      const { sessions } = result;
      const otherTemplate = sessions.findIndex((s) => s.sessionTemplateId && s.sessionTemplateId !== sessionTemplateId);
      expectThat(otherTemplate < 0, 'a make-up of another session template was found', `${otherTemplate}.sessionTemplateId`);
      const limit = search.distance ?? Number.POSITIVE_INFINITY;
      const tooFar = sessions.findIndex((s) => typeof s.distance === 'number' && s.distance > limit);
      expectThat(tooFar < 0, `a make-up farther than ${limit} miles was found`, `${tooFar}.distance`);
      ctx.shared.makeupSessionIds = sessions.map((s) => s.sessionId);
    },
  },
];
