import type { Check } from './checks/types';

/** One check of a run, with its level and whether it is selected. */
export interface PlannedCheck {
  check: Check;
  /** 0 without needs, else 1 + the highest level of its needs. */
  level: number;
  /** Why the check will not run at all (`--grep`, writes not allowed); undefined when it runs. */
  skip: string | undefined;
  /** Matched by `--grep` itself (false when it only runs because a matched check needs it). */
  matched: boolean;
}

/** A catalogue that cannot be scheduled (duplicate id, unknown need, a cycle). */
export class PlanError extends Error {
  override readonly name = 'PlanError';
}

/** Options of `planRun`. */
export interface PlanOptions {
  /** `--grep`: tested on the id and on the title. */
  grep?: RegExp;
  writesAllowed: boolean;
}

export const skipReasons = {
  grep: 'not matched by --grep',
  writes: 'writes a change; run with --allow-writes',
  bail: 'not run: --bail after a failure',
  interrupted: 'not run: interrupted',
} as const;

/**
 * Levels and selection of a run, in catalogue order. A check's level is 0
 * without needs, else 1 + the highest level of its needs; `final` checks
 * (logout) come after every other level. `--grep` keeps the
 * matching checks and, automatically, every check they need (transitively),
 * so a filtered run still logs in first, and a `final` check (logout) whose
 * needs all run, so a filtered run that logged in logs out; the rest are
 * skipped (`--grep`'s are then left out of the run: `selectedChecks`). Write checks
 * are skipped unless writes are allowed.
 */
export function planRun(checks: readonly Check[], options: PlanOptions): PlannedCheck[] {
  const byId = new Map<string, Check>();
  for (const check of checks) {
    if (byId.has(check.id)) throw new PlanError(`two checks are named ${check.id}`);
    byId.set(check.id, check);
  }
  const levels = new Map<string, number>();
  const levelOf = (check: Check, path: readonly string[]): number => {
    const known = levels.get(check.id);
    if (known !== undefined) return known;
    if (path.includes(check.id)) throw new PlanError(`checks need each other in a cycle: ${[...path, check.id].join(' → ')}`);
    let level = 0;
    for (const id of check.needs ?? []) {
      const need = byId.get(id);
      if (!need) throw new PlanError(`${check.id} needs ${id}, which is not a check`);
      level = Math.max(level, levelOf(need, [...path, check.id]) + 1);
    }
    levels.set(check.id, level);
    return level;
  };

  for (const check of checks) {
    const final = (check.needs ?? []).find((id) => byId.get(id)?.final);
    if (final && !check.final) throw new PlanError(`${check.id} needs ${final}, which runs last (final)`);
  }
  // Final checks start after every other level has ended.
  const lastLevel = Math.max(-1, ...checks.filter((c) => !c.final).map((c) => levelOf(c, [])));
  const finalLevels = new Map<string, number>();
  const finalLevelOf = (check: Check): number => {
    const known = finalLevels.get(check.id);
    if (known !== undefined) return known;
    const finalNeeds = (check.needs ?? []).flatMap((id) => {
      const need = byId.get(id);
      return need?.final ? [finalLevelOf(need) + 1] : [];
    });
    const level = Math.max(lastLevel + 1, levelOf(check, []), ...finalNeeds);
    finalLevels.set(check.id, level);
    return level;
  };

  const matches = (check: Check) => !options.grep || options.grep.test(check.id) || options.grep.test(check.title);
  const selected = new Set<string>();
  const select = (check: Check) => {
    if (selected.has(check.id)) return;
    selected.add(check.id);
    for (const id of check.needs ?? []) {
      const need = byId.get(id);
      if (need) select(need);
    }
  };
  for (const check of checks) if (matches(check)) select(check);
  // A filtered run that logs in still logs out: a final check joins when everything it needs runs.
  for (const check of checks) if (check.final && (check.needs ?? []).every((id) => selected.has(id))) select(check);

  return checks.map((check) => ({
    check,
    level: check.final ? finalLevelOf(check) : levelOf(check, []),
    matched: matches(check),
    skip: !selected.has(check.id) ? skipReasons.grep : check.writes && !options.writesAllowed ? skipReasons.writes : undefined,
  }));
}

/** The planned checks grouped by level, lowest first, each in catalogue order. */
export function byLevel(plan: readonly PlannedCheck[]): PlannedCheck[][] {
  const levels: PlannedCheck[][] = [];
  for (const planned of plan) (levels[planned.level] ??= []).push(planned);
  return levels.filter((level) => level.length > 0);
}

/** The plan without the checks `--grep` left out: they are neither run, printed nor counted (as Playwright does). */
export function selectedChecks(plan: readonly PlannedCheck[]): PlannedCheck[] {
  return plan.filter((planned) => planned.skip !== skipReasons.grep);
}
