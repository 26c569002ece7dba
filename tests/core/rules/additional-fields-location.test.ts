import { describe, expect, it } from 'vitest';
import {
  additionalFieldsVisibility,
  isNorthAmericanLocation,
  schoolLocationOutside,
  schoolNameShown,
  schoolStateOf,
} from '../../../src/core/rules/additional-fields';

const sorted = (set: Set<string>) => [...set].sort();

describe('school location (access §4)', () => {
  it.each([
    ['NY', true],
    ['ny', true],
    ['CA', true],
    ['ON', true],
    ['PR', true],
    ['US', true],
    ['Canada', true],
    [schoolLocationOutside, false],
    ['FR', false],
    ['Mexico', false],
    ['', false],
  ])('%j is in the US or Canada: %j', (location, expected) => {
    expect(isNorthAmericanLocation(location)).toBe(expected);
  });

  it.each([
    ['NY', 'NY'],
    [' on ', 'ON'],
    ['US', null],
    [schoolLocationOutside, null],
    [undefined, null],
  ])('the school list state of %j is %j', (location, expected) => {
    expect(schoolStateOf(location)).toBe(expected);
  });

  it('a state or province keeps the bar form whole; the outside choice hides test date, year and dropdown', () => {
    expect(sorted(additionalFieldsVisibility('bar', { schoolLocation: 'NY' }).visible)).toContain('schoolDropdownName');
    expect(sorted(additionalFieldsVisibility('med', { schoolLocation: 'QC' }).visible)).not.toContain('country');
    expect(sorted(additionalFieldsVisibility('med', { schoolLocation: schoolLocationOutside }).visible)).toEqual([
      'country', 'eduBackground', 'enterSchoolName', 'poi', 'schoolLocation',
    ]);
  });
});

describe('schoolNameShown', () => {
  const bar = additionalFieldsVisibility('bar', { schoolLocation: 'NY' });
  const barOutside = additionalFieldsVisibility('bar', { schoolLocation: schoolLocationOutside });
  const offshore = additionalFieldsVisibility('med', { eduBackground: 'offshore' });
  it.each([
    ['a listed school hides it', bar, '701', false],
    ['no choice yet hides it', bar, '', false],
    ['"not on the list" reveals it', bar, '1', true],
    ['a hidden dropdown leaves it as the school field', barOutside, '', true],
    ['offshore education leaves it as the school field', offshore, undefined, true],
    ['the grad form has none', additionalFieldsVisibility('grad', {}), '1', false],
  ])('%s', (_why, visibility, dropdown, expected) => {
    expect(schoolNameShown(visibility, dropdown)).toBe(expected);
  });
});
