// Validation messages: access §5 and account §5 verbatim, and the ones the specs do not quote (docs/decisions.md).
import { catalogue } from './catalogue';

/** Access spec §5 validation messages, verbatim. */
export const accessValidation = /*#__PURE__*/ catalogue('accessValidation', {
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
} as const);

/** Account spec §5 validation messages, verbatim. */
export const accountValidation = /*#__PURE__*/ catalogue('accountValidation', {
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
} as const);

/**
 * Validation texts the specs do not quote (docs/decisions.md lists each).
 * Written in the same voice as the quoted ones.
 */
export const chosenValidation = /*#__PURE__*/ catalogue('chosenValidation', {
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
} as const);
