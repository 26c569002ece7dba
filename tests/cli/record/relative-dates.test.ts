import { describe, expect, it } from 'vitest';
import { relativeDates, toRelativeDates } from '../../../cli/record/relative-dates';
import { defaultFixtureDocument } from '../../../cli/simulator/fixture/default';
import { loadFixture } from '../../../cli/simulator/fixture/load';
import { resolveDateTokens } from '../../../cli/simulator/fixture/tokens';

// Written out by hand, not computed with the calendar code under test.
// 15:00 UTC is 10:00 in New York: the same calendar day in both.
const recordedAt = new Date('2026-11-21T15:00:00Z');

describe('toRelativeDates: single strings', () => {
  it.each([
    ['2026-11-21', '$day(+0)'],
    ['2026-12-01', '$day(+10)'],
    ['2026-10-31', '$day(-21)'],
    ['2027-11-21', '$day(+365)'],
    ['11/21/2026', '$usday(+0)'],
    ['11/18/2026', '$usday(-3)'],
    ['01/01/2027', '$usday(+41)'],
    ['2026-11-21T15:00:00.000Z', '$instant(+0d)'],
    ['2026-11-19T15:00:00.000Z', '$instant(-2d)'],
    ['2026-11-21T18:00:00.000Z', '$instant(+3h)'],
    ['2026-11-21T14:30:00.000Z', '$instant(-30m)'],
    ['2026-12-04T19:00:00.000Z', '$instant(+316h)'],
    ['2026-11-21T15:00:00Z', '$instant(+0d)'],
    ['2026-11-21T10:00:00-05:00', '$instant(+0d)'],
    ['2026-11-22T15:00:00+00:00', '$instant(+1d)'],
    ['2026-11-21T16:00+0100', '$instant(+0d)'],
    // Rounded to the minute first: 29.6 s is 0 minutes, 30 s is one.
    ['2026-11-21T15:00:29.600Z', '$instant(+0d)'],
    ['2026-11-21T14:59:30.000Z', '$instant(-1m)'],
  ])('turns %j into %j', (text, token) => {
    expect(toRelativeDates({ a: [text] }, recordedAt)).toEqual({ a: [token] });
  });

  it.each([
    'Exam 12/04/2026',
    '2026-12-04 at noon',
    '13/45/2026',
    '02/30/2026',
    '2026-02-29',
    '2026-13-01',
    '2026-12-04T19:00:00',
    '2026-12-04T25:00:00Z',
    '12/4/2026',
    '2026',
    '$day(+3)',
    '',
  ])('leaves %j alone', (text) => {
    expect(toRelativeDates({ a: text }, recordedAt)).toEqual({ a: text });
  });

  it('counts New York days: 23:30 in New York is already the next day in UTC', () => {
    // 04:30 UTC on Nov 22 is 23:30 on Nov 21 in New York.
    const late = new Date('2026-11-22T04:30:00Z');
    expect(toRelativeDates(['2026-11-21', '2026-11-22', '11/22/2026'], late)).toEqual(['$day(+0)', '$day(+1)', '$usday(+1)']);
  });

  it('leaves numbers, booleans and null alone and does not change its input', () => {
    const input = { n: 2026, b: true, z: null, d: '2026-11-22' };
    expect(toRelativeDates(input, recordedAt)).toEqual({ n: 2026, b: true, z: null, d: '$day(+1)' });
    expect(input.d).toBe('2026-11-22');
  });

  it('counts the tokens it made', () => {
    expect(relativeDates({ a: '2026-11-22', b: ['11/22/2026', 'text'], c: '2026-11-21T15:00:00Z' }, recordedAt).tokens).toBe(3);
  });
});

describe('toRelativeDates: graduation years', () => {
  it('turns consecutive years into offsets from the New York year', () => {
    expect(toRelativeDates({ lists: { graduationYears: ['2026', '2027', '2028'] } }, recordedAt)).toEqual({
      lists: { graduationYears: { from: 0, to: 2 } },
    });
    // 03:00 UTC on Jan 1 2027 is still 2026 in New York.
    expect(toRelativeDates({ lists: { graduationYears: ['2025', '2026'] } }, new Date('2027-01-01T03:00:00Z'))).toEqual({
      lists: { graduationYears: { from: -1, to: 0 } },
    });
  });

  it.each([
    [['2026', '2028']],
    [['2028', '2027']],
    [['2026', 'soon']],
    [[]],
  ])('keeps %j as it is', (years) => {
    expect(toRelativeDates({ lists: { graduationYears: years } }, recordedAt)).toEqual({ lists: { graduationYears: years } });
  });
});

describe('toRelativeDates on the default fixture', () => {
  // loadFixture is the Fixture struct run over resolveDateTokens' result: where the resolved documents
  // are equal, so are the loaded fixtures. The struct (the costly part) runs once, to show the tokens load;
  // the documents are compared as JSON (a deep toEqual of the whole fixture costs ten times more).
  it.each([
    ['an ordinary morning', '2026-11-21T15:00:00Z'],
    ['23:30 in New York (the next day in UTC)', '2026-11-22T04:30:00Z'],
    ['the night of the spring DST change', '2027-03-14T06:30:00Z'],
    ['the night of the autumn DST change', '2026-11-01T05:30:00Z'],
    ['a leap day', '2028-02-29T17:00:00Z'],
    ['New Year in New York', '2027-01-01T04:59:00Z'],
  ])('round-trips tokens → dates → tokens → dates on %s', (_name, at) => {
    const start = new Date(at);
    const recorded = resolveDateTokens(defaultFixtureDocument(), start);
    const { document, tokens } = relativeDates(recorded, start);
    expect(tokens).toBeGreaterThan(100);
    expect(JSON.stringify(resolveDateTokens(document, start))).toBe(JSON.stringify(recorded));
  });

  it('loads as the default fixture does', () => {
    const start = new Date('2026-11-22T04:30:00Z');
    const document = toRelativeDates(resolveDateTokens(defaultFixtureDocument(), start), start);
    expect(loadFixture(document, start)).toEqual(loadFixture(defaultFixtureDocument(), start));
  });

  it('moves every date 30 days when the recording is served 30 days later', () => {
    const later = new Date(recordedAt.getTime() + 30 * 86_400_000);
    const document = toRelativeDates(resolveDateTokens(defaultFixtureDocument(), recordedAt), recordedAt);
    const moved = resolveDateTokens(document, later) as { students: { expectedTestDate?: string }[] };
    expect(JSON.stringify(moved)).toBe(JSON.stringify(resolveDateTokens(defaultFixtureDocument(), later)));
    // Written by hand: the demo student's expected test date is $day(+120), 2027-03-21 when recorded.
    expect(moved.students[0]?.expectedTestDate).toBe('2027-04-20');
  });
});
