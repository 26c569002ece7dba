import type { ReactNode } from 'react';
import type { SupportCase } from '../../core/api/structs/cases';
import { caseListTexts as t } from '../../core/messages/case-list';
import { type CaseListView, caseLastUpdate } from '../../core/rules/case-list';
import type { CaseFilter } from '../../core/rules/cases';
import { calendarDateInZone } from '../../core/time/calendar';
import { parseInstant } from '../../core/time/instant';
import { pathTo } from '../../lib/paths';
import { Button } from '../../ui/button';
import { PortalLink } from '../../ui/portal-link';
import { dayText } from '../../core/messages/formats';

/** Account §9: MM/DD/YYYY in New York time; a dash for a date upstream did not give or garbled. */
const usDay = (instant: Date | null): string => (instant ? dayText(calendarDateInZone(instant)) : t.notGiven);
const text = (value: string | null | undefined): string => value?.trim() || t.notGiven;

type Column = 'caseNumber' | 'topic' | 'topicDetail' | 'status' | 'opened' | 'lastUpdate';
const columns: readonly Column[] = ['caseNumber', 'topic', 'topicDetail', 'status', 'opened', 'lastUpdate'];

/**
 * One cell. Below 640 px the table reads as stacked cards (cases-css.ts);
 * the explicit roles keep it a table for screen readers when CSS changes its
 * display, and each cell's visible column name is hidden from them (they
 * announce the column header already).
 */
function Cell({ column, children }: { column: Column; children: ReactNode }) {
  const Tag = column === 'caseNumber' ? 'th' : 'td';
  return (
    <Tag role={column === 'caseNumber' ? 'rowheader' : 'cell'} scope={column === 'caseNumber' ? 'row' : undefined} data-column={column}>
      <span className="sp-cases-label" aria-hidden="true">
        {t[column]}
      </span>
      {children}
    </Tag>
  );
}

function CaseRow({ supportCase: c }: { supportCase: SupportCase }) {
  return (
    <tr role="row">
      <Cell column="caseNumber">
        <PortalLink href={pathTo('caseDetail', { id: c.id })}>{c.caseNumber}</PortalLink>
      </Cell>
      <Cell column="topic">{text(c.type)}</Cell>
      <Cell column="topicDetail">{text(c.typeDetail)}</Cell>
      <Cell column="status">{text(c.status)}</Cell>
      <Cell column="opened">{usDay(parseInstant(c.interactionDate))}</Cell>
      <Cell column="lastUpdate">{usDay(caseLastUpdate(c))}</Cell>
    </tr>
  );
}

/** Account §2 case list: one page of the student's cases under a filter, or that filter's empty state. */
export function CaseListTable({ view, filter }: { view: CaseListView<SupportCase>; filter: CaseFilter }) {
  if (view.total === 0) return <p className="sp-cases-empty">{t.empty[filter]}</p>;
  return (
    <table className="sp-cases" role="table">
      <caption>{t.caption[filter]}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {t[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {view.rows.map((c) => (
          <CaseRow key={c.id} supportCase={c} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * Previous / Next and the page position (account §2). At either end the
 * button stays focusable and says it is unavailable (aria-disabled), so
 * focus is not dropped when the last page is reached; the position is a
 * polite live region, so a page change is heard.
 */
export function CasePager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null;
  const go = (to: number) => () => {
    if (to >= 1 && to <= pageCount) onPage(to);
  };
  return (
    <nav className="sp-cases-pages" aria-label={t.pagesLabel}>
      <Button variant="secondary" unavailable={page <= 1} onClick={go(page - 1)}>
        {t.previous}
      </Button>
      <p className="sp-cases-position" aria-live="polite">
        {t.pagePosition(page, pageCount)}
      </p>
      <Button variant="secondary" unavailable={page >= pageCount} onClick={go(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
