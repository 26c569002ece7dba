import { type Infer, string, type } from 'superstruct';
import { deferred, flag, id, maybe } from './common';

/**
 * access §3 / account §3 Enrollment agreement, plus account §7's "product code
 * and name". The text is what the page exists to show, so it is required.
 */
export const AgreementInfo = deferred(() => type({
  eaText: string(),
  eaDate: maybe(string()),
  barAgreementFlag: maybe(flag),
  isBar: maybe(flag),
  isHSG: maybe(flag),
  hsgAcceptanceValue: maybe(id),
  tcId: maybe(id),
  productCode: maybe(string()),
  productName: maybe(string()),
  /** Sent back in the accept payload (access §3 accept payload: courseAccessId). */
  courseAccessId: maybe(id),
  /** Courses without valid course access cannot accept (access §2: buttons hidden). */
  validCourseAccess: maybe(flag),
  /** Where acceptance leads after 0.5 s (access §4: "redirect to the course portal"). */
  portalRedirectURL: maybe(string()),
}));
export type AgreementInfo = Infer<typeof AgreementInfo>;

/** access §7 POST /rest-services/ea: "success when status is success". */
export const AgreementAcceptAnswer = deferred(() => type({ status: string(), message: maybe(string()), portalRedirectURL: maybe(string()) }));

/** The EnrollmentAgreement update mutation's result (shape not shown: status and message). */
export const AgreementUpdateData = deferred(() => type({
  updateEnrollmentAgreement: type({ status: string(), message: maybe(string()) }),
}));
