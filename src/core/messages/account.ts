/** Account spec §2/§4 screen texts, verbatim where quoted. */
import { catalogue } from './catalogue';

export const accountScreens = /*#__PURE__*/ catalogue('accountScreens', {
  activeResources: 'My Active Resources',
  activeEvents: 'My Active Events',
  expiredResources: 'My Expired Resources',
  expiredEvents: 'My Expired Events',
  seeDetails: 'See Details',
  hideDetails: 'Hide Details',
  startsOn: (date: string) => `Starts on ${date}`,
  expiresOn: (date: string) => `Expires on ${date}`,
  expiresToday: 'Your course will expire today',
  renewsOn: (date: string) => `Renews on ${date}`,
  expiredOn: (date: string) => `Expired on ${date}`,
  myInfo: 'My Info',
  myEducation: 'My Education',
  myLogin: 'My Login',
  myGoals: 'My Goals',
  editInfo: 'Edit Info',
  editEmail: 'Edit Email',
  editLogin: 'Edit Login',
  editEducation: 'Edit Education',
  editGoals: 'Edit Goals',
  adaTitle: 'ADA Additional Time Required',
  missionAccomplished: 'Mission Accomplished!',
  profileUpdated: 'Your profile has been updated.',
  passwordUpdated: 'Your password has been updated.',
  checkYourEmail: 'Check your email for instructions to set your password.',
  changeProfileOrPassword: 'Change your profile or password',
  imDone: "I'M DONE",
  unenroll: 'Unenroll',
  findMakeup: 'Find a Make-up Session',
  comingSoon: 'Coming Soon',
  needMoreTime: 'Need more time?',
  extendOnlineAccess: 'Extend your online access',
  askLiveInstruction: 'Ask about live instruction',
  unknownTestDate: "I don't know my test date",
  canadaOnly: (label: string) => `${label} (Canada only)`,
  caseFilterOpen: 'Open',
  caseFilterClosed: 'Closed',
  emptyResources: "You don't have any active resources yet. Find the prep that fits you.",
  caseGuidance: {
    'score-report-official': 'Please attach your official score report so we can review your money-back request.',
    'score-report': 'Please attach your score report so we can review your request for more time.',
    screenshot:
      'A screenshot helps us help you: capture the whole screen, including any error message, and attach it to this case.',
  },
} as const);

/** Account spec §4: the case subject and description used when a subscription is cancelled. */
// Not in the catalogue's registry (#19.4): the case's subject and description are matched against
// the upstream's interactions, so a mount's `texts` must not change them.
export const subscriptionCancellation = {
  subject: 'Cancelled Subscription',
  description: 'Canceling my subscription',
} as const;
