import { casePageSize } from './programs';
import { parseInstant } from '../time/instant';

/** Account §3 support-case fields these rules read. */
export interface CaseLike {
  status: string;
  closedDate?: string | null;
}

/** Account §2/§9 case filters: O (Open) and C (Closed). */
export type CaseFilter = 'O' | 'C';

/** Account §9: the closed-case edit window. */
export const closedCaseEditWindowMs = 3 * 24 * 60 * 60 * 1000;

const isClosed = (c: { status: string }): boolean => c.status.trim().toLowerCase() === 'closed';

/** Account §4: Open shows every case not Closed; Closed shows the Closed ones. */
export function filterCases<T extends { status: string }>(cases: readonly T[], filter: CaseFilter): T[] {
  return cases.filter((c) => (filter === 'C' ? isClosed(c) : !isClosed(c)));
}

/** Number of pages (at least 1, so an empty list still shows page 1). */
export function casePageCount(total: number, size: number = casePageSize): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/**
 * Account §2/§9: one page of cases, pages of 5 by default. `page` counts
 * from 1; anything below 1 (or not a whole number) reads as page 1, and a
 * page past the end is empty.
 */
export function pageOfCases<T>(cases: readonly T[], page: number, size: number = casePageSize): T[] {
  const perPage = Math.max(1, Math.floor(size));
  const current = Number.isInteger(page) && page >= 1 ? page : 1;
  return cases.slice((current - 1) * perPage, current * perPage);
}

/**
 * Account §4/§6: a case closed MORE than 3 days ago is read-only (comments and
 * attachments disabled). Compared as instants in ms, so exactly 3 days after
 * closing is still editable. A closed case with no readable closedDate is
 * read-only: the window cannot be proven open.
 */
export function isCaseReadOnly(supportCase: CaseLike, now: Date): boolean {
  if (!isClosed(supportCase)) return false;
  const closed = parseInstant(supportCase.closedDate);
  if (!closed) return true;
  return now.getTime() - closed.getTime() > closedCaseEditWindowMs;
}

export type CaseGuidance = 'score-report-official' | 'score-report' | 'screenshot';

/**
 * Account §2 guidance on a case without attachments: money-back requests need
 * an official score report, time-adding requests a score report, any other
 * topic screenshot tips. Topics are recognised by wording (the picklist values
 * are not in the spec): "money back"/"refund", and "add time"/"extension".
 * Texts: accountScreens.caseGuidance[key].
 */
export function caseGuidance(topic: string | null | undefined): CaseGuidance {
  const t = (topic ?? '').toLowerCase();
  if (/money[\s-]*back|refund/.test(t)) return 'score-report-official';
  if (/add(?:ing)?[\s-]+(?:more[\s-]+)?time|time[\s-]+add|extension|extend/.test(t)) return 'score-report';
  return 'screenshot';
}
