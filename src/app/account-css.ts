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
import { accountUiCss } from '../ui/account-ui-css';

/**
 * The account screens' rules (#31.4), after the access screens' (src/app/portal-edition.ts): in the
 * ES module they come with the account chunk, adopted into a mount's root when the chunk's first
 * screen renders (3.4 KB gzip the entry does not carry); the scripts have them in the one stylesheet.
 * A function: the text is built when a mount reads it, not held flat (#18 heap).
 */
export function accountCss(): string {
  return accountUiCss + agreementCss + resourcesCss + courseCardCss + liveOnlineCss + profileCss + makeupSearchCss + makeupBookingCss + scheduleCss + receiptCss + shipmentsCss + booksCss + linksOutCss + casesCss + caseDetailCss + attachmentUploaderCss + createCaseCss;
}
