import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `open`, a pointer press or focus landing outside `ref` calls
 * `onDismiss` (a menu closes on click outside and when Tab leaves it).
 * `composedPath()` sees through the shadow root of `isolation: 'shadow'`.
 */
export function useDismiss(open: boolean, ref: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  const callback = useRef(onDismiss);
  callback.current = onDismiss;
  useEffect(() => {
    const doc = ref.current?.ownerDocument;
    if (!open || !doc) return;
    const handler = (event: Event) => {
      const inside = ref.current;
      if (inside && !event.composedPath().includes(inside)) callback.current();
    };
    doc.addEventListener('pointerdown', handler);
    doc.addEventListener('focusin', handler);
    return () => {
      doc.removeEventListener('pointerdown', handler);
      doc.removeEventListener('focusin', handler);
    };
  }, [open, ref]);
}
