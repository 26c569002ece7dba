/**
 * The public API of the portal's two editions, the one source of their types: the full portal
 * (`import … from 'student-portal'`, dist/student-portal.mjs) and the sign-up widget
 * (`'student-portal/signup'`, dist/student-portal-signup.mjs: the same API, only the sign-up flow's
 * screens). The build (cli/build/public-types.mjs) writes each edition's d.ts from this file: its
 * `TextCatalogue` holds the texts that edition's bundle keeps, and the sign-up widget's drops the
 * options marked "portal only". A module exports `mount` and `version` and declares no global; the
 * scripts' global `StudentPortal` is typed by dist/student-portal.global.d.ts
 * (`/// <reference types="student-portal/script" />`) and dist/student-portal-signup.global.d.ts.
 * embed/mount.ts is type-checked against this file, so the code and the types cannot drift apart.
 */
export type BrandId = 'main' | 'second';

/** Lifecycle: the portal rendered into its target. */
export interface MountEvent {
  type: 'mount';
  brand: BrandId;
  routing: Routing;
  isolation: NonNullable<CommonMountOptions['isolation']>;
}
/** Lifecycle: `unmount()` removed the portal (the last event of a mount). */
export interface UnmountEvent {
  type: 'unmount';
}
/** A route shown (access §7 data layer). */
export interface PageviewEvent {
  type: 'virtualPageview';
  path: string;
}
/** A login succeeded (in this mount). */
export interface LoginEvent {
  type: 'login';
}
/** A logout ended the session (in this mount). */
export interface LogoutEvent {
  type: 'logout';
}
/** A header search or tab click, as tag managers expect it (category, action, label). */
export interface HeaderAnalyticsEvent {
  type: 'analyticsEvent';
  eventCategory: 'header';
  eventAction: 'search' | 'tab';
  eventLabel: string;
  /** Absent: the sign-up flow's events carry `event` (so `e.event === '…'` narrows the union). */
  event?: undefined;
  /** The search's text (`eventAction: 'search'`). */
  searchTerm?: string | undefined;
}
/** A step of the sign-up flow, by `event`. */
export type RegistrationAnalyticsEvent =
  | { type: 'analyticsEvent'; event: 'accountRegistration' }
  | { type: 'analyticsEvent'; event: 'noEventFound'; classId?: string | undefined }
  | {
      type: 'analyticsEvent';
      event: 'eventRegistration';
      classId: string;
      classCode: string;
      programCode?: string | undefined;
      /** Submissions of the sign-up form it took. */
      attempts?: number | undefined;
      /** Registered while logged in. */
      existingUser?: true | undefined;
    };
/** The additional fields of a new student were saved (a lead, access §2). */
export interface LeadRegistrationEvent {
  type: 'leadRegistration';
  classId: string;
  programCode: string;
  family: 'pc' | 'grad' | 'nursing' | 'med' | 'bar';
}
/** The codes an `error` event carries (a part of the portal's error catalogue). */
export type PortalErrorEventCode =
  | 'network.unavailable'
  | 'network.timeout'
  | 'upstream.status'
  | 'upstream.malformed'
  | 'upstream.shape'
  | 'config.invalid';
/**
 * An upstream failure (the service unreachable, slow, answering 5xx or an unreadable answer) or
 * bad configuration, once per failure. Never carries request data: no tokens, passwords, cookies,
 * emails or URLs. A refusal the screen explains (wrong password, email taken) is no `error`.
 */
export interface PortalErrorEvent {
  type: 'error';
  code: PortalErrorEventCode;
  /** For people: the catalogue's text; for `config.invalid`, the option and its fix. */
  message: string;
  /** The upstream call that failed, e.g. `getMyAccount` or `login.identity`. */
  call?: string;
  /** The HTTP status the upstream answered, when it answered. */
  status?: number;
  /** `config.invalid`: the option refused (`target` for the mount target, `environment` when there is no browser page). */
  option?: string;
}
/** An event of the portal: analytics (`virtualPageview`, `login`, `logout`, `analyticsEvent`, `leadRegistration`), lifecycle and `error`. */
export type PortalEvent =
  | MountEvent
  | UnmountEvent
  | PageviewEvent
  | LoginEvent
  | LogoutEvent
  | HeaderAnalyticsEvent
  | RegistrationAnalyticsEvent
  | LeadRegistrationEvent
  | PortalErrorEvent;
export type PortalEventType = PortalEvent['type'];
/** The events of one type (`'*'`: all of them). */
export type PortalEventOf<T extends PortalEventType | '*'> = T extends '*' ? PortalEvent : Extract<PortalEvent, { type: T }>;

/**
 * The options of `mount()`: one of the routings (`routing` picks it, `hash` by default) and the
 * options every routing takes.
 */
export type MountOptions = RoutingOptions & CommonMountOptions;

/**
 * Where the portal keeps its route. `hash` (default) routes in the page's hash, under `hashPrefix`
 * if given; `memory` leaves the host's URL alone (links carry the `portalUrl` page's href for
 * Ctrl/middle-click); `path` routes in real URLs under `basePath`, which it needs.
 */
export type RoutingOptions = HashRouting | MemoryRouting | PathRouting;
export type Routing = 'hash' | 'memory' | 'path';

/** `routing: 'hash'` (or none): the page's hash, e.g. `#/login`. */
export interface HashRouting {
  routing?: 'hash';
  /**
   * Hash routing beside a host's hash router: the portal's routes live under this prefix
   * (`'/portal'` → `#/portal/login`); other hashes are the host's and leave the portal as it is.
   * Auto-mount: `data-hash-prefix`.
   */
  hashPrefix?: string;
  /** Only with `routing: 'path'`. */
  basePath?: never;
}
/** `routing: 'memory'`: the route lives in the mount only. */
export interface MemoryRouting {
  routing: 'memory';
  /** Only with hash routing. */
  hashPrefix?: never;
  /** Only with `routing: 'path'`. */
  basePath?: never;
}
/** `routing: 'path'`: real URLs under `basePath`. */
export interface PathRouting {
  routing: 'path';
  /** Path routing's base: `'/account'` → `/account/login`. Auto-mount: `data-base-path`. */
  basePath: string;
  /** Only with hash routing. */
  hashPrefix?: never;
}

/** The options of `mount()` besides the routing's. */
export interface CommonMountOptions {
  /** Which brand to show: `main` (default) or `second`. */
  brand?: BrandId;
  /** One origin serving every upstream service (REST and GraphQL), e.g. the simulator; overrides the bases resolved from the host. */
  apiBase?: string;
  /** The first route, e.g. `/pg/signup?classId=7001` (memory routing, hash routing with an empty hash or a bare `hashPrefix`, path routing at `basePath` itself). */
  initialPath?: string;
  /** `scoped` (default): rendered in the host's DOM with scoped styles; `shadow`: in an open shadow root. */
  isolation?: 'scoped' | 'shadow';
  /** Called with every event; a throwing callback cannot break the portal. */
  onEvent?: (event: PortalEvent) => void;
  /** Called with each `error` event, and with the `config.invalid` of a `mount()` that throws. */
  onError?: (event: PortalErrorEvent) => void;
  /**
   * The page of the full portal (hash routing), for routes this bundle does not render — the
   * sign-up widget's "Go to my account", "Forgot your password?"… Default: the brand's portal host
   * (QA host on QA), or this origin's `/` when `apiBase` points at a local simulator.
   */
  portalUrl?: string;
  /**
   * The live-chat widget (access §1: on every page, chosen by the student's program; none for GED
   * or BAR). Default `true`: the brand's chat script, or the simulator's same-origin stand-in when
   * `apiBase` (or a loopback page) points at the simulator. `false` switches it off for this mount
   * (a page whose CSP does not allow the chat origin, a small login widget); "Ask about live
   * instruction" then links to Contact Us. Auto-mount: `data-chat="off"`.
   */
  chat?: boolean;
  // BEGIN portal only
  /**
   * `full` (default): the full portal's site header, footer and skip link around the screen.
   * `none`: the screen only, in one region labelled "Student portal" (not a second `<main>`
   * on the host page), with the live chat per `chat` — for a login on a marketing page.
   * The sign-up widget has no chrome (its types have no `chrome`). Auto-mount: `data-chrome="none"`.
   */
  chrome?: 'none' | 'full';
  // END portal only
  /**
   * Theme values, set on the mount's root as the CSS custom properties of the same names
   * (`primary` → `--sp-primary`, `primaryInk` → `--sp-primary-ink`); they win over the host's
   * and the brand's. Unknown keys and values with `;` `{` `}` `<` `>` `\` or `url(` are refused.
   */
  appearance?: Appearance;
  /**
   * The host's router in charge (react-router, Next.js, Vue Router…): the portal never writes
   * `history` itself. Each move it makes — a link, a redirect, the destination after login — calls
   * `push` (or `replace`) with the path as the host's router names it: `basePath` + route with
   * path routing (`/account/forgotpassword`), `hashPrefix` + route with hash routing, the route
   * with memory routing. The portal then follows the host: the URL its router wrote (path and hash
   * routing; the host's own `<Link>`s move the portal too), or `handle.navigate(route)` (memory
   * routing). A function that throws or rejects is reported as an `error` event `config.invalid`.
   */
  navigate?: HostNavigate;
  /**
   * Texts shown instead of the catalogue's (the spec's wording), by catalogue key:
   * `{ 'accessScreens.logIn': 'Sign in', 'accessScreens.loginHeading': (brand) => brand + ' sign-in' }`.
   * A text with arguments takes a string, or a function of the same arguments (the catalogue's text
   * stands in when it throws). Each text shows as text, never as HTML. The keys are this edition's
   * (the sign-up widget has fewer); one it has no text for, given anyway, is reported as an `error`
   * event `config.invalid` and ignored.
   * The page's, per script: while two mounts of one script replace the same key, the later one wins.
   */
  texts?: TextOverrides;
  /**
   * The language (issue #32): `'en-US'` (default: the specs' wording and formats), `'fr-CA'` or
   * `'es-US'`, or a locale itself (`import frCA from 'student-portal/locales/fr-CA'`, then
   * `locale: frCA`). A name finds the locale a script put on the page
   * (`<script src="…/locales/fr-CA.js">` before the portal mounts); one not there is reported as an
   * `error` event `config.invalid` and the portal shows en-US. Dates, times and money follow the
   * locale (times stay New York's); the mount's root gets its `lang`; `texts` apply on top of it.
   * Like `texts`, the page's per script: two mounts of one script in two languages both show the
   * later one's. Auto-mount: `data-locale`.
   */
  locale?: LocaleName | Locale;
}

/** The locales the package ships: `dist/locales/<name>.js` (scripts), `student-portal/locales/<name>` (modules). en-US is built in. */
export type LocaleName = 'en-US' | 'fr-CA' | 'es-US';

/**
 * A language for the portal (issue #32): `code`, its BCP 47 tag (the mount root's `lang`), and its
 * texts by catalogue key, as the `texts` option takes them (`formats.*` included: how dates, times
 * and money read). A key it leaves out shows the en-US text; keys this edition has no text for are
 * ignored, so one locale serves both editions.
 */
export interface Locale {
  readonly code: string;
  readonly texts: TextOverrides;
}

/** The `navigate` option: the host router's functions. Their results are not read (a promise's rejection is reported). */
export interface HostNavigate {
  push(path: string): unknown;
  replace(path: string): unknown;
}

/** `texts`: any text of the catalogue, by key. */
export type TextOverrides = { [K in keyof TextCatalogue]?: TextCatalogue[K] };

/**
 * Every text of the catalogue a mount may replace, by key (`group.key`, `group.nested.key`), with its
 * type: a string, or a string or function for a text built from arguments. Generated from src/core/messages;
 * each edition's d.ts lists the texts its bundle has (the ones it shows).
 */
export interface TextCatalogue {
  // BEGIN generated by cli/build/text-keys.mjs: do not edit by hand
  'accessScreens.loginTitle': string | ((brand: string) => string);
  'accessScreens.loginHeading': string | ((brand: string) => string);
  'accessScreens.emailLabel': string;
  'accessScreens.passwordLabel': string;
  'accessScreens.logIn': string;
  'accessScreens.forgotPasswordLink': string;
  'accessScreens.noAccount': string;
  'accessScreens.signUp': string;
  'accessScreens.forgotTitle': string;
  'accessScreens.forgotIntro': string;
  'accessScreens.forgotSubmit': string;
  'accessScreens.backToLogIn': string;
  'accessScreens.alreadyLoggedIn': string;
  'accessScreens.resetTitle': string;
  'accessScreens.resetIntro': string;
  'accessScreens.newPasswordLabel': string;
  'accessScreens.resetSubmit': string;
  'accessScreens.checkingResetLink': string;
  'accessScreens.loggingOut': string;
  'accessScreens.passwordRulesHeading': string;
  'accessScreens.passwordRuleMet': string;
  'accessScreens.passwordRuleUnmet': string;
  'accessScreens.passwordStrength': string | ((label: string) => string);
  'accessScreens.under13Notice': string;
  'accessScreens.under13Checkbox': string;
  'accessScreens.canadianResident': string;
  'accessScreens.euResident': string;
  'accessScreens.signUpButton': string;
  'accessScreens.additionalFieldsHeading': string;
  'accessScreens.additionalFieldsSubmit': string;
  'accessScreens.additionalFieldsSaveSpot': string;
  'accessScreens.phoneHeading': string;
  'accessScreens.notifyMe': string;
  'accessScreens.noThanks': string;
  'accessScreens.spotBooked': string;
  'accessScreens.addToCalendar': string;
  'accessScreens.calendarGoogle': string;
  'accessScreens.calendarApple': string;
  'accessScreens.calendarOutlook': string;
  'accessScreens.lookForAnotherEvent': string;
  'accessScreens.goToMyAccount': string;
  'accessScreens.continue': string;
  'accessScreens.accept': string;
  'accessScreens.decline': string;
  'accessScreens.print': string;
  'accessScreens.searchPlaceholder': string;
  'accessScreens.tabResources': string;
  'accessScreens.tabProfile': string;
  'accessScreens.tabHelp': string;
  'accessScreens.support': string;
  'accessScreens.menuAccountDetails': string;
  'accessScreens.menuLogOut': string;
  'accessScreens.schoolNotOnList': string;
  'passwordRuleLabels.length': string;
  'passwordRuleLabels.lowercase': string;
  'passwordRuleLabels.uppercase': string;
  'passwordRuleLabels.digit': string;
  'passwordRuleLabels.special': string;
  'strengthLabels.Weak': string;
  'strengthLabels.Good': string;
  'strengthLabels.Strong': string;
  'testDateLabels.0': string;
  'testDateLabels.1': string;
  'testDateLabels.2': string;
  'testDateLabels.3': string;
  'testDateLabels.4': string;
  'medicalOriginLabels.US Med': string;
  'medicalOriginLabels.offshore': string;
  'medicalOriginLabels.img': string;
  'accountScreens.activeResources': string;
  'accountScreens.activeEvents': string;
  'accountScreens.expiredResources': string;
  'accountScreens.expiredEvents': string;
  'accountScreens.seeDetails': string;
  'accountScreens.hideDetails': string;
  'accountScreens.startsOn': string | ((date: string) => string);
  'accountScreens.expiresOn': string | ((date: string) => string);
  'accountScreens.expiresToday': string;
  'accountScreens.renewsOn': string | ((date: string) => string);
  'accountScreens.expiredOn': string | ((date: string) => string);
  'accountScreens.myInfo': string;
  'accountScreens.myEducation': string;
  'accountScreens.myLogin': string;
  'accountScreens.myGoals': string;
  'accountScreens.editInfo': string;
  'accountScreens.editEmail': string;
  'accountScreens.editLogin': string;
  'accountScreens.editEducation': string;
  'accountScreens.editGoals': string;
  'accountScreens.adaTitle': string;
  'accountScreens.missionAccomplished': string;
  'accountScreens.profileUpdated': string;
  'accountScreens.passwordUpdated': string;
  'accountScreens.checkYourEmail': string;
  'accountScreens.changeProfileOrPassword': string;
  'accountScreens.imDone': string;
  'accountScreens.unenroll': string;
  'accountScreens.findMakeup': string;
  'accountScreens.comingSoon': string;
  'accountScreens.needMoreTime': string;
  'accountScreens.extendOnlineAccess': string;
  'accountScreens.askLiveInstruction': string;
  'accountScreens.unknownTestDate': string;
  'accountScreens.canadaOnly': string | ((label: string) => string);
  'accountScreens.caseFilterOpen': string;
  'accountScreens.caseFilterClosed': string;
  'accountScreens.emptyResources': string;
  'accountScreens.caseGuidance.score-report-official': string;
  'accountScreens.caseGuidance.score-report': string;
  'accountScreens.caseGuidance.screenshot': string;
  'agreementTexts.heading': string;
  'agreementTexts.loading': string;
  'agreementTexts.notFound': string;
  'agreementTexts.textLabel': string;
  'agreementTexts.shareInfoLegend': string;
  'agreementTexts.shareInfoYes': string;
  'agreementTexts.shareInfoNo': string;
  'agreementTexts.hsgLegend': string;
  'agreementTexts.hsgOption': string | ((n: number) => string);
  'agreementTexts.noCourseAccess': string;
  'agreementTexts.acceptedOn': string | ((date: string) => string);
  'agreementTexts.acceptedNow': string;
  'agreementTexts.attendanceHeading': string;
  'agreementTexts.attendanceLead': string;
  'agreementTexts.studentIdLabel': string;
  'agreementTexts.attendanceForgotPassword': string;
  'attachmentTexts.label': string;
  'attachmentTexts.hint': string;
  'attachmentTexts.dropHere': string;
  'attachmentTexts.listLabel': string;
  'attachmentTexts.progressLabel': string | ((name: string) => string);
  'attachmentTexts.percent': string | ((value: number) => string);
  'attachmentTexts.waiting': string;
  'attachmentTexts.uploaded': string;
  'attachmentTexts.cancelled': string;
  'attachmentTexts.cancel': string;
  'attachmentTexts.remove': string;
  'attachmentTexts.retry': string;
  'attachmentTexts.announceUploaded': string | ((name: string) => string);
  'attachmentTexts.announceCancelled': string | ((name: string) => string);
  'vsTexts.opening': string;
  'vsTexts.openManually': string;
  'vsTexts.notFound': string;
  'vsTexts.unavailable': string;
  'vsTexts.notPurchasedTitle': string;
  'vsTexts.notPurchased': string;
  'vsTexts.purchase': string | ((program: string) => string);
  'vsTexts.readerInstructions': string;
  'vsTexts.readerLink': string;
  'digitalBookProgramNames.MCAT': string;
  'digitalBookProgramNames.GRE': string;
  'digitalBookProgramNames.SAT': string;
  'digitalBookProgramNames.PREMIER': string;
  'adeTexts.lead': string;
  'adeTexts.loading': string;
  'adeTexts.stepAgreement': string;
  'adeTexts.agreementBody': string;
  'adeTexts.agreementLink': string | ((course: string) => string);
  'adeTexts.agreementNone': string;
  'adeTexts.stepAccount': string;
  'adeTexts.accountBody': string;
  'adeTexts.stepInstall': string;
  'adeTexts.installBody': string;
  'adeTexts.devices.0': string;
  'adeTexts.devices.1': string;
  'adeTexts.devices.2': string;
  'adeTexts.devices.3': string;
  'adeTexts.devices.4': string;
  'adeTexts.stepDownload': string;
  'adeTexts.downloadBody': string;
  'adeTexts.noBooks': string;
  'adeTexts.tutorialLink': string;
  'tutorialTexts.lead': string;
  'tutorialTexts.videoLabel': string;
  'tutorialTexts.videoFailed': string;
  'tutorialTexts.captions': string;
  'tutorialTexts.backToAde': string;
  'bookKeyTexts.heading': string;
  'bookKeyTexts.lead': string;
  'bookKeyTexts.course': string;
  'bookKeyTexts.key': string;
  'bookKeyTexts.check': string;
  'bookKeyTexts.confirmed': string;
  'bookKeyTexts.noBooks': string;
  'caseCreateTexts.loading': string;
  'caseCreateTexts.lead': string;
  'caseCreateTexts.enrollment': string;
  'caseCreateTexts.enrollmentPlaceholder': string;
  'caseCreateTexts.enrollmentRequired': string;
  'caseCreateTexts.noEnrollments': string;
  'caseCreateTexts.topic': string;
  'caseCreateTexts.topicPlaceholder': string;
  'caseCreateTexts.topicDetail': string;
  'caseCreateTexts.topicDetailPlaceholder': string;
  'caseCreateTexts.topicFirst': string;
  'caseCreateTexts.description': string;
  'caseCreateTexts.counter': string | ((used: number, max: number) => string);
  'caseCreateTexts.locked': string;
  'caseCreateTexts.prefillIgnored': string;
  'caseCreateTexts.attachments': string;
  'caseCreateTexts.attachmentsHint': string;
  'caseCreateTexts.submit': string;
  'caseCreateTexts.created': string;
  'caseCreateTexts.uploading': string | ((done: number, total: number) => string);
  'caseCreateTexts.uploadFailed': string | ((name: string) => string);
  'caseCreateTexts.openCase': string;
  'caseCreateTexts.articlesHeading': string;
  'caseCreateTexts.articlesChoose': string;
  'caseCreateTexts.articlesLoading': string;
  'caseCreateTexts.articlesNone': string;
  'caseCreateTexts.articlesFound': string | ((count: number) => string);
  'caseDetailTexts.loading': string;
  'caseDetailTexts.notFound': string;
  'caseDetailTexts.backToCases': string;
  'caseDetailTexts.caseNumber': string;
  'caseDetailTexts.status': string;
  'caseDetailTexts.topic': string;
  'caseDetailTexts.topicDetail': string;
  'caseDetailTexts.enrollment': string;
  'caseDetailTexts.opened': string;
  'caseDetailTexts.description': string;
  'caseDetailTexts.notGiven': string;
  'caseDetailTexts.commentsHeading': string;
  'caseDetailTexts.noComments': string;
  'caseDetailTexts.commentBy': string | ((name: string, when: string) => string);
  'caseDetailTexts.commentLabel': string;
  'caseDetailTexts.addComment': string;
  'caseDetailTexts.commentAdded': string;
  'caseDetailTexts.attachmentsHeading': string;
  'caseDetailTexts.noAttachments': string;
  'caseDetailTexts.download': string;
  'caseDetailTexts.delete': string;
  'caseDetailTexts.deleteNamed': string | ((name: string) => string);
  'caseDetailTexts.added': string | ((date: string) => string);
  'caseDetailTexts.confirmDeleteTitle': string;
  'caseDetailTexts.confirmDeleteBody': string | ((name: string) => string);
  'caseDetailTexts.confirmDeleteYes': string;
  'caseDetailTexts.confirmDeleteNo': string;
  'caseDetailTexts.attachmentDeleted': string;
  'caseDetailTexts.dateTime': string | ((date: string, time: string) => string);
  'caseListTexts.loading': string;
  'caseListTexts.newCase': string;
  'caseListTexts.filterLabel': string;
  'caseListTexts.caption.O': string;
  'caseListTexts.caption.C': string;
  'caseListTexts.caseNumber': string;
  'caseListTexts.topic': string;
  'caseListTexts.topicDetail': string;
  'caseListTexts.status': string;
  'caseListTexts.opened': string;
  'caseListTexts.lastUpdate': string;
  'caseListTexts.notGiven': string;
  'caseListTexts.empty.O': string;
  'caseListTexts.empty.C': string;
  'caseListTexts.pagesLabel': string;
  'caseListTexts.previous': string;
  'caseListTexts.next': string;
  'caseListTexts.pagePosition': string | ((page: number, count: number) => string);
  'caseListTexts.created': string;
  'accessErrors.loginFailed': string;
  'accessErrors.loginLocked': string;
  'accessErrors.forgotPasswordUnknown': string;
  'accessErrors.eventLimit': string;
  'accessErrors.eventAlreadyEnrolled': string;
  'accessErrors.eventFailed': string;
  'accessErrors.registeredUserInvalid': string;
  'accessErrors.noEvent': string;
  'accessErrors.notLoggedIn': string;
  'accountErrors.emailExists': string;
  'accountErrors.caseFailed': string;
  'accountErrors.unenrollFailed': string;
  'purchaseStatusBanners.DISABLE': string;
  'purchaseStatusBanners.DECLINE': string;
  'purchaseStatusBanners.FREEZE': string;
  'purchaseStatusBanners.DROP': string;
  'transportErrors.networkUnavailable': string;
  'transportErrors.networkTimeout': string;
  'transportErrors.upstreamFailed': string;
  'transportErrors.resetLinkExpired': string;
  'transportErrors.configInvalid': string;
  'transportErrors.inputRefused': string;
  'transportErrors.bundleLoadFailed': string;
  'extensionTexts.lead': string;
  'extensionTexts.chatUnavailable': string;
  'extensionTexts.noOptions': string;
  'extensionTexts.missingEnrollment': string;
  'extensionTexts.price': string;
  'extensionTexts.weeks': string;
  'extensionTexts.weekOption': string | ((weeks: number) => string);
  'extensionTexts.perWeek': string | ((price: string) => string);
  'extensionTexts.total': string;
  'extensionTexts.addToCart': string;
  'extensionTexts.cartUnavailable': string;
  'extensionTexts.contactUs': string;
  'formats.date': string | ((year: number, month: number, day: number) => string);
  'formats.longDate': string | ((year: number, month: number, day: number, weekday: number) => string);
  'formats.time': string | ((hour: number, minute: number) => string);
  'formats.upstreamTime': string | ((text: string, hour: number, minute: number) => string);
  'formats.money': string | ((amount: number, currency: string) => string);
  'formats.price': string | ((amount: number, currency: string) => string);
  'handOffPlaces.classSwitch': string | ((brand: string) => string);
  'handOffPlaces.search': string | ((brand: string) => string);
  'handOffPlaces.searchPage': string | ((brand: string) => string);
  'handOffPlaces.classPage': string | ((code: string, brand: string) => string);
  'handOffTexts.takingYouTo': string | ((place: string) => string);
  'handOffTexts.continueTo': string | ((place: string) => string);
  'handOffTexts.ifNothingHappens': string;
  'handOffTexts.followLink': string;
  'handOffTexts.open': string | ((place: string) => string);
  'contactTexts.lead': string;
  'contactTexts.callTitle': string;
  'contactTexts.callBody': string;
  'contactTexts.callLink': string | ((phone: string) => string);
  'contactTexts.chatTitle': string;
  'contactTexts.chatBody': string;
  'contactTexts.chatButton': string;
  'contactTexts.helpTitle': string;
  'contactTexts.helpBody': string;
  'contactTexts.helpLink': string;
  'contactTexts.caseTitle': string;
  'contactTexts.caseBody': string;
  'contactTexts.caseLink': string;
  'makeupBookingTexts.sessionLabel': string;
  'makeupBookingTexts.when': string | ((day: string, start: string, end: string) => string);
  'makeupBookingTexts.liveOnline': string;
  'makeupBookingTexts.print': string;
  'makeupBookingTexts.printLink': string;
  'makeupBookingTexts.back': string;
  'makeupBookingTexts.noBookingHeading': string;
  'makeupBookingTexts.noBookingLead': string;
  'makeupSearchTexts.noCourse': string;
  'makeupSearchTexts.session': string;
  'makeupSearchTexts.distance': string;
  'makeupSearchTexts.miles': string | ((miles: string) => string);
  'makeupSearchTexts.zip': string;
  'makeupSearchTexts.startDate': string;
  'makeupSearchTexts.endDate': string;
  'makeupSearchTexts.datePlaceholder': string;
  'makeupSearchTexts.sortBy': string;
  'makeupSearchTexts.sortDistance': string;
  'makeupSearchTexts.sortDate': string;
  'makeupSearchTexts.search': string;
  'makeupSearchTexts.reset': string;
  'makeupSearchTexts.signUp': string;
  'makeupSearchTexts.searching': string;
  'makeupSearchTexts.liveOnlineNote': string;
  'makeupSearchTexts.liveOnline': string;
  'makeupSearchTexts.results': string;
  'makeupSearchTexts.date': string;
  'makeupSearchTexts.time': string;
  'makeupSearchTexts.facility': string;
  'makeupSearchTexts.address': string;
  'makeupSearchTexts.room': string;
  'makeupSearchTexts.away': string | ((miles: string) => string);
  'makeupSearchTexts.timeRange': string | ((start: string, end: string) => string);
  'profileTexts.save': string;
  'profileTexts.cancel': string;
  'profileTexts.edit': string;
  'profileTexts.heading': string;
  'profileTexts.firstName': string;
  'profileTexts.lastName': string;
  'profileTexts.address': string;
  'profileTexts.city': string;
  'profileTexts.state': string;
  'profileTexts.zip': string;
  'profileTexts.country': string;
  'profileTexts.phone': string;
  'profileTexts.name': string;
  'profileTexts.parent': string;
  'profileTexts.school': string;
  'profileTexts.schoolState': string;
  'profileTexts.targetTest': string;
  'profileTexts.testDate': string;
  'profileTexts.notProvided': string;
  'profileTexts.passwordMask': string;
  'profileTexts.passwordHidden': string;
  'profileTexts.selectState': string;
  'profileTexts.emailNote': string;
  'profileTexts.extraTime': string;
  'profileTexts.extraTimeOn': string;
  'profileTexts.extraTimeOff': string;
  'profileTexts.extraTimeCheckbox': string;
  'profileTexts.editExtraTime': string;
  'loginEditTexts.currentPasswordLabel': string;
  'loginEditTexts.editPassword': string;
  'loginEditTexts.newEmailLabel': string;
  'loginEditTexts.confirmEmailLabel': string;
  'loginEditTexts.editEmail': string;
  'loginEditTexts.back': string;
  'loginEditTexts.newPasswordHint': string;
  'loginEditTexts.emailUpdated': string;
  'educationGoalsTexts.schoolStateLabel': string;
  'educationGoalsTexts.schoolLabel': string;
  'educationGoalsTexts.schoolNameLabel': string;
  'educationGoalsTexts.graduationYearLabel': string;
  'educationGoalsTexts.testDateLabel': string;
  'educationGoalsTexts.datePlaceholder': string;
  'educationGoalsTexts.selectState': string;
  'educationGoalsTexts.selectSchool': string;
  'educationGoalsTexts.selectYear': string;
  'educationGoalsTexts.selectTestDate': string;
  'educationGoalsTexts.currentTestDate': string | ((date: string) => string);
  'educationGoalsTexts.loadingSchools': string;
  'educationGoalsTexts.schoolsFailed': string;
  'ambassadorTexts.title': string;
  'ambassadorTexts.intro': string;
  'ambassadorTexts.shareLink': string;
  'ambassadorTexts.email': string;
  'ambassadorTexts.signUp': string;
  'ambassadorTexts.emailSubject': string | ((brand: string) => string);
  'ambassadorTexts.emailBody': string | ((brand: string, link: string) => string);
  'receiptTexts.loading': string;
  'receiptTexts.notFound': string;
  'receiptTexts.letterHeading': string;
  'receiptTexts.greeting': string | ((name: string) => string);
  'receiptTexts.intro': string | ((product: string) => string);
  'receiptTexts.student': string;
  'receiptTexts.address': string;
  'receiptTexts.product': string;
  'receiptTexts.enrollmentDate': string;
  'receiptTexts.transactionCode': string;
  'receiptTexts.billed': string;
  'receiptTexts.paid': string;
  'receiptTexts.balance': string;
  'receiptTexts.scheduleHeading': string;
  'receiptTexts.date': string;
  'receiptTexts.type': string;
  'receiptTexts.amount': string;
  'receiptTexts.status': string;
  'receiptTexts.noSchedule': string;
  'receiptTexts.notGiven': string;
  'receiptTexts.print': string;
  'signupTexts.firstNameLabel': string;
  'signupTexts.lastNameLabel': string;
  'signupTexts.studentEmailLabel': string;
  'signupTexts.countryLabel': string;
  'signupTexts.fallbackCountryName': string;
  'signupTexts.marketingConsent': string;
  'signupTexts.eventLead': string | ((name: string) => string);
  'signupTexts.accountLead': string;
  'signupTexts.loadingEvent': string;
  'signupTexts.haveAccount': string;
  'signupTexts.logInLink': string;
  'signupTexts.agreement': string;
  'signupTexts.agreementJoin': string;
  'signupTexts.termsLink': string;
  'signupTexts.privacyLink': string;
  'signupTexts.autoRegistering': string;
  'signupTexts.accountCreated': string;
  'signupTexts.signedIn': string;
  'signupTexts.takingYouToAccount': string;
  'signupTexts.logInAfterSignupFailed': string;
  'registrationDetailTexts.questionHeading': string;
  'registrationDetailTexts.questionLead': string;
  'registrationDetailTexts.answerLabel': string;
  'registrationDetailTexts.loadingQuestion': string;
  'registrationDetailTexts.parentFirstNameLabel': string;
  'registrationDetailTexts.parentLastNameLabel': string;
  'registrationDetailTexts.parentEmailLabel': string;
  'registrationDetailTexts.graduationYearLabel': string;
  'registrationDetailTexts.testDateLabel': string;
  'registrationDetailTexts.poiLabel': string;
  'registrationDetailTexts.eduBackgroundLabel': string;
  'registrationDetailTexts.schoolLocationLabel': string;
  'registrationDetailTexts.schoolLabel': string;
  'registrationDetailTexts.schoolNameLabel': string;
  'registrationDetailTexts.countryLabel': string;
  'registrationDetailTexts.barRepIdLabel': string;
  'registrationDetailTexts.noBarRepId': string;
  'registrationDetailTexts.postalCodeLabel': string;
  'registrationDetailTexts.selectOne': string;
  'registrationDetailTexts.outsideUsAndCanada': string;
  'registrationDetailTexts.chooseLocationFirst': string;
  'registrationDetailTexts.loadingSchools': string;
  'registrationDetailTexts.listsFailed': string;
  'registrationDetailTexts.schoolsFailed': string;
  'registrationDetailTexts.saved': string;
  'registrationDetailTexts.visitorNotice': string;
  'registrationDetailTexts.skipForNow': string;
  'bookingTexts.phoneLead': string;
  'bookingTexts.phoneLabel': string;
  'bookingTexts.phoneConsent': string;
  'bookingTexts.phoneSaved': string;
  'bookingTexts.phoneNeedsLogin': string;
  'bookingTexts.eventLabel': string;
  'bookingTexts.eventTimes': string | ((day: string, start: string, end: string) => string);
  'bookingTexts.eventSpan': string | ((startDay: string, startTime: string, endDay: string, endTime: string) => string);
  'bookingTexts.eventDays': string | ((startDay: string, endDay: string) => string);
  'bookingTexts.signingHeading': string;
  'bookingTexts.signingLead': string;
  'bookingTexts.signingProgress': string;
  'resourcesTexts.heading': string;
  'resourcesTexts.loading': string;
  'resourcesTexts.progressLabel': string;
  'resourcesTexts.bannersLabel': string;
  'resourcesTexts.dismissBanner': string;
  'resourcesTexts.dismissIcon': string;
  'resourcesTexts.findPrep': string;
  'resourcesTexts.eventWhen': string | ((date: string, time: string) => string);
  'resourcesTexts.liveStream': string;
  'resourcesTexts.opensInNewTab': string;
  'resourcesTexts.forEvent': string | ((name: string) => string);
  'resourcesTexts.testDatePrompt': string | ((date: string) => string);
  'resourcesTexts.updateTestDate': string;
  'courseCardTexts.launch': string;
  'courseCardTexts.launching': string;
  'courseCardTexts.notStarted': string;
  'courseCardTexts.unavailable': string;
  'courseCardTexts.launchRefused': string;
  'courseCardTexts.routingPending': string;
  'courseCardTexts.detailsLoading': string;
  'courseCardTexts.registeredOn': string;
  'courseCardTexts.transactionCode': string;
  'courseCardTexts.balanceDue': string;
  'courseCardTexts.payBalance': string;
  'courseCardTexts.agreement': string;
  'courseCardTexts.agreementAccepted': string | ((date: string) => string);
  'courseCardTexts.agreementPending': string;
  'courseCardTexts.schedule': string;
  'courseCardTexts.receipt': string;
  'courseCardTexts.shipments': string;
  'courseCardTexts.extendCourse': string;
  'courseCardTexts.classSwitch': string;
  'courseCardTexts.manageSubscription': string;
  'courseLinksOutTexts.label': string;
  'courseLinksOutTexts.tutoringSurvey': string;
  'courseLinksOutTexts.canvas': string;
  'courseLinksOutTexts.practiceTest': string;
  'courseLinksOutTexts.forum': string;
  'courseLinksOutTexts.track': string | ((kit: string, carrier: string | null) => string);
  'liveOnlineTexts.loading': string;
  'liveOnlineTexts.empty': string;
  'liveOnlineTexts.emptyFolder': string;
  'liveOnlineTexts.notFound': string;
  'liveOnlineTexts.backToResources': string;
  'liveOnlineTexts.pmixOpening': string;
  'liveOnlineTexts.pmixUnavailable': string;
  'liveOnlineTexts.pmixNotFound': string;
  'routeTitles.resetPassword': string;
  'routeTitles.myAccount': string;
  'routeTitles.signing': string;
  'routeTitles.enrollmentAgreement': string;
  'routeTitles.search': string;
  'routeTitles.classSwitch': string;
  'routeTitles.classDetail': string;
  'routeTitles.resources': string;
  'routeTitles.liveOnline': string;
  'routeTitles.profile': string;
  'routeTitles.updatePassword': string;
  'routeTitles.makeupPrint': string;
  'routeTitles.schedule': string;
  'routeTitles.printReceipt': string;
  'routeTitles.printReceiptAlt': string;
  'routeTitles.shipmentInfo': string;
  'routeTitles.shipmentInfoAlt': string;
  'routeTitles.paidExtension': string;
  'routeTitles.ade': string;
  'routeTitles.adeTutorial': string;
  'routeTitles.vitalSource': string;
  'routeTitles.pmix': string;
  'routeTitles.caseDetail': string;
  'routeTitles.createCase': string;
  'routeTitles.manageSubscription': string;
  'scheduleTexts.date': string;
  'scheduleTexts.topic': string;
  'scheduleTexts.location': string;
  'scheduleTexts.joinSession': string;
  'scheduleTexts.loading': string;
  'scheduleTexts.caption': string | ((program: string) => string);
  'scheduleTexts.empty': string;
  'scheduleTexts.notFound': string;
  'scheduleTexts.online': string;
  'scheduleTexts.linkNotYet': string;
  'scheduleTexts.timeSpan': string | ((start: string, end: string) => string);
  'scheduleTexts.eastern': string | ((time: string) => string);
  'scheduleTexts.past': string;
  'scheduleTexts.next': string;
  'comingSoonTexts.loading': string;
  'comingSoonTexts.nextSession': string;
  'comingSoonTexts.time': string;
  'comingSoonTexts.rescheduled': string;
  'comingSoonTexts.contactPrompt': string;
  'comingSoonTexts.viewSchedule': string;
  'footerLinks.contactUs': string;
  'footerLinks.logIn': string;
  'footerLinks.about': string;
  'footerLinks.careers': string;
  'footerLinks.international': string;
  'footerLinks.partnerships': string;
  'footerLinks.press': string;
  'footerLinks.teach': string;
  'footerLinks.terms': string;
  'footerLinks.privacy': string;
  'footerLinks.californiaPrivacy': string;
  'footerLinks.siteMap': string;
  'shellTexts.mainNav': string;
  'shellTexts.footerNav': string;
  'shellTexts.menu': string;
  'shellTexts.accountMenu': string;
  'shellTexts.accountFallbackName': string;
  'shellTexts.search': string;
  'shellTexts.cart': string;
  'shellTexts.cartItems': string | ((count: number) => string);
  'shellTexts.opensInNewTab': string;
  'shellTexts.medicalLogoTag': string;
  'shellTexts.copyright': string | ((year: number, brand: string) => string);
  'portalScreens.loading': string;
  'portalScreens.notFoundHeading': string;
  'portalScreens.notFoundBody': string;
  'portalScreens.goHome': string;
  'portalScreens.tryAgain': string;
  'portalScreens.notBuiltHeading': string;
  'portalScreens.notBuiltBody': string;
  'portalScreens.skipToContent': string;
  'portalScreens.mainLabel': string;
  'shipmentsTexts.loading': string;
  'shipmentsTexts.notFound': string;
  'shipmentsTexts.noneForCourse': string;
  'shipmentsTexts.noneAtAll': string;
  'shipmentsTexts.shipment': string;
  'shipmentsTexts.status': string;
  'shipmentsTexts.carrier': string;
  'shipmentsTexts.trackingNumber': string;
  'shipmentsTexts.notGiven': string;
  'shipmentsTexts.noTracking': string;
  'shipmentsTexts.trackWith': string | ((carrier: string | null) => string);
  'shipmentsTexts.carriers.ups': string;
  'shipmentsTexts.carriers.fedex': string;
  'shipmentsTexts.carriers.usps': string;
  'subscriptionTexts.loading': string;
  'subscriptionTexts.notFound': string;
  'subscriptionTexts.renewing': string;
  'subscriptionTexts.setToExpire': string;
  'subscriptionTexts.advice': string | ((cancelBy: string | null) => string);
  'subscriptionTexts.cancel': string;
  'subscriptionTexts.confirmTitle': string;
  'subscriptionTexts.confirmBody': string;
  'subscriptionTexts.yes': string;
  'subscriptionTexts.no': string;
  'subscriptionTexts.cancelled': string;
  'unenrollTexts.loading': string;
  'unenrollTexts.notFound': string;
  'unenrollTexts.question': string;
  'unenrollTexts.consequence': string;
  'unenrollTexts.confirm': string;
  'unenrollTexts.cancel': string;
  'accessValidation.loginEmailRequired': string;
  'accessValidation.loginEmailInvalid': string;
  'accessValidation.signupEmailInvalid': string;
  'accessValidation.loginPasswordRequired': string;
  'accessValidation.loginPasswordTooShort': string;
  'accessValidation.signupPasswordTooShort': string;
  'accessValidation.passwordSameAsOld': string;
  'accessValidation.signupFirstNameRequired': string;
  'accessValidation.signupLastNameRequired': string;
  'accessValidation.emailAlreadyRegistered': string;
  'accessValidation.parentFirstNameRequired': string;
  'accessValidation.parentLastNameRequired': string;
  'accessValidation.parentEmailInvalid': string;
  'accessValidation.graduationYearRequired': string;
  'accessValidation.testDateRequired': string;
  'accessValidation.testInterestRequired': string;
  'accessValidation.schoolLocationRequired': string;
  'accessValidation.schoolNameRequired': string;
  'accessValidation.barRepIdInvalid': string;
  'accessValidation.agreementOptionRequired': string;
  'accessValidation.bookKeyMismatch': string;
  'accountValidation.firstNameRequired': string;
  'accountValidation.lastNameRequired': string;
  'accountValidation.zipInvalid': string;
  'accountValidation.phoneInvalid': string;
  'accountValidation.emailInvalid': string;
  'accountValidation.emailsMustMatch': string;
  'accountValidation.makeupSessionRequired': string;
  'accountValidation.makeupStartDateInvalid': string;
  'accountValidation.makeupEndDateInvalid': string;
  'accountValidation.makeupEndBeforeStart': string;
  'accountValidation.makeupEndSameAsStart': string;
  'accountValidation.makeupNoResults': string;
  'accountValidation.attachmentEmpty': string;
  'accountValidation.attachmentBlocked': string;
  'accountValidation.attachmentTooLarge': string;
  'accountValidation.caseClosed': string;
  'chosenValidation.passwordRules': string;
  'chosenValidation.leadingWhitespace': string;
  'chosenValidation.tooLong': string | ((max: number) => string);
  'chosenValidation.emailSameAsCurrent': string;
  'chosenValidation.goalDateInvalid': string;
  'chosenValidation.caseTopicRequired': string;
  'chosenValidation.caseTopicDetailRequired': string;
  'chosenValidation.caseDescriptionRequired': string;
  'chosenValidation.caseCommentRequired': string;
  'chosenValidation.ageConfirmationRequired': string;
  'chosenValidation.attendanceFieldsRequired': string;
  'chosenValidation.questionAnswerRequired': string;
  // END generated
}

/**
 * The theme values a host may set, as `appearance` or as CSS custom properties on the mount's
 * element or any ancestor (`--sp-primary`, `--sp-font`…). Each unset one keeps the brand default.
 */
export interface Appearance {
  /** Buttons, links, focus accents: `--sp-primary`. */
  primary?: string;
  /** Text on primary buttons: `--sp-primary-ink`. */
  primaryInk?: string;
  /** Highlights (strength meter, badges): `--sp-accent`. */
  accent?: string;
  /** Body text: `--sp-ink`. */
  ink?: string;
  /** Secondary text: `--sp-muted`. */
  muted?: string;
  /** Borders and rules: `--sp-border`. */
  border?: string;
  /** Background of the portal and its cards: `--sp-bg`. */
  bg?: string;
  /** Soft panels, read-only fields: `--sp-soft`. */
  soft?: string;
  /** Errors: `--sp-danger`. */
  danger?: string;
  /** Success messages: `--sp-success`. */
  success?: string;
  /** Focus outline: `--sp-focus`. */
  focus?: string;
  /** Font family: `--sp-font`. */
  font?: string;
  /** Corner radius of cards, dialogs and panels (buttons stay pills): `--sp-radius`. */
  radius?: string;
}

export interface PortalHandle {
  /** Removes everything the mount added: nodes, styles, listeners, timers. */
  unmount(): void;
  /**
   * Goes to an in-portal route, e.g. `/forgotpassword`. With the `navigate` option (the host's
   * router in charge) it shows that route without writing the URL: the host calls it once its
   * router has moved (memory routing; path and hash routing follow the URL by themselves).
   */
  navigate(path: string): void;
  /** Calls `listener` with each event of `type` (`'*'`: every event); returns a function that stops it. */
  on<T extends PortalEventType | '*'>(type: T, listener: (event: PortalEventOf<T>) => void): () => void;
  /** Stops a listener given to `on()` with the same type. */
  off<T extends PortalEventType | '*'>(type: T, listener: (event: PortalEventOf<T>) => void): void;
}

/** Which bundle: `portal` (every route) or `signup` (the sign-up widget). */
export type Edition = 'portal' | 'signup';

/** What each edition offers: its `mount` and the package version it was built from. */
export interface EditionApi {
  /** Mounts the portal into `target` (an element or a CSS selector). Throws a PortalError `config.invalid` naming the bad option. */
  mount(target: Element | string, options?: MountOptions): PortalHandle;
  /** The package version, e.g. `1.0.0`; the global's `edition` names which bundle. */
  readonly version: string;
}

/**
 * The global `StudentPortal` of the scripts. With both scripts on one page there is one global:
 * whichever loads second adds its edition to it. `mount` and `version` are the full portal's when its
 * script is on the page, else the sign-up widget's.
 */
export interface StudentPortalApi extends EditionApi {
  /** The edition `mount()` mounts. */
  readonly edition: Edition;
  /** Each edition whose script is on the page, e.g. `StudentPortal.editions.signup?.mount(…)`. */
  readonly editions: { readonly [E in Edition]?: EditionApi };
  /**
   * The handle of the portal auto-mounted in `target` (an element or a CSS selector) from
   * `data-student-portal`, or undefined: none (yet: auto-mount runs once the DOM is ready), or unmounted.
   */
  handleOf(target: Element | string): PortalHandle | undefined;
  /** The locales whose scripts are on the page, by code (`dist/locales/fr-CA.js` adds `'fr-CA'`), for `locale: 'fr-CA'`. */
  readonly locales: { readonly [code: string]: Locale };
}

/** The module's `mount` (`import { mount } from 'student-portal'`): no global, no auto-mount. */
export declare const mount: EditionApi['mount'];
export declare const version: EditionApi['version'];
