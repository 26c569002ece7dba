import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../src/core/time/instant';

describe('parseInstant', () => {
  it.each([
    { text: '2026-03-06T12:00:00Z', iso: '2026-03-06T12:00:00.000Z' },
    { text: '2026-03-06T12:00:00.250Z', iso: '2026-03-06T12:00:00.250Z' },
    { text: '2026-03-06T12:00:00.000+0000', iso: '2026-03-06T12:00:00.000Z' },
    { text: '2026-03-06T07:00:00-05:00', iso: '2026-03-06T12:00:00.000Z' },
    // New York wall-clock readings on either side of the 8 March 2026 DST change
    { text: '2026-03-06T07:00:00', iso: '2026-03-06T12:00:00.000Z' },
    { text: '2026-03-09 07:00:00', iso: '2026-03-09T11:00:00.000Z' },
    { text: '2026-03-08T01:59:59', iso: '2026-03-08T06:59:59.000Z' },
    { text: '2026-03-08T03:00:00', iso: '2026-03-08T07:00:00.000Z' },
    { text: '2026-11-01T00:30:00', iso: '2026-11-01T04:30:00.000Z' },
    { text: '2026-03-06', iso: '2026-03-06T05:00:00.000Z' },
    { text: '07/04/2026', iso: '2026-07-04T04:00:00.000Z' },
  ])('reads "$text" as $iso', ({ text, iso }) => {
    expect(parseInstant(text)?.toISOString()).toBe(iso);
  });

  it.each(['', 'yesterday', '2026-02-30', '2026-03-06T25:00:00', '13/01/2026', null, undefined])(
    'refuses %s',
    (text) => {
      expect(parseInstant(text)).toBeNull();
    },
  );
});
