import { accountScreens } from '../messages/account';
import { type CalendarDate, calendarDateInZone, compareDates, formatIsoDate, parseUpstreamDate } from '../time/calendar';
import type { DateOption } from './test-dates';
import { dayText } from '../messages/formats';

// The profile's MCAT goal dates (account §5), apart from the sign-up's test-date options in
// ./test-dates.ts (#31.4: only account screens offer them; the ES module's account chunk carries them).

/** Account §5/§9: the stored value of the unknown-test-date option (accountScreens.unknownTestDate). */
export const unknownTestDate = '2040-12-31';

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
      const label = dayText(date);
      return { value: formatIsoDate(date), label: canadaOnly ? accountScreens.canadaOnly(label) : label };
    });
  return [...options, { value: unknownTestDate, label: accountScreens.unknownTestDate }];
}
