import { catalogue } from './catalogue';
import { shellTexts } from './shell';

/*
 * Issue #7 (account area I): texts the account spec does not quote, one block
 * per screen group, each listed in docs/decisions.md. Spec-quoted texts stay
 * in accountScreens (account.ts) / accountValidation (validation.ts) / accountErrors (errors.ts).
 */

/** /myaccount/resources: page, banners, events, empty state, progress. */
export const resourcesTexts = /*#__PURE__*/ catalogue('resourcesTexts', {
  heading: 'My Resources',
  loading: 'Loading your resources…',
  progressLabel: 'Loading progress',
  bannersLabel: 'Notices',
  dismissBanner: 'Dismiss',
  dismissIcon: '×',
  findPrep: 'Find prep',
  /** account §9: event times are Eastern (America/New_York). */
  eventWhen: (date: string, time: string) => (time ? `${date ? `${date}, ` : ''}${time} ET` : date),
  liveStream: 'Join the live stream',
  opensInNewTab: ` ${shellTexts.opensInNewTab}`,
  /** Read after a link's visible text, so several events' links are told apart. */
  forEvent: (name: string) => `: ${name}`,
  testDatePrompt: (date: string) => `Your test date: ${date}. Find the prep that gets you ready in time.`,
  updateTestDate: 'Update your test date',
} as const);

/** Course cards, launch and the live online resources page. */
export const courseCardTexts = /*#__PURE__*/ catalogue('courseCardTexts', {
  launch: 'Launch',
  launching: 'Opening your course…',
  notStarted: 'You can launch this course from its start date.',
  unavailable: 'This course is not available right now.',
  launchRefused: 'This course can’t be opened from here. Please contact us for help.',
  /** Issue #13.11: an MBE/PMBR card while the routing service has not answered (at most its 30 s timeout). */
  routingPending: 'Checking where this course opens…',
  detailsLoading: 'Loading course details…',
  registeredOn: 'Registered on',
  transactionCode: 'Transaction code',
  balanceDue: 'Balance due',
  payBalance: 'Make a payment',
  agreement: 'Enrollment agreement',
  agreementAccepted: (date: string) => `Accepted on ${date}`,
  agreementPending: 'Review and accept',
  schedule: 'Schedule',
  receipt: 'Receipt',
  shipments: 'Shipments',
  extendCourse: 'Extend Course',
  classSwitch: 'Switch Class',
  manageSubscription: 'Manage Subscription',
} as const);

/** The live online resources page and the partner launch (/myaccount/live-online, /myaccount/pmix). */
export const liveOnlineTexts = /*#__PURE__*/ catalogue('liveOnlineTexts', {
  loading: 'Loading your class resources…',
  empty: 'There are no resources for this class yet. Please check back later.',
  emptyFolder: 'This folder is empty.',
  notFound: 'We couldn’t find the resources of this class. Please open it from My Resources.',
  backToResources: 'Back to My Resources',
  pmixOpening: 'Opening your partner course…',
  pmixUnavailable: 'Your partner course can’t be opened right now. Please try again, or contact us if this keeps happening.',
  pmixNotFound: 'We couldn’t find this partner course. Please open it from My Resources.',
} as const);
