import { useLocation } from 'wouter';
import { getCases } from '../../core/api/cases';
import type { SupportCase } from '../../core/api/structs/cases';
import { accountScreens } from '../../core/messages/account';
import { caseListTexts as t } from '../../core/messages/case-list';
import { caseListHrefQuery, caseListView, readCaseListQuery } from '../../core/rules/case-list';
import type { CaseFilter } from '../../core/rules/cases';
import { fetchAccountData, studentIdOf } from '../../lib/account-data';
import { paths, pathTo } from '../../lib/paths';
import { type PortalServices, usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { Loaded } from '../../ui/loaded';
import { PortalLink } from '../../ui/portal-link';
import { Screen } from '../../ui/screen';
import { useLoad } from '../../ui/use-load';
import { CaseListTable, CasePager } from './case-list-table';
import { CreatedBanner } from './created-banner';

/** The signed-in student's cases (account §7 "fetch all by studentId"); the id from the student record, else myaccount's. */
async function loadCases(services: PortalServices): Promise<SupportCase[]> {
  const { account, student } = await fetchAccountData(services);
  const studentId = studentIdOf({ account, student });
  return getCases(services.client, studentId);
}

const filters = (): readonly [CaseFilter, string][] => [
  ['O', accountScreens.caseFilterOpen],
  ['C', accountScreens.caseFilterClosed],
];

/** Account §2/§4 filters Open and Closed as a toggle: one pressed button at a time. */
function CaseFilterToggle({ filter, onFilter }: { filter: CaseFilter; onFilter: (filter: CaseFilter) => void }) {
  return (
    <div className="sp-cases-filter" role="group" aria-label={t.filterLabel}>
      {filters().map(([value, label]) => (
        <button key={value} type="button" aria-pressed={filter === value} onClick={() => onFilter(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * account §2 /pg/case: every case of the student, newest opened first
 * (rules/case-list.ts), pages of 5 with Previous/Next and the page position,
 * filters Open (not Closed) and Closed (default Open), New Case, and after a
 * case was opened (`create=success`, account §4) the success banner. The
 * filter and page live in the route query (`filter=closed`, `page=2`), so
 * Back and a shared link return to the same page; the list is loaded once
 * per visit and filtered and paged in memory.
 */
export function CaseListScreen() {
  const services = usePortal();
  const [, navigate] = useLocation();
  const query = readCaseListQuery(useQuery());
  const load = useLoad('cases', () => loadCases(services));
  const show = (filter: CaseFilter, page: number) => navigate(pathTo('cases', caseListHrefQuery(filter, page)));
  return (
    <Screen heading={paths.cases.title} layout="wide">
      <div className="sp-cases-toolbar">
        <CaseFilterToggle filter={query.filter} onFilter={(filter) => filter !== query.filter && show(filter, 1)} />
        <PortalLink href={pathTo('createCase')} className="sp-button" variant="primary">
          {t.newCase}
        </PortalLink>
      </div>
      {/* Even when the list fails: the case was opened all the same. */}
      <CreatedBanner show={query.created && load.state.kind !== 'loading' && load.state.kind !== 'idle'} />
      <Loaded load={load} loading={t.loading}>
        {(cases) => {
          const view = caseListView(cases, query.filter, query.page);
          return (
            <>
              <CaseListTable view={view} filter={query.filter} />
              <CasePager page={view.page} pageCount={view.pageCount} onPage={(page) => show(query.filter, page)} />
            </>
          );
        }}
      </Loaded>
    </Screen>
  );
}
