/*
 * The dom projects' page is one happy-dom window per worker, not one per file: vitest builds a
 * worker's environment when the worker starts, and with isolate: false (#28) a worker runs file
 * after file in it. So a file would start on whatever the previous file left: its markup, URL,
 * storage, cookies, pending timers and listeners. This setup file puts the page back as a fresh
 * window has it once each file has run. Each test still cleans up after itself (render-portal's
 * unmount); this is for what a test forgets, so no file depends on which file ran before it.
 * What is put back: body and head emptied (the title and the adopted style sheets with them), the
 * <html> element's attributes, the URL the worker's window started on, both storages, every cookie
 * (HttpOnly ones too), the page's async tasks (happy-dom's timers and fetches in flight), and the
 * listeners the file added to window and document (those of modules it imported stay: a module is
 * loaded once per worker). A file that runs in the node environment (`@vitest-environment node`)
 * has no page, and nothing to put back.
 */
import { type EventTarget as PageTarget, PropertySymbol, type Window as PageWindow } from 'happy-dom';
import WindowBrowserContext from 'happy-dom/lib/window/WindowBrowserContext.js';
import { afterAll, beforeAll } from 'vitest';

type Phase = 'capturing' | 'bubbling';
type ListenerMaps = Record<Phase, Map<string, unknown[]>>;
type Internals = { [key: symbol]: unknown };

const listenersOf = (target: PageTarget) => (target as unknown as Internals)[PropertySymbol.listeners] as ListenerMaps;
const phases: Phase[] = ['capturing', 'bubbling'];
const copy = (maps: ListenerMaps) => Object.fromEntries(phases.map((phase) => [phase, new Map([...maps[phase]].map(([type, list]) => [type, [...list]]))])) as ListenerMaps;

/** Resolves when `page` runs a 0 ms timeout, or with false after `ms` if it does not. */
function zeroDelayTimeoutRuns(page: PageWindow, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const stuck = setTimeout(() => resolve(false), ms);
    page.setTimeout(() => {
      clearTimeout(stuck);
      resolve(true);
    }, 0);
  });
}

/** The URL this worker's window started on (vitest's default, http://localhost:3000/): kept across files. */
function startUrl(): string {
  const key = Symbol.for('student-portal.fresh-page.start-url');
  const store = globalThis as unknown as Record<symbol, string | undefined>;
  store[key] ??= location.href;
  return store[key];
}

function keepFresh(page: PageWindow): void {
  const url = startUrl();
  const targets: PageTarget[] = [page, page.document];
  let before: ListenerMaps[] = [];

  // Runs once the file's modules are imported, so listeners a module adds when loaded are kept.
  beforeAll(() => {
    before = targets.map((target) => copy(listenersOf(target)));
  });

  afterAll(async () => {
    // happy-dom's timers (each request's deadline, AbortSignal.timeout, is one) and requests in flight.
    // Its 0 ms timeouts of a turn share one Node timer, and abort() clears that timer but keeps the
    // group, after which no 0 ms timeout runs again (happy-dom 21.0.4; a hashchange is one): those
    // run first, and the page must run one after the abort.
    await zeroDelayTimeoutRuns(page, 1000);
    await zeroDelayTimeoutRuns(page, 1000);
    await page.happyDOM.abort();
    if (!(await zeroDelayTimeoutRuns(page, 1000))) throw new Error('fresh-page: happy-dom runs no 0 ms timeout after abort()');
    targets.forEach((target, i) => {
      for (const phase of phases) {
        for (const [type, list] of listenersOf(target)[phase]) {
          for (const listener of [...list]) {
            if (!before[i]?.[phase].get(type)?.includes(listener)) target.removeEventListener(type, listener as Parameters<PageTarget['removeEventListener']>[1]);
          }
        }
      }
    });
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
    document.adoptedStyleSheets = [];
    localStorage.clear();
    sessionStorage.clear();
    new WindowBrowserContext(page).getBrowserContext()?.cookieContainer.clearCookies();
    page.happyDOM.setURL(url);
  });
}

// happy-dom's window behind the globals (vitest's `window` is Node's global, forwarding to it).
if (typeof document !== 'undefined') keepFresh((document as unknown as Internals)[PropertySymbol.window] as PageWindow);
