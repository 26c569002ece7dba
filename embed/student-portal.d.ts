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
