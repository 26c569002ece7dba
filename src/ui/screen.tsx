import { type ReactNode, useEffect, useRef } from 'react';
import { usePortal } from '../lib/portal-services';
import { usePortalId } from './use-portal-id';

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
 * A screen: after a navigation its heading takes focus (issue #5: focus moves
 * to the new screen's heading on navigation) — but not on the mount's first
 * screen, so an embedded widget never steals focus from its host page. In
 * hash mode the document title follows the screen; memory mode leaves it.
 */
export function Screen({ heading, title, lead, children, layout = 'card' }: ScreenProps) {
  const { routing, brand, location } = usePortal();
  const headingId = usePortalId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (location.navigations() > 0) headingRef.current?.focus();
    // A title that already names the brand (the login title) is not suffixed twice.
    const text = title ?? heading;
    if (routing !== 'memory') document.title = text.includes(brand.displayName) ? text : `${text} | ${brand.displayName}`;
  }, [heading, title, routing, brand.displayName, location]);
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
