import { describe, expect, it } from 'vitest';
import { chosenValidation } from '../../../src/core/messages/validation';
import { checkText } from '../../../src/core/validators/text-field';

const required = 'required text';

describe('checkText', () => {
  it.each([
    ['a value at the maximum', 'x'.repeat(5), null],
    ['a value one over the maximum', 'x'.repeat(6), chosenValidation.tooLong(5)],
    ['an empty value', '', required],
    ['a value of only spaces', '   ', required],
    ['a value starting with a space', ' x', chosenValidation.leadingWhitespace],
    ['a value starting with a tab', '\tx', chosenValidation.leadingWhitespace],
    ['a value with inner and trailing spaces', 'x y ', null],
  ])('answers %s with the right message', (_case, value, expected) => {
    expect(checkText(value, { required, max: 5, noLeadingSpace: true })).toBe(expected);
  });

  it('accepts an empty optional value', () => {
    expect(checkText('', { max: 5 })).toBeNull();
  });

  it('still limits the length of an optional value made of spaces', () => {
    expect(checkText(' '.repeat(6), { max: 5 })).toBe(chosenValidation.tooLong(5));
  });

  it('allows a leading space where the rule does not forbid it', () => {
    expect(checkText(' x', { required })).toBeNull();
  });
});
