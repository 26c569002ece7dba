// Find a Make-up Session (issue #15): texts account §2/§5/§9 name without wording.
// The validation texts ('Please select a session', the date messages, 'No sessions
// found for given criteria') are account §5's, in validation.ts.
import { catalogue } from './catalogue';

/** /pg/makeupsession filters, results and sign-up. */
export const makeupSearchTexts = /*#__PURE__*/ catalogue('makeupSearchTexts', {
  noCourse: 'Open Find a Make-up Session from one of your courses on My Resources to choose the session you missed.',
  session: 'Session',
  distance: 'Distance',
  miles: (miles: string) => `${miles} miles`,
  zip: 'Zip code',
  startDate: 'Start Date',
  endDate: 'End Date',
  datePlaceholder: 'MM/DD/YYYY',
  sortBy: 'Sort by',
  sortDistance: 'Distance',
  sortDate: 'Date',
  search: 'Search',
  reset: 'Reset',
  signUp: 'Sign Up',
  searching: 'Searching…',
  liveOnlineNote: 'Live online: you join from your computer, no distance or zip code needed.',
  liveOnline: 'Live online',
  results: 'Sessions found',
  date: 'Date',
  time: 'Time',
  facility: 'Facility',
  address: 'Address',
  room: 'Room',
  away: (miles: string) => `${miles} miles away`,
  timeRange: (start: string, end: string) => `${start} – ${end} ET`,
} as const);
