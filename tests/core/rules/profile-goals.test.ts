import { describe, expect, it } from 'vitest';
import { heldGoalDate, isMcatInterest, typedGoalDate } from '../../../src/core/rules/profile-goals';

const programs = [
  { id: '10', name: 'MCAT', type: 'grad' },
  { id: '20', name: 'SAT', type: 'pc' },
];

describe('isMcatInterest', () => {
  it.each([
    { poi: '10', expected: true },
    { poi: ' 10 ', expected: true },
    { poi: '20', expected: false },
    { poi: '99', expected: false },
    { poi: 'mcat', expected: true },
    { poi: '', expected: false },
    { poi: null, expected: false },
  ])('is $expected for program of interest $poi', ({ poi, expected }) => {
    expect(isMcatInterest(programs, poi)).toBe(expected);
  });
});

describe('heldGoalDate', () => {
  it.each([
    ['2027-03-20', '2027-03-20'],
    ['03/20/2027', '2027-03-20'],
    ['2040-12-31', '2040-12-31'],
    ['', ''],
    [null, ''],
    ['soon', ''],
  ])('reads %j as %j', (held, expected) => {
    expect(heldGoalDate(held)).toBe(expected);
  });
});

describe('typedGoalDate', () => {
  it.each([
    { previous: '202', next: '2026', expected: '2026-' },
    { previous: '2026-1', next: '2026-11', expected: '2026-11-' },
    { previous: '2026-11-3', next: '2026-11-30', expected: '2026-11-30' },
    { previous: '', next: '20a26', expected: '2026-' },
    // a hyphen typed after the one added is not kept twice (issue 13 item 1)
    { previous: '2027-', next: '2027--', expected: '2027-' },
    { previous: '2027-09-', next: '2027-09--', expected: '2027-09-' },
    { previous: '', next: '20270915', expected: '2027-09-15' },
    // deleting keeps what is left, so the erased hyphen does not come back
    { previous: '2026-', next: '2026', expected: '2026' },
    { previous: '2026-11-', next: '2026-11', expected: '2026-11' },
  ])('turns $previous + typing into $expected', ({ previous, next, expected }) => {
    expect(typedGoalDate(previous, next)).toBe(expected);
  });
});
