/*
 * The Cases list /pg/case (issue 17): account §2 names its parts (case
 * number, topic and detail, status, opened date, last update, pages of 5,
 * filters, New Case, the success banner) without wording; these texts are
 * ours (docs/decisions.md). The filter names are account.ts's verbatim
 * 'Open'/'Closed'; the heading is the route's ('Support').
 */
import { catalogue } from './catalogue';

export const caseListTexts = /*#__PURE__*/ catalogue('caseListTexts', {
  loading: 'Loading your cases…',
  newCase: 'New Case',
  /** The filter toggle's group name. */
  filterLabel: 'Show cases',
  caption: { O: 'Open cases', C: 'Closed cases' },
  caseNumber: 'Case number',
  topic: 'Topic',
  topicDetail: 'Topic detail',
  status: 'Status',
  opened: 'Opened',
  lastUpdate: 'Last update',
  notGiven: '—',
  empty: {
    O: 'You have no open cases. Have a question about your course? Open a new case and we will answer it here.',
    C: 'You have no closed cases.',
  },
  /** The pagination's landmark name. */
  pagesLabel: 'Case pages',
  previous: 'Previous',
  next: 'Next',
  pagePosition: (page: number, count: number) => `Page ${page} of ${count}`,
  /** account §4 create=success: the banner after a case was opened, on the case page and on the list. */
  created: 'Thank you! Your case has been submitted. We will reply to it here.',
} as const);
