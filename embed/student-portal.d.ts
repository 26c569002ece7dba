/**
 * The public API of dist/student-portal.js and dist/student-portal-signup.js (the
 * sign-up widget: the same API, only the sign-up flow's screens): the global `StudentPortal`.
 * This file is copied to dist/student-portal.d.ts by the build; embed/mount.ts
 * is type-checked against it, so the two cannot drift apart.
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
  /** `hash` (default) routes in the page's hash; `memory` leaves the host's URL alone. */
  routing?: 'hash' | 'memory';
  /** The first route, e.g. `/pg/signup?classId=7001` (memory routing, or hash routing with an empty hash). */
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

export interface StudentPortalApi {
  /** Mounts the portal into `target` (an element or a CSS selector). Throws a PortalError `config.invalid` naming the bad option. */
  mount(target: Element | string, options?: MountOptions): PortalHandle;
  readonly version: string;
}

declare global {
  const StudentPortal: StudentPortalApi;
}
