import { describe, expect, it } from 'vitest';
import { additionalFieldsByFamily, additionalFieldsVisibility } from '../../../src/core/rules/additional-fields';

const sorted = (set: Set<string>) => [...set].sort();

describe('additionalFieldsVisibility', () => {
  it.each([
    { family: 'pc' as const, visible: ['graduationYear', 'parentEmail', 'parentFirstName', 'parentLastName'] },
    { family: 'grad' as const, visible: ['testDate'] },
    { family: 'nursing' as const, visible: ['graduationYear', 'testDate'] },
    { family: 'med' as const, visible: ['eduBackground', 'enterSchoolName', 'graduationYear', 'poi', 'schoolDropdownName', 'schoolLocation', 'testDate'] },
    { family: 'bar' as const, visible: ['barRepId', 'enterSchoolName', 'graduationYear', 'noBarRepId', 'schoolDropdownName', 'schoolLocation', 'testDate'] },
  ])('shows the $family form with country hidden until needed', ({ family, visible }) => {
    const result = additionalFieldsVisibility(family, {});
    expect(sorted(result.visible)).toEqual(visible);
    expect(result.disabled.size).toBe(0);
  });

  it.each([
    { why: 'offshore education hides test date, graduation year, country, school dropdown and location', state: { eduBackground: 'offshore' }, visible: ['eduBackground', 'enterSchoolName', 'poi'] },
    { why: 'img education hides the same fields', state: { eduBackground: 'img' }, visible: ['eduBackground', 'enterSchoolName', 'poi'] },
    { why: 'img education wins over a foreign school location', state: { eduBackground: 'img', schoolLocation: 'GB' }, visible: ['eduBackground', 'enterSchoolName', 'poi'] },
    { why: 'US Med education changes nothing', state: { eduBackground: 'US Med' }, visible: ['eduBackground', 'enterSchoolName', 'graduationYear', 'poi', 'schoolDropdownName', 'schoolLocation', 'testDate'] },
    { why: 'a school outside US and Canada hides test date, graduation year, dropdown and shows country', state: { eduBackground: 'US Med', schoolLocation: 'Mexico' }, visible: ['country', 'eduBackground', 'enterSchoolName', 'poi', 'schoolLocation'] },
    { why: 'a US school location changes nothing', state: { schoolLocation: 'US' }, visible: ['eduBackground', 'enterSchoolName', 'graduationYear', 'poi', 'schoolDropdownName', 'schoolLocation', 'testDate'] },
    { why: 'a Canadian school location changes nothing', state: { schoolLocation: 'canada' }, visible: ['eduBackground', 'enterSchoolName', 'graduationYear', 'poi', 'schoolDropdownName', 'schoolLocation', 'testDate'] },
  ])('med: $why', ({ state, visible }) => {
    expect(sorted(additionalFieldsVisibility('med', state).visible)).toEqual(visible);
  });

  it('bar: a school outside US and Canada hides test date, graduation year and dropdown (bar has no country field)', () => {
    expect(sorted(additionalFieldsVisibility('bar', { schoolLocation: 'FR' }).visible)).toEqual([
      'barRepId',
      'enterSchoolName',
      'noBarRepId',
      'schoolLocation',
    ]);
  });

  it.each([
    { noBarRepId: true, disabled: ['barRepId'] },
    { noBarRepId: false, disabled: [] },
  ])('bar: noBarRepId $noBarRepId disables $disabled', ({ noBarRepId, disabled }) => {
    expect(sorted(additionalFieldsVisibility('bar', { noBarRepId }).disabled)).toEqual(disabled);
  });

  it('ignores noBarRepId outside the bar form', () => {
    expect(additionalFieldsVisibility('med', { noBarRepId: true }).disabled.size).toBe(0);
  });

  it('lists the access §3 fields per family', () => {
    expect(additionalFieldsByFamily.bar).toEqual([
      'graduationYear', 'testDate', 'schoolLocation', 'schoolDropdownName', 'enterSchoolName', 'barRepId', 'noBarRepId',
    ]);
  });
});
