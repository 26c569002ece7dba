/**
 * The public API of dist/student-portal.js and dist/student-portal-signup.js (the
 * sign-up widget: the same API, only the sign-up flow's screens): the global `StudentPortal`.
 * This file is copied to dist/student-portal.d.ts by the build; embed/mount.ts
 * is type-checked against it, so the two cannot drift apart.
 */
export type BrandId = 'main' | 'second';

/** An event of the portal: analytics (`virtualPageview`, `login`, `analyticsEvent`, `leadRegistration`) and lifecycle. */
export interface PortalEvent {
  type: 'virtualPageview' | 'login' | 'logout' | 'analyticsEvent' | 'leadRegistration' | 'mount' | 'unmount';
  [key: string]: unknown;
}

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
  on(type: PortalEvent['type'] | '*', listener: (event: PortalEvent) => void): void;
  off(type: PortalEvent['type'] | '*', listener: (event: PortalEvent) => void): void;
}

export interface StudentPortalApi {
  /** Mounts the portal into `target` (an element or a CSS selector). Throws a PortalError `config.invalid` naming the bad option. */
  mount(target: Element | string, options?: MountOptions): PortalHandle;
  readonly version: string;
}

declare global {
  const StudentPortal: StudentPortalApi;
}
