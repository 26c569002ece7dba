/*
 * Issue #16: Manage Subscription (/pg/manage-subscription). Account §4 gives
 * the rules (renewing or set to expire, cancel 3 days before renewal, a yes/no
 * confirmation, cannot be undone) without wording; "Renews on"/"Expires on"
 * are account §4's (account.ts). The rest is our wording (docs/decisions.md).
 */
import { catalogue } from './catalogue';

export const subscriptionTexts = /*#__PURE__*/ catalogue('subscriptionTexts', {
  loading: 'Loading your subscription…',
  notFound: 'We couldn’t find this subscription. Please open it from My Resources.',
  renewing: 'Your subscription is active and renews automatically.',
  setToExpire: 'Your subscription is set to expire. It will not renew.',
  /** account §4 advice: cancel 3 days before renewal; with the day when the renewal date is known. */
  advice: (cancelBy: string | null) =>
    cancelBy
      ? `To stop the next renewal, cancel at least 3 days before your renewal date (by ${cancelBy}).`
      : 'To stop the next renewal, cancel at least 3 days before your renewal date.',
  cancel: 'Cancel Subscription',
  confirmTitle: 'Cancel your subscription?',
  /** account §4: cancellation cannot be undone. */
  confirmBody: 'Cancellation cannot be undone. Your subscription will not renew, and your access ends on its expiry date.',
  yes: 'Yes',
  no: 'No',
  cancelled: 'Your subscription has been cancelled.',
} as const);
