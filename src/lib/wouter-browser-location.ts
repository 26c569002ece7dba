import { useSyncExternalStore } from 'react';

/*
 * wouter's src/use-browser-location.js as the bundles and the tests build it
 * (cli/build/wouter-browser-location.mjs resolves wouter's import of it here),
 * with one change (issue #30.2): wouter replaced `history.pushState` and
 * `replaceState` when the module loaded, for good, so that loading the script
 * or importing the module changed the host's history. Here the replacement is
 * installed by the first subscription and undone by the last. The portal's own
 * routers (hash, path, memory: src/lib/*-location.ts) never subscribe here,
 * so no mount touches history; this is wouter's default router, kept working.
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
    const patched = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      target.dispatchEvent(Object.assign(new Event(type), { arguments: args }));
      return result;
    };
    history[type] = patched;
    return () => {
      if (history[type] !== patched) return;
      if (own) history[type] = original;
      else delete (history as Partial<History>)[type];
    };
  });
  return () => undos.forEach((undo) => undo());
}

let listeners: (() => void)[] = [];
let unpatch: (() => void) | undefined;
const onLocationChange = () => listeners.forEach((callback) => callback());

// Native events can run microtasks between listeners: all subscribers are notified together (wouter).
const subscribeToLocationUpdates = (callback: () => void) => {
  if (listeners.push(callback) === 1) {
    unpatch = patchHistory();
    events.forEach((event) => addEventListener(event, onLocationChange));
  }
  return () => {
    const had = listeners.length;
    listeners = listeners.filter((listener) => listener !== callback);
    if (had && !listeners.length) {
      events.forEach((event) => removeEventListener(event, onLocationChange));
      unpatch?.();
      unpatch = undefined;
    }
  };
};

export const useLocationProperty = <S>(fn: () => S, ssrFn?: () => S): S => useSyncExternalStore(subscribeToLocationUpdates, fn, ssrFn);

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
