/**
 * The public API of the portal's two editions: the full portal (dist/student-portal.js, the
 * module dist/student-portal.mjs = `import … from 'student-portal'`) and the sign-up widget
 * (dist/student-portal-signup.js, dist/student-portal-signup.mjs = `'student-portal/signup'`:
 * the same API, only the sign-up flow's screens). A module exports `mount` and `version`; a
 * script defines the global `StudentPortal` instead (one for both scripts on a page).
 * This file is copied next to each bundle by the build (dist/student-portal.d.ts,
 * dist/student-portal-signup.d.ts); embed/mount.ts is type-checked against it, so the two
 * cannot drift apart, and both copies together declare the global once (it merges).
 */
export type BrandId = 'main' | 'second';

/** Lifecycle: the portal rendered into its target. */
export interface MountEvent {
  type: 'mount';
  brand: BrandId;
  routing: NonNullable<MountOptions['routing']>;
  isolation: NonNullable<MountOptions['isolation']>;
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
  /** `config.invalid`: the option refused (`target` for the mount target). */
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

export interface MountOptions {
  /** Which brand to show: `main` (default) or `second`. */
  brand?: BrandId;
  /** One origin serving every upstream service (REST and GraphQL), e.g. the simulator; overrides the bases resolved from the host. */
  apiBase?: string;
  /**
   * `hash` (default) routes in the page's hash; `memory` leaves the host's URL alone (links carry
   * the `portalUrl` page's href for Ctrl/middle-click); `path` routes in real URLs under `basePath`.
   */
  routing?: 'hash' | 'memory' | 'path';
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
  /**
   * Hash routing beside a host's hash router: the portal's routes live under this prefix
   * (`'/portal'` → `#/portal/login`); other hashes are the host's and leave the portal as it is.
   * Auto-mount: `data-hash-prefix`.
   */
  hashPrefix?: string;
  /** Path routing's base (required with `routing: 'path'`): `'/account'` → `/account/login`. Auto-mount: `data-base-path`. */
  basePath?: string;
  /**
   * `full` (default): the full portal's site header, footer and skip link around the screen.
   * `none`: the screen only, in one region labelled "Student portal" (not a second `<main>`
   * on the host page), with the live chat per `chat` — for a login on a marketing page.
   * The sign-up widget has no chrome in either case. Auto-mount: `data-chrome="none"`.
   */
  chrome?: 'none' | 'full';
  /**
   * Theme values, set on the mount's root as the CSS custom properties of the same names
   * (`primary` → `--sp-primary`, `primaryInk` → `--sp-primary-ink`); they win over the host's
   * and the brand's. Unknown keys and values with `;` `{` `}` `<` `>` `\` or `url(` are refused.
   */
  appearance?: Appearance;
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
  /** Goes to an in-portal route, e.g. `/forgotpassword`. */
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
  /** The package version, e.g. `0.1.0`; the global's `edition` names which bundle. */
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
}

/** The module's `mount` (`import { mount } from 'student-portal'`): no global, no auto-mount. */
export declare const mount: EditionApi['mount'];
export declare const version: EditionApi['version'];

declare global {
  /** Defined by the scripts only (not by an `import`). `var`, so both d.ts copies merge and `window.StudentPortal` is typed. */
  var StudentPortal: StudentPortalApi;
}
