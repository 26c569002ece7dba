/*
 * Issue #16 Unenroll (account §2 /unenrollevent, /pgm/un-enroll-event): the
 * title "Unenroll" is account §2's (account.ts); the page's question,
 * buttons and not-found text are ours (docs/decisions.md). The failure text
 * is errors.ts's accountErrors.unenrollFailed.
 */
import { catalogue } from './catalogue';

export const unenrollTexts = /*#__PURE__*/ catalogue('unenrollTexts', {
  loading: 'Loading the event…',
  notFound: 'We couldn’t find this event among your active events. Please open it from My Active Events.',
  question: 'Do you want to unenroll from this event?',
  consequence: 'Your place will be given up, and the event will leave My Active Events.',
  confirm: 'Yes, unenroll',
  cancel: 'Cancel',
} as const);
