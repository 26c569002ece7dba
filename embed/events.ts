import { type PortalError, isOutageStatus, isPortalError, messageForCode } from '../src/core/errors';
import type { MountOptions, PortalErrorEvent, PortalErrorEventCode, PortalEvent } from './student-portal';

type Listener = (event: PortalEvent) => void;

/** Calls a host callback; a throwing host cannot break the portal (STYLE). */
function safely<E>(fn: (event: E) => void, event: E): void {
  try {
    fn(event);
  } catch (error) {
    console.error('StudentPortal: an event listener threw', error);
  }
}

/** The codes an `error` event may carry (PortalErrorEventCode): the outages of the error catalogue, and bad configuration. */
const errorEventCode = /^(network\.|upstream\.(status|malformed|shape)$|config\.invalid$)/;

/**
 * The `error` event for a failure, or null when it is no upstream failure (docs/decisions.md,
 * issue #19.5): a refusal the screen explains (wrong password, email taken, not logged in) and
 * a call its caller cancelled are none. An outage status under a call's own code (a login
 * answering 500 reads `auth.failed` on screen) is `upstream.status`. Built field by field from
 * the catalogue: never the server's text, the request's URL, body or credentials.
 */
export function errorEvent(error: PortalError): PortalErrorEvent | null {
  if ((error.cause as Error | undefined)?.name === 'AbortError') return null;
  const outage = error.status !== undefined && isOutageStatus(error.status);
  const code = errorEventCode.test(error.code) ? (error.code as PortalErrorEventCode) : outage ? 'upstream.status' : null;
  if (code === null) return null;
  const event: PortalErrorEvent = { type: 'error', code, message: code === 'config.invalid' ? error.message : messageForCode(code) };
  if (code === 'config.invalid' && error.path) event.option = error.path;
  if (error.call) event.call = error.call;
  if (error.status !== undefined) event.status = error.status;
  return event;
}

/** Tells a mount's `onError` about the `config.invalid` that `mount()` is about to throw. */
export function reportBadConfig(options: unknown, error: unknown): void {
  const onError = (options as MountOptions | null | undefined)?.onError;
  const event = typeof onError === 'function' && isPortalError(error) && errorEvent(error);
  if (event) safely(onError, event);
}

/**
 * The handle's event sink: analytics go to window.dataLayer (access §7), every
 * event to the `onEvent` option and `on()` listeners, `error` also to `onError`.
 * After `close()` (unmount) nothing more is delivered.
 */
export function createEventHub(
  win: Window & { dataLayer?: unknown[] },
  onEvent?: Listener,
  onError?: (event: PortalErrorEvent) => void,
) {
  const listeners = new Map<string, Set<Listener>>();
  const reported = new WeakSet<PortalError>();
  let open = true;
  const emit = (event: PortalEvent) => {
    if (!open) return;
    // The data layer is access §7's analytics: not the lifecycle, not errors.
    if (event.type !== 'mount' && event.type !== 'unmount' && event.type !== 'error') {
      win.dataLayer = win.dataLayer ?? [];
      win.dataLayer.push({ event: event.type, ...event });
    }
    if (onEvent) safely(onEvent, event);
    if (event.type === 'error' && onError) safely(onError, event);
    for (const key of [event.type, '*']) listeners.get(key)?.forEach((fn) => safely(fn, event));
  };
  return {
    emit,
    /** A failed call of this mount's API client: an `error` event once per failure, when it is one. */
    noteFailure(error: PortalError) {
      if (reported.has(error)) return;
      reported.add(error);
      const event = errorEvent(error);
      if (event) emit(event);
    },
    on(type: string, fn: Listener) {
      const set = listeners.get(type) ?? new Set<Listener>();
      set.add(fn);
      listeners.set(type, set);
      return () => {
        set.delete(fn);
      };
    },
    off(type: string, fn: Listener) {
      listeners.get(type)?.delete(fn);
    },
    close() {
      open = false;
      listeners.clear();
    },
  };
}
