/*
 * Issue #16 "Links out": the hand-off to the brand site (class switch, search,
 * a class's page) and the Contact Us screen. The specs name these pages
 * (access §2 /contact-us, /search, /class/{code}; account §2 /class-switch)
 * without wording; "Contact Us" is access §2's footer text (shell.ts). The rest
 * is our wording (docs/decisions.md).
 */
import { catalogue } from './catalogue';

/** Where a hand-off goes, as the heading and link name it. */
export const handOffPlaces = /*#__PURE__*/ catalogue('handOffPlaces', {
  classSwitch: (brand: string) => `the ${brand} class switch page`,
  search: (brand: string) => `search results on ${brand}`,
  searchPage: (brand: string) => `search on ${brand}`,
  classPage: (code: string, brand: string) => `class ${code} on ${brand}`,
} as const);

export const handOffTexts = /*#__PURE__*/ catalogue('handOffTexts', {
  /** Heading while the browser is being sent on. */
  takingYouTo: (place: string) => `Taking you to ${place}…`,
  /** Heading when the student follows the link themself (a widget's first screen never leaves its page by itself). */
  continueTo: (place: string) => `Continue to ${place}`,
  ifNothingHappens: 'If nothing happens, follow this link:',
  followLink: 'This page is on our main website. Follow this link to open it:',
  /** The link itself. */
  open: (place: string) => `Open ${place}`,
} as const);

/** Contact Us (access §2 /contact-us): the heading is the footer's "Contact Us" (shell.ts); the rest is ours. */
export const contactTexts = /*#__PURE__*/ catalogue('contactTexts', {
  lead: 'We are here to help. Choose the way that suits you best.',
  callTitle: 'Call us',
  callBody: 'Talk to our student services team.',
  callLink: (phone: string) => `Call ${phone}`,
  chatTitle: 'Chat with us',
  chatBody: 'Get answers from an advisor right here.',
  chatButton: 'Start a live chat',
  helpTitle: 'Help Centre',
  helpBody: 'Find answers to common questions any time.',
  helpLink: 'Visit the Help Centre',
  caseTitle: 'Support case',
  caseBody: 'Write to us about your course, and follow our answer in Support.',
  caseLink: 'Open a support case',
} as const);
