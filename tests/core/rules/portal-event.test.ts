import { describe, expect, it } from 'vitest';
import { eventWhen } from '../../../src/core/rules/portal-event';

describe('an event’s date and time (account §3 Event, §9: MM/DD/YYYY, Eastern time)', () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    ['03/05/2027', '7:00 PM', '03/05/2027, 7:00 PM ET'],
    ['2027-03-05', '10:00 AM', '03/05/2027, 10:00 AM ET'],
    [' 03/05/2027 ', ' 7:00 PM ', '03/05/2027, 7:00 PM ET'],
    ['03/05/2027', null, '03/05/2027'],
    ['03/05/2027', '', '03/05/2027'],
    [null, '7:00 PM', '7:00 PM ET'],
    ['next Tuesday', '7:00 PM', 'next Tuesday, 7:00 PM ET'],
    [null, null, ''],
    [undefined, undefined, ''],
  ])('%j at %j reads %j', (startDateStr, startTimeStr, expected) => {
    expect(eventWhen({ startDateStr, startTimeStr })).toBe(expected);
  });
});
