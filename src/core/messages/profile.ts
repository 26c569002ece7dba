// The profile screens (issue #7): texts the account spec names without wording.
import { catalogue } from './catalogue';

/** /myaccount/profile overview, Edit Info and the extra-time (ADA) form. */
export const profileTexts = /*#__PURE__*/ catalogue('profileTexts', {
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
} as const);

/** Edit Email / Login and the password edit. */
export const loginEditTexts = /*#__PURE__*/ catalogue('loginEditTexts', {
  currentPasswordLabel: 'Current Password',
  editPassword: 'Edit Password',
  newEmailLabel: 'New Email',
  confirmEmailLabel: 'Confirm New Email',
  /** The accessible name of the Edit button next to the current email. */
  editEmail: 'Edit email',
  back: 'Back',
  newPasswordHint: 'Leave blank to keep your current password.',
  emailUpdated: 'Your email has been updated.',
} as const);

/** Edit Education and Edit Goals. */
export const educationGoalsTexts = /*#__PURE__*/ catalogue('educationGoalsTexts', {
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
} as const);
