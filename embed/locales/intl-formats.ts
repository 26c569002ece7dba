/*
 * Issue #32: a shipped locale's `formats.*` texts, through Intl in its language. Days show their
 * month's name ("4 déc. 2026", "4 dic 2026"): a numeric day reads one way in Montreal (2026-12-04)
 * and the other in es-US (04/12/2026) beside date fields that take MM/DD/YYYY, so no numeric form is
 * shown. Times are New York wall-clock times, already converted: they are formatted as UTC to keep
 * them as they are. Each formatter is built on first use.
 */

type Formats = {
  'formats.date': (year: number, month: number, day: number) => string;
  'formats.longDate': (year: number, month: number, day: number, weekday: number) => string;
  'formats.time': (hour: number, minute: number) => string;
  'formats.upstreamTime': (text: string, hour: number, minute: number) => string;
  'formats.money': (amount: number, currency: string) => string;
  'formats.price': (amount: number, currency: string) => string;
};

const utcDay = (year: number, month: number, day: number, hour = 0, minute = 0) => {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute));
  date.setUTCFullYear(year);
  return date;
};

/** The `formats.*` texts of a locale, in `code`'s language. */
export function intlFormats(code: string): Formats {
  const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
  const dates = (name: string, options: Intl.DateTimeFormatOptions) => {
    let format = made.get(name) as Intl.DateTimeFormat | undefined;
    if (!format) made.set(name, (format = new Intl.DateTimeFormat(code, { timeZone: 'UTC', ...options })));
    return format;
  };
  const numbers = (name: string, options: Intl.NumberFormatOptions) => {
    let format = made.get(name) as Intl.NumberFormat | undefined;
    if (!format) made.set(name, (format = new Intl.NumberFormat(code, options)));
    return format;
  };
  const time = (hour: number, minute: number) => dates('time', { hour: 'numeric', minute: '2-digit' }).format(utcDay(2000, 1, 1, hour, minute));
  const money = (amount: number, currency: string) =>
    numbers(`money ${currency}`, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return {
    'formats.date': (year, month, day) => dates('date', { dateStyle: 'medium' }).format(utcDay(year, month, day)),
    'formats.longDate': (year, month, day) => dates('long', { dateStyle: 'full' }).format(utcDay(year, month, day)),
    'formats.time': time,
    'formats.upstreamTime': (_text, hour, minute) => time(hour, minute),
    'formats.money': money,
    'formats.price': (amount, currency) =>
      /^[A-Z]{3}$/.test(currency) ? money(amount, currency) : numbers('amount', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount),
  };
}
