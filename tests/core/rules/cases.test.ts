import { describe, expect, it } from 'vitest';
import { accountScreens } from '../../../src/core/messages/account';
import {
  caseGuidance,
  casePageCount,
  filterCases,
  isCaseReadOnly,
  pageOfCases,
} from '../../../src/core/rules/cases';

const closedAt = '2026-03-06T12:00:00Z';
const threeDaysLater = Date.parse(closedAt) + 3 * 24 * 60 * 60 * 1000;

describe('isCaseReadOnly', () => {
  it.each([
    // boundary rows: exactly 3 days after closing vs 3 days + 1 ms
    { why: 'keeps a case editable exactly 3 days after closing', closedDate: closedAt, now: threeDaysLater, readOnly: false },
    { why: 'locks a case 3 days and 1 ms after closing', closedDate: closedAt, now: threeDaysLater + 1, readOnly: true },
    { why: 'keeps a case editable 1 ms before the 3 days', closedDate: closedAt, now: threeDaysLater - 1, readOnly: false },
    { why: 'reads a +0000 offset', closedDate: '2026-03-06T12:00:00.000+0000', now: threeDaysLater + 1, readOnly: true },
    { why: 'reads a +0000 offset at the boundary', closedDate: '2026-03-06T12:00:00.000+0000', now: threeDaysLater, readOnly: false },
    { why: 'reads a date-time without offset as New York time', closedDate: '2026-03-06T07:00:00', now: threeDaysLater, readOnly: false },
    { why: 'reads a date-time without offset as New York time (+1 ms)', closedDate: '2026-03-06T07:00:00', now: threeDaysLater + 1, readOnly: true },
    { why: 'reads a plain date as New York midnight', closedDate: '2026-03-06', now: Date.parse('2026-03-09T05:00:00Z'), readOnly: false },
    { why: 'reads a plain date as New York midnight (+1 ms)', closedDate: '2026-03-06', now: Date.parse('2026-03-09T05:00:00.001Z'), readOnly: true },
    { why: 'locks a closed case with no closedDate', closedDate: null, now: threeDaysLater, readOnly: true },
    { why: 'locks a closed case with an unreadable closedDate', closedDate: 'yesterday', now: threeDaysLater, readOnly: true },
    { why: 'keeps a case closed in the future editable', closedDate: '2026-03-10T00:00:00Z', now: threeDaysLater, readOnly: false },
  ])('$why', ({ closedDate, now, readOnly }) => {
    expect(isCaseReadOnly({ status: 'Closed', closedDate }, new Date(now))).toBe(readOnly);
  });

  it.each([
    { status: 'Open', readOnly: false },
    { status: 'In Progress', readOnly: false },
    { status: 'closed', readOnly: true },
  ])('treats a $status case closed long ago as read-only: $readOnly', ({ status, readOnly }) => {
    expect(isCaseReadOnly({ status, closedDate: '2025-01-01T00:00:00Z' }, new Date(threeDaysLater))).toBe(readOnly);
  });
});

describe('filterCases', () => {
  const cases = [
    { id: 1, status: 'Open' },
    { id: 2, status: 'Closed' },
    { id: 3, status: 'In Progress' },
    { id: 4, status: 'closed' },
    { id: 5, status: 'New' },
  ];
  it.each([
    { filter: 'O' as const, ids: [1, 3, 5] },
    { filter: 'C' as const, ids: [2, 4] },
  ])('filter $filter keeps cases $ids', ({ filter, ids }) => {
    expect(filterCases(cases, filter).map((c) => c.id)).toEqual(ids);
  });
});

describe('pageOfCases', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
  it.each([
    // boundary rows: first, last partial and one-past-last page
    { page: 1, expected: [1, 2, 3, 4, 5] },
    { page: 2, expected: [6, 7, 8, 9, 10] },
    { page: 3, expected: [11, 12] },
    { page: 4, expected: [] },
    { page: 0, expected: [1, 2, 3, 4, 5] },
    { page: 1.5, expected: [1, 2, 3, 4, 5] },
  ])('page $page shows $expected', ({ page, expected }) => {
    expect(pageOfCases(twelve, page)).toEqual(expected);
  });

  it('honours a custom page size', () => {
    expect(pageOfCases(twelve, 2, 4)).toEqual([5, 6, 7, 8]);
  });

  it.each([
    { total: 0, pages: 1 },
    { total: 5, pages: 1 },
    { total: 6, pages: 2 },
    { total: 12, pages: 3 },
  ])('counts $pages page(s) for $total cases', ({ total, pages }) => {
    expect(casePageCount(total)).toBe(pages);
  });
});

describe('caseGuidance', () => {
  it.each([
    { topic: 'Money Back Guarantee', key: 'score-report-official' },
    { topic: 'Refund request', key: 'score-report-official' },
    { topic: 'Add time to my course', key: 'score-report' },
    { topic: 'Adding more time', key: 'score-report' },
    { topic: 'Course extension', key: 'score-report' },
    { topic: 'Technical issue', key: 'screenshot' },
    { topic: null, key: 'screenshot' },
  ])('asks "$topic" for $key', ({ topic, key }) => {
    const guidance = caseGuidance(topic);
    expect(guidance).toBe(key);
    expect(accountScreens.caseGuidance[guidance]).toBeTypeOf('string');
  });
});
