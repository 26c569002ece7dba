/**
 * The catalogue groups only the account area's screens use (#31.4): in the ES module they register
 * when the account chunk loads, so the entry declares them deferred (a mount's `texts` for them wait
 * instead of being refused). tests/app/account-text-groups.test.ts checks this list against the groups
 * the modules of src/app/account-routes.tsx register and the entry's do not.
 */
export const accountTextGroups: readonly string[] = [
  'adeTexts',
  'agreementTexts',
  'ambassadorTexts',
  'attachmentTexts',
  'bookKeyTexts',
  'caseCreateTexts',
  'caseDetailTexts',
  'caseListTexts',
  'comingSoonTexts',
  'contactTexts',
  'courseCardTexts',
  'courseLinksOutTexts',
  'digitalBookProgramNames',
  'educationGoalsTexts',
  'extensionTexts',
  'handOffPlaces',
  'handOffTexts',
  'liveOnlineTexts',
  'loginEditTexts',
  'makeupBookingTexts',
  'makeupSearchTexts',
  'profileTexts',
  'receiptTexts',
  'resourcesTexts',
  'scheduleTexts',
  'shipmentsTexts',
  'subscriptionTexts',
  'tutorialTexts',
  'unenrollTexts',
  'vsTexts',
];
