import { exitCodes } from '../shared/exit-codes';
import type { CheckResult } from './runner';
import { type EndpointLatency, latencyByEndpoint } from './stats';
import type { Redactor } from './redact';
import type { RequestRecord } from './trace';
import type { CheckStatus } from './checks/types';

/** Exit codes of `smoke` (documented in its --help and docs/smoke.md). */
export const smokeExitCodes = {
  passed: exitCodes.ok,
  failed: exitCodes.rejected,
  usage: exitCodes.usage,
  unreachable: 3,
  interrupted: 130,
} as const;

/** Statuses in report order. */
export const statuses: readonly CheckStatus[] = ['passed', 'flaky', 'failed', 'blocked', 'skipped'];

/** The run as the JSON report describes it (docs/smoke.md `## Output`). */
export interface SmokeReport {
  schemaVersion: 1;
  run: {
    /** local, qa, production, or a name of the --env-file. */
    env: string;
    brand: string;
    /** The REST origin; with `--base-url` every service is there. */
    baseUrl: string;
    startedAt: string;
    durationMs: number;
    writesAllowed: boolean;
    concurrency: number;
    retries: number;
    timeoutMs: number;
    grep: string | null;
    bail: boolean;
    interrupted: boolean;
    exitCode: number;
  };
  checks: ReportCheck[];
  counts: Record<CheckStatus, number> & { total: number };
  requests: { total: number; answered: number; unreachable: number; timeout: number; aborted: number };
  /** Keyed by `METHOD /path/:id`, sorted. */
  latency: Record<string, EndpointLatency>;
}

/** One check in the JSON report. */
export interface ReportCheck {
  id: string;
  title: string;
  writes: boolean;
  needs: string[];
  status: CheckStatus;
  durationMs: number;
  retries: number;
  /** Why it was blocked or skipped; null when it ran. */
  reason: string | null;
  error: {
    message: string;
    code: string;
    status: number | null;
    path: string | null;
    request: { method: string; path: string; status: number | null } | null;
    curl: string | null;
  } | null;
}

/** The run's settings and clocks, for the report header. */
export type RunInfo = Omit<SmokeReport['run'], 'exitCode'>;

/**
 * 130 when interrupted; 0 when no check failed (flaky passes); 3 when checks
 * failed and the upstream was unreachable — the run sent at least one request
 * and every one ended in a connection error (refused, DNS, TLS, reset), none
 * in an HTTP answer or a timeout (#33.3: a slow upstream was reached), and no
 * write was refused; otherwise 1.
 */
export function exitCodeFor(results: readonly CheckResult[], requests: readonly RequestRecord[], interrupted: boolean): number {
  if (interrupted) return smokeExitCodes.interrupted;
  if (!results.some((r) => r.status === 'failed')) return smokeExitCodes.passed;
  const refused = results.some((r) => r.failure?.code === 'guard.refused');
  if (!refused && requests.length > 0 && requests.every((r) => r.outcome === 'unreachable')) return smokeExitCodes.unreachable;
  return smokeExitCodes.failed;
}

/** Counts by status, every status present. */
export function countByStatus(results: readonly CheckResult[]): SmokeReport['counts'] {
  const counts = { passed: 0, flaky: 0, failed: 0, blocked: 0, skipped: 0, total: results.length };
  for (const result of results) counts[result.status] += 1;
  return counts;
}

/**
 * The report of a finished (or interrupted) run. Failure messages and paths
 * carry upstream text (a server's message may echo the password), so they
 * are redacted here, as they enter the report, with every secret the run
 * learned; request paths and curl lines were redacted by field and value
 * when the request was traced. Reporters only serialise the result.
 */
export function buildReport(
  run: RunInfo,
  results: readonly CheckResult[],
  requests: readonly RequestRecord[],
  redactor: Pick<Redactor, 'value'>,
): SmokeReport {
  const count = (outcome: RequestRecord['outcome']) => requests.filter((r) => r.outcome === outcome).length;
  return {
    schemaVersion: 1,
    run: { ...run, exitCode: exitCodeFor(results, requests, run.interrupted) },
    checks: results.map((result) => ({
      id: result.check.id,
      title: result.check.title,
      writes: result.check.writes,
      needs: [...(result.check.needs ?? [])],
      status: result.status,
      durationMs: result.durationMs,
      retries: result.retries,
      reason: result.reason ?? null,
      error: result.failure
        ? {
            message: redactor.value(result.failure.message),
            code: result.failure.code,
            status: result.failure.status ?? null,
            path: result.failure.path === undefined ? null : redactor.value(result.failure.path),
            request: result.failure.request ? { ...result.failure.request, status: result.failure.request.status ?? null } : null,
            curl: result.failure.curl ?? null,
          }
        : null,
    })),
    counts: countByStatus(results),
    requests: {
      total: requests.length,
      answered: count('answered'),
      unreachable: count('unreachable'),
      timeout: count('timeout'),
      aborted: count('aborted'),
    },
    latency: latencyByEndpoint(requests),
  };
}
