import { describe, expect, it } from 'vitest';
import { markSchedule, scheduleLocation, scheduleTime } from '../../../src/core/rules/schedule';

// 2026-11-21 10:00 in New York (15:00 UTC).
const now = new Date('2026-11-21T15:00:00Z');
const at = (meetingDate: string, startTime: string, endTime: string) => ({ meetingDate, startTime, endTime });

describe('markSchedule (account §2 schedule: past sessions and the next one)', () => {
  it.each([
    { why: 'yesterday is past, today later is next', rows: [at('2026-11-20', '6:00 PM', '9:00 PM'), at('2026-11-21', '6:00 PM', '9:00 PM')], expected: ['past', 'next'] },
    { why: 'today already ended is past (end 9:59 AM)', rows: [at('2026-11-21', '8:00 AM', '9:59 AM'), at('2026-11-22', '8:00 AM', '9:00 AM')], expected: ['past', 'next'] },
    { why: 'ending exactly now is past', rows: [at('2026-11-21', '8:00 AM', '10:00 AM'), at('2026-11-21', '11:00 AM', '12:00 PM')], expected: ['past', 'next'] },
    { why: 'under way now (ends 10:01 AM) is the next one', rows: [at('2026-11-21', '9:00 AM', '10:01 AM'), at('2026-11-22', '9:00 AM', '10:00 AM')], expected: ['next', 'upcoming'] },
    { why: 'only one is next; later ones are upcoming', rows: [at('2026-11-23', '6:00 PM', '9:00 PM'), at('2026-11-24', '6:00 PM', '9:00 PM')], expected: ['next', 'upcoming'] },
    { why: 'all past: no next', rows: [at('2026-11-01', '6:00 PM', '9:00 PM'), at('2026-11-02', '6:00 PM', '9:00 PM')], expected: ['past', 'past'] },
    { why: 'no end time: the start time decides', rows: [at('2026-11-21', '9:59 AM', ''), at('2026-11-21', '10:01 AM', '')], expected: ['past', 'next'] },
    { why: 'today with no readable time is not past', rows: [at('2026-11-21', '', '')], expected: ['next'] },
    { why: 'an unreadable date is neither past nor next', rows: [at('soon', '6:00 PM', '9:00 PM'), at('2026-12-01', '6:00 PM', '9:00 PM')], expected: ['upcoming', 'next'] },
  ])('$why', ({ rows, expected }) => {
    expect(markSchedule(rows, now)).toEqual(expected);
  });
});

describe('scheduleTime (account §2: ET when there is no facility)', () => {
  it.each([
    { session: { startTime: '6:00 PM', endTime: '9:00 PM', Facility: { name: 'Midtown' } }, expected: '6:00 PM – 9:00 PM' },
    { session: { startTime: '8:00 PM', endTime: '10:00 PM' }, expected: '8:00 PM – 10:00 PM ET' },
    { session: { startTime: '8:00 PM', endTime: null }, expected: '8:00 PM ET' },
    { session: { startTime: null, endTime: null }, expected: '' },
  ])('$expected', ({ session, expected }) => {
    expect(scheduleTime(session)).toBe(expected);
  });
});

describe('scheduleLocation (account §2: facility, room and address, or a Join Session link)', () => {
  it('lists the facility name, room and address', () => {
    expect(
      scheduleLocation({
        Room: { designation: 'Room 4B' },
        Facility: { name: 'Summit Prep Midtown Center', Location: { address1: '1440 Broadway', city: 'New York', state: 'NY', zip: '10018' } },
      }),
    ).toEqual({ kind: 'facility', lines: ['Summit Prep Midtown Center', 'Room 4B', '1440 Broadway', 'New York, NY 10018'] });
  });

  it.each([
    ['https://live.example.test/j/1', 'https://live.example.test/j/1'],
    ['http://live.example.test/j/1', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['https://brand.test@evil.test/j', null],
    ['/relative/join', null],
    [null, null],
  ])('an online session with link %s joins at %s', (liveStreamUrl, expected) => {
    expect(scheduleLocation({ liveStreamUrl })).toEqual({ kind: 'online', joinUrl: expected });
  });
});
