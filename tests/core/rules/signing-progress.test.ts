import { describe, expect, it } from 'vitest';
import type { Course } from '../../../src/core/api/structs/account';
import { findNewCourse, nextSigningProgress, registeredWithinDay, signingTiming } from '../../../src/core/rules/signing-progress';

/** Ticks from 0 until `progress` first reaches `target`. */
function ticksTo(target: number): number {
  let progress = 0;
  let ticks = 0;
  while (progress < target) {
    progress = nextSigningProgress(progress);
    ticks += 1;
    if (ticks > 10_000) throw new Error('never got there');
  }
  return ticks;
}

describe('nextSigningProgress (access §4: 0.4 per tick, 0.1 above 80)', () => {
  it.each([
    { from: 0, to: 0.4 },
    { from: 79.6, to: 80 },
    // 80 is not above 80: one last 0.4 step
    { from: 80, to: 80.4 },
    { from: 80.4, to: 80.5 },
    { from: 99.9, to: 100 },
    { from: 100, to: 100 },
    { from: 99.95, to: 100 },
  ])('goes from $from to $to', ({ from, to }) => {
    expect(nextSigningProgress(from)).toBe(to);
  });

  it('reaches 80 after 200 ticks (8 s at 40 ms) and 100 after 397 ticks (15.88 s)', () => {
    expect(ticksTo(80)).toBe(200);
    expect(ticksTo(100)).toBe(397);
    expect(ticksTo(100) * signingTiming.tickMs).toBe(15_880);
  });

  it('gives the 12 polls (12 s) time to finish before the bar is full', () => {
    expect(signingTiming.pollMs * signingTiming.maxPolls).toBeLessThan(ticksTo(100) * signingTiming.tickMs);
  });
});

// 15:00 UTC = 10:00 in New York, 21 November 2026.
const now = new Date('2026-11-21T15:00:00Z');

describe('registeredWithinDay', () => {
  it.each([
    // bare New York days: today and yesterday count
    { text: '11/21/2026', expected: true },
    { text: '11/20/2026', expected: true },
    { text: '11/19/2026', expected: false },
    { text: '2026-11-21', expected: true },
    // a day ahead is clock skew, not an old course
    { text: '11/22/2026', expected: true },
    // with a time: at most 24 hours
    { text: '2026-11-20T15:00:00Z', expected: true },
    { text: '2026-11-20T14:59:59Z', expected: false },
    { text: '2026-11-20 10:00:00', expected: true },
    { text: '2026-11-20 09:59:00', expected: false },
    { text: '', expected: false },
    { text: null, expected: false },
    { text: 'yesterday', expected: false },
  ])('$text → $expected', ({ text, expected }) => {
    expect(registeredWithinDay(text, now)).toBe(expected);
  });
});

describe('findNewCourse', () => {
  const course = (over: Partial<Course>): Course => ({ enrollmentId: 'E1', productId: 'P1', ...over });

  it.each([
    { why: 'a course of the class registered today', courses: [course({ classId: '7001', courseRegistrationDateStr: '11/21/2026' })], found: 'E1' },
    { why: 'ignores another class', courses: [course({ classId: '7002', courseRegistrationDateStr: '11/21/2026' })], found: null },
    { why: 'ignores an old registration of the class', courses: [course({ classId: '7001', courseRegistrationDateStr: '11/01/2026' })], found: null },
    { why: 'ignores a course without registration date', courses: [course({ classId: '7001' })], found: null },
    { why: 'ignores a course without class id', courses: [course({ courseRegistrationDateStr: '11/21/2026' })], found: null },
    {
      why: 'picks the recent one among several of the class',
      courses: [
        course({ enrollmentId: 'OLD', classId: '7001', courseRegistrationDateStr: '10/01/2026' }),
        course({ enrollmentId: 'NEW', classId: ' 7001 ', courseRegistrationDateStr: '11/20/2026' }),
      ],
      found: 'NEW',
    },
  ])('$why', ({ courses, found }) => {
    expect(findNewCourse({ nonExpiredCoursListArray: courses }, '7001', now)?.enrollmentId ?? null).toBe(found);
  });
});
