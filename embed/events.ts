import type { PortalEvent } from '../src/lib/portal-services';

type Listener = (event: PortalEvent) => void;

/**
 * The handle's event sink: every event goes to window.dataLayer (access §7),
 * the `onEvent` option and `on()` listeners. Host callbacks are wrapped so a
 * throwing host cannot break the portal (STYLE).
 */
export function createEventHub(win: Window & { dataLayer?: unknown[] }, onEvent?: Listener) {
  const listeners = new Map<string, Set<Listener>>();
  const safely = (fn: Listener, event: PortalEvent) => {
    try {
      fn(event);
    } catch (error) {
      console.error('StudentPortal: an event listener threw', error);
    }
  };
  return {
    emit(event: PortalEvent) {
      if (event.type !== 'mount' && event.type !== 'unmount') {
        win.dataLayer = win.dataLayer ?? [];
        win.dataLayer.push({ event: event.type, ...event });
      }
      if (onEvent) safely(onEvent, event);
      for (const key of [event.type, '*']) listeners.get(key)?.forEach((fn) => safely(fn, event));
    },
    on(type: string, fn: Listener) {
      const set = listeners.get(type) ?? new Set<Listener>();
      set.add(fn);
      listeners.set(type, set);
    },
    off(type: string, fn: Listener) {
      listeners.get(type)?.delete(fn);
    },
    clear() {
      listeners.clear();
    },
  };
}
