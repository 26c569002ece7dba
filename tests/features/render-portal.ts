import { onTestFinished, vi } from 'vitest';
import { accounts } from '../support/accounts';
import { type PageRequest, clearCookies, idle, setPageUrl, trackPageRequests } from '../support/page';
import { waitFor } from '../support/wait';
import { mount } from '../../embed/mount';
import { mountEdition } from '../../embed/mount-edition';
import type { Edition } from '../../src/app/edition';
import type { ManualClock } from '../../src/lib/clock';
import { createTestClock } from '../support/epoch';
import { accessScreens } from '../../src/core/messages/access';
import type { CommonMountOptions, PortalEvent, PortalHandle } from '../../embed/student-portal';
import { type TestSimulator, startTestSimulator } from '../cli/simulator/harness';
import { loginSequence } from '../../src/core/api/login-sequence';
import { createApiClient } from '../../src/core/api/transport';
import { brands, defaultBrandId } from '../../src/core/config/brands';
import { singleOriginBases } from '../../src/core/config/environment';
import { createBrowserCredentials } from '../../src/lib/browser-credentials';
import { type FaultProxy, startFaultProxy } from '../support/fault-proxy';

/** The main demo account (tests/support/accounts.ts has all of them). */
export const demo = accounts.demo;

export interface RenderedPortal {
  sim: TestSimulator;
  host: HTMLElement;
  handle: PortalHandle;
  events: PortalEvent[];
  /** Request bodies the portal sent, in order (never asserted for passwords' values). */
  requests: PageRequest[];
  /** The mount's clock: a manual one standing at the epoch unless the test passed its own. */
  clock: ManualClock;
  /**
   * With `faults: true`, the injecting proxy the page and the portal talk
   * through (the portal's timeout is then `faultTimeoutMs`, so a hang fails fast).
   */
  proxy: FaultProxy;
}

/**
 * The API client's timeout in portals rendered with `faults: true`: a hang fails after it. An
 * answer through the proxy takes a few milliseconds (tens on a loaded machine), so half a second
 * keeps a wide margin while the suite's 225 hang tests wait half as long (#28: 1 s before).
 */
export const faultTimeoutMs = 500;

/**
 * Mounts the whole portal against a fresh contract simulator (its clock at
 * the epoch) on a manual clock standing at the epoch, with the page
 * on the simulator's origin so requests are same-origin and happy-dom keeps
 * the session cookies in document.cookie, as a browser does.
 */
export async function renderPortal(
  path: string,
  {
    clock = createTestClock(),
    faults = false,
    signedIn,
    before,
    edition,
    ...options
  }: {
    routing?: 'memory' | 'hash';
    clock?: ManualClock;
    faults?: boolean;
    /** Logs this student in before the mount, as an earlier visit would have (see renderSignedIn). */
    signedIn?: { email: string; password: string };
    /** Runs before the mount (after `signedIn`'s login): to shape the simulator's data or stub requests. */
    before?: (rendered: RenderedPortal) => void;
    /** Another edition than the full portal's (#31.4: one whose account area loads with import()). */
    edition?: Edition;
  } & CommonMountOptions = {},
): Promise<RenderedPortal> {
  const sim = await startTestSimulator();
  const proxy = faults ? await startFaultProxy(sim.url) : null;
  if (proxy) onTestFinished(() => proxy.close());
  const origin = proxy?.url ?? sim.url;
  const routing = options.routing ?? 'memory';
  setPageUrl(routing === 'hash' ? `${origin}/#${path}` : `${origin}/`);
  const requests = trackPageRequests();
  const events: PortalEvent[] = [];
  if (signedIn) {
    // The portal's own login sequence through the page's fetch: the cookies land in document.cookie
    // exactly as the login form would leave them (the identity token the portal sets included).
    const client = createApiClient({ bases: singleOriginBases(origin), fetch: (input, init) => window.fetch(input, init), credentials: createBrowserCredentials(document) });
    await loginSequence(client, { ...signedIn, tenant: brands[options.brand ?? defaultBrandId].tenant });
  }
  const noProxy = new Proxy({} as FaultProxy, {
    get: () => {
      throw new Error('renderPortal: pass { faults: true } to inject upstream faults');
    },
  });
  const notMountedYet = (): never => {
    throw new Error('renderPortal: `before` runs before the mount: no host or handle yet');
  };
  before?.({ sim, events, requests, clock, proxy: proxy ?? noProxy, get host() { return notMountedYet(); }, get handle() { return notMountedYet(); } });
  const host = document.createElement('div');
  document.body.append(host);
  const mountOptions = { ...options, apiBase: origin, routing, initialPath: path, onEvent: (event: PortalEvent) => events.push(event) };
  const internals = { clock, timeoutMs: proxy ? faultTimeoutMs : undefined };
  const handle = edition ? mountEdition(edition, host, mountOptions, internals) : mount(host, mountOptions, internals);
  onTestFinished(() => {
    // Runs before trackPageRequests' own clean-up, which waits for the requests in flight.
    handle.unmount();
    host.remove();
    clearCookies();
    sessionStorage.clear();
    document.title = '';
  });
  return { sim, host, handle, events, requests, clock, proxy: proxy ?? noProxy };
}

/** The input a visible label names (TextField ties them with for/id). */
export function field(host: ParentNode, label: string): HTMLInputElement {
  const element = [...host.querySelectorAll('label')].find((l) => l.textContent === label);
  const input = element ? host.querySelector<HTMLInputElement>(`[id="${element.htmlFor}"]`) : null;
  if (!input) throw new Error(`no field labelled ${label}`);
  return input;
}

/** The button whose text is `name`. */
export function button(host: ParentNode, name: string): HTMLButtonElement {
  const found = [...host.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** The link whose text is `name`, or null. */
export function link(host: ParentNode, name: string): HTMLAnchorElement | null {
  return [...host.querySelectorAll('a')].find((a) => a.textContent?.trim() === name) ?? null;
}

/** Types into an input as a student does: the value, then an input event. */
export function type(input: HTMLInputElement, value: string): void {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Leaves a field (the blur that reveals its message, access §5). */
export function leave(input: HTMLInputElement): void {
  input.focus();
  input.blur();
}

/** The texts of the alerts and field errors on screen. */
export function alerts(host: ParentNode): string[] {
  return [...host.querySelectorAll('[role="alert"]')].map((a) => a.textContent?.trim() ?? '');
}

export function heading(host: ParentNode): string {
  return host.querySelector('h1')?.textContent ?? '';
}

/** The current route in hash mode (`/login?redirectUrl=…`). */
export const hashRoute = () => window.location.hash.replace(/^#/, "");

/** Types the email and password into the login form and presses Log In. */
export async function logIn(host: HTMLElement, email: string, password: string = demo.password): Promise<void> {
  type(field(host, accessScreens.emailLabel), email);
  type(field(host, accessScreens.passwordLabel), password);
  await idle();
  button(host, accessScreens.logIn).click();
}

export interface SignInOptions {
  /** A demo account (README); every demo account shares demo's password. */
  email?: string;
  password?: string;
  /** Runs after the login, before the mount: to shape the simulator's data or stub requests. */
  before?: (rendered: RenderedPortal) => void;
  /** Talk through the fault proxy (renderPortal's `faults`). */
  faults?: boolean;
  /**
   * Log in through the form after the mount (`before` then runs once mounted, before the login):
   * for tests of what follows a login in the same mount (its data loads, its timers).
   */
  viaForm?: boolean;
  /** Further mount options, e.g. `{ chat: false }`. */
  mount?: CommonMountOptions;
}

/**
 * Mounts the portal on a manual clock (hash routing) at `path` for a student who logged in
 * earlier: the portal's own login sequence runs through the page's fetch before the mount, so the
 * page holds the login's cookies, and the portal starts signed in on `path` (#28: about 90 ms of CPU
 * less per test than typing into the login form; the form's own tests are tests/features/login).
 * `before` runs after that login and before the mount. Waits until the route is `path`.
 */
export async function renderSignedIn(path: string, options: SignInOptions = {}): Promise<RenderedPortal> {
  if (options.viaForm) return renderSignedInViaForm(path, options);
  const rendered = await renderPortal(path, {
    ...options.mount,
    routing: 'hash',
    faults: options.faults,
    signedIn: { email: options.email ?? demo.email, password: options.password ?? demo.password },
    before: options.before,
  });
  await waitFor(() => hashRoute() === path, `the route ${path}`);
  return rendered;
}

/**
 * renderSignedIn through the login form: mounted at the login with `path` as its redirectUrl,
 * `before` run once mounted, then the student logs in (for tests of what a login sets off).
 */
async function renderSignedInViaForm(path: string, options: SignInOptions): Promise<RenderedPortal> {
  const rendered = await renderPortal(`/login?redirectUrl=${encodeURIComponent(path)}`, { ...options.mount, routing: 'hash', faults: options.faults });
  await idle();
  options.before?.(rendered);
  await logIn(rendered.host, options.email ?? demo.email, options.password ?? demo.password);
  await waitFor(() => hashRoute() === path, `the route ${path}`);
  return rendered;
}

/**
 * Answers the portal's requests whose URL contains `part` with `answer()`
 * (a failing status, an odd body, or one held back until a test lets it go) while `times` lasts; every other request
 * goes to the simulator. Returns how many were answered so.
 */
export function stubRequests(part: string, answer: () => Response | Promise<Response>, times = Number.POSITIVE_INFINITY) {
  const spy = vi.mocked(window.fetch);
  const real = spy.getMockImplementation();
  if (!real) throw new Error('renderPortal spies on fetch');
  let left = times;
  const stubbed = { count: 0 };
  spy.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(part) && left > 0) {
      left -= 1;
      stubbed.count += 1;
      return answer();
    }
    return real(input, init);
  });
  return stubbed;
}

/** A JSON answer. */
export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** Answers the next `times` requests whose URL contains `part` with a 503, as a failing upstream would. */
export const failNext = (part: string, times = 1) => stubRequests(part, () => json({}, 503), times);
