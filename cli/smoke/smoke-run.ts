import { writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { createMemoryCookieJar } from '../../src/core/api/memory-cookie-jar';
import { createApiClient } from '../../src/core/api/transport';
import type { CliIo } from '../shared/io';
import type { SmokeConfig, SmokeOptions } from './options';
import { Redactor } from './redact';
import { type SmokeReport, buildReport, smokeExitCodes } from './report';
import { formatCheckLine, formatSummary, painter } from './report-human';
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
  /** Colour in the human lines (stdout is a TTY and NO_COLOR is not set). */
  colour: boolean;
}

function reportText(options: SmokeOptions, report: SmokeReport, results: readonly CheckResult[]): string {
  if (options.reporter === 'json') return formatJsonReport(report);
  if (options.reporter === 'junit') return formatJunitReport(report);
  const plain = painter(false);
  return results.map((r) => formatCheckLine(r, plain)).join('') + formatSummary(report, plain);
}

/**
 * One smoke run: one cookie jar, one API client over the guarded undici
 * transport, the checks of `plan`, then the report. Every line written goes
 * through the run's redactor. Resolves to the exit code.
 */
export async function executeSmoke(
  config: SmokeConfig,
  options: SmokeOptions,
  plan: readonly PlannedCheck[],
  io: CliIo,
  deps: SmokeRunDeps,
): Promise<number> {
  const redactor = new Redactor([config.credentials.password]);
  const out = (text: string) => io.out(redactor.text(text));
  const interrupt = new AbortController();
  const unsubscribe = deps.interrupts(() => interrupt.abort(new DOMException('The smoke run was interrupted', 'AbortError')));
  const transport = createSmokeTransport({
    writesAllowed: config.writesAllowed,
    retries: options.retries,
    timeoutMs: options.timeout,
    baseUrl: config.baseUrl,
    redactor,
    signal: interrupt.signal,
  });
  // Cookie expiry on the run's clock, the one its checks read (tests inject a fixed one).
  const jar = createMemoryCookieJar({ now: () => io.now().getTime() });
  const context: SmokeContext = {
    // With --retries, --timeout limits each attempt (the transport's) and the client's deadline covers them all.
    client: createApiClient({ bases: config.bases, fetch: transport.fetch, credentials: jar, timeoutMs: callDeadlineMs(options.timeout, options.retries) }),
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
  const humanOnStdout = options.reporter === 'human' || options.output !== undefined;
  const paint = painter(deps.colour);
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
      onResult: humanOnStdout ? (result) => out(formatCheckLine(result, paint)) : undefined,
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
      retries: options.retries,
      timeoutMs: options.timeout,
      grep: options.grep ?? null,
      bail: options.bail === true,
      interrupted: interrupt.signal.aborted,
    },
    results,
    transport.requests,
  );
  if (humanOnStdout) out(formatSummary(report, paint));
  const text = reportText(options, report, results);
  if (options.output === undefined) {
    if (options.reporter !== 'human') out(text);
    return report.run.exitCode;
  }
  try {
    await writeFile(options.output, redactor.text(text));
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
    io.err(`student-portal smoke: cannot write the report to ${options.output}${code}\n`);
    return smokeExitCodes.usage;
  }
  return report.run.exitCode;
}
