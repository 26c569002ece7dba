import { chosenValidation } from '../messages/validation';

/** access §5 question gate: Continue needs a non-empty answer. */
export function validateQuestionAnswer(answer: string): string | null {
  // The answer is compared case-sensitively upstream, so it is never altered; blank counts as empty.
  return answer.trim() === '' ? chosenValidation.questionAnswerRequired : null;
}

/** access §5 attendance login: both Student ID and password are required. */
export function validateAttendanceLogin(input: { studentId: string; password: string }): string | null {
  // The password is taken as typed; only an ID of spaces is as good as none.
  return input.studentId.trim() === '' || input.password === '' ? chosenValidation.attendanceFieldsRequired : null;
}

/** access §5 sign-up: programs for under-13s require the "13 years or older" checkbox. */
export function validateAgeConfirmation(confirmed: boolean): string | null {
  return confirmed ? null : chosenValidation.ageConfirmationRequired;
}
