import type { MountOptions } from './student-portal';

/** The options markup can set: auto-mount's `data-*` attributes, the custom element's attributes (#31.3). */
export const markupOptionNames = ['brand', 'initialPath', 'routing', 'apiBase', 'isolation', 'portalUrl', 'chrome', 'hashPrefix', 'basePath', 'chat', 'locale'] as const;

/** Kebab case, an option's attribute name without a prefix: `initialPath` → `initial-path`. */
export const attributeName = (option: string) => option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The mount options markup gives, each read by `read` (undefined: not given). Strings go to mount()
 * as written, which checks them; `chat` is `off` / `on` (any other value goes as written, refused there).
 */
export function markupOptions(read: (option: (typeof markupOptionNames)[number]) => string | undefined): Partial<Record<keyof MountOptions, unknown>> {
  const options: Partial<Record<keyof MountOptions, unknown>> = {};
  for (const name of markupOptionNames) {
    const value = read(name);
    if (value === undefined) continue;
    options[name] = name === 'chat' ? (value === 'off' ? false : value === 'on' ? true : value) : value;
  }
  return options;
}
