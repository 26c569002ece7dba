import { describe, expect, it } from 'vitest';
import { nextProgress, resourcesProgress } from '../../../src/core/rules/progress-steps';

describe('nextProgress (account §9: +0.4 per tick, +0.1 above 80)', () => {
  it.each([
    { from: 0, max: 100, to: 0.4 },
    { from: 79.6, max: 100, to: 80 },
    { from: 80, max: 100, to: 80.4 },
    { from: 80.4, max: 100, to: 80.5 },
    { from: 99.9, max: 100, to: 100 },
    { from: 100, max: 100, to: 100 },
    // the resources screen holds the bar below 100 while its data loads
    { from: 99.8, max: resourcesProgress.loadingMax, to: 99.9 },
    { from: 99.9, max: resourcesProgress.loadingMax, to: 99.9 },
  ])('goes from $from to $to (max $max)', ({ from, max, to }) => {
    expect(nextProgress(from, max)).toBe(to);
  });

  it('reaches 80 after 200 ticks of 80 ms (16 s) on the resources screen, and never 100 while loading', () => {
    let value = 0;
    let ticks = 0;
    while (value < 80) {
      value = nextProgress(value, resourcesProgress.loadingMax);
      ticks += 1;
    }
    expect(ticks * resourcesProgress.tickMs).toBe(16_000);
    for (let i = 0; i < 1000; i += 1) value = nextProgress(value, resourcesProgress.loadingMax);
    expect(value).toBeLessThan(100);
  });
});
