import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled, useBrowserSuite } from './browser-suite';
import { heading, loginHeading } from './portal-page';

/*
 * issue #30.2: loading a script or importing a module changes no global but the script's
 * `StudentPortal`: no history patch (wouter replaced history.pushState/replaceState at import), no
 * listener, no style, no timer. The auto-mount's one `DOMContentLoaded` listener (`once`) of a
 * script loaded while the page parses is the documented exception (README, docs/decisions.md).
 * Mounts leave history as it was, and the last unmount removes every window and document
 * listener the mounts added.
 */

const suite = useBrowserSuite();

/** What the probe saw at a mark: only what the portal's own files (dist/) did counts. */
interface Mark {
  /** history.pushState / replaceState are the functions the page started with. */
  pushState: boolean;
  replaceState: boolean;
  /** history's own properties (a patch by assignment leaves one). */
  historyOwn: string[];
  /** window's own properties added since the page started (strings and symbols). */
  globals: string[];
  /** window and document listeners dist/ added and has not removed. */
  listeners: string[];
  /** setTimeout, setInterval, requestAnimationFrame and requestIdleCallback calls from dist/. */
  timers: number;
  /** <style> and stylesheet <link> elements, and the document's adopted sheets. */
  styles: number;
}

type Handle = { unmount(): void; navigate(path: string): void };

declare global {
  interface Window {
    __probe: { mark(name: string): void; marks: Record<string, Mark>; api?: { mount(target: string, options: object): Handle }; handles: Record<string, Handle> };
  }
}

/** Runs before any page script: remembers history's functions and records what dist/ adds. */
function installProbe(): void {
  const native = { push: history.pushState, replace: history.replaceState };
  const startKeys = new Set(Reflect.ownKeys(window));
  const fromPortal = () => /\/dist\/student-portal[^/]*\.m?js/.test(new Error().stack ?? '');
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  const where = (target: EventTarget) => (target === window ? 'window' : target === document ? 'document' : target === navigation ? 'navigation' : null);
  const live: { key: string; listener: unknown }[] = [];
  const keyOf = (target: string, type: string, options: unknown) =>
    `${target} ${type}${(typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture)) ? ' capture' : ''}`;
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
    const target = where(this);
    if (target && listener && fromPortal()) {
      const once = typeof options === 'object' && options !== null && (options as { once?: boolean }).once ? ' once' : '';
      const key = keyOf(target, type, options) + once;
      if (!live.some((l) => l.listener === listener && l.key === key)) {
        const entry = { key, listener };
        live.push(entry);
        const result = add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
        // A `once` listener goes when it runs: the probe's own `once` listener, added after it, runs next.
        if (once) add.call(this, type, () => live.includes(entry) && live.splice(live.indexOf(entry), 1), options as AddEventListenerOptions);
        return result;
      }
    }
    return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
  } as typeof add;
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
    const target = where(this);
    if (target) {
      const key = keyOf(target, type, options);
      const at = live.findIndex((l) => l.listener === listener && (l.key === key || l.key === `${key} once`));
      if (at >= 0) live.splice(at, 1);
    }
    return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
  } as typeof remove;
  let timers = 0;
  for (const name of ['setTimeout', 'setInterval', 'requestAnimationFrame', 'requestIdleCallback'] as const) {
    const original = window[name] as (...args: unknown[]) => number;
    (window as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      if (fromPortal()) timers += 1;
      return original.apply(this, args);
    };
  }
  const marks: Record<string, Mark> = {};
  const probe = {
    marks,
    handles: {},
    mark(name: string) {
      marks[name] = {
        pushState: history.pushState === native.push,
        replaceState: history.replaceState === native.replace,
        historyOwn: Reflect.ownKeys(history).map(String),
        globals: Reflect.ownKeys(window)
          .filter((key) => !startKeys.has(key) && key !== '__probe')
          .map(String),
        listeners: live.map((l) => l.key).sort(),
        timers,
        styles: document.querySelectorAll('style, link[rel~="stylesheet"]').length + document.adoptedStyleSheets.length,
      };
    },
  };
  Object.defineProperty(window, '__probe', { value: probe });
}

const files = {
  script: { portal: '/dist/student-portal.js', signup: '/dist/student-portal-signup.js' },
  module: { portal: '/dist/student-portal.mjs', signup: '/dist/student-portal-signup.mjs' },
};
type Kind = keyof typeof files;
type Edition = 'portal' | 'signup';

/**
 * The page: marks before and after the file loads. The script loads while the page parses (its
 * auto-mount waits for DOMContentLoaded); the module is imported from a module script.
 */
function pageWith(kind: Kind, edition: Edition): string {
  const file = files[kind][edition];
  const load =
    kind === 'script'
      ? `<script>__probe.mark('before')</script><script src="${file}"></script><script>__probe.mark('loaded'); __probe.api = StudentPortal.editions.${edition};</script>`
      : `<script type="module">__probe.mark('before'); const module = await import('${file}'); __probe.mark('loaded'); __probe.api = module;</script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page globals</title>${load}</head><body><div id="a"></div><div id="b"></div></body></html>`;
}

/**
 * Every routing mode, the host-router one (hash under a prefix) included, with the listeners a
 * mount of it adds (its location source's; src/lib/*-location.ts: hash and path routing follow every
 * same-document navigation, the host router's pushState included, with the Navigation API, #31.1).
 * Path routing's base is the page's.
 */
const routings: Record<string, { options: object; listeners: string[] }> = {
  hash: { options: { routing: 'hash', initialPath: '/login' }, listeners: ['navigation currententrychange', 'window hashchange'] },
  'hash with a prefix (beside a host router)': {
    options: { routing: 'hash', hashPrefix: '/portal', initialPath: '/login' },
    listeners: ['navigation currententrychange'],
  },
  path: { options: { routing: 'path', basePath: '/account', initialPath: '/login' }, listeners: ['navigation currententrychange'] },
  memory: { options: { routing: 'memory', initialPath: '/login' }, listeners: [] },
};

const marks = (page: Page) => page.evaluate(() => window.__probe.marks);

async function mountAt(page: Page, id: string, options: object): Promise<void> {
  await page.evaluate(([target, opts]) => {
    const api = window.__probe.api;
    if (!api) throw new Error('the portal did not load');
    window.__probe.handles[target] = api.mount(`#${target}`, opts);
  }, [id, options] as const);
  await heading(page.locator(`#${id}`), loginHeading()).waitFor();
}

const handleCall = (page: Page, id: string, call: 'unmount' | 'navigate') =>
  page.evaluate(
    ([target, what]) => {
      const handle = window.__probe.handles[target];
      if (what === 'navigate') handle?.navigate('/forgotpassword');
      else handle?.unmount();
    },
    [id, call] as const,
  );

describe('a page that loads the portal keeps its globals (issue #30.2)', () => {
  it.each([
    { kind: 'script' as const, edition: 'portal' as const },
    { kind: 'script' as const, edition: 'signup' as const },
    { kind: 'module' as const, edition: 'portal' as const },
    { kind: 'module' as const, edition: 'signup' as const },
  ])('$kind of $edition: nothing at load; history untouched by mounts; the last unmount removes every listener', async ({ kind, edition }) => {
    const path = '/account/login';
    const { page } = await suite.open(path, {
      beforeGoto: async (p) => {
        await p.addInitScript(installProbe);
        await p.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: pageWith(kind, edition) }));
      },
    });
    await page.waitForFunction(() => window.__probe.api !== undefined);
    // Still before any mount: after DOMContentLoaded (the auto-mount ran and found nothing) and a settle.
    await settled(page);
    await page.evaluate(() => window.__probe.mark('idle'));

    // Soft: a run reports every mark that differs, not only the first.
    const atLoad = await marks(page);
    const untouched = { pushState: true, replaceState: true, historyOwn: [] };
    expect.soft(atLoad.before).toMatchObject({ ...untouched, globals: [], listeners: [], timers: 0, styles: 0 });
    // The documented exception: a script loaded while the page parses waits for the DOM with one `once` listener.
    const loaded = kind === 'script' ? ['document DOMContentLoaded once'] : [];
    expect.soft(atLoad.loaded).toEqual({ ...untouched, globals: kind === 'script' ? ['StudentPortal'] : [], listeners: loaded, timers: 0, styles: 0 });
    expect.soft(atLoad.idle).toMatchObject({ ...untouched, listeners: [], timers: 0, styles: 0 });

    for (const [name, { options, listeners }] of Object.entries(routings)) {
      await mountAt(page, 'a', options);
      await mountAt(page, 'b', options);
      if (edition === 'portal') await handleCall(page, 'a', 'navigate');
      await settled(page);
      await page.evaluate((n) => window.__probe.mark(`${n}: two mounts`), name);
      await handleCall(page, 'a', 'unmount');
      await page.evaluate((n) => window.__probe.mark(`${n}: one unmounted`), name);
      await handleCall(page, 'b', 'unmount');
      await page.evaluate((n) => window.__probe.mark(`${n}: both unmounted`), name);
      const seen = await marks(page);
      expect.soft(seen[`${name}: two mounts`], name).toMatchObject({ ...untouched, listeners: [...listeners, ...listeners].sort() });
      expect.soft(seen[`${name}: one unmounted`], name).toMatchObject({ ...untouched, listeners });
      expect.soft(seen[`${name}: both unmounted`], name).toMatchObject({ ...untouched, listeners: [], styles: 0 });
    }
  });
});
