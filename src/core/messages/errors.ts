// Error texts: the access §8 and account §8 catalogues and banners verbatim, and our texts for failures the specs do not describe.
import { catalogue } from './catalogue';

/** Access spec §8 error catalogue, verbatim. */
export const accessErrors = /*#__PURE__*/ catalogue('accessErrors', {
  loginFailed: 'Please try your password again, or click forgot password to reset it.',
  loginLocked:
    'After multiple failed log in attempts, your account is now locked. An email has been sent to reset your password!',
  forgotPasswordUnknown: 'No account exists for this email',
  eventLimit: 'You cannot enroll in more than 10 events in 24hrs!',
  eventAlreadyEnrolled: 'You are already enrolled in this event!',
  eventFailed: "It seems like we're having issues signing you up. Please try again later!",
  registeredUserInvalid: 'Please log in to use this account.',
  noEvent: 'No Event Found',
  notLoggedIn: 'Not logged in',
} as const);

/** Account spec §8 error catalogue and banners, verbatim. */
export const accountErrors = /*#__PURE__*/ catalogue('accountErrors', {
  emailExists: 'Email already exists.',
  caseFailed: 'An unexpected error occurred. Please contact 1-800-527-8378',
  /** account §8 "Unenroll errors: not shown": our text for every failure of the unenroll call (docs/decisions.md). */
  unenrollFailed: 'We couldn’t unenroll you from this event. You are still enrolled. Please try again in a moment.',
} as const);

/** Account spec §8: purchase-status banners, keyed by purchaseStatus. */
export const purchaseStatusBanners = /*#__PURE__*/ catalogue('purchaseStatusBanners', {
  DISABLE:
    'Sorry, there seems to be an issue with your Amazon account. Please contact Amazon for more information.',
  DECLINE:
    'We have been unable to process your payment. Please contact us in order to continue with your studies.',
  FREEZE:
    'Your studies have been temporarily placed on hold. Please contact us in order to continue with your studies.',
  DROP: 'By request, enrollment in this program and access to its resources has been suspended. If this is an error, please contact us in order to continue with your studies.',
} as const);

/** Texts of our own for failures the specs do not describe (docs/decisions.md). */
export const transportErrors = /*#__PURE__*/ catalogue('transportErrors', {
  networkUnavailable: "We couldn't reach our servers. Check your connection and try again.",
  networkTimeout: 'The server took too long to answer. Please try again.',
  upstreamFailed: 'Something went wrong on our side. Please try again in a moment.',
  resetLinkExpired:
    'This password link has expired or is no longer valid. Request a new one to set your password.',
  configInvalid: 'The portal was set up incorrectly.',
  /** #29.6: a refusal (400, 422) of what the student entered, naming no field the screen can show it on. */
  inputRefused: 'Please check what you entered and try again.',
  /** #31.4: a part of the portal the ES module loads when first needed (the account screens) did not load. */
  bundleLoadFailed: 'This part of the portal could not be loaded. Check your connection and try again.',
} as const);
