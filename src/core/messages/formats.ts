// Issue #32: how dates, times and money read, as catalogue texts (`formats.*`), so a locale (and a
// mount's `texts`) replaces them like any other text. The default is the specs' en-US, written out by
// hand (no locale data in the default bundle): MM/DD/YYYY, "dddd, MMMM DD YYYY", "h:mm AM" (both §9),
// and money through Intl in en-US. A locale's formats use Intl in its own language
// (embed/locales/intl-formats.ts). Wire formats (what upstream services read) stay in time/calendar.ts.
import { formatUsDate } from '../time/calendar';
import { catalogue } from './catalogue';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const money = new Map<string, Intl.NumberFormat>();

/** Every display format; `month` is 1–12, `hour` 0–23, a weekday 0 (Sunday) – 6. */
export const formats = /*#__PURE__*/ catalogue('formats', {
  /** A day, MM/DD/YYYY (both specs §9): in en-US the wire format and the shown one are the same. */
  date: (year: number, month: number, day: number) => formatUsDate({ year, month, day }),
  /** A day with its weekday, "dddd, MMMM DD YYYY" (access §9), e.g. "Friday, December 04 2026". */
  longDate: (year: number, month: number, day: number, weekday: number) =>
    `${weekdays[weekday]}, ${months[month - 1]} ${pad(day)} ${pad(year, 4)}`,
  /** A New York wall-clock time, "h:mm AM". */
  time: (hour: number, minute: number) => `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`,
  /**
   * A time an upstream service sent as text (a session's "7:00 PM"): shown as sent in en-US; `hour`
   * and `minute` are what it reads as, for a locale to write it its own way.
   */
  upstreamTime: (text: string, hour: number, minute: number) => text,
  /** An amount in a currency (ISO 4217, e.g. USD, CAD) with two decimals: "$1,249.50", "CA$2,699.00". */
  money: (amount: number, currency: string) => {
    let format = money.get(currency);
    if (!format) {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
      money.set(currency, format);
    }
    return format.format(amount);
  },
  /** A price as the extension offer shows it: "USD 99.00" (the currency code, then the amount). */
  price: (amount: number, currency: string) => (currency ? `${currency} ${amount.toFixed(2)}` : amount.toFixed(2)),
} as const);

/** A calendar day as the portal shows it (`formats.date`). */
export function dayText(d: { year: number; month: number; day: number }): string {
  return formats.date(d.year, d.month, d.day);
}

/** A calendar day with its weekday (`formats.longDate`). */
export function longDayText(d: { year: number; month: number; day: number }): string {
  const probe = new Date(Date.UTC(2000, d.month - 1, d.day));
  probe.setUTCFullYear(d.year);
  return formats.longDate(d.year, d.month, d.day, probe.getUTCDay());
}
