import { describe, expect, it } from 'vitest';
import { epoch, epochDay, epochInstant, epochUsDay } from '../../support/epoch';
import { FixtureError, loadDefaultFixture, loadFixture } from '../../../cli/simulator/fixture/load';
import { defaultFixtureDocument } from '../../../cli/simulator/fixture/default';
import { TokenError, resolveDateTokens } from '../../../cli/simulator/fixture/tokens';

// An explicit start, not the epoch: the table below checks the resolver against
// dates written out by hand, which must not come from the calendar code it uses.
// 15:00 UTC is 10:00 in New York: the same calendar day in both.
const start = new Date('2026-11-21T15:00:00Z');

describe('fixture date tokens', () => {
  it.each([
    ['$day(+10)', '2026-12-01'],
    ['$day(0)', '2026-11-21'],
    ['$day(-21)', '2026-10-31'],
    ['$usday(+10)', '12/01/2026'],
    ['$usday(-1)', '11/20/2026'],
    ['$instant(-2d)', '2026-11-19T15:00:00.000Z'],
    ['$instant(+3h)', '2026-11-21T18:00:00.000Z'],
    ['$instant(-30m)', '2026-11-21T14:30:00.000Z'],
    ['plain text', 'plain text'],
    ['costs $5', 'costs $5'],
  ])('resolves %j to %j', (token, expected) => {
    expect(resolveDateTokens({ a: [token] }, start)).toEqual({ a: [expected] });
  });

  it('agrees with the epoch helpers that the other tests compute their expected dates with', () => {
    const tokens = ['$day(+10)', '$day(-21)', '$usday(+10)', '$usday(-1)', '$instant(-2d)', '$instant(+3h)'];
    expect(resolveDateTokens(tokens, epoch)).toEqual([
      epochDay(10), epochDay(-21), epochUsDay(10), epochUsDay(-1), epochInstant(-2 * 86_400_000), epochInstant(3 * 3_600_000),
    ]);
  });

  it('counts days in New York, not UTC', () => {
    // 03:00 UTC on Nov 22 is still Nov 21 in New York.
    expect(resolveDateTokens('$day(0)', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });

  it('refuses a malformed token, naming its path', () => {
    expect(() => resolveDateTokens({ courses: [{ d: '$day(ten)' }] }, start)).toThrow(TokenError);
    expect(() => resolveDateTokens({ courses: [{ d: '$day(ten)' }] }, start)).toThrow('courses.0.d');
  });
});

describe('loadFixture', () => {
  it('loads the default fixture with its dates relative to the start', () => {
    const fixture = loadDefaultFixture(start);
    expect(fixture.students.map((s) => s.email)).toContain('demo@student-portal.test');
    expect(JSON.stringify(fixture)).not.toMatch(/\$(day|usday|instant)\(/);
  });

  it('keeps the default fixture true whenever it runs', () => {
    const later = loadDefaultFixture(new Date('2031-03-01T12:00:00Z'));
    const demo = later.students.find((s) => s.studentId === 'S1001');
    expect(demo?.expectedTestDate).toBe('2031-06-29');
  });

  it.each([
    [(d: Record<string, unknown>) => ({ ...d, students: 'nobody' }), 'students: expected array'],
    [(d: Record<string, unknown>) => ({ ...d, students: [{ studentId: 'S1' }] }), 'students.0.userId'],
    [(d: Record<string, unknown>) => ({ ...d, unexpected: true }), 'unexpected'],
    [(d: Record<string, unknown>) => ({ ...d, students: [...(d.students as unknown[]), ...(d.students as unknown[]).slice(0, 1)] }), 'used twice'],
  ])('refuses a bad fixture and names the failing path (%#)', (mutate, path) => {
    const document = defaultFixtureDocument() as Record<string, unknown>;
    expect(() => loadFixture(mutate(document), start)).toThrow(FixtureError);
    expect(() => loadFixture(mutate(document), start)).toThrow(path);
  });
});
