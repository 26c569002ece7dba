import type { SmokeReport } from './report';
import { smokeExitCodes, statuses } from './report';
import type { CheckResult } from './runner';
import type { CheckStatus } from './checks/types';

const ansi = { green: 32, yellow: 33, red: 31, magenta: 35, grey: 90, bold: 1 } as const;
type Colour = keyof typeof ansi;

const statusColour: Record<CheckStatus, Colour> = {
  passed: 'green',
  flaky: 'yellow',
  failed: 'red',
  blocked: 'magenta',
  skipped: 'grey',
};

/** Paints text with an ANSI colour, or returns it unchanged when colour is off. */
export type Painter = (colour: Colour, text: string) => string;

/** A painter: colour only when `enabled` (stdout is a TTY and NO_COLOR is not set). */
export function painter(enabled: boolean): Painter {
  return (colour, text) => (enabled ? `\u001b[${ansi[colour]}m${text}\u001b[0m` : text);
}

const statusWidth = Math.max(...statuses.map((s) => s.length));

/** `passed     12 ms  lists.countries  Countries list …`: one line per check, as it ends. */
export function formatCheckLine(result: CheckResult, paint: Painter): string {
  const status = paint(statusColour[result.status], result.status.padEnd(statusWidth));
  const duration = `${result.durationMs} ms`.padStart(8);
  const reason = result.reason ? paint('grey', `  (${result.reason})`) : '';
  return `${status}  ${duration}  ${result.check.id}  ${result.check.title}${reason}\n`;
}

/** `--verbose`: one indented line per request of the check, `GET /path → 200  12 ms` (redacted path, no query). */
export function formatRequestLines(result: CheckResult, paint: Painter): string {
  return result.requests
    .map((r) => paint('grey', `    ${r.method} ${r.path} → ${r.status ?? r.outcome}  ${Math.round(r.durationMs)} ms`) + '\n')
    .join('');
}

function failures(report: SmokeReport, paint: Painter): string[] {
  const lines: string[] = [];
  for (const check of report.checks) {
    if (check.status !== 'failed' || !check.error) continue;
    const { error } = check;
    lines.push(`${paint('red', '✗')} ${paint('bold', check.id)}  ${check.title}`);
    lines.push(`    error:   ${error.message}`);
    if (error.request) {
      lines.push(`    request: ${error.request.method} ${error.request.path} → ${error.request.status ?? 'no answer'}`);
    }
    if (error.path) lines.push(`    path:    ${error.path}`);
    if (error.curl) lines.push(`    curl:    ${error.curl}`);
  }
  return lines.length > 0 ? ['', 'Failures:', ...lines] : [];
}

function latency(report: SmokeReport): string[] {
  const entries = Object.entries(report.latency);
  if (entries.length === 0) return [];
  const width = Math.max(...entries.map(([endpoint]) => endpoint.length));
  return [
    '',
    'Latency per endpoint (ms):',
    ...entries.map(([endpoint, l]) => `  ${endpoint.padEnd(width)}  p50 ${String(l.p50).padStart(6)}  p95 ${String(l.p95).padStart(6)}  n=${l.count}`),
  ];
}

/**
 * The end of a human report: failures in detail, latency per endpoint, counts
 * and the exit code; `quiet` (`--quiet`) leaves the latency out. `unwritten`:
 * report files that could not be written, which make the exit code 2.
 */
export function formatSummary(
  report: SmokeReport,
  paint: Painter,
  { quiet = false, unwritten = [] }: { quiet?: boolean; unwritten?: readonly string[] } = {},
): string {
  const { counts, run } = report;
  const tally = statuses.map((s) => (counts[s] > 0 ? paint(statusColour[s], `${counts[s]} ${s}`) : `${counts[s]} ${s}`)).join(', ');
  const verdict = run.interrupted ? 'interrupted' : run.exitCode === 0 ? 'ok' : run.exitCode === 3 ? 'upstream unreachable' : 'failed';
  return [
    ...failures(report, paint),
    ...(quiet ? [] : latency(report)),
    '',
    `${tally} — ${counts.total} checks in ${(run.durationMs / 1000).toFixed(2)} s against ${run.baseUrl} (${run.env}, ${run.brand})`,
    unwritten.length > 0
      ? `${verdict}, but the report could not be written to ${unwritten.join(', ')} (exit ${smokeExitCodes.usage})`
      : `${verdict} (exit ${run.exitCode})`,
    '',
  ].join('\n');
}
