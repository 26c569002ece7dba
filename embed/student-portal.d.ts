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
  on(type: PortalEvent['type'] | '*', listener: (event: PortalEvent) => void): void;
  off(type: PortalEvent['type'] | '*', listener: (event: PortalEvent) => void): void;
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
