import { type KeyboardEvent, type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { Button } from './button';
import { usePortalId } from './use-portal-id';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  yes: string;
  no: string;
  onYes: () => void;
  /** No, Escape: the dialog is closed by its caller and focus goes back to `returnFocus`. */
  onNo: () => void;
  /** What had focus before the dialog opened (the button that opened it); focused again when the dialog goes. */
  returnFocus: RefObject<HTMLElement | null>;
  pending?: boolean;
}

const focusable = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A yes/no confirmation (WAI-ARIA alertdialog pattern): modal, labelled by its
 * title and described by its text; focus moves to No (the safe answer) when
 * it opens, Tab and Shift+Tab stay inside, Escape answers No, and focus goes
 * back to the opener when it closes. Mounted only while open.
 */
export function ConfirmDialog({ title, children, yes, no, onYes, onNo, returnFocus, pending }: ConfirmDialogProps) {
  const id = usePortalId();
  const box = useRef<HTMLDivElement>(null);
  // Layout effects: focus moves in the same commit that shows or removes the dialog, never a frame later on the body.
  useLayoutEffect(() => {
    const opener = returnFocus;
    box.current?.querySelector<HTMLElement>('[data-confirm-no] button')?.focus();
    return () => {
      opener.current?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!pending) onNo();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return event.preventDefault();
    const active = box.current.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || !box.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !box.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="sp-dialog-backdrop">
      <div
        ref={box}
        className="sp-dialog sp-stack"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <div id={`${id}-body`}>{children}</div>
        <div className="sp-dialog-actions">
          <Button variant="primary" pending={pending} onClick={onYes}>
            {yes}
          </Button>
          <span data-confirm-no="">
            <Button variant="secondary" disabled={pending} onClick={onNo}>
              {no}
            </Button>
          </span>
        </div>
      </div>
    </div>
  );
}
