import { Shell } from '../features/shell/shell';
import { shellCss } from '../features/shell/shell-css';
import { signupCss } from '../features/registration/signup-css';
import { registrationDetailsCss } from '../features/registration/details-css';
import { bookingCss } from '../features/registration/booking-css';
import { agreementCss } from '../features/agreement/agreement-css';
import { resourcesCss } from '../features/resources/resources-css';
import { courseCardCss } from '../features/resources/course-card-css';
import { liveOnlineCss } from '../features/resources/live-online-css';
import { booksCss } from '../features/books/books-css';
import { profileCss } from '../features/profile/profile-css';
import { scheduleCss } from '../features/schedule/schedule-css';
import { makeupBookingCss } from '../features/makeup/makeup-booking-css';
import { makeupSearchCss } from '../features/makeup/makeup-search-css';
import { receiptCss } from '../features/receipt/receipt-css';
import { shipmentsCss } from '../features/shipments/shipments-css';
import { linksOutCss } from '../features/links-out/links-out-css';
import { casesCss } from '../features/cases/cases-css';
import { caseDetailCss } from '../features/cases/case-detail-css';
import { attachmentUploaderCss } from '../features/cases/attachment-uploader-css';
import { createCaseCss } from '../features/cases/create-case-css';
import { portalCss } from '../ui/portal-css';
import type { Edition } from './edition';
import { getEnrollment } from '../core/api/enrollment-queries';
import { PortalRoutes } from './routes';

/** The full portal (dist/student-portal.js): every route of both specs inside the shell. */
export const portalEdition: Edition = {
  Routes: PortalRoutes,
  Frame: Shell,
  // A getter: the mount reads it once; the edition holds no flat copy of the concatenation (#18 heap).
  get css() {
    return portalCss + shellCss + signupCss + registrationDetailsCss + bookingCss + agreementCss + resourcesCss + courseCardCss + liveOnlineCss + profileCss + makeupSearchCss + makeupBookingCss + scheduleCss + receiptCss + shipmentsCss + booksCss + linksOutCss + casesCss + caseDetailCss + attachmentUploaderCss + createCaseCss;
  },
  renders: () => true,
  firstEnrollment: getEnrollment,
};
