/**
 * Every route of both specs, declared once (STYLE: pattern + href builder).
 * `guard: 'login'` routes send a visitor to /login?redirectUrl=… (access §2,
 * account §2). Screens of later issues render the "not built yet" view.
 */
export interface RouteSpec {
  pattern: string;
  /** Shown in document.title (hash mode) and the page heading when the screen has none. */
  title: string;
  guard?: 'login';
}

export const paths = {
  // access §2
  home: { pattern: '/', title: 'Log In' },
  login: { pattern: '/login', title: 'Log In' },
  forgotPassword: { pattern: '/forgotpassword', title: 'Create or Reset Password' },
  resetPassword: { pattern: '/resetpassword', title: 'Reset Password' },
  updateSuccess: { pattern: '/updatesuccess', title: 'Mission Accomplished!' },
  myAccount: { pattern: '/myaccount', title: 'My Account' },
  logout: { pattern: '/logout', title: 'Log Out' },
  signup: { pattern: '/pg/signup', title: 'Sign Up' },
  questionGate: { pattern: '/pg/questkey', title: 'Sign Up' },
  additionalFields: { pattern: '/pg/additionalfields', title: 'Sign Up' },
  phoneNumber: { pattern: '/pg/phonenumber', title: 'Sign Up' },
  confirmation: { pattern: '/pg/confirmation', title: 'Your spot is booked.' },
  signing: { pattern: '/pg/signing', title: 'Signing In', guard: 'login' },
  enrollmentAgreement: { pattern: '/pg/enrollment-agreement', title: 'Enrollment Agreement' },
  attendanceLogin: { pattern: '/pg/img-accudemia-login', title: 'Log In' },
  contactUs: { pattern: '/contact-us', title: 'Contact Us' },
  search: { pattern: '/search', title: 'Search' },
  classDetail: { pattern: '/class/:code', title: 'Class' },
  // account §2
  resources: { pattern: '/myaccount/resources', title: 'My Resources', guard: 'login' },
  liveOnline: { pattern: '/myaccount/live-online', title: 'Live Online Resources', guard: 'login' },
  profile: { pattern: '/myaccount/profile', title: 'Profile', guard: 'login' },
  updateUser: { pattern: '/myaccount/profile/updateuser', title: 'Edit Info', guard: 'login' },
  updateEmail: { pattern: '/myaccount/profile/updateemail', title: 'Edit Email', guard: 'login' },
  updatePassword: { pattern: '/myaccount/profile/updatepassword', title: 'Edit Password', guard: 'login' },
  updateEducation: { pattern: '/myaccount/profile/updateeducation', title: 'Edit Education', guard: 'login' },
  updateGoals: { pattern: '/myaccount/profile/updategoals', title: 'Edit Goals', guard: 'login' },
  ada: { pattern: '/myaccount/profile/ada', title: 'ADA Additional Time Required', guard: 'login' },
  unenroll: { pattern: '/unenrollevent', title: 'Unenroll', guard: 'login' },
  unenrollAlt: { pattern: '/pgm/un-enroll-event', title: 'Unenroll' },
  makeup: { pattern: '/pg/makeupsession', title: 'Find a Make-up Session', guard: 'login' },
  makeupAlt: { pattern: '/resources/makeupsession', title: 'Find a Make-up Session', guard: 'login' },
  makeupConfirmation: { pattern: '/pg/makeupsession/confirmation', title: 'Your spot is booked.', guard: 'login' },
  makeupPrint: { pattern: '/pg/makeupsession/printsession', title: 'Make-up Session', guard: 'login' },
  schedule: { pattern: '/pg/schedule', title: 'Schedule', guard: 'login' },
  upcomingSession: { pattern: '/pg/upcoming-session', title: 'Coming Soon' },
  comingSoon: { pattern: '/pg/comingsoon', title: 'Coming Soon', guard: 'login' },
  printReceipt: { pattern: '/printreceipt', title: 'Receipt' },
  printReceiptAlt: { pattern: '/pgm/print-receipt', title: 'Receipt' },
  shipmentInfo: { pattern: '/shipmentInfo', title: 'Shipments' },
  shipmentInfoAlt: { pattern: '/pgs/shipmentInfo', title: 'Shipments' },
  extensionOption: { pattern: '/pg/extensionoption', title: 'Need more time?', guard: 'login' },
  paidExtension: { pattern: '/paidextension', title: 'Extend Course', guard: 'login' },
  ade: { pattern: '/ade', title: 'Digital Books', guard: 'login' },
  adeTutorial: { pattern: '/ade-tutorial', title: 'Digital Books Tutorial', guard: 'login' },
  vitalSource: { pattern: '/pg/vs', title: 'Digital Book', guard: 'login' },
  pmix: { pattern: '/myaccount/pmix', title: 'Partner Resources', guard: 'login' },
  cases: { pattern: '/pg/case', title: 'Support', guard: 'login' },
  caseDetail: { pattern: '/pg/case/:id', title: 'Support Case', guard: 'login' },
  createCase: { pattern: '/pg/createcase', title: 'New Support Case', guard: 'login' },
  manageSubscription: { pattern: '/pg/manage-subscription', title: 'Manage Subscription' },
} as const satisfies Record<string, RouteSpec>;

export type PathName = keyof typeof paths;

/** An in-portal href with a query (undefined values left out). */
export function href(path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
