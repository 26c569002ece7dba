import { type Infer, array, string, type, unknown } from 'superstruct';
import { StatusAnswer, deferred, flag, id, list, maybe, numeric, requiredList } from './common';

/** account §3 User (myaccount `userInfo`). The email is what a student lookup falls back on (access §4). */
export const UserInfo = deferred(() => type({
  email: string(),
  userId: maybe(id),
  studentId: maybe(id),
  firstName: maybe(string()),
  lastName: maybe(string()),
  isADAUser: maybe(flag),
}));
export type UserInfo = Infer<typeof UserInfo>;

/** account §3 Course / enrollment: every field listed there, as the service spells it. */
export const Course = deferred(() => type({
  enrollmentId: id,
  productId: id,
  productCode: maybe(string()),
  productTitle: maybe(string()),
  programCode: maybe(string()),
  classCode: maybe(string()),
  classId: maybe(id),
  client: maybe(string()),
  redirectType: maybe(string()),
  portalRedirectURL: maybe(string()),
  courseAccessId: maybe(id),
  courseAccessStartDateStr: maybe(string()),
  courseAccessExpirationDateStr: maybe(string()),
  validCourseAccess: maybe(flag),
  purchaseStatus: maybe(string()),
  purchaseId: maybe(id),
  purchaseEntryDateStr: maybe(string()),
  courseRegistrationDateStr: maybe(string()),
  deliveryType: maybe(numeric),
  digitalBookOption: maybe(string()),
  extensionProduct: maybe(flag),
  subscriptionProduct: maybe(flag),
  validClassSwitch: maybe(flag),
  classStartDateStr: maybe(string()),
  facilityZipCode: maybe(string()),
  scheduleDetailsUrl: maybe(string()),
  storeFront: maybe(string()),
  studentId: maybe(id),
  displayName: maybe(string()),
  status: maybe(string()),
  transactionCode: maybe(string()),
}));
export type Course = Infer<typeof Course>;

/** account §3 Event. */
export const PortalEvent = deferred(() => type({
  enrollmentId: id,
  displayName: maybe(string()),
  startDateStr: maybe(string()),
  startTimeStr: maybe(string()),
  liveOnlineEvent: maybe(flag),
  liveStreamUrl: maybe(string()),
  courseAccessId: maybe(id),
}));
export type PortalEvent = Infer<typeof PortalEvent>;

/** account §3 Message banner: msg and style, keyed by a course redirect type or ALL. */
export const BannerMessage = deferred(() => type({
  msg: maybe(string()),
  type: maybe(string()),
  redirectType: string(),
}));
export type BannerMessage = Infer<typeof BannerMessage>;

/**
 * access §7 myaccount answer. The two course lists are named by the spec
 * (with the upstream's spelling); the event list names are not shown and are
 * our choice (`nonExpiredEventListArray`, `expiredEventListArray`). Missing or
 * null lists read as empty.
 */
export const MyAccount = deferred(() => type({
  userInfo: UserInfo,
  nonExpiredCoursListArray: requiredList(Course),
  expiredCoursListArray: requiredList(Course),
  nonExpiredEventListArray: requiredList(PortalEvent),
  expiredEventListArray: requiredList(PortalEvent),
  /** Shape not shown in either spec. */
  paymentInfo: maybe(unknown()),
  redirectUrl: maybe(string()),
  /** account §3 Message banners; the field name is our choice (docs/decisions.md). */
  messages: list(BannerMessage),
}));
export type MyAccount = Infer<typeof MyAccount>;

/** Unenroll (account §7 "not shown", our choice): `{ status: 'success' }`; anything else is a failure. */
export const UnenrollAnswer = StatusAnswer;
export type UnenrollAnswer = Infer<typeof UnenrollAnswer>;

/** account §7 updateContact: success when `status` is success; `message` otherwise. */
export const UpdateContactAnswer = StatusAnswer;

/**
 * access §7 updatestudent "success flag"; the field name `success` is our
 * choice. The flag is required (issue #13.10): an empty, HTML or plain-text
 * 2xx body, or JSON without the flag, is a failure, never a save.
 */
export const UpdateStudentAnswer = deferred(() => type({ success: flag, message: maybe(string()) }));

/** account §7 pmix (partner launch); shape not shown: a redirect URL. */
export const PmixAnswer = deferred(() => type({ redirectUrl: maybe(string()) }));
export type PmixAnswer = Infer<typeof PmixAnswer>;

/** account §3 Extension option. */
export const ExtensionOption = deferred(() => type({
  classId: id,
  name: maybe(string()),
  price: maybe(numeric),
  currency: maybe(string()),
  cartUrl: maybe(string()),
}));
export type ExtensionOption = Infer<typeof ExtensionOption>;

export const ExtensionOptionList = deferred(() => array(ExtensionOption));
