// Route titles the specs do not quote (document.title in hash mode, and the heading of a screen without its own); quoted ones stay with their screens' texts.
import { catalogue } from './catalogue';

/** Keyed by route name (src/lib/paths.ts). */
export const routeTitles = /*#__PURE__*/ catalogue('routeTitles', {
  resetPassword: 'Reset Password',
  myAccount: 'My Account',
  signing: 'Signing In',
  enrollmentAgreement: 'Enrollment Agreement',
  search: 'Search',
  classSwitch: 'Switch Class',
  classDetail: 'Class',
  resources: 'My Resources',
  liveOnline: 'Live Online Resources',
  profile: 'Profile',
  updatePassword: 'Edit Password',
  makeupPrint: 'Make-up Session',
  schedule: 'Schedule',
  printReceipt: 'Receipt',
  printReceiptAlt: 'Receipt',
  shipmentInfo: 'Shipments',
  shipmentInfoAlt: 'Shipments',
  paidExtension: 'Extend Course',
  ade: 'Digital Books',
  adeTutorial: 'Digital Books Tutorial',
  vitalSource: 'Digital Book',
  pmix: 'Partner Resources',
  caseDetail: 'Support Case',
  createCase: 'New Support Case',
  manageSubscription: 'Manage Subscription',
} as const);
