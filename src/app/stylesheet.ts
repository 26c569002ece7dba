import { shellCss } from '../features/shell/shell-css';
import { portalCss } from '../ui/portal-css';
import { signupCss } from '../features/registration/signup-css';
import { registrationDetailsCss } from '../features/registration/details-css';
import { bookingCss } from '../features/registration/booking-css';
import { agreementCss } from '../features/agreement/agreement-css';

/** The portal's one stylesheet (ui rules plus each feature's), as text. */
export const stylesheetText = [portalCss, shellCss, signupCss, registrationDetailsCss, bookingCss, agreementCss].join('\n');

type StyleHost = Document | ShadowRoot;

/**
 * Adopts the stylesheet on the document (scoped) or the shadow root as a
 * constructed stylesheet: no <style> element, so no 'unsafe-inline'. Returns
 * the undo, which removes exactly the sheet it added.
 */
export function adoptStylesheet(host: StyleHost, css: string = stylesheetText): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  host.adoptedStyleSheets = [...host.adoptedStyleSheets, sheet];
  return () => {
    host.adoptedStyleSheets = host.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
