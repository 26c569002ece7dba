import { Redirect } from 'wouter';
import { useRawSearch } from '../lib/use-query';
import { LoginScreen } from '../features/login/login-screen';
import { LogoutScreen } from '../features/logout/logout-screen';
import { ForgotPasswordScreen } from '../features/passwords/forgot-password-screen';
import { ResetPasswordScreen } from '../features/passwords/reset-password-screen';
import { UpdateSuccessScreen } from '../features/passwords/update-success-screen';
import { SignupScreen } from '../features/registration/signup-screen';
import { QuestionGateScreen } from '../features/registration/question-gate-screen';
import { AdditionalFieldsScreen } from '../features/registration/additional-fields-screen';
import { PhoneNumberScreen } from '../features/registration/phone-number-screen';
import { ConfirmationScreen } from '../features/registration/confirmation-screen';
import { SigningScreen } from '../features/registration/signing-screen';
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
import { RouteTable, type ScreenTable } from './route-table';
import { NotFoundScreen } from './fallback-screens';
import { isQaHost } from '../core/config/environment';
import { type PathName, pathAliases, paths } from '../lib/paths';
import { usePortal } from '../lib/portal-services';

/**
 * A route that lands on another, its query kept, replacing itself in history: /myaccount on
 * /myaccount/resources (access §2), each alias on its route (`pathAliases`, issue #20.5), whose
 * own guard then applies.
 */
const landOn = (name: PathName) =>
  function LandOn() {
    const search = useRawSearch();
    return <Redirect to={`${paths[name].pattern}${search ? `?${search}` : ''}`} replace />;
  };

/**
 * account §2/§6: the extra-time screen is a QA host's only, as its card on the
 * profile is; elsewhere its URL is an unknown route (issue 13 item 14).
 */
function AdaRoute() {
  const { host } = usePortal();
  return isQaHost(host) ? <AdaScreen /> : <NotFoundScreen />;
}

/**
 * Which screen each declared path renders. Paths without an entry render
 * the "not built yet" view until their issue lands.
 */
const screens: ScreenTable = {
  home: LoginScreen,
  login: LoginScreen,
  forgotPassword: ForgotPasswordScreen,
  resetPassword: ResetPasswordScreen,
  updateSuccess: UpdateSuccessScreen,
  logout: LogoutScreen,
  myAccount: landOn('resources'),
  signup: SignupScreen,
  questionGate: QuestionGateScreen,
  additionalFields: AdditionalFieldsScreen,
  phoneNumber: PhoneNumberScreen,
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
for (const [alias, name] of Object.entries(pathAliases)) screens[alias as PathName] = landOn(name);

const allPaths = Object.keys(paths) as PathName[];

/** Every route of both specs; unknown paths get the not-found view. */
export function PortalRoutes() {
  return <RouteTable screens={screens} names={allPaths} />;
}
