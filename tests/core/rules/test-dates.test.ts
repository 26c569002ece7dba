import { describe, expect, it } from 'vitest';
import { testDateLabels } from '../../../src/core/messages/access';
import { accountScreens } from '../../../src/core/messages/account';
import { testDateOptions } from '../../../src/core/rules/test-dates';
import { mcatDateOptions, unknownTestDate } from '../../../src/core/rules/mcat-dates';

// 23:30 on 9 March 2026 in New York, already 10 March in UTC.
const lateEveningNy = new Date('2026-03-10T03:30:00Z');

describe('testDateOptions', () => {
  it('offers the five labels with dates 14, 30, 90, 180 and 360 days ahead of the New York day', () => {
    expect(testDateOptions(lateEveningNy)).toEqual([
      { label: testDateLabels[0], value: '2026-03-23' },
      { label: testDateLabels[1], value: '2026-04-08' },
      { label: testDateLabels[2], value: '2026-06-07' },
      { label: testDateLabels[3], value: '2026-09-05' },
      { label: testDateLabels[4], value: '2027-03-04' },
    ]);
  });
});

describe('mcatDateOptions', () => {
  const unknown = { value: unknownTestDate, label: accountScreens.unknownTestDate };

  it.each([
    // boundary rows: today (New York) is not future, tomorrow is
    { why: 'drops a date that is today in New York', dates: [{ test_date: '2026-03-09', country: 'US' }], expected: [unknown] },
    { why: 'keeps tomorrow', dates: [{ test_date: '2026-03-10', country: 'US' }], expected: [{ value: '2026-03-10', label: '03/10/2026' }, unknown] },
    { why: 'drops past dates and unreadable ones', dates: [{ test_date: '2025-09-01', country: 'US' }, { test_date: 'TBD', country: 'US' }], expected: [unknown] },
    {
      why: 'sorts ascending and labels Canada-only dates',
      dates: [
        { test_date: '2026-06-20', country: 'US' },
        { test_date: '2026-04-11', country: 'Canada' },
        { test_date: '2026-05-02', country: 'US' },
      ],
      expected: [
        { value: '2026-04-11', label: accountScreens.canadaOnly('04/11/2026') },
        { value: '2026-05-02', label: '05/02/2026' },
        { value: '2026-06-20', label: '06/20/2026' },
        unknown,
      ],
    },
    {
      why: 'merges a date offered in Canada and the US into one plain option',
      dates: [
        { test_date: '2026-05-02', country: 'CA' },
        { test_date: '2026-05-02', country: 'US' },
      ],
      expected: [{ value: '2026-05-02', label: '05/02/2026' }, unknown],
    },
  ])('$why', ({ dates, expected }) => {
    expect(mcatDateOptions(dates, lateEveningNy)).toEqual(expected);
  });

  it('stores "I don\'t know my test date" as 2040-12-31, last', () => {
    const options = mcatDateOptions([], lateEveningNy);
    expect(unknownTestDate).toBe('2040-12-31');
    expect(options.at(-1)).toEqual({ value: '2040-12-31', label: accountScreens.unknownTestDate });
  });
});
