// The account area (#31.4): the account screens and what only a signed-in student sees besides (the
// live chat). In the ES module, the chunk the entry loads on the first account route or once the
// student is signed in (src/app/account-area.ts, dist/student-portal-account.mjs); in the scripts and
// the tests, part of the bundle as before (src/app/account-area-eager.ts). Everything these import
// and the entry does not is in the chunk, their catalogue groups included (src/app/account-text-groups.ts).
import { SigningScreen } from '../features/registration/signing-screen';
import { ConfirmationScreen } from '../features/registration/confirmation-screen';
import { EnrollmentAgreementScreen } from '../features/agreement/enrollment-agreement-screen';
import { AttendanceLoginScreen } from '../features/attendance/attendance-login-screen';
import { ResourcesScreen } from '../features/resources/resources-screen';
import { LiveOnlineScreen } from '../features/resources/live-online-screen';
import { PmixScreen } from '../features/resources/pmix-screen';
import { ProfileOverviewScreen } from '../features/profile/profile-overview-screen';
import { EditInfoScreen } from '../features/profile/edit-info-screen';
import { AdaScreen } from '../features/profile/ada-screen';
import { EditEmailScreen } from '../features/profile/edit-email-screen';
import { UpdatePasswordScreen } from '../features/profile/update-password-screen';
import { EditEducationScreen } from '../features/profile/edit-education-screen';
import { EditGoalsScreen } from '../features/profile/edit-goals-screen';
import { ScheduleScreen } from '../features/schedule/schedule-screen';
import { ComingSoonScreen, UpcomingSessionScreen } from '../features/schedule/coming-soon-screen';
import { ManageSubscriptionScreen } from '../features/subscription/manage-subscription-screen';
import { MakeupConfirmationScreen } from '../features/makeup/makeup-confirmation-screen';
import { MakeupPrintScreen } from '../features/makeup/makeup-print-screen';
import { MakeupSearchScreen } from '../features/makeup/makeup-search-screen';
import { ExtensionOptionScreen } from '../features/extension/extension-option-screen';
import { PaidExtensionScreen } from '../features/extension/paid-extension-screen';
import { ReceiptScreen } from '../features/receipt/receipt-screen';
import { VitalSourceScreen } from '../features/books/vital-source-screen';
import { ShipmentsScreen } from '../features/shipments/shipments-screen';
import { AdeScreen } from '../features/books/ade-screen';
import { AdeTutorialScreen } from '../features/books/ade-tutorial-screen';
import { UnenrollScreen } from '../features/unenroll/unenroll-screen';
import { CreateCaseScreen } from '../features/cases/create-case-screen';
import { ClassPageHandOff, ClassSwitchHandOff, SearchHandOff } from '../features/links-out/hand-off-screen';
import { ContactUsScreen } from '../features/links-out/contact-us-screen';
import { CaseListScreen } from '../features/cases/case-list-screen';
import { CaseDetailScreen } from '../features/cases/case-detail-screen';
import { LiveChat } from '../features/shell/live-chat';
import { getEnrollment } from '../core/api/enrollment-queries';
import type { ScreenTable } from './route-table';
import { accountCss } from './account-css';
import { NotFoundScreen } from './fallback-screens';
import { isQaHost } from '../core/config/environment';
import { usePortal } from '../lib/portal-services';

/**
 * account §2/§6: the extra-time screen is a QA host's only, as its card on the
 * profile is; elsewhere its URL is an unknown route (issue 13 item 14).
 */
function AdaRoute() {
  const { host } = usePortal();
  return isQaHost(host) ? <AdaScreen /> : <NotFoundScreen />;
}

/** A signed-in student's live chat, in the shell (src/app/portal-frame.tsx), and the session check's load for it. */
export const Chat = LiveChat;
export const firstEnrollment = getEnrollment;

/** The account screens' stylesheet (src/app/account-css.ts). */
export const css = accountCss;

/** The screen of each account route (the access screens are the entry's: src/app/routes.tsx). */
export const screens: ScreenTable = {
  confirmation: ConfirmationScreen,
  signing: SigningScreen,
  enrollmentAgreement: EnrollmentAgreementScreen,
  attendanceLogin: AttendanceLoginScreen,
  resources: ResourcesScreen,
  liveOnline: LiveOnlineScreen,
  pmix: PmixScreen,
  extensionOption: ExtensionOptionScreen,
  paidExtension: PaidExtensionScreen,
  profile: ProfileOverviewScreen,
  updateUser: EditInfoScreen,
  updateEmail: EditEmailScreen,
  updatePassword: UpdatePasswordScreen,
  updateEducation: EditEducationScreen,
  updateGoals: EditGoalsScreen,
  ada: AdaRoute,
  schedule: ScheduleScreen,
  comingSoon: ComingSoonScreen,
  upcomingSession: UpcomingSessionScreen,
  makeupConfirmation: MakeupConfirmationScreen,
  makeupPrint: MakeupPrintScreen,
  makeup: MakeupSearchScreen,
  makeupAlt: MakeupSearchScreen,
  printReceipt: ReceiptScreen,
  printReceiptAlt: ReceiptScreen,
  shipmentInfo: ShipmentsScreen,
  shipmentInfoAlt: ShipmentsScreen,
  unenroll: UnenrollScreen,
  unenrollAlt: UnenrollScreen,
  manageSubscription: ManageSubscriptionScreen,
  createCase: CreateCaseScreen,
  vitalSource: VitalSourceScreen,
  classSwitch: ClassSwitchHandOff,
  ade: AdeScreen,
  adeTutorial: AdeTutorialScreen,
  contactUs: ContactUsScreen,
  search: SearchHandOff,
  classDetail: ClassPageHandOff,
  cases: CaseListScreen,
  caseDetail: CaseDetailScreen,
};
