import { describe, expect, it } from 'vitest';
import { makeupSearchQuery, minutesOfDay, sortSchedule } from '../../../src/core/rules/makeup';

describe('makeupSearchQuery', () => {
  it.each([
    {
      why: 'defaults distance to 5, zip to 10014 and sort to distance',
      input: { sessionTemplateId: 'T1', deliveryType: 1 },
      expected: { sessionTemplateId: 'T1', distance: '5', zip: '10014', sortBy: 'distance' },
    },
    {
      why: 'treats empty distance and zip as omitted',
      input: { sessionTemplateId: 'T1', deliveryType: 2, distance: '', zip: '  ' },
      expected: { sessionTemplateId: 'T1', distance: '5', zip: '10014', sortBy: 'distance' },
    },
    {
      why: 'keeps the chosen filters and dates',
      input: { sessionTemplateId: 'T1', deliveryType: 2, distance: 25, zip: '10018', startDate: '04/01/2026', endDate: '04/30/2026', sortBy: 'date' },
      expected: { sessionTemplateId: 'T1', distance: '25', zip: '10018', startDate: '04/01/2026', endDate: '04/30/2026', sortBy: 'date' },
    },
    {
      why: 'omits distance and zip for live online (delivery 11) and sends lol=true',
      input: { sessionTemplateId: 'T2', deliveryType: 11 },
      expected: { sessionTemplateId: 'T2', sortBy: 'date', lol: 'true' },
    },
    {
      why: 'sorts live online by date even when distance is asked for (#29.7: no distance to sort by)',
      input: { sessionTemplateId: 'T2', deliveryType: 11, sortBy: 'distance' },
      expected: { sessionTemplateId: 'T2', sortBy: 'date', lol: 'true' },
    },
    {
      why: 'keeps distance and zip given for live online',
      input: { sessionTemplateId: 'T2', deliveryType: 11, distance: '10', zip: '07030' },
      expected: { sessionTemplateId: 'T2', distance: '10', zip: '07030', sortBy: 'date', lol: 'true' },
    },
  ])('$why', ({ input, expected }) => {
    expect(makeupSearchQuery(input)).toEqual(expected);
  });
});

describe('sortSchedule', () => {
  it('orders sessions by meeting date, then start time, unreadable last', () => {
    const sessions = [
      { id: 'a', meetingDate: '2026-04-02', startTime: '9:00 AM' },
      { id: 'b', meetingDate: '2026-04-01', startTime: '1:00 PM' },
      { id: 'c', meetingDate: '04/01/2026', startTime: '09:30' },
      { id: 'd', meetingDate: null, startTime: '08:00' },
      { id: 'e', meetingDate: '2026-04-01', startTime: '12:00 PM' },
      { id: 'f', meetingDate: '2026-04-01', startTime: null },
      { id: 'g', meetingDate: '2026-03-31', startTime: '23:00:00' },
    ];
    expect(sortSchedule(sessions).map((s) => s.id)).toEqual(['g', 'c', 'e', 'b', 'f', 'a', 'd']);
  });

  it('keeps upstream order for equal date and time', () => {
    const sessions = [
      { id: 1, meetingDate: '2026-04-01', startTime: '10:00' },
      { id: 2, meetingDate: '2026-04-01', startTime: '10:00 AM' },
    ];
    expect(sortSchedule(sessions).map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('minutesOfDay', () => {
  it.each([
    { text: '12:00 AM', minutes: 0 },
    { text: '12:30 PM', minutes: 750 },
    { text: '1:05 p.m.', minutes: 785 },
    { text: '23:59', minutes: 1439 },
    { text: '24:00', minutes: null },
    { text: '13:00 PM', minutes: null },
    { text: 'noon', minutes: null },
  ])('reads "$text" as $minutes', ({ text, minutes }) => {
    expect(minutesOfDay(text)).toBe(minutes);
  });
});
