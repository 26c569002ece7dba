import type { MountInternals } from './mount-edition';
import type { MountOptions, PortalEvent, PortalHandle } from './student-portal';

/** What a component or element passes each time its props or attributes change: the mount options and the route to show. */
export type LiveOptions = MountOptions & {
  /** The route the portal shows (a controlled portal): the first route at mount, then `handle.navigate(path)` on each change. */
  path?: string;
};

type Mount = (target: Element, options: MountOptions, internals?: MountInternals) => PortalHandle;

/** Options read only at mount: changing one remounts. The callbacks and `path` change live. */
const fixedOptions = ['brand', 'apiBase', 'routing', 'basePath', 'hashPrefix', 'initialPath', 'isolation', 'chrome', 'chat', 'portalUrl'] as const;

/** A function's identity as a number (texts given as functions compare by identity, as React compares callbacks). */
const ids = new WeakMap<object, number>();
let lastId = 0;
const identity = (fn: object) => ids.get(fn) ?? (ids.set(fn, (lastId += 1)), lastId);

/**
 * The options that need a remount, as one string: equal values give equal strings, so a host that
 * builds `appearance` or `texts` afresh on every render (an inline object literal) does not remount.
 */
export function remountKey(options: LiveOptions): string {
  const texts = options.texts && typeof options.texts === 'object' ? Object.entries(options.texts).map(([key, text]) => [key, typeof text === 'function' ? identity(text) : text]) : options.texts;
  return JSON.stringify([
    fixedOptions.map((name) => options[name] ?? null),
    options.appearance ?? null,
    texts ?? null,
    // Whether the host's router is in charge changes how the portal moves; which functions do it does not.
    Boolean(options.navigate),
  ]);
}

/**
 * One mount kept in step with options that change over time (issue #31.2, #31.3): the React
 * component and the custom element are thin editions over `mount()` through this. `set()` mounts
 * the first time, remounts when an option read only at mount changed (`remountKey`), and otherwise
 * passes the live ones on: the callbacks through stand-ins that call the latest, `path` through
 * `handle.navigate`. `destroy()` unmounts. A `mount()` that throws (a bad option) leaves no mount;
 * the next `set()` tries again. `internals` goes to each `mount()` (the element's: its options are markup).
 */
export function liveMount(mount: Mount, target: Element, internals?: MountInternals) {
  let latest: LiveOptions = {};
  let handle: PortalHandle | null = null;
  let key: string | null = null;
  let shownPath: string | undefined;

  const onEvent = (event: PortalEvent) => latest.onEvent?.(event);
  const onError: NonNullable<MountOptions['onError']> = (event) => latest.onError?.(event);
  const navigate = {
    push: (path: string) => latest.navigate?.push(path),
    replace: (path: string) => latest.navigate?.replace(path),
  };

  const unmount = () => {
    handle?.unmount();
    handle = null;
    key = null;
  };

  return {
    set(options: LiveOptions): void {
      latest = options;
      const next = remountKey(options);
      if (handle && next === key) {
        if (options.path !== undefined && options.path !== shownPath) handle.navigate(options.path);
        shownPath = options.path;
        return;
      }
      unmount();
      const { path, ...rest } = options;
      const mountOptions: MountOptions = { ...rest, onEvent, onError };
      // The route to show wins over the first route: a remount shows where the host is.
      if (path !== undefined) mountOptions.initialPath = path;
      if (rest.navigate) mountOptions.navigate = navigate;
      handle = mount(target, mountOptions, internals);
      key = next;
      shownPath = path;
    },
    /** The live mount's handle, or null. */
    handle: () => handle,
    destroy: unmount,
  };
}
