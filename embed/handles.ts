import type { Edition, PortalHandle } from './student-portal';

/*
 * issue #19.7: an auto-mounted element keeps its handle in a property, so the
 * two scripts on one page (two bundles, nothing else shared) see each other's
 * mounts and each element is mounted once; `StudentPortal.handleOf` reads it.
 * null: claimed, but no live mount (refused, failed or unmounted).
 */
const key = '__studentPortal';
type Marked = Element & { [key]?: PortalHandle | null };

/**
 * Claims `element` for `edition`'s auto-mount: false when a script claimed it
 * already, or when its `data-student-portal` names the other edition.
 */
export function claim(element: HTMLElement, edition?: Edition): boolean {
  const named = element.dataset.studentPortal;
  if (key in element || (edition && (named === 'portal' || named === 'signup') && named !== edition)) return false;
  (element as Marked)[key] = null;
  return true;
}

/** Keeps `handle` on its element until it is unmounted. */
export function keep(element: Element, handle: PortalHandle): void {
  (element as Marked)[key] = {
    ...handle,
    unmount() {
      (element as Marked)[key] = null;
      handle.unmount();
    },
  };
}

/** The handle of the portal auto-mounted in `target`, if one is mounted there. */
export function handleOf(target: Element | string): PortalHandle | undefined {
  const element: Marked | null = typeof target === 'string' ? document.querySelector(target) : target;
  return element?.[key] ?? undefined;
}
