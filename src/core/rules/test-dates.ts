import { testDateLabels } from '../messages/access';
import { addDays, calendarDateInZone, formatIsoDate } from '../time/calendar';

/** Access §3: day offsets of the test-date options, in label order. */
export const testDateOffsets = [14, 30, 90, 180, 360] as const;

export interface DateOption {
  /** YYYY-MM-DD */
  value: string;
  label: string;
}

/** Access §3: the five "time to test" options, dates counted on the New York calendar from `now`. */
export function testDateOptions(now: Date): DateOption[] {
  const today = calendarDateInZone(now);
  return testDateOffsets.map((offset, i) => ({
    value: formatIsoDate(addDays(today, offset)),
    label: testDateLabels[i] ?? '',
  }));
}
