import { getBrand, isBrandId } from '../src/core/config/brands';
import { claim, keep } from './handles';
import { markupOptions } from './markup-options';
import { untrustedReason } from './markup-trust';
import type { Edition, MountOptions, PortalHandle } from './student-portal';

type Mount = (target: Element, options: MountOptions) => PortalHandle;

/**
 * issue #5 auto-mount: once the DOM is ready, every element carrying
 * `data-student-portal` is mounted with options from its data attributes.
 * A bad attribute is reported on the console for that element only.
 * issue #19.7: each element once, by the first script whose `edition` it
 * does not exclude (`data-student-portal="signup"` / `"portal"` names one).
 */
export function autoMount(mount: Mount, doc: Document = document, edition?: Edition): void {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-student-portal]')) {
    if (!claim(element, edition)) continue;
    const d = element.dataset;
    // An empty data attribute is none, but for data-chat, which mount() refuses unless off or on.
    const mountOptions = markupOptions((name) => (name === 'chat' ? d.chat : d[name] || undefined));
    const brand = getBrand(d.brand && isBrandId(d.brand) ? d.brand : undefined);
    const refused = untrustedReason(mountOptions, brand, doc.location);
    if (refused) {
      console.error('StudentPortal: auto-mount refused for', element, refused.message);
      continue;
    }
    try {
      // parseMountOptions inside mount() checks these strings.
      keep(element, mount(element, mountOptions as MountOptions));
    } catch (error) {
      console.error('StudentPortal: auto-mount failed for', element, error);
    }
  }
}

/** Runs autoMount when the DOM is ready; the only thing loading a script schedules (none without a document: Node, #19.6). */
export function scheduleAutoMount(mount: Mount, edition?: Edition, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => autoMount(mount, doc, edition), { once: true });
  else queueMicrotask(() => autoMount(mount, doc, edition));
}
