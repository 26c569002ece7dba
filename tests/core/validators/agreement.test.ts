import { describe, expect, it } from 'vitest';
import { accessValidation } from '../../../src/core/messages/validation';
import { validateAgreementOptions, type AgreementOptionsInput } from '../../../src/core/validators/agreement';

const required = accessValidation.agreementOptionRequired;

describe('validateAgreementOptions', () => {
  it.each<[string, AgreementOptionsInput, string | null]>([
    ['HSG option 0', { isBar: false, isHSG: true, hsgOption: 0 }, required],
    ['HSG option 1', { isBar: false, isHSG: true, hsgOption: 1 }, null],
    ['HSG option 4', { isBar: false, isHSG: true, hsgOption: 4 }, null],
    ['HSG option 5', { isBar: false, isHSG: true, hsgOption: 5 }, required],
    ['HSG option 2.5', { isBar: false, isHSG: true, hsgOption: 2.5 }, required],
    ['HSG option NaN', { isBar: false, isHSG: true, hsgOption: Number.NaN }, required],
    ['HSG without an option', { isBar: false, isHSG: true, hsgOption: null }, required],
    ['HSG with the option left out', { isBar: false, isHSG: true }, required],
    ['bar sharing info', { isBar: true, isHSG: false, eaShareInfo: true }, null],
    ['bar not sharing info', { isBar: true, isHSG: false, eaShareInfo: false }, null],
    ['bar without a choice', { isBar: true, isHSG: false, eaShareInfo: null }, required],
    ['bar with the choice left out', { isBar: true, isHSG: false }, required],
    ['bar and HSG with both chosen', { isBar: true, isHSG: true, eaShareInfo: false, hsgOption: 3 }, null],
    ['bar and HSG missing the HSG option', { isBar: true, isHSG: true, eaShareInfo: true }, required],
    ['an agreement of neither kind', { isBar: false, isHSG: false }, null],
  ])('answers %s', (_case, input, expected) => {
    expect(validateAgreementOptions(input)).toBe(expected);
  });
});
