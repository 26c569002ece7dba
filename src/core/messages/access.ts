// Access spec screens (§2 headings, labels, buttons; §3 and §9 option labels), verbatim where quoted.
import { catalogue } from './catalogue';

/** Access spec §2 screen texts (headings, labels, buttons), verbatim where quoted. */
export const accessScreens = /*#__PURE__*/ catalogue('accessScreens', {
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
  passwordRuleMet: '(done)',
  passwordRuleUnmet: '(missing)',
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
} as const);

// Tables indexed by a value (a rule id, a strength label) are exports of their own, not members of
// accessScreens: read only as `accessScreens.key`, the build splits accessScreens into one constant
// per text and drops the ones a bundle never shows (issue #18).

/** The new-password rules panel's rule labels (access §5 rules; the wording is ours), keyed by the core's rule id. */
export const passwordRuleLabels = /*#__PURE__*/ catalogue('passwordRuleLabels', {
  length: '8 to 40 characters',
  lowercase: 'A lowercase letter',
  uppercase: 'An uppercase letter',
  digit: 'A number',
  special: 'A special character',
} as const);

/** access §5 strength labels, keyed by the core's label. */
export const strengthLabels = /*#__PURE__*/ catalogue('strengthLabels', { Weak: 'Weak', Good: 'Good', Strong: 'Strong' } as const);

/** Access spec §3: test-date option labels, in the order of their day offsets. */
export const testDateLabels = /*#__PURE__*/ catalogue('testDateLabels', [
  'within 2 weeks',
  'within a month',
  'within 3 months',
  'within 6 months',
  'within 1 year or more',
] as const);

/** Access spec §9: medical school origin choices. */
export const medicalOriginLabels = /*#__PURE__*/ catalogue('medicalOriginLabels', {
  'US Med': 'US/Puerto Rico medical school',
  offshore: 'Caribbean medical school',
  img: 'International medical school',
} as const);
