import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { usePortalId } from './use-portal-id';

export interface AccordionSection {
  /** The header's text (the button's name and the panel's label). */
  title: string;
  content: ReactNode;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A WAI-ARIA accordion (APG "Accordion"): each header is an h2 holding a
 * button with aria-expanded and aria-controls; each panel is a region named
 * by its button. Enter and Space toggle (native buttons); Down/Up arrows move
 * between headers (wrapping), Home and End to the first and last. Sections
 * open and close independently; `initiallyOpen` lists the open ones.
 */
export function Accordion({
  sections,
  initiallyOpen = [],
}: {
  sections: readonly AccordionSection[];
  initiallyOpen?: readonly number[];
}) {
  const base = usePortalId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(initiallyOpen));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, sections.length)]?.focus();
  };

  return (
    <div className="sp-accordion">
      {sections.map((section, index) => {
        const expanded = open.has(index);
        return (
          <div className="sp-accordion-section" key={section.title}>
            <h2 className="sp-accordion-heading">
              <button
                type="button"
                id={`${base}-h${index}`}
                aria-expanded={expanded}
                aria-controls={`${base}-p${index}`}
                onClick={() => toggle(index)}
                onKeyDown={onKeyDown(index)}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
              >
                {section.title}
              </button>
            </h2>
            <div id={`${base}-p${index}`} role="region" aria-labelledby={`${base}-h${index}`} className="sp-accordion-panel" hidden={!expanded}>
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
