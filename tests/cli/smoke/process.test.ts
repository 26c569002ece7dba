// @vitest-environment node
// Reads dist/ (the built CLI): runs in the build project, after the build (tests/vitest.config.mjs distFiles).
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse as parseJunit } from 'junit2json';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SmokeReport } from '../../../cli/smoke/report';
import { startTestSimulator } from '../simulator/harness';

const root = join(__dirname, '../../..');
const bin = join(root, 'cli/bin.mjs');

interface Spawned {
  /** Resolves with the first stdout text that matches. */
  waitFor(pattern: RegExp): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  kill(signal: NodeJS.Signals): void;
}

/** The built CLI (`node cli/bin.mjs …`, as the bin runs), as CI runs it: not a TTY, no colour variables. */
function spawnCli(args: string[]): Spawned {
  const env = { ...process.env };
  for (const name of ['NO_COLOR', 'FORCE_COLOR', 'STUDENT_PORTAL_EMAIL', 'STUDENT_PORTAL_PASSWORD']) delete env[name];
  const child = spawn(process.execPath, [bin, ...args], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  const waiting: { pattern: RegExp; resolve: () => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const w of waiting.filter((w) => w.pattern.test(stdout))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return {
    waitFor: (pattern) =>
      pattern.test(stdout)
        ? Promise.resolve()
        : Promise.race([
            new Promise<void>((resolve) => waiting.push({ pattern, resolve })),
            exited.then((e) => Promise.reject(new Error(`exited ${e.code} before ${pattern}:\n${e.stdout}\n${e.stderr}`))),
          ]),
    exited,
    kill: (signal) => child.kill(signal),
  };
}

describe('smoke as a process (the built CLI; needs npm run build)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sp-smoke-process-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('handles SIGTERM as Ctrl-C: stops, writes the reports marked interrupted, prints the summary and exits 130 (#14.5)', async () => {
    const sim = await startTestSimulator({ latencyMs: 150 });
    const xml = join(dir, 'term', 'smoke.xml');
    const json = join(dir, 'term', 'smoke.json');
    const cli = spawnCli(['smoke', '--base-url', sim.url, '--concurrency', '1', '--output-junit', xml, '--output-json', json]);
    // Once a check has ended, the run is under way: a CI cancellation (or `timeout`) sends SIGTERM.
    await cli.waitFor(/^(passed|failed)\s/m);
    cli.kill('SIGTERM');
    const ended = await cli.exited;
    expect(ended.code).toBe(130);
    expect(ended.stdout).toContain('interrupted (exit 130)');
    expect(ended.stdout).toMatch(/^skipped\s+0 ms {2}\S+ .*\(not run: interrupted\)$/m);
    expect(ended.stderr).toBe('');
    const report = JSON.parse(await readFile(json, 'utf8')) as SmokeReport;
    expect(report.run).toMatchObject({ interrupted: true, exitCode: 130 });
    expect(report.counts.skipped).toBeGreaterThan(0);
    const junit = await parseJunit(await readFile(xml, 'utf8'));
    expect(junit?.tests).toBe(report.counts.total);
  });

  /** `bash -o pipefail -c 'node cli/bin.mjs ARGS | head -1'`: the CLI's own exit code and stderr. */
  const intoHead = async (args: string) => {
    const env = { ...process.env };
    delete env['FORCE_COLOR'];
    const command = `node cli/bin.mjs ${args} | head -1 > /dev/null`;
    return promisify(execFile)('bash', ['-o', 'pipefail', '-c', command], { cwd: root, env }).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
  };

  it('exits quietly (0, nothing on stderr) when the reader of stdout goes away: serve --print-fixture | head (#14.11)', async () => {
    // The fixture (over 100 kB) outgrows the pipe's buffer, so the write meets the closed pipe.
    expect(await intoHead('serve --print-fixture')).toEqual({ code: 0, stderr: '' });
  });

  it('exits quietly (0, nothing on stderr) when the reader of stdout goes away: smoke | head -1 (#14.11)', async () => {
    const sim = await startTestSimulator({ latencyMs: 20 });
    expect(await intoHead(`smoke --base-url ${sim.url} --concurrency 1`)).toEqual({ code: 0, stderr: '' });
  });
});
