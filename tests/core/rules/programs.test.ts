import { describe, expect, it } from 'vitest';
import {
  chatFamily,
  defaultCatalog,
  distanceOptions,
  isEuropeanCountry,
  isMedicalProgram,
  isNursingProgram,
  isPartnerClient,
  isPersonalCourseProgram,
  isUnder13Program,
  leadFormFamily,
  listHas,
  programGroup,
  weeklyExtensionChoices,
} from '../../../src/core/rules/programs';

describe('programGroup', () => {
  it.each([
    { code: 'NCLEX', group: 'nursing' },
    { code: 'NCLEX-PN', group: 'nursing' },
    { code: 'nclexpn', group: 'nursing' },
    { code: 'NCLXIDL', group: 'nursing' },
    { code: 'USMLE-STEP1', group: 'medical' },
    { code: 'USMLE Step 2 CK', group: 'medical' },
    { code: 'COMLEX-LEVEL1', group: 'medical' },
    { code: 'NAPLEX', group: 'medical' },
    { code: 'SHSAT', group: 'precollege' },
    { code: 'MCAT', group: 'graduate' },
    { code: 'MPRE', group: 'law' },
    { code: 'GED', group: null },
    { code: '', group: null },
  ])('puts "$code" in $group', ({ code, group }) => {
    expect(programGroup(code)).toBe(group);
  });

  it.each([
    { fn: isNursingProgram, code: 'NCLEX-PN', expected: true },
    { fn: isNursingProgram, code: 'GRE', expected: false },
    { fn: isMedicalProgram, code: 'PANCE', expected: true },
    { fn: isMedicalProgram, code: 'NCLEX', expected: false },
  ])('$fn.name("$code") is $expected', ({ fn, code, expected }) => {
    expect(fn(code)).toBe(expected);
  });
});

describe('leadFormFamily', () => {
  it.each([
    { code: 'SAT', family: 'pc' },
    { code: 'ISEE', family: 'pc' },
    { code: 'GED', family: 'pc' },
    { code: 'GMAT', family: 'grad' },
    { code: 'NCLEX', family: 'nursing' },
    { code: 'USMLE-STEP3', family: 'med' },
    { code: 'BAR', family: 'bar' },
    { code: 'MBE', family: 'bar' },
    { code: 'UNKNOWN', family: 'grad' },
  ])('uses the $family form for $code', ({ code, family }) => {
    expect(leadFormFamily(code)).toBe(family);
  });
});

describe('chatFamily', () => {
  it.each([
    { code: 'GED', family: null },
    { code: 'BAR', family: null },
    { code: 'MBE', family: null },
    { code: 'MPRE', family: null },
    { code: 'NCLEX-PN', family: 'nursing' },
    { code: 'USMLE-STEP1', family: 'medical' },
    { code: 'NAPLEX', family: 'medical' },
    { code: 'NBDE', family: 'graduate' },
    { code: 'ACT', family: 'precollege' },
    { code: 'ASVAB', family: 'precollege' },
    { code: 'LSAT', family: 'graduate' },
    { code: '', family: 'graduate' },
  ])('chooses $family chat for "$code"', ({ code, family }) => {
    expect(chatFamily(code)).toBe(family);
  });
});

describe('program and client lists', () => {
  it.each([
    { fn: isPartnerClient, value: 'chegg', expected: true },
    { fn: isPartnerClient, value: ' ActApiUser ', expected: true },
    { fn: isPartnerClient, value: 'hide_nursing', expected: true },
    { fn: isPartnerClient, value: 'kaplan', expected: false },
    { fn: isPartnerClient, value: null, expected: false },
    { fn: isUnder13Program, value: 'SHSAT', expected: true },
    { fn: isUnder13Program, value: 'SAT', expected: false },
    { fn: isPersonalCourseProgram, value: 'AP', expected: true },
    { fn: isPersonalCourseProgram, value: 'SHSAT', expected: false },
    { fn: isEuropeanCountry, value: 'fr', expected: true },
    { fn: isEuropeanCountry, value: 'GB', expected: true },
    { fn: isEuropeanCountry, value: 'NO', expected: true },
    { fn: isEuropeanCountry, value: 'CH', expected: false },
    { fn: isEuropeanCountry, value: 'US', expected: false },
  ])('$fn.name("$value") is $expected', ({ fn, value, expected }) => {
    expect(fn(value)).toBe(expected);
  });

  it('has the account §9 distances and 24 weekly extension choices', () => {
    expect(distanceOptions).toEqual([5, 10, 25, 35, 50, 75, 100, 150]);
    expect(weeklyExtensionChoices).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it('ships an empty placeholder catalogue', () => {
    expect(Object.values(defaultCatalog).every((list) => list.length === 0)).toBe(true);
  });

  it.each([
    { list: ['123'], value: 123, expected: true },
    { list: ['abc'], value: 'ABC', expected: true },
    { list: ['123'], value: '', expected: false },
    { list: ['123'], value: undefined, expected: false },
  ])('listHas($list, $value) is $expected', ({ list, value, expected }) => {
    expect(listHas(list, value)).toBe(expected);
  });
});
