import { describe, expect, it } from 'vitest';
import { loadDefaultFixture } from '../../../cli/simulator/fixture/load';
import {
  type CalendarClass,
  classCalendarEvent,
  escapeIcsText,
  eventWhen,
  foldIcsLine,
  googleCalendarUrl,
  icsFileName,
  icsText,
  outlookCalendarUrl,
} from '../../../src/core/rules/calendar-event';
import { parseInstant } from '../../../src/core/time/instant';

// The simulator's default start; class 7001 starts 5 days on, at 15:00 UTC.
const november = new Date('2026-11-21T15:00:00Z');
// Two weeks before DST starts in New York (Sunday 8 March 2026, 2:00 → 3:00).
const february = new Date('2026-02-28T15:00:00Z');
const now = new Date('2026-11-21T15:04:05Z');

function fixtureClass(start: Date, classId: string): CalendarClass {
  const found = loadDefaultFixture(start).classes.find((c) => c.classId === classId);
  if (!found) throw new Error(`no class ${classId}`);
  return found;
}

interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** A tiny RFC 5545 reader: unfolds lines, splits name;params:value, unescapes TEXT. */
function parseIcs(text: string): IcsProperty[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const [name = '', ...params] = line.slice(0, colon).split(';');
      return {
        name,
        params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
        value: line.slice(colon + 1).replace(/\\([\\;,])/g, '$1').replace(/\\n/gi, '\n'),
      };
    });
}

const eventProps = (text: string) => {
  const all = parseIcs(text);
  const from = all.findIndex((p) => p.name === 'BEGIN' && p.value === 'VEVENT');
  const to = all.findIndex((p) => p.name === 'END' && p.value === 'VEVENT');
  return Object.fromEntries(all.slice(from + 1, to).map((p) => [p.name, p]));
};

/** The instant a DTSTART/DTEND with TZID names, read as that zone's wall clock. */
const wallToInstant = (p: IcsProperty | undefined) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(p?.value ?? '');
  expect(p?.params.TZID).toBe('America/New_York');
  return m ? parseInstant(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`) : null;
};

describe('classCalendarEvent', () => {
  it('times a fixture class from its instants', () => {
    const event = classCalendarEvent(fixtureClass(november, '7001'), 'summitprep.test');
    expect(event).toEqual({
      title: 'USMLE Step 1 Free Trial Class',
      uid: 'class-USMLE7001-20261126T150000Z@summitprep.test',
      timing: { kind: 'timed', start: new Date('2026-11-26T15:00:00Z'), end: new Date('2026-11-27T15:00:00Z') },
    });
  });

  it.each([
    { why: 'no end: one hour', end: null, expected: '2026-11-26T16:00:00.000Z' },
    { why: 'an end before the start: one hour', end: '2026-11-26T14:00:00Z', expected: '2026-11-26T16:00:00.000Z' },
    { why: 'an end equal to the start: one hour', end: '2026-11-26T15:00:00Z', expected: '2026-11-26T16:00:00.000Z' },
    { why: 'a later end as given', end: '2026-11-26T17:30:00Z', expected: '2026-11-26T17:30:00.000Z' },
  ])('ends a timed class sensibly ($why)', ({ end, expected }) => {
    const event = classCalendarEvent({ code: 'C1', startDate: '2026-11-26T15:00:00Z', endDate: end }, 'd.test');
    expect(event?.timing.kind === 'timed' && event.timing.end.toISOString()).toBe(expected);
  });

  it('reads …EST wall-clock times as New York time when there is no instant', () => {
    const event = classCalendarEvent({ code: 'C1', startDateEST: '2026-07-04 18:30', endDateEST: '2026-07-04 20:00' }, 'd.test');
    expect(event?.timing).toEqual({ kind: 'timed', start: new Date('2026-07-04T22:30:00Z'), end: new Date('2026-07-05T00:00:00Z') });
  });

  it('makes an all-day event (end exclusive) from MM/DD/YYYY days', () => {
    const event = classCalendarEvent({ name: 'Day', code: 'C1', startDateEST: '11/26/2026', endDateEST: '11/27/2026' }, 'd.test');
    expect(event?.timing).toEqual({ kind: 'all-day', start: { year: 2026, month: 11, day: 26 }, end: { year: 2026, month: 11, day: 28 } });
    expect(event?.uid).toBe('class-C1-20261126@d.test');
  });

  it('has no calendar entry without a readable start, and falls back on the code for a title', () => {
    expect(classCalendarEvent({ name: 'X', code: 'C1', startDate: 'soon' }, 'd.test')).toBeNull();
    expect(classCalendarEvent({ name: ' ', code: 'C1', startDateEST: '11/26/2026' }, 'd.test')?.title).toBe('C1');
  });
});

describe('eventWhen (access §9: New York, dddd, MMMM DD YYYY)', () => {
  it.each([
    {
      why: 'a fixture class spanning two days',
      cls: () => fixtureClass(november, '7001'),
      expected: { startDay: 'Thursday, November 26 2026', endDay: 'Friday, November 27 2026', startTime: '10:00 AM', endTime: '10:00 AM', sameDay: false },
    },
    {
      why: 'an evening class that is already the next day in UTC',
      cls: () => ({ code: 'C', startDate: '2026-11-26T23:30:00Z', endDate: '2026-11-27T01:00:00Z' }),
      expected: { startDay: 'Thursday, November 26 2026', endDay: 'Thursday, November 26 2026', startTime: '6:30 PM', endTime: '8:00 PM', sameDay: true },
    },
    {
      why: 'across the start of DST',
      cls: () => fixtureClass(february, '7003'),
      expected: { startDay: 'Saturday, March 07 2026', endDay: 'Sunday, March 08 2026', startTime: '10:00 AM', endTime: '11:00 AM', sameDay: false },
    },
    {
      why: 'an all-day class',
      cls: () => ({ code: 'C', startDateEST: '11/26/2026' }),
      expected: { startDay: 'Thursday, November 26 2026', endDay: 'Thursday, November 26 2026', startTime: null, endTime: null, sameDay: true },
    },
  ])('labels $why', ({ cls, expected }) => {
    const event = classCalendarEvent(cls(), 'd.test');
    expect(event && eventWhen(event)).toEqual(expected);
  });
});

describe('calendar links', () => {
  const event = () => {
    const found = classCalendarEvent(fixtureClass(november, '7001'), 'summitprep.test');
    if (!found) throw new Error('no event');
    return found;
  };

  it('builds the Google Calendar template link in UTC with the New York zone', () => {
    expect(googleCalendarUrl(event())).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=USMLE%20Step%201%20Free%20Trial%20Class' +
        '&dates=20261126T150000Z%2F20261127T150000Z&ctz=America%2FNew_York',
    );
  });

  it('builds the Outlook.com compose deeplink', () => {
    expect(outlookCalendarUrl(event())).toBe(
      'https://outlook.live.com/calendar/0/deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&rru=addevent' +
        '&subject=USMLE%20Step%201%20Free%20Trial%20Class&startdt=2026-11-26T15%3A00%3A00Z&enddt=2026-11-27T15%3A00%3A00Z&allday=false',
    );
  });

  it('uses dates for an all-day event', () => {
    const allDay = classCalendarEvent({ name: 'Q&A', code: 'C', startDateEST: '11/26/2026' }, 'd.test');
    if (!allDay) throw new Error('no event');
    expect(googleCalendarUrl(allDay)).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Q%26A&dates=20261126%2F20261127&ctz=America%2FNew_York',
    );
    expect(outlookCalendarUrl(allDay)).toContain('&subject=Q%26A&startdt=2026-11-26&enddt=2026-11-27&allday=true');
  });
});

describe('icsText', () => {
  it.each([
    { why: 'in November (EST)', start: november, classId: '7001', wallStart: '20261126T100000', wallEnd: '20261127T100000' },
    { why: 'across the start of DST (EST → EDT)', start: february, classId: '7003', wallStart: '20260307T100000', wallEnd: '20260308T110000' },
  ])('writes the New York wall-clock times of a fixture class $why', ({ start, classId, wallStart, wallEnd }) => {
    const cls = fixtureClass(start, classId);
    const event = classCalendarEvent(cls, 'summitprep.test');
    if (!event) throw new Error('no event');
    const text = icsText(event, now, 'Summit Prep');
    const props = eventProps(text);
    expect(props.DTSTART?.value).toBe(wallStart);
    expect(props.DTEND?.value).toBe(wallEnd);
    expect(wallToInstant(props.DTSTART)?.toISOString()).toBe(new Date(cls.startDate ?? '').toISOString());
    expect(wallToInstant(props.DTEND)?.toISOString()).toBe(new Date(cls.endDate ?? '').toISOString());
    expect(props.SUMMARY?.value).toBe(cls.name);
    expect(props.UID?.value).toBe(event.uid);
    expect(props.DTSTAMP?.value).toBe('20261121T150405Z');
  });

  it('is a VCALENDAR with the New York VTIMEZONE, CRLF endings and no line over 75 octets', () => {
    const event = classCalendarEvent(
      { name: 'Élan, résumé; and café \\ review — a very long class title that must fold: 🎓🎓🎓🎓🎓🎓🎓', code: 'C1', startDate: '2026-11-26T15:00:00Z' },
      'd.test',
    );
    if (!event) throw new Error('no event');
    const text = icsText(event, now, 'Summit Prep');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = text.split('\r\n').filter(Boolean);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    const all = parseIcs(text);
    const names = all.map((p) => `${p.name}:${p.value}`);
    expect(names[0]).toBe('BEGIN:VCALENDAR');
    expect(names).toContain('VERSION:2.0');
    expect(names).toContain('TZID:America/New_York');
    expect(names).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(names.at(-1)).toBe('END:VCALENDAR');
    expect(eventProps(text).SUMMARY?.value).toBe(event.title);
  });

  it('writes VALUE=DATE days, without a VTIMEZONE, for an all-day class', () => {
    const event = classCalendarEvent({ name: 'Day', code: 'C1', startDateEST: '11/26/2026' }, 'd.test');
    if (!event) throw new Error('no event');
    const text = icsText(event, now, 'Summit Prep');
    const props = eventProps(text);
    expect(props.DTSTART).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20261126' });
    expect(props.DTEND?.value).toBe('20261127');
    expect(text).not.toContain('VTIMEZONE');
  });
});

describe('escapeIcsText and foldIcsLine (RFC 5545)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['line1\r\nline2\nline3', 'line1\\nline2\\nline3'],
  ])('escapes %j as %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });

  it.each([
    { why: '75 octets stay on one line', line: 'x'.repeat(75), lengths: [75] },
    { why: '76 octets fold once', line: 'x'.repeat(76), lengths: [75, 2] },
    { why: 'continuations hold 74 octets after the space', line: 'x'.repeat(75 + 74 + 1), lengths: [75, 75, 2] },
    { why: 'a 2-octet character is never split', line: `${'x'.repeat(74)}é`, lengths: [74, 3] },
    { why: 'a 4-octet character is never split', line: `${'x'.repeat(73)}🎓`, lengths: [73, 5] },
  ])('$why', ({ line, lengths }) => {
    const folded = foldIcsLine(line);
    expect(folded.split('\r\n').map((l) => Buffer.byteLength(l, 'utf8'))).toEqual(lengths);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('icsFileName', () => {
  it.each([
    ['USMLE Step 1 Free Trial Class', 'usmle-step-1-free-trial-class.ics'],
    ['GMAT Admissions Q&A', 'gmat-admissions-q-a.ics'],
    ['Café résumé', 'cafe-resume.ics'],
    ['🎓', 'event.ics'],
  ])('names %j %j', (title, expected) => {
    expect(icsFileName({ title, uid: 'u', timing: { kind: 'all-day', start: { year: 2026, month: 1, day: 1 }, end: { year: 2026, month: 1, day: 2 } } })).toBe(expected);
  });
});
