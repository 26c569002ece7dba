import { describe, expect, it } from 'vitest';
import { chosenValidation } from '../../../src/core/messages/validation';
import { autoFormatDateInput, validateGoalDate } from '../../../src/core/validators/goals';

describe('validateGoalDate', () => {
  it.each([
    ['2027-02-29', chosenValidation.goalDateInvalid],
    ['2028-02-29', null],
    ['2100-02-29', chosenValidation.goalDateInvalid],
    ['2000-02-29', null],
    ['2026-12-31', null],
    ['2040-12-31', null],
    ['2026-13-01', chosenValidation.goalDateInvalid],
    ['2026-04-31', chosenValidation.goalDateInvalid],
    ['2026-4-30', chosenValidation.goalDateInvalid],
    ['2026-04-300', chosenValidation.goalDateInvalid],
    ['04/30/2026', chosenValidation.goalDateInvalid],
    ['2026-04-30 ', chosenValidation.goalDateInvalid],
    ['0000-01-01', chosenValidation.goalDateInvalid],
    ['', chosenValidation.goalDateInvalid],
  ])('answers %j with %j', (value, expected) => {
    expect(validateGoalDate(value)).toBe(expected);
  });
});

describe('autoFormatDateInput', () => {
  it.each([
    ['2026', '2026-'],
    ['2026-05', '2026-05-'],
    ['202', '202'],
    ['2026-', '2026-'],
    ['2026-0', '2026-0'],
    ['2026-05-1', '2026-05-1'],
    ['2026-05-15', '2026-05-15'],
    ['2026-05-150', '2026-05-15'],
    ['2026/05', '2026-05-'],
    ['2026--', '2026-'],
    ['2026-05--', '2026-05-'],
    ['2027--09-1', '2027-09-1'],
    ['20270915', '2027-09-15'],
    ['2027/09/15', '2027-09-15'],
    ['202709', '2027-09-'],
    ['20270', '2027-0'],
    ['20a26', '2026-'],
    ['2026-05-15T00:00', '2026-05-15'],
    ['', ''],
  ])('turns %j into %j', (value, expected) => {
    expect(autoFormatDateInput(value)).toBe(expected);
  });
});
