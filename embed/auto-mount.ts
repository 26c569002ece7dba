import type { MountOptions, PortalHandle } from './student-portal';

type Mount = (target: Element, options: MountOptions) => PortalHandle;

/**
 * issue #5 auto-mount: once the DOM is ready, every element carrying
 * `data-student-portal` is mounted with options from its data attributes.
 * A bad attribute is reported on the console for that element only.
 */
export function autoMount(mount: Mount, doc: Document = document): void {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-student-portal]')) {
    const d = element.dataset;
    const options: Record<string, string> = {};
    if (d.brand) options.brand = d.brand;
    if (d.initialPath) options.initialPath = d.initialPath;
    if (d.routing) options.routing = d.routing;
    if (d.apiBase) options.apiBase = d.apiBase;
    if (d.isolation) options.isolation = d.isolation;
    if (d.portalUrl) options.portalUrl = d.portalUrl;
    try {
      // parseMountOptions inside mount() checks these strings.
      mount(element, options as MountOptions);
    } catch (error) {
      console.error('StudentPortal: auto-mount failed for', element, error);
    }
  }
}

/** Runs autoMount when the DOM is ready; the only thing importing the bundle schedules. */
export function scheduleAutoMount(mount: Mount, doc: Document = document): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => autoMount(mount, doc), { once: true });
  else queueMicrotask(() => autoMount(mount, doc));
}
