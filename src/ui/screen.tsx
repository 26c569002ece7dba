import { type ReactNode, useEffect, useId, useRef } from 'react';
import { usePortal } from '../app/portal-services';

export interface ScreenProps {
  /** The visible heading (h1). */
  heading: string;
  /** document.title in hash mode; defaults to the heading. */
  title?: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Card layout (narrow, centred) for forms; wide for account pages. */
  layout?: 'card' | 'wide';
}

/**
 * A screen: its heading takes focus when the screen appears (issue #5: focus
 * moves to the new screen's heading on navigation), and in hash mode the
 * document title follows it. Memory mode leaves the host's title alone.
 */
export function Screen({ heading, title, lead, children, layout = 'card' }: ScreenProps) {
  const { routing, brand } = usePortal();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    if (routing === 'hash') document.title = `${title ?? heading} | ${brand.displayName}`;
  }, [heading, title, routing, brand.displayName]);
  return (
    <section className={layout === 'card' ? 'sp-card' : 'sp-wide'} aria-labelledby={headingId}>
      <h1 className="sp-heading" id={headingId} tabIndex={-1} ref={headingRef}>
        {heading}
      </h1>
      {lead ? <p className="sp-lead">{lead}</p> : null}
      <div className="sp-stack">{children}</div>
    </section>
  );
}
