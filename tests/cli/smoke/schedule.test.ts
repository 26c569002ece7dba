import { describe, expect, it } from 'vitest';
import { PlanError, byLevel, planRun, selectedChecks, skipReasons } from '../../../cli/smoke/schedule';
import type { Check } from '../../../cli/smoke/checks/types';

const check = (id: string, needs: string[] = [], extra: Partial<Check> = {}): Check => ({
  id,
  title: `title of ${id}`,
  writes: false,
  needs,
  run: async () => {},
  ...extra,
});

const catalogue = [
  check('lists.countries'),
  check('login.identity'),
  check('login.rest', ['login.identity']),
  check('account.myaccount', ['login.rest']),
  check('write.case', ['account.myaccount'], { writes: true }),
  check('session.logout', ['login.rest'], { final: true }),
  check('lists.states'),
];

const summary = (plan: ReturnType<typeof planRun>) => plan.map((p) => [p.check.id, p.level, p.skip ?? 'run']);

describe('planRun', () => {
  it('levels checks by their needs and puts final checks after every other level', () => {
    expect(summary(planRun(catalogue, { writesAllowed: true }))).toEqual([
      ['lists.countries', 0, 'run'],
      ['login.identity', 0, 'run'],
      ['login.rest', 1, 'run'],
      ['account.myaccount', 2, 'run'],
      ['write.case', 3, 'run'],
      ['session.logout', 4, 'run'],
      ['lists.states', 0, 'run'],
    ]);
  });

  it('groups levels in catalogue order', () => {
    const levels = byLevel(planRun(catalogue, { writesAllowed: true })).map((level) => level.map((p) => p.check.id));
    expect(levels[0]).toEqual(['lists.countries', 'login.identity', 'lists.states']);
    expect(levels.at(-1)).toEqual(['session.logout']);
  });

  it('skips write checks unless writes are allowed', () => {
    const plan = planRun(catalogue, { writesAllowed: false });
    expect(plan.find((p) => p.check.id === 'write.case')?.skip).toBe(skipReasons.writes);
    expect(plan.filter((p) => p.skip)).toHaveLength(1);
  });

  it('--grep keeps matches (id or title, any case), every check they need, transitively, and the logout of a run that logs in', () => {
    const plan = planRun(catalogue, { grep: /MYACCOUNT/i, writesAllowed: true });
    // The run logs in, so it logs out too (#14.10).
    expect(plan.filter((p) => !p.skip).map((p) => p.check.id)).toEqual(['login.identity', 'login.rest', 'account.myaccount', 'session.logout']);
    expect(planRun(catalogue, { grep: /^lists\./, writesAllowed: true }).filter((p) => !p.skip).map((p) => p.check.id)).toEqual([
      'lists.countries',
      'lists.states',
    ]);
    expect(plan.filter((p) => p.matched).map((p) => p.check.id)).toEqual(['account.myaccount']);
    expect(plan.find((p) => p.check.id === 'lists.countries')?.skip).toBe(skipReasons.grep);
    expect(planRun(catalogue, { grep: /title of lists\.states/, writesAllowed: true }).filter((p) => !p.skip)).toHaveLength(1);
  });

  it('selectedChecks leaves out what --grep did not select, and keeps the write checks it skips', () => {
    const plan = selectedChecks(planRun(catalogue, { grep: /write/, writesAllowed: false }));
    expect(plan.map((p) => [p.check.id, p.skip ?? 'run'])).toEqual([
      ['login.identity', 'run'],
      ['login.rest', 'run'],
      ['account.myaccount', 'run'],
      ['write.case', skipReasons.writes],
      ['session.logout', 'run'],
    ]);
  });

  it('refuses a catalogue with a duplicate id, an unknown need, a cycle or a need on a final check', () => {
    expect(() => planRun([check('a'), check('a')], { writesAllowed: true })).toThrow(PlanError);
    expect(() => planRun([check('a', ['nope'])], { writesAllowed: true })).toThrow(/a needs nope/);
    expect(() => planRun([check('a', ['b']), check('b', ['a'])], { writesAllowed: true })).toThrow(/cycle/);
    expect(() => planRun([check('z', [], { final: true }), check('a', ['z'])], { writesAllowed: true })).toThrow(/runs last/);
  });
});
