import { describe, expect, it } from 'vitest';
import { makeupCalendarEvent } from '../../../src/core/rules/makeup-calendar';

const base = { sessionId: 'MS8001', name: 'MCAT Chemistry 1 (make-up)', classCode: 'MU-MS8001' };

describe('makeupCalendarEvent (account §2 confirmation, §9 times in America/New_York)', () => {
  it.each([
    // [case, session fields, expected timing]
    ['evening in EST (November)', { sessionDate: '11/27/2026', sessionStartTime: '6:00 PM', sessionEndTime: '9:00 PM' },
      { kind: 'timed', start: '2026-11-27T23:00:00.000Z', end: '2026-11-28T02:00:00.000Z' }],
    ['evening in EDT (July)', { sessionDate: '07/02/2026', sessionStartTime: '6:00 PM', sessionEndTime: '9:00 PM' },
      { kind: 'timed', start: '2026-07-02T22:00:00.000Z', end: '2026-07-03T01:00:00.000Z' }],
    ['ISO date and 24-hour times', { sessionDate: '2026-03-09', sessionStartTime: '09:30', sessionEndTime: '11:00:00' },
      { kind: 'timed', start: '2026-03-09T13:30:00.000Z', end: '2026-03-09T15:00:00.000Z' }],
    ['the day DST starts (8 March 2026)', { sessionDate: '03/08/2026', sessionStartTime: '12:00 AM', sessionEndTime: '4:00 AM' },
      { kind: 'timed', start: '2026-03-08T05:00:00.000Z', end: '2026-03-08T08:00:00.000Z' }],
    ['no end time: one hour', { sessionDate: '11/27/2026', sessionStartTime: '8:00 PM', sessionEndTime: null },
      { kind: 'timed', start: '2026-11-28T01:00:00.000Z', end: '2026-11-28T02:00:00.000Z' }],
    ['end before start: one hour', { sessionDate: '11/27/2026', sessionStartTime: '8:00 PM', sessionEndTime: '7:00 PM' },
      { kind: 'timed', start: '2026-11-28T01:00:00.000Z', end: '2026-11-28T02:00:00.000Z' }],
    ['end equal to start: one hour', { sessionDate: '11/27/2026', sessionStartTime: '8:00 PM', sessionEndTime: '8:00 PM' },
      { kind: 'timed', start: '2026-11-28T01:00:00.000Z', end: '2026-11-28T02:00:00.000Z' }],
    ['unreadable start time: the whole day', { sessionDate: '11/27/2026', sessionStartTime: 'evening', sessionEndTime: '9:00 PM' },
      { kind: 'all-day', start: { year: 2026, month: 11, day: 27 }, end: { year: 2026, month: 11, day: 28 } }],
    ['no times: the whole day', { sessionDate: '12/31/2026' },
      { kind: 'all-day', start: { year: 2026, month: 12, day: 31 }, end: { year: 2027, month: 1, day: 1 } }],
  ] as const)('%s', (_case, fields, expected) => {
    const event = makeupCalendarEvent({ ...base, ...fields }, 'student-portal.test');
    const timing = event?.timing;
    if (!timing) throw new Error('no event');
    if (timing.kind === 'timed') {
      expect({ kind: timing.kind, start: timing.start.toISOString(), end: timing.end.toISOString() }).toEqual(expected);
    } else {
      expect(timing).toEqual(expected);
    }
  });

  it.each([
    ['no date', { sessionDate: null, sessionStartTime: '6:00 PM' }],
    ['an impossible date', { sessionDate: '02/30/2026', sessionStartTime: '6:00 PM' }],
    ['an empty date', { sessionDate: ' ', sessionStartTime: '6:00 PM' }],
  ] as const)('is null with %s', (_case, fields) => {
    expect(makeupCalendarEvent({ ...base, ...fields }, 'student-portal.test')).toBeNull();
  });

  it('titles the event with the session name (else the class code, else the id) and a stable uid', () => {
    const fields = { sessionDate: '11/27/2026', sessionStartTime: '6:00 PM', sessionEndTime: '9:00 PM' };
    const named = makeupCalendarEvent({ ...base, ...fields }, 'student-portal.test');
    expect(named?.title).toBe('MCAT Chemistry 1 (make-up)');
    expect(named?.uid).toBe('makeup-MS8001@student-portal.test');
    expect(makeupCalendarEvent({ ...base, ...fields, name: '  ' }, 'x.test')?.title).toBe('MU-MS8001');
    expect(makeupCalendarEvent({ sessionId: 'MS9', ...fields }, 'x.test')?.title).toBe('MS9');
  });
});
