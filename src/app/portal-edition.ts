import { shellCss } from '../features/shell/shell-css';
import { signupCss } from '../features/registration/signup-css';
import { registrationDetailsCss } from '../features/registration/details-css';
import { bookingCss } from '../features/registration/booking-css';
import { baseCss } from '../ui/portal-css';
import type { Edition } from './edition';
import { PortalRoutes } from './routes';
import { portalFrame } from './portal-frame';
import { accountArea } from './account-area';

/** The full portal (dist/student-portal.js): every route of both specs inside the shell. */
export const portalEdition: Edition = {
  Routes: PortalRoutes,
  Frame: portalFrame(accountArea),
  // A getter: the mount reads it once; the edition holds no flat copy of the concatenation (#18 heap).
  // The access screens' rules, then the account area's (#31.4: in the ES module, its chunk brings them).
  get css() {
    return baseCss + shellCss + signupCss + registrationDetailsCss + bookingCss + accountArea.css();
  },
  renders: () => true,
  firstEnrollment: accountArea.firstEnrollment,
};
