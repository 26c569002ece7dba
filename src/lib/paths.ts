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
  /** Shown in document.title (hash mode) and the page heading when the screen has none; a getter, so a mount's `texts` (#19.4) replace it. */
  readonly title: string;
  guard?: 'login';
}

export const paths = {
  // access §2
  home: { pattern: '/', get title() { return accessScreens.logIn; } },
  login: { pattern: '/login', get title() { return accessScreens.logIn; } },
  forgotPassword: { pattern: '/forgotpassword', get title() { return accessScreens.forgotTitle; } },
  resetPassword: { pattern: '/resetpassword', get title() { return routeTitles.resetPassword; } },
  updateSuccess: { pattern: '/updatesuccess', get title() { return accountScreens.missionAccomplished; } },
  myAccount: { pattern: '/myaccount', get title() { return routeTitles.myAccount; } },
  logout: { pattern: '/logout', get title() { return accessScreens.menuLogOut; } },
  signup: { pattern: '/pg/signup', get title() { return accessScreens.signUp; } },
  questionGate: { pattern: '/pg/questkey', get title() { return accessScreens.signUp; } },
  additionalFields: { pattern: '/pg/additionalfields', get title() { return accessScreens.signUp; } },
  phoneNumber: { pattern: '/pg/phonenumber', get title() { return accessScreens.signUp; } },
  confirmation: { pattern: '/pg/confirmation', get title() { return accessScreens.spotBooked; } },
  signing: { pattern: '/pg/signing', get title() { return routeTitles.signing; }, guard: 'login' },
  enrollmentAgreement: { pattern: '/pg/enrollment-agreement', get title() { return routeTitles.enrollmentAgreement; } },
  attendanceLogin: { pattern: '/pg/img-accudemia-login', get title() { return accessScreens.logIn; } },
  contactUs: { pattern: '/contact-us', get title() { return footerLinks.contactUs; } },
  search: { pattern: '/search', get title() { return routeTitles.search; } },
  classDetail: { pattern: '/class/:code', get title() { return routeTitles.classDetail; } },
  // account §2
  resources: { pattern: '/myaccount/resources', get title() { return routeTitles.resources; }, guard: 'login' },
  liveOnline: { pattern: '/myaccount/live-online', get title() { return routeTitles.liveOnline; }, guard: 'login' },
  profile: { pattern: '/myaccount/profile', get title() { return routeTitles.profile; }, guard: 'login' },
  updateUser: { pattern: '/myaccount/profile/updateuser', get title() { return accountScreens.editInfo; }, guard: 'login' },
  updateEmail: { pattern: '/myaccount/profile/updateemail', get title() { return accountScreens.editEmail; }, guard: 'login' },
  updatePassword: { pattern: '/myaccount/profile/updatepassword', get title() { return routeTitles.updatePassword; }, guard: 'login' },
  updateEducation: { pattern: '/myaccount/profile/updateeducation', get title() { return accountScreens.editEducation; }, guard: 'login' },
  updateGoals: { pattern: '/myaccount/profile/updategoals', get title() { return accountScreens.editGoals; }, guard: 'login' },
  ada: { pattern: '/myaccount/profile/ada', get title() { return accountScreens.adaTitle; }, guard: 'login' },
  unenroll: { pattern: '/unenrollevent', get title() { return accountScreens.unenroll; }, guard: 'login' },
  unenrollAlt: { pattern: '/pgm/un-enroll-event', get title() { return accountScreens.unenroll; } },
  makeup: { pattern: '/pg/makeupsession', get title() { return accountScreens.findMakeup; }, guard: 'login' },
  makeupAlt: { pattern: '/resources/makeupsession', get title() { return accountScreens.findMakeup; }, guard: 'login' },
  makeupConfirmation: { pattern: '/pg/makeupsession/confirmation', get title() { return accessScreens.spotBooked; }, guard: 'login' },
  makeupPrint: { pattern: '/pg/makeupsession/printsession', get title() { return routeTitles.makeupPrint; }, guard: 'login' },
  schedule: { pattern: '/pg/schedule', get title() { return routeTitles.schedule; }, guard: 'login' },
  upcomingSession: { pattern: '/pg/upcoming-session', get title() { return accountScreens.comingSoon; } },
  comingSoon: { pattern: '/pg/comingsoon', get title() { return accountScreens.comingSoon; }, guard: 'login' },
  printReceipt: { pattern: '/printreceipt', get title() { return routeTitles.printReceipt; } },
  printReceiptAlt: { pattern: '/pgm/print-receipt', get title() { return routeTitles.printReceiptAlt; } },
  shipmentInfo: { pattern: '/shipmentInfo', get title() { return routeTitles.shipmentInfo; } },
  shipmentInfoAlt: { pattern: '/pgs/shipmentInfo', get title() { return routeTitles.shipmentInfoAlt; } },
  extensionOption: { pattern: '/pg/extensionoption', get title() { return accountScreens.needMoreTime; }, guard: 'login' },
  paidExtension: { pattern: '/paidextension', get title() { return routeTitles.paidExtension; }, guard: 'login' },
  ade: { pattern: '/ade', get title() { return routeTitles.ade; }, guard: 'login' },
  adeTutorial: { pattern: '/ade-tutorial', get title() { return routeTitles.adeTutorial; }, guard: 'login' },
  vitalSource: { pattern: '/pg/vs', get title() { return routeTitles.vitalSource; }, guard: 'login' },
  pmix: { pattern: '/myaccount/pmix', get title() { return routeTitles.pmix; }, guard: 'login' },
  cases: { pattern: '/pg/case', get title() { return accessScreens.support; }, guard: 'login' },
  caseDetail: { pattern: '/pg/case/:id', get title() { return routeTitles.caseDetail; }, guard: 'login' },
  createCase: { pattern: '/pg/createcase', get title() { return routeTitles.createCase; }, guard: 'login' },
  manageSubscription: { pattern: '/pg/manage-subscription', get title() { return routeTitles.manageSubscription; } },
  // account §2 "Other links out of this area": handed to the brand site (issue 16).
  classSwitch: { pattern: '/class-switch', get title() { return routeTitles.classSwitch; } },
  // account §2 "Other links out of this area": other addresses of three routes (`pathAliases`).
  agreementAlias: { pattern: '/amp/enrollment-agreement', get title() { return routeTitles.enrollmentAgreement; } },
  vitalSourceAlias: { pattern: '/resources/vs', get title() { return routeTitles.vitalSource; } },
  adeAlias: { pattern: '/pgm/ade', get title() { return routeTitles.ade; } },
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
