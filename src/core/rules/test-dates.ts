import { testDateLabels } from '../messages/access';
import { accountScreens } from '../messages/account';
import {
  type CalendarDate,
  addDays,
  calendarDateInZone,
  compareDates,
  formatIsoDate,
  formatUsDate,
  parseUpstreamDate,
} from '../time/calendar';

/** Account §5/§9: the stored value of the unknown-test-date option (accountScreens.unknownTestDate). */
export const unknownTestDate = '2040-12-31';

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

/** Account §3 MCAT test date from the content service. */
export interface McatTestDateLike {
  test_date: string;
  country?: string | null;
}

const isCanada = (country: string | null | undefined): boolean => ['CA', 'CAN', 'CANADA'].includes((country ?? '').trim().toUpperCase());

/**
 * Account §5 MCAT goal dropdown: future dates only (after today in New York),
 * ascending, labelled MM/DD/YYYY; a date offered only in Canada carries the
 * Canada-only label. A date listed for Canada and elsewhere is one plain
 * option. Unreadable dates are dropped. The unknown-test-date option
 * (2040-12-31) comes last.
 */
export function mcatDateOptions(dates: readonly McatTestDateLike[], now: Date): DateOption[] {
  const today = calendarDateInZone(now);
  const byDay = new Map<string, { date: CalendarDate; canadaOnly: boolean }>();
  for (const entry of dates) {
    const date = parseUpstreamDate(entry.test_date);
    if (!date || compareDates(date, today) <= 0) continue;
    const key = formatIsoDate(date);
    const canada = isCanada(entry.country);
    const seen = byDay.get(key);
    byDay.set(key, { date, canadaOnly: (seen?.canadaOnly ?? true) && canada });
  }
  const options = [...byDay.values()]
    .sort((a, b) => compareDates(a.date, b.date))
    .map(({ date, canadaOnly }) => {
      const label = formatUsDate(date);
      return { value: formatIsoDate(date), label: canadaOnly ? accountScreens.canadaOnly(label) : label };
    });
  return [...options, { value: unknownTestDate, label: accountScreens.unknownTestDate }];
}
