import { useSyncExternalStore } from 'react';

/*
 * wouter's src/use-browser-location.js as the bundles and the tests build it
 * (cli/build/wouter-browser-location.mjs resolves wouter's import of it here),
 * with one change (issue #30.2): wouter replaced `history.pushState` and
 * `replaceState` when the module loaded, for good, so that loading the script
 * or importing the module changed the host's history. Here the replacement is
 * installed by the first subscription and undone by the last. The portal's own
 * routers (hash, path, memory: src/lib/*-location.ts) subscribe here only in a
 * browser without the Navigation API (src/lib/host-navigations.ts, #31.1); this
 * is also wouter's default router, kept working.
 */

const events = ['popstate', 'pushState', 'replaceState', 'hashchange'];
const methods = ['pushState', 'replaceState'] as const;

/** A host page's wouter 3 marks the window when it has patched history (its own events are then dispatched already). */
const wouterPatchKey = Symbol.for('wouter_v3');

/**
 * Makes pushState and replaceState dispatch an event of their name, as wouter
 * does (the call's arguments on `event.arguments`); returns the undo. The undo
 * puts back the very functions found, unless someone replaced ours meanwhile:
 * theirs calls ours, which calls the original, so both stay.
 */
export function patchHistory(target: Window = window): () => void {
  const { history } = target;
  if ((target as unknown as Record<symbol, unknown>)[wouterPatchKey] !== undefined) return () => {};
  const undos = methods.map((type) => {
    const own = Object.prototype.hasOwnProperty.call(history, type);
    const original = history[type];
    // Undone while someone else's patch wraps ours: ours then only passes the call on (no event of a
    // subscription that ended, none twice once a later subscriber patches again).
    let active = true;
    const patched = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      if (active) target.dispatchEvent(Object.assign(new Event(type), { arguments: args }));
      return result;
    };
    history[type] = patched;
    return () => {
      active = false;
      if (history[type] !== patched) return;
      if (own) history[type] = original;
      else delete (history as Partial<History>)[type];
    };
  });
  return () => undos.forEach((undo) => undo());
}

/** Per window: its subscribers and the undo of its history patch (one patch however many subscribe). */
const subscriptions = new WeakMap<Window, { listeners: (() => void)[]; unpatch: () => void; notify: () => void }>();

/**
 * Calls `callback` after every pushState, replaceState, popstate and hashchange of `target`. wouter's
 * default router subscribes here, and so does a mount whose browser lacks the Navigation API
 * (src/lib/host-navigations.ts, #31.1). Returns the unsubscribe.
 */
export const subscribeToLocationUpdates = (callback: () => void, target: Window = window) => {
  let entry = subscriptions.get(target);
  if (!entry) {
    // Native events can run microtasks between listeners: all subscribers are notified together (wouter).
    const created = { listeners: [] as (() => void)[], unpatch: patchHistory(target), notify: () => created.listeners.forEach((fn) => fn()) };
    events.forEach((event) => target.addEventListener(event, created.notify));
    subscriptions.set(target, (entry = created));
  }
  entry.listeners.push(callback);
  const live = entry;
  return () => {
    const had = live.listeners.length;
    live.listeners = live.listeners.filter((listener) => listener !== callback);
    if (had && !live.listeners.length && subscriptions.get(target) === live) {
      events.forEach((event) => target.removeEventListener(event, live.notify));
      live.unpatch();
      subscriptions.delete(target);
    }
  };
};

const subscribeToThisWindow = (callback: () => void) => subscribeToLocationUpdates(callback);

export const useLocationProperty = <S>(fn: () => S, ssrFn?: () => S): S => useSyncExternalStore(subscribeToThisWindow, fn, ssrFn);

const currentSearch = () => location.search;

// `!= null` lets an empty ssrSearch / ssrPath through (wouter's hydration rule).
export const useSearch = ({ ssrSearch }: { ssrSearch?: string } = {}) =>
  useLocationProperty(currentSearch, ssrSearch != null ? () => ssrSearch : currentSearch);

const currentPathname = () => location.pathname;

export const usePathname = ({ ssrPath }: { ssrPath?: string } = {}) =>
  useLocationProperty(currentPathname, ssrPath != null ? () => ssrPath : currentPathname);

const currentHistoryState = () => history.state as unknown;
export const useHistoryState = () => useLocationProperty(currentHistoryState, () => null);

export const navigate = (to: string | URL, { replace = false, state = null }: { replace?: boolean; state?: unknown } = {}) =>
  history[replace ? 'replaceState' : 'pushState'](state, '', to);

export const useBrowserLocation = (opts?: { ssrPath?: string }) => [usePathname(opts), navigate] as const;
