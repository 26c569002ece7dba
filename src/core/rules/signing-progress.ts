import type { Course, MyAccount } from '../api/structs/account';
import { nextProgress } from './progress-steps';
import { defaultAfterLoginRoute } from './redirect';
import { calendarDateInZone, daysBetween, parseUpstreamDate } from '../time/calendar';
import { parseInstant } from '../time/instant';

/** access §9: signing progress tick 40 ms; poll every 1000 ms, 12 attempts, registration within 1 day. */
export const signingTiming = { tickMs: 40, pollMs: 1000, maxPolls: 12, withinMs: 24 * 60 * 60 * 1000 } as const;

/** access §4: where the signing page goes at 100 % or when it gives up (my account, as after a login). */
export const signingFallbackRoute = defaultAfterLoginRoute;

/** access §4 signing page: the shared progress stepping (`nextProgress`), capped at 100. */
export function nextSigningProgress(progress: number): number {
  return nextProgress(progress);
}

/**
 * access §4 "registered within the last day". A registration date with a
 * time is an instant: at most 24 hours before `now` (a later one is clock
 * skew and counts). A bare day (the service's MM/DD/YYYY
 * `courseRegistrationDateStr`) cannot say the hour, so today or yesterday in
 * New York counts.
 */
export function registeredWithinDay(text: string | null | undefined, now: Date): boolean {
  const value = text?.trim() ?? '';
  if (!value) return false;
  if (/\d{1,2}:\d{2}/.test(value)) {
    const at = parseInstant(value);
    return at !== null && now.getTime() - at.getTime() <= signingTiming.withinMs;
  }
  const day = parseUpstreamDate(value);
  return day !== null && daysBetween(day, calendarDateInZone(now)) <= 1;
}

/**
 * The course the signing page waits for: an active course whose `classId` is
 * the page's class, registered within the last day (the first such course).
 */
export function findNewCourse(account: Pick<MyAccount, 'nonExpiredCoursListArray'>, classId: string, now: Date): Course | null {
  const wanted = classId.trim();
  return (
    account.nonExpiredCoursListArray.find(
      (course) => course.classId?.trim() === wanted && registeredWithinDay(course.courseRegistrationDateStr, now),
    ) ?? null
  );
}
