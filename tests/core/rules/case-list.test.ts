import { describe, expect, it } from 'vitest';
import {
  caseLastUpdate,
  caseListHrefQuery,
  caseListView,
  readCaseListQuery,
  sortCasesNewestFirst,
} from '../../../src/core/rules/case-list';

const opened = (caseNumber: string, interactionDate: string | null) => ({ caseNumber, interactionDate });

describe('sortCasesNewestFirst (issue 17: newest opened first)', () => {
  it.each([
    {
      why: 'puts the case opened last first, comparing instants and not strings',
      cases: [opened('1', '2026-03-01T12:00:00Z'), opened('2', '2026-03-01T08:00:00-05:00'), opened('3', '2026-02-28T23:00:00Z')],
      order: ['2', '1', '3'],
    },
    {
      why: 'reads a +0000 offset, a plain date (New York midnight) and MM/DD/YYYY',
      cases: [opened('1', '2026-03-02'), opened('2', '2026-03-02T04:59:59.000+0000'), opened('3', '03/03/2026')],
      order: ['3', '1', '2'],
    },
    {
      why: 'puts cases without a readable opened date last, newest case number first among them',
      cases: [opened('00012', null), opened('00013', 'soon'), opened('00011', '2026-01-01T00:00:00Z')],
      order: ['00011', '00013', '00012'],
    },
    {
      why: 'breaks a tie of the same instant by the higher case number',
      cases: [opened('00009', '2026-03-01T12:00:00Z'), opened('00010', '2026-03-01T12:00:00Z'), opened('00008', '2026-03-01T12:00:00Z')],
      order: ['00010', '00009', '00008'],
    },
    { why: 'keeps an empty list empty', cases: [], order: [] },
  ])('$why', ({ cases, order }) => {
    const input = [...cases];
    expect(sortCasesNewestFirst(cases).map((c) => c.caseNumber)).toEqual(order);
    expect(cases).toEqual(input);
  });
});

describe('caseLastUpdate (opened, closed, published comments and attachments: the latest)', () => {
  const base = { status: 'New', interactionDate: '2026-03-01T12:00:00Z', closedDate: null, caseComments: [], CaseAttachment: [] };
  it.each([
    { why: 'is the opened date when nothing else happened', extra: {}, at: '2026-03-01T12:00:00.000Z' },
    {
      why: 'is the latest published comment',
      extra: { caseComments: [{ isPublished: true, lastModifiedDate: '2026-03-04T09:00:00Z' }, { isPublished: true, lastModifiedDate: '2026-03-03T09:00:00Z' }] },
      at: '2026-03-04T09:00:00.000Z',
    },
    {
      why: 'leaves unpublished comments out (the student cannot see them)',
      extra: { caseComments: [{ isPublished: false, lastModifiedDate: '2026-03-09T09:00:00Z' }, { isPublished: null, lastModifiedDate: '2026-03-08T09:00:00Z' }] },
      at: '2026-03-01T12:00:00.000Z',
    },
    { why: 'is the latest attachment', extra: { CaseAttachment: [{ lastModifiedDate: '2026-03-05T00:00:00Z' }] }, at: '2026-03-05T00:00:00.000Z' },
    { why: 'is the closing date of a closed case', extra: { status: 'Closed', closedDate: '2026-03-06T00:00:00Z' }, at: '2026-03-06T00:00:00.000Z' },
    {
      why: 'skips unreadable dates',
      extra: { caseComments: [{ isPublished: true, lastModifiedDate: 'later' }], CaseAttachment: [{ lastModifiedDate: null }] },
      at: '2026-03-01T12:00:00.000Z',
    },
    { why: 'is null when no date is readable', extra: { interactionDate: null }, at: null },
  ])('$why', ({ extra, at }) => {
    expect(caseLastUpdate({ ...base, ...extra })?.toISOString() ?? null).toBe(at);
  });
});

describe('readCaseListQuery (filter and page live in the route query)', () => {
  it.each([
    { query: '', filter: 'O', page: 1, created: false },
    { query: 'filter=closed', filter: 'C', page: 1, created: false },
    { query: 'filter=Closed&page=2', filter: 'C', page: 2, created: false },
    { query: 'filter=C', filter: 'C', page: 1, created: false },
    { query: 'filter=open&page=3', filter: 'O', page: 3, created: false },
    { query: 'filter=nonsense&page=0', filter: 'O', page: 1, created: false },
    { query: 'page=-2', filter: 'O', page: 1, created: false },
    { query: 'page=1.5', filter: 'O', page: 1, created: false },
    { query: 'page=2abc', filter: 'O', page: 1, created: false },
    { query: 'page=99999999999999999999', filter: 'O', page: 1, created: false },
    { query: 'create=success', filter: 'O', page: 1, created: true },
    { query: 'create=SUCCESS', filter: 'O', page: 1, created: true },
    { query: 'create=failed', filter: 'O', page: 1, created: false },
  ])('reads "$query" as filter $filter, page $page, created $created', ({ query, filter, page, created }) => {
    expect(readCaseListQuery(new URLSearchParams(query))).toEqual({ filter, page, created });
  });
});

describe('caseListHrefQuery (the default filter and page 1 stay out of the URL)', () => {
  it.each([
    { filter: 'O' as const, page: 1, query: {} },
    { filter: 'O' as const, page: 2, query: { page: '2' } },
    { filter: 'C' as const, page: 1, query: { filter: 'closed' } },
    { filter: 'C' as const, page: 3, query: { filter: 'closed', page: '3' } },
  ])('writes $filter page $page as $query', ({ filter, page, query }) => {
    expect(caseListHrefQuery(filter, page)).toEqual(query);
  });

  it.each([
    { filter: 'O' as const, page: 1 },
    { filter: 'C' as const, page: 4 },
  ])('reads back what it writes: $filter page $page', ({ filter, page }) => {
    const written = caseListHrefQuery(filter, page);
    expect(readCaseListQuery(new URLSearchParams(written))).toMatchObject({ filter, page });
  });
});

describe('caseListView (filter, newest first, pages of 5)', () => {
  const numbered = (n: number, status: string, day: number) => ({ caseNumber: String(n), status, interactionDate: `2026-03-${String(day).padStart(2, '0')}T12:00:00Z` });
  const open = [1, 2, 3, 4, 5, 6].map((n) => numbered(n, n % 2 ? 'New' : 'In Progress', n));
  const closed = [numbered(7, 'Closed', 7), numbered(8, 'closed', 8)];
  const all = [...closed, ...open];
  it.each([
    { why: 'shows the first 5 open cases on page 1, newest first', filter: 'O' as const, page: 1, rows: ['6', '5', '4', '3', '2'], shown: 1, count: 2, total: 6 },
    { why: 'shows the sixth open case on page 2', filter: 'O' as const, page: 2, rows: ['1'], shown: 2, count: 2, total: 6 },
    { why: 'shows the last page for a page past the end', filter: 'O' as const, page: 9, rows: ['1'], shown: 2, count: 2, total: 6 },
    { why: 'shows the closed cases (any spelling of Closed)', filter: 'C' as const, page: 1, rows: ['8', '7'], shown: 1, count: 1, total: 2 },
    { why: 'shows page 1 of 1 for a closed page past the end', filter: 'C' as const, page: 2, rows: ['8', '7'], shown: 1, count: 1, total: 2 },
  ])('$why', ({ filter, page, rows, shown, count, total }) => {
    const view = caseListView(all, filter, page);
    expect(view.rows.map((c) => c.caseNumber)).toEqual(rows);
    expect({ page: view.page, pageCount: view.pageCount, total: view.total }).toEqual({ page: shown, pageCount: count, total });
  });

  it.each([
    { size: 5, page: 1, rows: 5, count: 1 },
    { size: 6, page: 2, rows: 1, count: 2 },
    { size: 10, page: 2, rows: 5, count: 2 },
    { size: 11, page: 3, rows: 1, count: 3 },
  ])('pages $size open cases: page $page has $rows, of $count', ({ size, page, rows, count }) => {
    const many = Array.from({ length: size }, (_, i) => numbered(i + 1, 'New', (i % 28) + 1));
    const view = caseListView(many, 'O', page);
    expect([view.rows.length, view.pageCount]).toEqual([rows, count]);
  });

  it('is page 1 of 1 with no rows when the filter matches nothing', () => {
    expect(caseListView(open, 'C', 1)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
  });
});
