// The enrollment agreement and attendance-system screens (issue #6, access §2/§3): texts the access
// spec names without wording, each listed in docs/decisions.md. A module apart from registration.ts
// (#31.4): only account-area screens show them, so the ES module's account chunk carries them.
import { catalogue } from './catalogue';

/** /pg/enrollment-agreement and /pg/img-accudemia-login: labels and states the spec names without wording. */
export const agreementTexts = /*#__PURE__*/ catalogue('agreementTexts', {
  heading: 'Enrollment Agreement',
  loading: 'Loading your agreement…',
  notFound: 'We couldn’t find this enrollment agreement. Please check the link you used, or find your agreement in your account.',
  textLabel: 'Agreement text',
  shareInfoLegend: 'May we share your information as this agreement describes?',
  shareInfoYes: 'Yes',
  shareInfoNo: 'No',
  hsgLegend: 'Choose your option',
  hsgOption: (n: number) => `Option ${n}`,
  noCourseAccess:
    'This course doesn’t have valid course access yet, so its agreement can’t be accepted here. Please contact us if you need help.',
  acceptedOn: (date: string) => `You accepted this agreement on ${date}.`,
  acceptedNow: 'Thank you! Your agreement is accepted. Taking you to your course…',
  attendanceHeading: 'Attendance System Log In',
  attendanceLead: 'Log in with the Student ID and password of your school’s attendance system.',
  studentIdLabel: 'Student ID',
  attendanceForgotPassword: 'Forgot password?',
} as const);
