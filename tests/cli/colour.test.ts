import { describe, expect, it } from 'vitest';
import { colourEnabled } from '../../cli/shared/colour';

describe('colourEnabled (no-color.org, FORCE_COLOR, TERM=dumb; #14.11)', () => {
  const cases: [string, boolean, Record<string, string>, boolean][] = [
    ['a terminal', true, {}, true],
    ['not a terminal', false, {}, false],
    ['NO_COLOR=1 on a terminal', true, { NO_COLOR: '1' }, false],
    ['NO_COLOR=0 on a terminal (any non-empty value)', true, { NO_COLOR: '0' }, false],
    ['NO_COLOR empty on a terminal (counts as unset)', true, { NO_COLOR: '' }, true],
    ['TERM=dumb on a terminal', true, { TERM: 'dumb' }, false],
    ['TERM=xterm-256color on a terminal', true, { TERM: 'xterm-256color' }, true],
    ['FORCE_COLOR=1 without a terminal', false, { FORCE_COLOR: '1' }, true],
    ['FORCE_COLOR=true without a terminal', false, { FORCE_COLOR: 'true' }, true],
    ['FORCE_COLOR=3 with TERM=dumb', false, { FORCE_COLOR: '3', TERM: 'dumb' }, true],
    ['FORCE_COLOR=1 over NO_COLOR=1', false, { FORCE_COLOR: '1', NO_COLOR: '1' }, true],
    ['FORCE_COLOR=0 on a terminal', true, { FORCE_COLOR: '0' }, false],
    ['FORCE_COLOR empty without a terminal (counts as unset)', false, { FORCE_COLOR: '' }, false],
    ['FORCE_COLOR empty on a terminal (counts as unset)', true, { FORCE_COLOR: '' }, true],
  ];
  it.each(cases)('%s', (_name, isTty, env, expected) => {
    expect(colourEnabled(isTty, env)).toBe(expected);
  });
});
