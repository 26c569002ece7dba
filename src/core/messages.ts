/**
 * The one catalogue of user-facing text. Every text that the two specs quote
 * (../shared/spec/access-and-registration.md, account-area.md) is copied here
 * verbatim; texts the specs leave "not shown" are our own choice and are listed
 * in docs/decisions.md. Nothing else in src/ spells a user-facing sentence.
 *
 * Sections mirror the specs: `access` for access-and-registration.md,
 * `account` for account-area.md, `common` for texts of our own that both use.
 */

/** Access spec §5 validation messages, verbatim. */
export const accessValidation = {
  loginEmailRequired: 'Please enter your email',
  loginEmailInvalid: 'Please enter a valid email address, such as an example address.',
  signupEmailInvalid: 'Please enter a valid email address.',
  loginPasswordRequired: 'Please enter your password',
  loginPasswordTooShort: 'Password must have at least 4 characters.',
  signupPasswordTooShort: 'Please enter at least 4 characters.',
  passwordSameAsOld: 'New password cannot be the same as old password.',
  signupFirstNameRequired: 'Please enter your first name',
  signupLastNameRequired: 'Please enter your last name',
  emailAlreadyRegistered: 'This email is already registered. Do you want to LOG IN ?',
  parentFirstNameRequired: "Please enter your parent's first name.",
  parentLastNameRequired: "Please enter your parent's last name.",
  parentEmailInvalid: 'Please enter a valid parent email.',
  graduationYearRequired: 'Please select your graduation year.',
  testDateRequired: 'Please select your time to test.',
  testInterestRequired: 'Please select your test interest.',
  schoolLocationRequired: 'Please select your school location.',
  schoolNameRequired: 'Please enter your school name.',
  barRepIdInvalid: 'Please enter your 7 digit Bar Rep ID.',
  agreementOptionRequired:
    'Please select one of the above options to complete the acceptance of our Enrollment Agreement.',
  bookKeyMismatch: 'Sorry! Entered key does not match our records',
} as const;

/** Account spec §5 validation messages, verbatim. */
export const accountValidation = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  zipInvalid: 'Please enter a valid zip code.',
  phoneInvalid: 'Please enter a valid phone number.',
  emailInvalid: 'Please enter a valid email.',
  emailsMustMatch: 'Emails must match.',
  makeupSessionRequired: 'Please select a session',
  makeupStartDateInvalid: 'Start Date invalid',
  makeupEndDateInvalid: 'End Date invalid',
  makeupEndBeforeStart: 'End Date cannot be before Start Date',
  makeupEndSameAsStart: 'End Date cannot be same as Start Date',
  makeupNoResults: 'No sessions found for given criteria',
  attachmentEmpty: 'Please upload a file with some content',
  attachmentBlocked: 'The system has blocked access to a potentially unsafe attachment',
  attachmentTooLarge:
    'The system has detected that your file size exceeds the maximum attachment size (50mb)',
  caseClosed: 'Your case has been closed. Please submit a new case for further assistance.',
} as const;

/**
 * Validation texts the specs do not quote (docs/decisions.md lists each).
 * Written in the same voice as the quoted ones.
 */
export const chosenValidation = {
  passwordRules:
    'Password must be 8 to 40 characters and include a lowercase letter, an uppercase letter, a number and a special character.',
  leadingWhitespace: 'This field cannot start with a space.',
  tooLong: (max: number) => `Please enter no more than ${max} characters.`,
  emailSameAsCurrent: 'Please enter an email different from your current one.',
  goalDateInvalid: 'Please enter a valid date as YYYY-MM-DD.',
  caseTopicRequired: 'Please select a topic.',
  caseTopicDetailRequired: 'Please select a topic detail.',
  caseDescriptionRequired: 'Please describe your question.',
  caseCommentRequired: 'Please enter a comment.',
  ageConfirmationRequired: 'Please confirm that you are 13 years or older.',
  attendanceFieldsRequired: 'Please enter your Student ID and password.',
  questionAnswerRequired: 'Please enter your answer.',
} as const;

/** Access spec §8 error catalogue, verbatim. */
export const accessErrors = {
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
} as const;

/** Account spec §8 error catalogue and banners, verbatim. */
export const accountErrors = {
  emailExists: 'Email already exists.',
  caseFailed: 'An unexpected error occurred. Please contact 1-800-527-8378',
} as const;

/** Account spec §8: purchase-status banners, keyed by purchaseStatus. */
export const purchaseStatusBanners = {
  DISABLE:
    'Sorry, there seems to be an issue with your Amazon account. Please contact Amazon for more information.',
  DECLINE:
    'We have been unable to process your payment. Please contact us in order to continue with your studies.',
  FREEZE:
    'Your studies have been temporarily placed on hold. Please contact us in order to continue with your studies.',
  DROP: 'By request, enrollment in this program and access to its resources has been suspended. If this is an error, please contact us in order to continue with your studies.',
} as const;

/** Texts of our own for failures the specs do not describe (docs/decisions.md). */
export const transportErrors = {
  networkUnavailable: "We couldn't reach our servers. Check your connection and try again.",
  networkTimeout: 'The server took too long to answer. Please try again.',
  upstreamFailed: 'Something went wrong on our side. Please try again in a moment.',
  resetLinkExpired:
    'This password link has expired or is no longer valid. Request a new one to set your password.',
  configInvalid: 'The portal was set up incorrectly.',
} as const;

/** Access spec §2 screen texts (headings, labels, buttons), verbatim where quoted. */
export const accessScreens = {
  loginTitle: (brand: string) => `${brand} Login`,
  loginHeading: (brand: string) => `${brand} Student Login`,
  emailLabel: 'Email',
  passwordLabel: 'Password',
  logIn: 'Log In',
  forgotPasswordLink: 'Forgot your password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
  forgotTitle: 'Create or Reset Password',
  forgotIntro:
    "Enter the email for your account and we'll send you instructions for setting a password.",
  forgotSubmit: 'Send Instructions',
  backToLogIn: 'Back to Log In',
  alreadyLoggedIn: 'You are logged in.',
  resetTitle: 'Set a New Password',
  resetIntro: 'Choose a new password for your account.',
  newPasswordLabel: 'New Password',
  resetSubmit: 'Save Password',
  checkingResetLink: 'Checking your link…',
  loggingOut: 'Logging you out…',
  /** The new-password rules panel (access §5 rules; its wording is ours). */
  passwordRulesHeading: 'Your password needs:',
  passwordRuleLabels: {
    length: '8 to 40 characters',
    lowercase: 'A lowercase letter',
    uppercase: 'An uppercase letter',
    digit: 'A number',
    special: 'A special character',
  },
  passwordRuleMet: '(done)',
  passwordRuleUnmet: '(missing)',
  /** access §5 strength labels, keyed by the core's label. */
  strengthLabels: { Weak: 'Weak', Good: 'Good', Strong: 'Strong' },
  passwordStrength: (label: string) => `Password strength: ${label}`,
  under13Notice: 'Must be 13 years or older to sign up for an account.',
  under13Checkbox: 'I am 13 years or older.',
  canadianResident: "I'm a Canadian resident",
  euResident: 'I am located in the European Union (EU) or the UK',
  signUpButton: 'SIGN UP',
  additionalFieldsHeading: 'We need a little info to personalize your experience',
  additionalFieldsSubmit: "Let's do this",
  additionalFieldsSaveSpot: 'Save my spot',
  phoneHeading: 'STAY ON TRACK WITH A TEXT REMINDER...',
  notifyMe: 'Notify Me',
  noThanks: 'No Thanks',
  spotBooked: 'Your spot is booked.',
  addToCalendar: 'Add To Calendar',
  calendarGoogle: 'Google',
  calendarApple: 'Apple',
  calendarOutlook: 'Outlook',
  lookForAnotherEvent: 'Look for another event',
  goToMyAccount: 'Go to my account',
  continue: 'Continue',
  accept: 'Accept',
  decline: 'Decline',
  print: 'Print',
  searchPlaceholder: 'search by keyword or class code',
  tabResources: 'Resources',
  tabProfile: 'Profile',
  tabHelp: 'Help',
  /** The Support tab and the account menu's Support item. */
  support: 'Support',
  menuAccountDetails: 'Account Details',
  menuLogOut: 'Log Out',
  schoolNotOnList: 'My school is not on the list',
} as const;

/** Access spec §2 footer links, in order (keys match the brands' `footerLinks`). */
export const footerLinks = {
  contactUs: 'Contact Us',
  logIn: accessScreens.logIn,
  about: 'About',
  careers: 'Careers',
  international: 'International',
  partnerships: 'Partnerships',
  press: 'Press',
  teach: 'Teach',
  terms: 'Terms',
  privacy: 'Privacy',
  californiaPrivacy: 'California privacy',
  siteMap: 'Site map',
} as const;

/** Header, drawer and footer texts the spec does not quote (access §2; docs/decisions.md). */
export const shellTexts = {
  mainNav: 'Main',
  footerNav: 'Footer',
  menu: 'Menu',
  accountMenu: 'Account menu',
  accountFallbackName: 'My Account',
  search: 'Search',
  cart: 'Cart',
  cartItems: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  opensInNewTab: '(opens in a new tab)',
  /** The medical partner's logo variant (access §6): the brand name with this tag. */
  medicalLogoTag: 'Medical',
  copyright: (year: number, brand: string) => `© ${year} ${brand}`,
} as const;

/** Access spec §3: test-date option labels, in the order of their day offsets. */
export const testDateLabels = [
  'within 2 weeks',
  'within a month',
  'within 3 months',
  'within 6 months',
  'within 1 year or more',
] as const;

/** Access spec §9: medical school origin choices. */
export const medicalOriginLabels = {
  'US Med': 'US/Puerto Rico medical school',
  offshore: 'Caribbean medical school',
  img: 'International medical school',
} as const;

/** Texts of the portal frame that the specs do not quote (docs/decisions.md). */
export const portalScreens = {
  loading: 'Loading…',
  notFoundHeading: 'We couldn’t find that page',
  notFoundBody: 'The link may be old or mistyped.',
  goHome: 'Go to the home page',
  tryAgain: 'Try again',
  notBuiltHeading: 'This page is on its way',
  notBuiltBody: 'This part of your account is not available in this portal yet.',
  skipToContent: 'Skip to content',
  mainLabel: 'Student portal',
} as const;

/** Account spec §2/§4 screen texts, verbatim where quoted. */
export const accountScreens = {
  activeResources: 'My Active Resources',
  activeEvents: 'My Active Events',
  expiredResources: 'My Expired Resources',
  expiredEvents: 'My Expired Events',
  seeDetails: 'See Details',
  hideDetails: 'Hide Details',
  startsOn: (date: string) => `Starts on ${date}`,
  expiresOn: (date: string) => `Expires on ${date}`,
  expiresToday: 'Your course will expire today',
  renewsOn: (date: string) => `Renews on ${date}`,
  expiredOn: (date: string) => `Expired on ${date}`,
  myInfo: 'My Info',
  myEducation: 'My Education',
  myLogin: 'My Login',
  myGoals: 'My Goals',
  editInfo: 'Edit Info',
  editEmail: 'Edit Email',
  editLogin: 'Edit Login',
  editEducation: 'Edit Education',
  editGoals: 'Edit Goals',
  adaTitle: 'ADA Additional Time Required',
  missionAccomplished: 'Mission Accomplished!',
  profileUpdated: 'Your profile has been updated.',
  passwordUpdated: 'Your password has been updated.',
  checkYourEmail: 'Check your email for instructions to set your password.',
  changeProfileOrPassword: 'Change your profile or password',
  imDone: "I'M DONE",
  unenroll: 'Unenroll',
  findMakeup: 'Find a Make-up Session',
  comingSoon: 'Coming Soon',
  needMoreTime: 'Need more time?',
  extendOnlineAccess: 'Extend your online access',
  askLiveInstruction: 'Ask about live instruction',
  unknownTestDate: "I don't know my test date",
  canadaOnly: (label: string) => `${label} (Canada only)`,
  caseFilterOpen: 'Open',
  caseFilterClosed: 'Closed',
  emptyResources: "You don't have any active resources yet. Find the prep that fits you.",
  caseGuidance: {
    'score-report-official': 'Please attach your official score report so we can review your money-back request.',
    'score-report': 'Please attach your score report so we can review your request for more time.',
    screenshot:
      'A screenshot helps us help you: capture the whole screen, including any error message, and attach it to this case.',
  },
} as const;

/** Account spec §4: the case subject and description used when a subscription is cancelled. */
export const subscriptionCancellation = {
  subject: 'Cancelled Subscription',
  description: 'Canceling my subscription',
} as const;

/*
 * Issue #6 (registration side of the access spec): texts the spec does not
 * quote, one block per screen group, each listed in docs/decisions.md.
 * Spec-quoted texts stay in accessScreens / accessErrors above.
 */

/** /pg/signup: labels, links and states the spec names without wording. */
export const signupTexts = {
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
} as const;

/** /pg/questkey, /pg/additionalfields: labels and states the spec names without wording. */
export const registrationDetailTexts = {
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
} as const;

/** /pg/phonenumber, /pg/confirmation, /pg/signing: labels and states the spec names without wording. */
export const bookingTexts = {
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
} as const;

/** /pg/enrollment-agreement and /pg/img-accudemia-login: labels and states the spec names without wording. */
export const agreementTexts = {
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
} as const;

/*
 * Issue #7 (account area I): texts the account spec does not quote, one block
 * per screen group, each listed in docs/decisions.md. Spec-quoted texts stay
 * in accountScreens / accountValidation / accountErrors above.
 */

/** /myaccount/resources: page, banners, events, empty state, progress. */
export const resourcesTexts = {
  heading: 'My Resources',
  loading: 'Loading your resources…',
  progressLabel: 'Loading progress',
  bannersLabel: 'Notices',
  dismissBanner: 'Dismiss',
  dismissIcon: '×',
  findPrep: 'Find prep',
  /** account §9: event times are Eastern (America/New_York). */
  eventWhen: (date: string, time: string) => (time ? `${date ? `${date}, ` : ''}${time} ET` : date),
  liveStream: 'Join the live stream',
  opensInNewTab: ` ${shellTexts.opensInNewTab}`,
  /** Read after a link's visible text, so several events' links are told apart. */
  forEvent: (name: string) => `: ${name}`,
  testDatePrompt: (date: string) => `Your test date: ${date}. Find the prep that gets you ready in time.`,
  updateTestDate: 'Update your test date',
} as const;

/** Course cards, launch and the live online resources page. */
export const courseCardTexts = {
  launch: 'Launch',
  launching: 'Opening your course…',
  notStarted: 'You can launch this course from its start date.',
  unavailable: 'This course is not available right now.',
  launchRefused: 'This course can’t be opened from here. Please contact us for help.',
  detailsLoading: 'Loading course details…',
  registeredOn: 'Registered on',
  transactionCode: 'Transaction code',
  balanceDue: 'Balance due',
  payBalance: 'Make a payment',
  agreement: 'Enrollment agreement',
  agreementAccepted: (date: string) => `Accepted on ${date}`,
  agreementPending: 'Review and accept',
  schedule: 'Schedule',
  receipt: 'Receipt',
  shipments: 'Shipments',
  extendCourse: 'Extend Course',
  classSwitch: 'Switch Class',
  manageSubscription: 'Manage Subscription',
} as const;

/** The live online resources page and the partner launch (/myaccount/live-online, /myaccount/pmix). */
export const liveOnlineTexts = {
  loading: 'Loading your class resources…',
  empty: 'There are no resources for this class yet. Please check back later.',
  emptyFolder: 'This folder is empty.',
  notFound: 'We couldn’t find the resources of this class. Please open it from My Resources.',
  backToResources: 'Back to My Resources',
  pmixOpening: 'Opening your partner course…',
  pmixUnavailable: 'Your partner course can’t be opened right now. Please try again, or contact us if this keeps happening.',
  pmixNotFound: 'We couldn’t find this partner course. Please open it from My Resources.',
} as const;

/** /myaccount/profile overview, Edit Info and the extra-time (ADA) form. */
export const profileTexts = {
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  heading: 'My Profile',
  firstName: 'First Name',
  lastName: 'Last Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  country: 'Country',
  phone: 'Phone',
  name: 'Name',
  parent: 'Parent',
  school: 'School',
  schoolState: 'School state',
  targetTest: 'Target test',
  testDate: 'Expected test date',
  notProvided: 'Not provided',
  passwordMask: '••••••••',
  passwordHidden: 'hidden',
  selectState: 'Select a state',
  emailNote: 'Your email is your login. You can change it under My Login.',
  extraTime: 'Additional time',
  extraTimeOn: 'Required',
  extraTimeOff: 'Not required',
  extraTimeCheckbox: 'I require additional time on tests (ADA accommodation)',
  editExtraTime: 'Edit Additional Time',
} as const;

/** Edit Email / Login and the password edit. */
export const loginEditTexts = {
  currentPasswordLabel: 'Current Password',
  editPassword: 'Edit Password',
  newEmailLabel: 'New Email',
  confirmEmailLabel: 'Confirm New Email',
  /** The accessible name of the Edit button next to the current email. */
  editEmail: 'Edit email',
  back: 'Back',
  newPasswordHint: 'Leave blank to keep your current password.',
  emailUpdated: 'Your email has been updated.',
} as const;

/** Edit Education and Edit Goals. */
export const educationGoalsTexts = {
  schoolStateLabel: 'School state',
  schoolLabel: 'School',
  schoolNameLabel: 'School name',
  graduationYearLabel: 'Graduation year',
  testDateLabel: 'Expected test date',
  datePlaceholder: 'YYYY-MM-DD',
  selectState: 'Select a state',
  selectSchool: 'Select your school',
  selectYear: 'Select a year',
  selectTestDate: 'Select a test date',
  /** An MCAT student's held date that is not one of the offered dates. */
  currentTestDate: (date: string) => `Your current test date is ${date}. Pick an official test date to change it.`,
  loadingSchools: 'Loading schools…',
  schoolsFailed: "We couldn't load the school list. Type your school's name below, or try again.",
} as const;
