import { accessScreens } from '../core/messages/access';
import { accountScreens } from '../core/messages/account';
import { footerLinks } from '../core/messages/shell';
import { routeTitles } from '../core/messages/routes';

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
  home: { pattern: '/', title: accessScreens.logIn },
  login: { pattern: '/login', title: accessScreens.logIn },
  forgotPassword: { pattern: '/forgotpassword', title: accessScreens.forgotTitle },
  resetPassword: { pattern: '/resetpassword', title: routeTitles.resetPassword },
  updateSuccess: { pattern: '/updatesuccess', title: accountScreens.missionAccomplished },
  myAccount: { pattern: '/myaccount', title: routeTitles.myAccount },
  logout: { pattern: '/logout', title: accessScreens.menuLogOut },
  signup: { pattern: '/pg/signup', title: accessScreens.signUp },
  questionGate: { pattern: '/pg/questkey', title: accessScreens.signUp },
  additionalFields: { pattern: '/pg/additionalfields', title: accessScreens.signUp },
  phoneNumber: { pattern: '/pg/phonenumber', title: accessScreens.signUp },
  confirmation: { pattern: '/pg/confirmation', title: accessScreens.spotBooked },
  signing: { pattern: '/pg/signing', title: routeTitles.signing, guard: 'login' },
  enrollmentAgreement: { pattern: '/pg/enrollment-agreement', title: routeTitles.enrollmentAgreement },
  attendanceLogin: { pattern: '/pg/img-accudemia-login', title: accessScreens.logIn },
  contactUs: { pattern: '/contact-us', title: footerLinks.contactUs },
  search: { pattern: '/search', title: routeTitles.search },
  classDetail: { pattern: '/class/:code', title: routeTitles.classDetail },
  // account §2
  resources: { pattern: '/myaccount/resources', title: routeTitles.resources, guard: 'login' },
  liveOnline: { pattern: '/myaccount/live-online', title: routeTitles.liveOnline, guard: 'login' },
  profile: { pattern: '/myaccount/profile', title: routeTitles.profile, guard: 'login' },
  updateUser: { pattern: '/myaccount/profile/updateuser', title: accountScreens.editInfo, guard: 'login' },
  updateEmail: { pattern: '/myaccount/profile/updateemail', title: accountScreens.editEmail, guard: 'login' },
  updatePassword: { pattern: '/myaccount/profile/updatepassword', title: routeTitles.updatePassword, guard: 'login' },
  updateEducation: { pattern: '/myaccount/profile/updateeducation', title: accountScreens.editEducation, guard: 'login' },
  updateGoals: { pattern: '/myaccount/profile/updategoals', title: accountScreens.editGoals, guard: 'login' },
  ada: { pattern: '/myaccount/profile/ada', title: accountScreens.adaTitle, guard: 'login' },
  unenroll: { pattern: '/unenrollevent', title: accountScreens.unenroll, guard: 'login' },
  unenrollAlt: { pattern: '/pgm/un-enroll-event', title: accountScreens.unenroll },
  makeup: { pattern: '/pg/makeupsession', title: accountScreens.findMakeup, guard: 'login' },
  makeupAlt: { pattern: '/resources/makeupsession', title: accountScreens.findMakeup, guard: 'login' },
  makeupConfirmation: { pattern: '/pg/makeupsession/confirmation', title: accessScreens.spotBooked, guard: 'login' },
  makeupPrint: { pattern: '/pg/makeupsession/printsession', title: routeTitles.makeupPrint, guard: 'login' },
  schedule: { pattern: '/pg/schedule', title: routeTitles.schedule, guard: 'login' },
  upcomingSession: { pattern: '/pg/upcoming-session', title: accountScreens.comingSoon },
  comingSoon: { pattern: '/pg/comingsoon', title: accountScreens.comingSoon, guard: 'login' },
  printReceipt: { pattern: '/printreceipt', title: routeTitles.printReceipt },
  printReceiptAlt: { pattern: '/pgm/print-receipt', title: routeTitles.printReceiptAlt },
  shipmentInfo: { pattern: '/shipmentInfo', title: routeTitles.shipmentInfo },
  shipmentInfoAlt: { pattern: '/pgs/shipmentInfo', title: routeTitles.shipmentInfoAlt },
  extensionOption: { pattern: '/pg/extensionoption', title: accountScreens.needMoreTime, guard: 'login' },
  paidExtension: { pattern: '/paidextension', title: routeTitles.paidExtension, guard: 'login' },
  ade: { pattern: '/ade', title: routeTitles.ade, guard: 'login' },
  adeTutorial: { pattern: '/ade-tutorial', title: routeTitles.adeTutorial, guard: 'login' },
  vitalSource: { pattern: '/pg/vs', title: routeTitles.vitalSource, guard: 'login' },
  pmix: { pattern: '/myaccount/pmix', title: routeTitles.pmix, guard: 'login' },
  cases: { pattern: '/pg/case', title: accessScreens.support, guard: 'login' },
  caseDetail: { pattern: '/pg/case/:id', title: routeTitles.caseDetail, guard: 'login' },
  createCase: { pattern: '/pg/createcase', title: routeTitles.createCase, guard: 'login' },
  manageSubscription: { pattern: '/pg/manage-subscription', title: routeTitles.manageSubscription },
  // account §2 "Other links out of this area": handed to the brand site (issue 16).
  classSwitch: { pattern: '/class-switch', title: routeTitles.classSwitch },
  // account §2 "Other links out of this area": other addresses of three routes (`pathAliases`).
  agreementAlias: { pattern: '/amp/enrollment-agreement', title: routeTitles.enrollmentAgreement },
  vitalSourceAlias: { pattern: '/resources/vs', title: routeTitles.vitalSource },
  adeAlias: { pattern: '/pgm/ade', title: routeTitles.ade },
} as const satisfies Record<string, RouteSpec>;

export type PathName = keyof typeof paths;

/**
 * Issue #20.5: the route each alias lands on, its query kept. The alias
 * redirects (replacing itself), so the route's own guard applies.
 */
export const pathAliases = {
  agreementAlias: 'enrollmentAgreement',
  vitalSourceAlias: 'vitalSource',
  adeAlias: 'ade',
} as const satisfies Partial<Record<PathName, PathName>>;

type Pattern<N extends PathName> = (typeof paths)[N]['pattern'];

/** The `:name` segments of a pattern: `'/pg/case/:id'` → `'id'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Query values of an href; undefined ones are left out. */
export type Query = Record<string, string | undefined>;

/** What `pathTo` takes for a route: its `:params` (required) and query values, or only query values. */
export type PathValues<N extends PathName> = [ParamNames<Pattern<N>>] extends [never]
  ? [query?: Query]
  : [values: { [K in ParamNames<Pattern<N>>]: string } & Query];

/**
 * The in-portal href of a declared route: its `:params` filled (encoded) from
 * `values`, every other defined value appended as the query.
 * `pathTo('caseDetail', { id: '500A' })` → `/pg/case/500A`;
 * `pathTo('login', { redirectUrl: '/myaccount' })` → `/login?redirectUrl=%2Fmyaccount`.
 */
export function pathTo<N extends PathName>(name: N, ...[values = {}]: PathValues<N>): string {
  const used = new Set<string>();
  const path = paths[name].pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const key = part.slice(1);
      used.add(key);
      return encodeURIComponent((values as Query)[key] ?? '');
    })
    .join('/');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values as Query)) if (value !== undefined && !used.has(key)) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Whether `path` (query ignored) matches a declared pattern; `:param` matches one segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = (path.split('?')[0] ?? '').split('/');
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? Boolean(have[i]) : part === have[i]));
}
