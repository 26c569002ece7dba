/*
 * Issue #15: the class schedule (/pg/schedule) and Coming Soon
 * (/pg/upcoming-session, /pg/comingsoon). The column names and Join Session
 * are account §2's words; the rest the spec does not quote (docs/decisions.md).
 */
import { catalogue } from './catalogue';

/** /pg/schedule */
export const scheduleTexts = /*#__PURE__*/ catalogue('scheduleTexts', {
  /** account §2, verbatim. */
  date: 'Date',
  topic: 'Session Topic',
  location: 'Location',
  joinSession: 'Join Session',
  loading: 'Loading your schedule…',
  /** The table's caption: the enrollment's program short name (account §7). */
  caption: (program: string) => (program ? `${program} sessions` : 'Sessions'),
  empty: 'There are no sessions scheduled for this course yet.',
  notFound: 'We couldn’t find the schedule of this course. Please open it from My Resources.',
  online: 'Online',
  /** An online session whose link is missing or not a safe web address. */
  linkNotYet: 'The join link will be posted before the session.',
  /** A session's start and end (issue #32: was spelled in rules/schedule.ts). */
  timeSpan: (start: string, end: string) => `${start} – ${end}`,
  /** account §2: a time without a facility is Eastern. */
  eastern: (time: string) => `${time} ET`,
  past: 'Past',
  next: 'Next',
} as const);

/** /pg/comingsoon and /pg/upcoming-session: the next scheduled session, or the rescheduled note. */
export const comingSoonTexts = /*#__PURE__*/ catalogue('comingSoonTexts', {
  loading: 'Loading your next session…',
  nextSession: 'Your next session',
  time: 'Time',
  rescheduled: 'Sessions of this class have been rescheduled. The new dates will be posted here as soon as they are set.',
  contactPrompt: 'Questions about your schedule?',
  viewSchedule: 'View the full schedule',
} as const);
