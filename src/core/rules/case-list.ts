import { parseInstant } from '../time/instant';
import { type CaseFilter, casePageCount, filterCases, pageOfCases } from './cases';

/*
 * The Cases list (issue 17, account §2/§4/§9): which cases one page shows,
 * in which order, and how its filter and page are written in the route
 * query so Back and a shared link return to the same page.
 */

interface Opened {
  caseNumber: string;
  interactionDate?: string | null;
}

const openedAt = (c: Opened): number | null => parseInstant(c.interactionDate)?.getTime() ?? null;

/**
 * Newest opened first (a case keeps its place while it is answered, so the
 * pages do not shuffle as the student moves between them); cases without a
 * readable opened date last; a tie goes to the higher case number.
 * Returns a new array.
 */
export function sortCasesNewestFirst<T extends Opened>(cases: readonly T[]): T[] {
  const byNumber = (a: T, b: T) => b.caseNumber.localeCompare(a.caseNumber, 'en', { numeric: true });
  return cases
    .map((c) => ({ c, at: openedAt(c) }))
    .sort((a, b) => {
      if (a.at === null || b.at === null) return a.at === b.at ? byNumber(a.c, b.c) : a.at === null ? 1 : -1;
      return b.at - a.at || byNumber(a.c, b.c);
    })
    .map(({ c }) => c);
}

/** What the last-update date is read from (account §3 Support case fields, plus `closedDate`). */
export interface CaseActivity {
  interactionDate?: string | null;
  closedDate?: string | null;
  caseComments: readonly { isPublished?: boolean | null; lastModifiedDate?: string | null }[];
  CaseAttachment: readonly { lastModifiedDate?: string | null }[];
}

/**
 * A case's last update: the latest of its opening, closing, published
 * comments and attachments (account §3 has no last-modified field for the
 * case itself). Comments the student cannot see do not count. Null when no
 * date is readable.
 */
export function caseLastUpdate(c: CaseActivity): Date | null {
  const dates = [
    c.interactionDate,
    c.closedDate,
    ...c.caseComments.filter((comment) => comment.isPublished === true).map((comment) => comment.lastModifiedDate),
    ...c.CaseAttachment.map((a) => a.lastModifiedDate),
  ];
  const instants = dates.map((d) => parseInstant(d)?.getTime()).filter((t): t is number => t !== undefined);
  return instants.length ? new Date(Math.max(...instants)) : null;
}

/** The list's state as the route query holds it. */
export interface CaseListQuery {
  filter: CaseFilter;
  /** From 1; the view clamps it to the pages there are. */
  page: number;
  /** `create=success`: a case was just opened (account §4), so the success banner shows. */
  created: boolean;
}

/**
 * Reads `filter` (`closed`/`C` → Closed, anything else → Open, account §2's
 * default) and `page` (a whole number from 1; anything else is page 1).
 */
export function readCaseListQuery(query: URLSearchParams): CaseListQuery {
  const filterText = (query.get('filter') ?? '').trim().toLowerCase();
  const pageText = (query.get('page') ?? '').trim();
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return {
    filter: filterText === 'closed' || filterText === 'c' ? 'C' : 'O',
    page: Math.max(1, page),
    created: (query.get('create') ?? '').trim().toLowerCase() === 'success',
  };
}

/** The query of a list href: the default filter (Open) and page 1 are left out. */
export function caseListHrefQuery(filter: CaseFilter, page: number): { filter?: string; page?: string } {
  return { ...(filter === 'C' ? { filter: 'closed' } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}

/** One page of the list. */
export interface CaseListView<T> {
  rows: T[];
  /** The page shown: the one asked for, at most the last. */
  page: number;
  pageCount: number;
  /** Cases under the filter. */
  total: number;
}

/** Account §4 filter, newest first, account §9 pages of 5; a page past the end shows the last. */
export function caseListView<T extends Opened & { status: string }>(cases: readonly T[], filter: CaseFilter, page: number): CaseListView<T> {
  const matching = sortCasesNewestFirst(filterCases(cases, filter));
  const pageCount = casePageCount(matching.length);
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { rows: pageOfCases(matching, shown), page: shown, pageCount, total: matching.length };
}
