import { setMaxListeners } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { createMemoryCookieJar } from '../../src/core/api/memory-cookie-jar';
import { createApiClient } from '../../src/core/api/transport';
import type { CliIo } from '../shared/io';
import { connectionRedactor } from './connection-redactor';
import type { ReporterName, SmokeConfig, SmokeOptions } from './options';
import type { ReportOutputs } from './outputs';
import { type SmokeReport, buildReport, smokeExitCodes } from './report';
import { formatCheckLine, formatRequestLines, formatSummary, painter } from './report-human';
import { formatJsonReport } from './report-json';
import { formatJunitReport } from './report-junit';
import { type CheckResult, runChecks } from './runner';
import type { PlannedCheck } from './schedule';
import { callDeadlineMs, createSmokeTransport } from './transport';
import type { SmokeContext, SmokeTargets } from './checks/types';

/** What a run needs beyond its options: injected so tests can drive it. */
export interface SmokeRunDeps {
  targets: SmokeTargets;
  /** Subscribes to interrupts (Ctrl-C); returns the unsubscribe. */
  interrupts(listener: () => void): () => void;
  /** Colour in the human lines (`colourEnabled`: FORCE_COLOR, NO_COLOR, TERM=dumb, a TTY). */
  colour: boolean;
  /** Which report goes to stdout and which to files (`resolveOutputs`). */
  outputs: ReportOutputs;
}

function reportText(format: ReporterName, report: SmokeReport, results: readonly CheckResult[]): string {
  if (format === 'json') return formatJsonReport(report);
  if (format === 'junit') return formatJunitReport(report);
  const plain = painter(false);
  return results.map((r) => formatCheckLine(r, plain)).join('') + formatSummary(report, plain);
}

/**
 * One smoke run: one cookie jar, one API client over the guarded undici
 * transport, the checks of `plan`, then the report. The run's redactor
 * redacts values as they enter the trace and the report, never the text
 * written. Resolves to the exit code.
 */
export async function executeSmoke(
  config: SmokeConfig,
  options: SmokeOptions,
  plan: readonly PlannedCheck[],
  io: CliIo,
  deps: SmokeRunDeps,
): Promise<number> {
  // Values are redacted where they enter the report (transport, buildReport); no output is rewritten.
  const redactor = connectionRedactor(config, config.credentials);
  const out = (text: string) => io.out(text);
  const interrupt = new AbortController();
  // Every running check and request listens to it, and each removes its listener when it ends:
  // past 10 at once (--concurrency up to 64) that is no leak, so no MaxListeners warning (#14.11).
  setMaxListeners(0, interrupt.signal);
  const unsubscribe = deps.interrupts(() => interrupt.abort(new DOMException('The smoke run was interrupted', 'AbortError')));
  const transport = createSmokeTransport({
    writesAllowed: config.writesAllowed,
    retries: config.retries,
    retryIntervalMs: config.retryIntervalMs,
    timeoutMs: config.timeoutMs,
    baseUrl: config.baseUrl,
    redactor,
    signal: interrupt.signal,
    proxy: config.proxy,
    insecure: config.insecure,
  });
  // Cookie expiry on the run's clock, the one its checks read (tests inject a fixed one).
  const jar = createMemoryCookieJar({ now: () => io.now().getTime() });
  const context: SmokeContext = {
    // With --retries, --timeout limits each attempt (the transport's) and the client's deadline covers them all.
    client: createApiClient({ bases: config.bases, fetch: transport.fetch, credentials: jar, timeoutMs: callDeadlineMs(config.timeoutMs, config.retries, config.retryIntervalMs) }),
    jar,
    baseUrl: config.baseUrl,
    brand: config.brand,
    env: config.env,
    credentials: config.credentials,
    targets: deps.targets,
    shared: {},
    writesAllowed: config.writesAllowed,
    rawFetch: transport.rawFetch,
    now: () => io.now(),
  };
  const humanOnStdout = deps.outputs.stdout === 'human';
  const paint = painter(deps.colour);
  // --quiet: no line per check; --verbose: each check's requests under its line.
  const humanLine = (result: CheckResult) =>
    options.quiet ? '' : formatCheckLine(result, paint) + (options.verbose ? formatRequestLines(result, paint) : '');
  const startedAt = io.now();
  const started = performance.now();
  let results: CheckResult[];
  try {
    results = await runChecks({
      plan,
      context,
      transport,
      concurrency: options.concurrency,
      bail: options.bail === true,
      signal: interrupt.signal,
      onResult: humanOnStdout ? (result) => out(humanLine(result)) : undefined,
    });
  } finally {
    unsubscribe();
    await transport.close();
  }
  const report = buildReport(
    {
      env: config.env,
      brand: config.brand.id,
      baseUrl: config.baseUrl,
      startedAt: startedAt.toISOString(),
      durationMs: Math.round(performance.now() - started),
      writesAllowed: config.writesAllowed,
      concurrency: options.concurrency,
      retries: config.retries,
      timeoutMs: config.timeoutMs,
      grep: options.grep ?? null,
      bail: options.bail === true,
      interrupted: interrupt.signal.aborted,
    },
    results,
    transport.requests,
    redactor,
  );
  // The files first, so the summary (or the report on stdout) can tell the exit code the run really ends with (#33.3).
  const unwritten: string[] = [];
  for (const file of deps.outputs.files) {
    try {
      await writeFile(file.path, reportText(file.format, report, results));
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
      io.err(`student-portal smoke: cannot write the report to ${file.path}${code}\n`);
      unwritten.push(file.path);
    }
  }
  const exitCode: number = unwritten.length > 0 ? smokeExitCodes.usage : report.run.exitCode;
  if (humanOnStdout) out(formatSummary(report, paint, { quiet: options.quiet === true, unwritten }));
  else out(reportText(deps.outputs.stdout, { ...report, run: { ...report.run, exitCode } }, results));
  return exitCode;
}
