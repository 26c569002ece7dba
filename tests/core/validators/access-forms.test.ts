import { describe, expect, it } from 'vitest';
import { chosenValidation } from '../../../src/core/messages/validation';
import {
  validateAgeConfirmation,
  validateAttendanceLogin,
  validateQuestionAnswer,
} from '../../../src/core/validators/access-forms';

describe('validateQuestionAnswer', () => {
  it.each([
    ['', chosenValidation.questionAnswerRequired],
    ['   ', chosenValidation.questionAnswerRequired],
    ['a', null],
    ['Blue Whale', null],
  ])('answers %j with %j', (value, expected) => {
    expect(validateQuestionAnswer(value)).toBe(expected);
  });
});

describe('validateAttendanceLogin', () => {
  it.each([
    ['', '', chosenValidation.attendanceFieldsRequired],
    ['S123', '', chosenValidation.attendanceFieldsRequired],
    ['', 'secret', chosenValidation.attendanceFieldsRequired],
    ['  ', 'secret', chosenValidation.attendanceFieldsRequired],
    ['S123', 'secret', null],
    ['S123', ' ', null],
  ])('answers student id %j and password %j with %j', (studentId, password, expected) => {
    expect(validateAttendanceLogin({ studentId, password })).toBe(expected);
  });
});

describe('validateAgeConfirmation', () => {
  it('requires the "13 years or older" checkbox', () => {
    expect(validateAgeConfirmation(false)).toBe(chosenValidation.ageConfirmationRequired);
    expect(validateAgeConfirmation(true)).toBeNull();
  });
});
