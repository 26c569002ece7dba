import { performance } from 'node:perf_hooks';
import { type FailureInfo, describeFailure } from './failure';
import { type PlannedCheck, byLevel, skipReasons } from './schedule';
import { type CheckTrace, type RequestRecord, newTrace } from './trace';
import type { SmokeTransport } from './transport';
import type { Check, CheckStatus, SmokeContext } from './checks/types';

/** The outcome of one check. */
export interface CheckResult {
  check: Check;
  status: CheckStatus;
  /** Wall time of the check (0 when it did not run). */
  durationMs: number;
  /** Why it was blocked or skipped. */
  reason: string | undefined;
  failure: FailureInfo | undefined;
  requests: readonly RequestRecord[];
  /** Extra attempts its requests needed (a passed check with retries is `flaky`). */
  retries: number;
}

/** Options of `runChecks`. */
export interface RunOptions {
  plan: readonly PlannedCheck[];
  context: SmokeContext;
  transport: Pick<SmokeTransport, 'inTrace'>;
  /** `--concurrency`: checks running at once within a level. */
  concurrency: number;
  /** `--bail`: stop scheduling after the first failure. */
  bail: boolean;
  /** Aborted on interrupt: nothing new starts, checks in flight are abandoned. */
  signal: AbortSignal;
  /** Called as each check ends (the human reporter prints a line). */
  onResult?: (result: CheckResult) => void;
}

const settled = (status: CheckStatus) => status === 'passed' || status === 'flaky';

/**
 * Runs the plan level by level (a level starts when the one below has
 * ended), up to `concurrency` checks at once, in catalogue order within a
 * level. A check whose need did not pass is `blocked`, and so is one that
 * ran into a network cause another check's failure already names; after a
 * failure with `bail`, or after an interrupt, the checks not yet started are
 * `skipped`.
 * Results come back in catalogue order.
 */
export async function runChecks(options: RunOptions): Promise<CheckResult[]> {
  const results = new Map<string, CheckResult>();
  let bailed = false;
  // Network causes (ECONNREFUSED host:port …) a failed check already names.
  const named = new Set<string>();
  const finish = (ended: CheckResult) => {
    const result = blockedByNamedCause(ended, named);
    results.set(result.check.id, result);
    if (result.status === 'failed' && options.bail) bailed = true;
    options.onResult?.(result);
  };
  const notRun = (check: Check, status: 'blocked' | 'skipped', reason: string): CheckResult => ({
    check,
    status,
    durationMs: 0,
    reason,
    failure: undefined,
    requests: [],
    retries: 0,
  });

  const handle = async ({ check, skip }: PlannedCheck): Promise<void> => {
    if (options.signal.aborted) return finish(notRun(check, 'skipped', skipReasons.interrupted));
    if (bailed) return finish(notRun(check, 'skipped', skipReasons.bail));
    if (skip) return finish(notRun(check, 'skipped', skip));
    const unmet = (check.needs ?? []).map((id) => results.get(id)).find((r) => !r || !settled(r.status));
    if (unmet) return finish(notRun(check, 'blocked', `needs ${unmet.check.id} (${unmet.status})`));
    const result = await execute(check, options);
    // A check abandoned by an interrupt did not finish: report it as not run.
    finish(result ?? notRun(check, 'skipped', skipReasons.interrupted));
  };

  for (const level of byLevel(options.plan)) {
    let next = 0;
    const worker = async () => {
      while (next < level.length) {
        const planned = level[next];
        next += 1;
        if (planned) await handle(planned);
      }
    };
    await Promise.all(Array.from({ length: Math.min(Math.max(1, options.concurrency), level.length) }, worker));
  }
  return options.plan.map(({ check }) => results.get(check.id) ?? notRun(check, 'skipped', skipReasons.interrupted));
}

/**
 * One root cause, one failure: the first check that fails on a network cause
 * (ECONNREFUSED, ENOTFOUND, a TLS error) names it; a later check that failed
 * on the same cause, or was not let through to an origin it made
 * unreachable, is `blocked by` it.
 */
function blockedByNamedCause(result: CheckResult, named: Set<string>): CheckResult {
  const cause = result.status === 'failed' ? result.failure?.cause : undefined;
  if (cause === undefined) return result;
  if (!named.has(cause)) {
    named.add(cause);
    return result;
  }
  return { ...result, status: 'blocked', reason: `blocked by ${cause}`, failure: undefined };
}

/** Runs one check in its own trace; undefined when an interrupt came first. */
async function execute(check: Check, options: RunOptions): Promise<CheckResult | undefined> {
  const trace: CheckTrace = newTrace();
  const started = performance.now();
  let error: unknown;
  let failed = false;
  let onAbort = () => {};
  const interrupted = new Promise<'interrupted'>((resolve) => {
    onAbort = () => resolve('interrupted');
    options.signal.addEventListener('abort', onAbort, { once: true });
  });
  const run = options.transport.inTrace(trace, () => check.run(options.context)).then(
    () => 'done' as const,
    (e: unknown) => {
      error = e;
      failed = true;
      return 'done' as const;
    },
  );
  const ended = await Promise.race([run, interrupted]);
  options.signal.removeEventListener('abort', onAbort);
  if (ended === 'interrupted' || options.signal.aborted) return undefined;
  const durationMs = Math.round(performance.now() - started);
  const retries = trace.requests.reduce((sum, r) => sum + r.retries, 0);
  const base = { check, durationMs, requests: trace.requests, retries, reason: undefined };
  // A refused write fails the run even when the check caught the error.
  if (failed || trace.refusals.length > 0) {
    return { ...base, status: 'failed', failure: describeFailure(error, trace) };
  }
  return { ...base, status: retries > 0 ? 'flaky' : 'passed', failure: undefined };
}
