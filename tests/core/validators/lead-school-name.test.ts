import { describe, expect, it } from 'vitest';
import { accessValidation, chosenValidation } from '../../../src/core/messages/validation';
import { validateAdditionalFields } from '../../../src/core/validators/lead';

describe('validateAdditionalFields: the school name (access §4, §5)', () => {
  const withDropdown = new Set(['schoolDropdownName', 'enterSchoolName']);
  const nameOnly = new Set(['enterSchoolName']);
  it.each([
    ['required when the dropdown is hidden', nameOnly, {}, { enterSchoolName: accessValidation.schoolNameRequired }],
    ['accepted when typed with the dropdown hidden', nameOnly, { enterSchoolName: 'Ross University' }, {}],
    ['not required with a listed school', withDropdown, { schoolDropdownName: '701' }, {}],
    ['not required before a school is chosen', withDropdown, { schoolDropdownName: '' }, {}],
    ['required with "not on the list"', withDropdown, { schoolDropdownName: '1' }, { enterSchoolName: accessValidation.schoolNameRequired }],
    ['limited to 100 characters', nameOnly, { enterSchoolName: 'x'.repeat(101) }, { enterSchoolName: chosenValidation.tooLong(100) }],
  ])('%s', (_why, visible, values, expected) => {
    expect(validateAdditionalFields('bar', values, visible)).toEqual(expected);
  });
});
