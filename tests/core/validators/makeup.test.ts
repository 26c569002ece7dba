import { describe, expect, it } from 'vitest';
import { accountValidation } from '../../../src/core/messages/validation';
import { validateMakeupDates, validateMakeupSession } from '../../../src/core/validators/makeup';

const startInvalid = { field: 'startDate', message: accountValidation.makeupStartDateInvalid };
const endInvalid = { field: 'endDate', message: accountValidation.makeupEndDateInvalid };
const endBefore = { field: 'endDate', message: accountValidation.makeupEndBeforeStart };
const endSame = { field: 'endDate', message: accountValidation.makeupEndSameAsStart };

describe('validateMakeupDates', () => {
  it.each([
    ['a start of 02/30/2026', '02/30/2026', '', startInvalid],
    ['a start without leading zeros', '2/3/2026', '', startInvalid],
    ['an end of 02/29/2026', '', '02/29/2026', endInvalid],
    ['an end without leading zeros', '', '2/3/2026', endInvalid],
    ['an end before the start', '03/10/2026', '03/09/2026', endBefore],
    ['an end equal to the start', '03/10/2026', '03/10/2026', endSame],
    ['an end the day after the start', '03/10/2026', '03/11/2026', null],
    ['an end in a later year but an earlier month', '12/31/2026', '01/01/2027', null],
    ['a leap day', '02/29/2028', '03/01/2028', null],
    ['no dates at all', '', '', null],
    ['only a start', '03/10/2026', '', null],
    ['only an end', '', '03/10/2026', null],
    ['blank inputs', '  ', ' ', null],
    ['an ISO date', '2026-03-10', '', startInvalid],
    ['surrounding spaces (11 characters)', '03/10/2026 ', '', startInvalid],
    ['a date longer than 10 characters', '03/10/20261', '', startInvalid],
    ['a start and an end that are both invalid', 'x', 'y', startInvalid],
  ])('answers %s', (_case, start, end, expected) => {
    expect(validateMakeupDates(start, end)).toEqual(expected);
  });
});

describe('validateMakeupSession', () => {
  it.each([
    ['', accountValidation.makeupSessionRequired],
    [' ', accountValidation.makeupSessionRequired],
    ['a0B3000000XyZ', null],
  ])('answers session %j with %j', (value, expected) => {
    expect(validateMakeupSession(value)).toBe(expected);
  });
});
