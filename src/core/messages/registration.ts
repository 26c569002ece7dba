/*
 * Issue #6 (registration side of the access spec): texts the spec does not
 * quote, one block per screen group, each listed in docs/decisions.md.
 * Spec-quoted texts stay in accessScreens (access.ts) / accessErrors (errors.ts).
 */
import { catalogue } from './catalogue';

/** /pg/signup: labels, links and states the spec names without wording. */
export const signupTexts = /*#__PURE__*/ catalogue('signupTexts', {
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  /** access §2 "labelled Student ..." for the personal-course programs (access §9). */
  studentEmailLabel: 'Student Email',
  countryLabel: 'Country',
  /** The one country offered when the country list cannot be loaded. */
  fallbackCountryName: 'United States',
  marketingConsent: 'Yes, email me study tips, event news and offers. I can unsubscribe at any time.',
  eventLead: (name: string) => `You're signing up for ${name}.`,
  accountLead: 'Create your free account.',
  loadingEvent: 'Looking up your event…',
  haveAccount: 'Already have an account?',
  /** The link inside accessValidation.emailAlreadyRegistered (access §5 "LOG IN"). */
  logInLink: 'LOG IN',
  agreement: 'By signing up, you agree to our',
  agreementJoin: 'and',
  termsLink: 'Terms of Use',
  privacyLink: 'Privacy Policy',
  autoRegistering: 'Registering you for this event…',
  accountCreated: 'Your account is ready. Signing you in…',
  signedIn: 'You are signed in. Taking you to your account…',
  takingYouToAccount: 'Taking you to your account…',
  logInAfterSignupFailed: "Your account is ready, but we couldn't sign you in. Please log in.",
} as const);

/** /pg/questkey, /pg/additionalfields: labels and states the spec names without wording. */
export const registrationDetailTexts = /*#__PURE__*/ catalogue('registrationDetailTexts', {
  questionHeading: 'Security Question',
  questionLead: 'Answer this question to sign up for the event. The answer is case-sensitive.',
  answerLabel: 'Your answer',
  loadingQuestion: 'Loading the question…',
  parentFirstNameLabel: "Parent's first name",
  parentLastNameLabel: "Parent's last name",
  parentEmailLabel: "Parent's email",
  graduationYearLabel: 'Graduation year',
  testDateLabel: 'When do you plan to take the test?',
  poiLabel: 'Test interest',
  eduBackgroundLabel: 'Education background',
  schoolLocationLabel: 'School location',
  schoolLabel: 'School',
  schoolNameLabel: 'School name',
  countryLabel: 'Country of your school',
  barRepIdLabel: 'Bar Rep ID',
  noBarRepId: "I don't have a Bar Rep ID",
  postalCodeLabel: 'Postal code',
  selectOne: 'Select one',
  outsideUsAndCanada: 'Outside the US and Canada',
  chooseLocationFirst: 'Choose a school location first',
  loadingSchools: 'Loading schools…',
  listsFailed: "We couldn't load the choices for this form.",
  schoolsFailed: "We couldn't load the schools for this location.",
  saved: 'Thanks! Your details are saved.',
  visitorNotice: 'Log in to save these details to your account.',
  skipForNow: 'Skip for now',
} as const);

/** /pg/phonenumber, /pg/confirmation, /pg/signing: labels and states the spec names without wording. */
export const bookingTexts = /*#__PURE__*/ catalogue('bookingTexts', {
  phoneLead: "We'll send you a text before your event starts so you don't miss it.",
  phoneLabel: 'Mobile phone number',
  phoneConsent:
    'Yes, text and call me at this number with automated reminders and updates about my event. Consent is not a condition of purchase. Message and data rates may apply.',
  phoneSaved: "Thanks! We'll text you a reminder before your event.",
  phoneNeedsLogin: 'Please log in so we can save your phone number.',
  eventLabel: 'Your event',
  /** New York times (access §9); `ET` names the zone. */
  eventTimes: (day: string, start: string, end: string) => `${day}, ${start} – ${end} ET`,
  eventSpan: (startDay: string, startTime: string, endDay: string, endTime: string) =>
    `${startDay}, ${startTime} – ${endDay}, ${endTime} ET`,
  eventDays: (startDay: string, endDay: string) => `${startDay} – ${endDay}`,
  signingHeading: 'Getting your course ready…',
  signingLead: "This takes a few seconds. We'll take you to your course as soon as it's ready.",
  signingProgress: 'Course setup progress',
} as const);
