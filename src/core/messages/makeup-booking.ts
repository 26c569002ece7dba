/**
 * The make-up confirmation and print pages (issue #15, account §2): texts the
 * account spec names without wording. "Your spot is booked.", "Add To
 * Calendar" and "Go to my account" are the access spec's (access.ts); "Find a
 * Make-up Session" is account §2's (account.ts).
 */
import { catalogue } from './catalogue';

export const makeupBookingTexts = /*#__PURE__*/ catalogue('makeupBookingTexts', {
  sessionLabel: 'Your make-up session',
  /** New York times (account §9); `ET` names the zone. */
  when: (day: string, start: string, end: string) => `${day}, ${start} – ${end} ET`,
  liveOnline: 'Live online session',
  print: 'Print',
  printLink: 'Print this session',
  back: 'Back to your booking',
  noBookingHeading: 'No make-up session to show',
  noBookingLead:
    'This page shows a make-up session right after you book it. After a page reload or from a copied link there is nothing to show here; a session you booked stays booked.',
} as const);
