import type { ComponentType, ReactNode } from 'react';
import type { PortalServices } from '../lib/portal-services';

/** The `chrome` mount option: the site header and footer, or only the screen (issue #19.2). */
export type Chrome = 'full' | 'none';

/**
 * What one bundle renders: the full portal (dist/student-portal.js) or the
 * sign-up widget (dist/student-portal-signup.js). Both share the mount API,
 * services and screens; an edition picks the routes, the frame around them
 * and the stylesheet, so each bundle carries only what it shows.
 */
export interface Edition {
  /** Routes of this edition (a wouter Switch). */
  Routes: ComponentType;
  /**
   * The frame around every screen: the shell (header, footer; only the screen and chat with
   * `chrome: 'none'`) or a bare widget box (the same for either value: it has no chrome).
   */
  Frame: ComponentType<{ children: ReactNode; chrome: Chrome }>;
  /** The one stylesheet, as text (a getter in both editions: read once per mount, not held flat). */
  readonly css: string;
  /** Whether this edition renders a path; other portal paths open the full portal. */
  renders(path: string): boolean;
  /** The session's first-enrollment loader (the full portal's live chat); see PortalServices. */
  firstEnrollment?: PortalServices['firstEnrollment'];
}
