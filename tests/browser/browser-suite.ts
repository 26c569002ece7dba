import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type ConsoleMessage, type Page, type Request, chromium } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, onTestFailed, onTestFinished } from 'vitest';
import { loadDefaultFixture } from '../../cli/simulator/fixture/load';
import { type Simulator, startSimulator } from '../../cli/simulator/server';

const root = join(__dirname, '../..');
const require = createRequire(import.meta.url);
const screenshotDir = join(root, 'test-results/screenshots');

/**
 * The instant this file's simulator loaded its fixture (the fixture's relative
 * dates, `$day(0)` and the like, resolve against it). A page opened with
 * `clock: true` shows this time, and date expectations derive from it rather
 * than from a later `new Date()`, so none breaks when a run crosses midnight
 * or the year's end.
 */
export const fixtureTime: Date = new Date();

/** Chromium flags for a quiet, headless run in containers and CI. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * The Chromium the tests drive: CHROMIUM_PATH when set, else Debian's headless shell (package
 * chromium-headless-shell, the build Playwright itself runs headless tests on; .ci/run installs
 * it), else Debian's full Chromium. The shell is the same Blink and V8 without the browser's UI
 * layer: a page costs about 40% of the full browser's CPU time (#28: 10.4 against 25.8 CPU
 * seconds for seven log-ins on this 2-core machine).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

/**
 * `SCREENSHOTS=1 npm test` saves a picture of every screen the tests name (`screenshot()`); a plain
 * run saves only the page of a test that failed (#28: the captures cost about a tenth of the
 * browser project's time, for pictures nobody looked at on a green run).
 */
export const everyScreenshot = process.env.SCREENSHOTS === '1';

/**
 * The worker's one Chromium, launched by the first file that needs it and shared by the files
 * after it (the browser project shares its modules per worker): a fresh context per test keeps
 * tests apart, as separate browsers did (#28: a launch and close cost about a second each file).
 * Playwright closes it when the worker exits.
 */
let sharedBrowser: Promise<Browser> | undefined;

export function workerBrowser(): Promise<Browser> {
  if (!sharedBrowser) {
    sharedBrowser = chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    // A failed launch is tried again by the next file rather than failing every file after it.
    sharedBrowser.catch(() => {
      sharedBrowser = undefined;
    });
  }
  return sharedBrowser.then((browser) => {
    if (browser.isConnected()) return browser;
    sharedBrowser = undefined;
    return workerBrowser();
  });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions of the page (checked empty when the test ends). */
  pageErrors: string[];
  /** Console errors and warnings, as `type: text`. */
  console: string[];
}

export interface OpenOptions {
  beforeGoto?: (page: Page) => Promise<unknown>;
  /**
   * Installs Playwright's clock before the page loads, its Date standing at
   * `fixtureTime` while its timers run in real time; a test can then stop
   * the timers (`pauseClock`) and run them by hand (`page.clock.runFor`)
   * instead of waiting a redirect out. In a fresh context: a page clock
   * cannot be removed.
   */
  clock?: boolean;
  /**
   * The page's Date stands at `fixtureTime` while its timers run in real time
   * (what `clock` gives, without pausing): an init script removed when the
   * test ends, so the reused page serves.
   */
  fixedDate?: boolean;
  /**
   * A fresh context instead of this file's reused page: for a test that
   * drives the page below what the clean-up undoes (a CDP session's
   * emulation). `clock` and a second page in the same test get one anyway.
   */
  fresh?: boolean;
}

export interface BrowserSuite {
  /** The simulator's origin, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  readonly simulator: Simulator;
  readonly browser: Browser;
  /**
   * A page at `path` (relative to the simulator) that starts clean: the file's
   * reused page, with nothing left of the previous test (cookies, storage,
   * routes, listeners, init scripts, other pages, viewport, emulated media),
   * loading `path` in full; a fresh context (own cookies and storage), closed
   * when the test ends, with `clock` or `fresh` or for a second page in the
   * same test (see OpenOptions).
   */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
}

/**
 * One simulator per test file (port 0, default fixture, serving dist/ and
 * examples/) and the worker's one Chromium; a fresh browser context per test,
 * the simulator reset before each. The bundle must be built (`npm test` builds
 * before vitest).
 */
export function useBrowserSuite(): BrowserSuite {
  let url = '';
  let simulator: Simulator | undefined;
  let browser: Browser | undefined;
  let close: (() => Promise<void>) | undefined;
  let reused: { page: Page; context: BrowserContext } | undefined;
  /** The reused page belongs to a test until it finishes; a second page it opens is a fresh context. */
  let reusedBusy = false;
  const viewport = { width: 1280, height: 900 };

  beforeAll(async () => {
    const started = await startSimulator({ fixture: loadDefaultFixture(fixtureTime), port: 0, staticRoot: root, log: () => {} });
    url = started.url;
    simulator = started.simulator;
    close = started.close;
    browser = await workerBrowser();
  });
  afterAll(async () => {
    // The file's contexts go with it; the browser stays for the worker's next file.
    if (reused && !reused.page.isClosed()) await reused.context.close();
    reused = undefined;
    reusedBusy = false;
    await close?.();
  });
  beforeEach(() => simulator?.reset());

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (beforeAll failed?)`);
    return value;
  };

  return {
    get url() {
      return url;
    },
    get simulator() {
      return need(simulator, 'the simulator');
    },
    get browser() {
      return need(browser, 'Chromium');
    },
    async open(path, options = {}) {
      // The file's page unless the test asked for a context of its own or already holds the page.
      const reuse = !options.clock && !options.fresh && !reusedBusy;
      const { page, context } = reuse ? await reusedPage() : await newPage();
      const undoAdditions = reuse ? watchAdditions(page, context) : null;
      if (reuse) reusedBusy = true;
      const opened: OpenedPage = { page, context, pageErrors: [], console: [] };
      const portalErrors: string[] = [];
      const onPageError = (error: Error) => opened.pageErrors.push(error.message);
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        opened.console.push(`${message.type()}: ${message.text()}`);
        // A failed mount would leave every wait below to time out: end the test now.
        if (message.type() === 'error' && message.text().startsWith('StudentPortal:')) {
          portalErrors.push(message.text());
          void context.close();
        }
      };
      page.on('pageerror', onPageError);
      page.on('console', onConsole);
      // The page as it was when the test failed, to look at (test-results/screenshots/failed-….png).
      onTestFailed(async ({ task }) => {
        if (!page.isClosed()) await screenshot(page, `failed-${task.name.replace(/[^\w.-]+/g, '-').slice(0, 80)}`, { always: true }).catch(() => {});
      });
      onTestFinished(async () => {
        if (undoAdditions) {
          await undoAdditions();
          reusedBusy = false;
        } else {
          await context.close();
        }
        expect(portalErrors, 'errors the portal reported on the console').toEqual([]);
        expect(opened.pageErrors, 'uncaught exceptions in the page').toEqual([]);
      });
      if (options.clock) await page.clock.setFixedTime(fixtureTime);
      if (options.fixedDate) await page.addInitScript(fixDate, fixtureTime.getTime());
      await options.beforeGoto?.(page);
      await page.goto(`${url}${path}`);
      return opened;
    },
  };

  async function newPage(): Promise<{ page: Page; context: BrowserContext }> {
    const context = await need(browser, 'Chromium').newContext({ viewport });
    context.setDefaultTimeout(10000);
    const page = await context.newPage();
    trackRequests(page);
    return { page, context };
  }

  /**
   * The file's reused page, made on first use (again if a test closed it), left clean by the previous
   * test: its other pages closed, routes gone, cookies, local and session storage of the simulator's
   * origin cleared, viewport and emulated media back to the defaults, then about:blank, so the next
   * path loads in full even when only its hash differs. What the test added to the page and its
   * context (listeners, init scripts, exposed functions) went when it finished (watchAdditions); it
   * has no page clock (Playwright's cannot be removed: `clock` opens a fresh context).
   */
  async function reusedPage(): Promise<{ page: Page; context: BrowserContext }> {
    if (!reused || reused.page.isClosed()) {
      reused = await newPage();
      const noClock = new Proxy({} as Page['clock'], {
        get: () => {
          throw new Error('the reused page has no clock: open the page with { clock: true } (a fresh context)');
        },
      });
      Object.defineProperty(reused.page, 'clock', { value: noClock, configurable: true });
      clockless.add(reused.page);
      return reused;
    }
    const { page, context } = reused;
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // Session storage belongs to the tab and the origin: cleared on the simulator's origin, where the portal keeps it.
    if (!page.url().startsWith(`${url}/`)) await page.goto(`${url}/__sim/health`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    await context.clearPermissions();
    await page.goto('about:blank');
    // What the last visit left unanswered (a request cut by leaving) is not the next visit's.
    trackers.get(page)?.inFlight.clear();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
    return reused;
  }
}

/** The suites' reused pages: they have no page clock. */
const clockless = new WeakSet<Page>();

/** Whether `page` can take Playwright's clock calls (a fresh context's page; the reused page cannot). */
export const hasClock = (page: Page): boolean => !clockless.has(page);

/** What a test adds to a page or context that outlives a navigation, recorded to be removed when it ends. */
type Disposer = { dispose(): Promise<void> };
const addingMethods = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;

/**
 * Records the listeners on `page` and `context` now, and collects what the test adds through their
 * addInitScript, exposeFunction and exposeBinding; the returned function removes the listeners added
 * since and disposes of the rest, leaving the reused page as the test found it.
 */
function watchAdditions(page: Page, context: BrowserContext): () => Promise<void> {
  // Playwright's page and context are event emitters with Node's listener methods (not in its types).
  type Emitter = {
    eventNames(): (string | symbol)[];
    rawListeners(name: string | symbol): unknown[];
    off(name: string | symbol, listener: unknown): unknown;
  };
  const targets = [page, context].map((target) => {
    const emitter = target as unknown as Emitter;
    if (typeof emitter.eventNames !== 'function' || typeof emitter.rawListeners !== 'function') {
      throw new Error('watchAdditions: Playwright no longer lists listeners (eventNames, rawListeners)');
    }
    return emitter;
  });
  const before = targets.map((target) => new Map(target.eventNames().map((name) => [name, new Set(target.rawListeners(name))])));
  const added: Disposer[] = [];
  for (const target of targets) {
    for (const method of addingMethods) {
      const original = (target as unknown as Record<string, ((...args: unknown[]) => Promise<Disposer>) | undefined>)[method];
      if (!original) continue;
      Object.defineProperty(target, method, {
        configurable: true,
        value: async (...args: unknown[]) => {
          const disposer = await original.apply(target, args);
          added.push(disposer);
          return disposer;
        },
      });
    }
  }
  return async () => {
    targets.forEach((target, index) => {
      for (const method of addingMethods) delete (target as unknown as Record<string, unknown>)[method];
      const had = before[index];
      for (const name of target.eventNames()) {
        for (const listener of target.rawListeners(name)) if (!had?.get(name)?.has(listener)) target.off(name, listener);
      }
    });
    for (const disposer of added.splice(0)) await disposer.dispose().catch(() => {});
  };
}

/**
 * The page's Date standing at `ms` (an init script, `fixedDate`): `new Date()` and `Date.now()` give
 * it, `Date()` its text; a Date of given parts, parse and UTC are the real ones; timers run.
 */
function fixDate(ms: number): void {
  const Real = Date;
  const Fixed = function (...args: unknown[]) {
    if (!new.target) return new Real(ms).toString();
    return args.length === 0 ? new Real(ms) : new (Real as unknown as new (...a: unknown[]) => Date)(...args);
  } as unknown as DateConstructor;
  Object.setPrototypeOf(Fixed, Real);
  Object.defineProperty(Fixed, 'prototype', { value: Real.prototype });
  Fixed.now = () => ms;
  globalThis.Date = Fixed;
}

/** The page's requests still waiting for their answer, and who waits for none to be left. */
interface RequestTracker {
  inFlight: Set<Request>;
  started: number;
  drained: (() => void)[];
}

const trackers = new WeakMap<Page, RequestTracker>();

/** Counts a page's requests from its first one, for `settled`. */
function trackRequests(page: Page): void {
  const tracker: RequestTracker = { inFlight: new Set(), started: 0, drained: [] };
  const done = (request: Request) => {
    tracker.inFlight.delete(request);
    if (tracker.inFlight.size > 0) return;
    for (const resolve of tracker.drained.splice(0)) resolve();
  };
  page.on('request', (request) => {
    tracker.started += 1;
    tracker.inFlight.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  trackers.set(page, tracker);
}

/**
 * Resolves once the page has gone quiet: no request of it in flight, and no
 * DOM change (shadow roots included) over three animation frames with no new
 * request meanwhile. Data a screen loads after it shows (lists, details) has
 * landed by then, and what it set off (effects, error handlers) has run. A
 * condition, not a fixed wait; the page's timers must be running.
 */
export async function settled(page: Page, timeoutMs = 10000): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('settled() needs a page opened by the browser suite');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (tracker.inFlight.size > 0) {
      const left = deadline - Date.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        new Promise<void>((resolve) => tracker.drained.push(resolve)),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`requests still in flight after ${timeoutMs} ms: ${[...tracker.inFlight].map((r) => r.url()).join(', ')}`)), left);
        }),
      ]).finally(() => clearTimeout(timer));
    }
    const started = tracker.started;
    await page.evaluate(quietFrames, 3);
    if (tracker.inFlight.size === 0 && tracker.started === started) return;
    if (Date.now() > deadline) throw new Error(`the page did not go quiet within ${timeoutMs} ms`);
  }
}

/** In the page: resolves after `frames` animation frames in a row without a DOM change. */
function quietFrames(frames: number): Promise<void> {
  return new Promise((resolve) => {
    let changed = false;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    const options = { subtree: true, childList: true, attributes: true, characterData: true };
    observer.observe(document, options);
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) observer.observe(el.shadowRoot, options);
    let quiet = 0;
    const frame = () => {
      quiet = changed ? 0 : quiet + 1;
      changed = false;
      if (quiet < frames) {
        requestAnimationFrame(frame);
        return;
      }
      observer.disconnect();
      resolve();
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Stops the timers of a page opened with `clock: true` where they are: its
 * Date already stands at `fixtureTime`, so pausing there moves nothing
 * forward. From here only `page.clock.runFor` moves them, until
 * `page.clock.resume()`; `settled` cannot be used meanwhile (no frames).
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(fixtureTime);
}

/**
 * Runs a paused page clock one millisecond at a time until `moved` holds, at
 * most `limitMs`; returns how many milliseconds that took (fails past the limit).
 */
export async function runClockUntil(page: Page, moved: () => Promise<boolean>, limitMs: number): Promise<number> {
  for (let ran = 0; ; ran += 1) {
    if (await moved()) return ran;
    if (ran >= limitMs) throw new Error(`still waiting after running the clock ${limitMs} ms`);
    await page.clock.runFor(1);
  }
}

/**
 * With SCREENSHOTS=1 (or `always`), saves a full-page screenshot (the viewport's when the page fits
 * in it) as test-results/screenshots/<name>.png (a test artefact to look at, not an assertion);
 * otherwise does nothing. On a loaded 2-core CI machine a full-page capture once took over 10 s
 * after every assertion of its test had passed: a capture that times out is reported on the
 * console and the test's own assertions decide. Any other screenshot error still fails.
 */
export async function screenshot(page: Page, name: string, { always = false } = {}): Promise<void> {
  if (!everyScreenshot && !always) return;
  mkdirSync(screenshotDir, { recursive: true });
  // A page that fits in the viewport is the same picture either way; a viewport capture skips the
  // full-page one's resize and relayout (about a third of the capture's time, CI time).
  const fits = await page.evaluate(() => {
    const sizes = [document.documentElement, document.body].filter((el) => el !== null);
    return sizes.every((el) => el.scrollWidth <= window.innerWidth && el.scrollHeight <= window.innerHeight);
  });
  try {
    await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: !fits, timeout: 12_000 });
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    console.warn(`screenshot ${name}: not taken (${error.message.split('\n')[0]})`);
  }
}

/** Resolves when the page's hash equals `hash` (hash routing updates it without a navigation). */
export async function waitForHash(page: Page, hash: string): Promise<void> {
  await page.waitForFunction((expected) => window.location.hash === expected, hash);
}

/** The hash route's path and query, decoded: `#/login?redirectUrl=%2Fx` → { path: '/login', query }. */
export async function hashRoute(page: Page): Promise<{ path: string; query: URLSearchParams }> {
  const raw = await page.evaluate(() => window.location.hash.replace(/^#/, ''));
  const q = raw.indexOf('?');
  return q < 0 ? { path: raw, query: new URLSearchParams() } : { path: raw.slice(0, q), query: new URLSearchParams(raw.slice(q + 1)) };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (on `include` only when given: host pages are not
 * ours to fix) and returns the serious and critical violations; `runOnly` limits it to those rules.
 */
export async function seriousAxeViolations(page: Page, include?: string, runOnly?: string[]): Promise<AxeViolation[]> {
  // Once per document (650 KB of script to parse): a second check on the same page reuses it.
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async ([selector, rules]) => {
    interface AxeResult {
      violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'], ...(rules && { runOnly: rules }) });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, [include ?? null, runOnly ?? null] as const);
}
