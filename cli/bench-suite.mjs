#!/usr/bin/env node
// `npm run bench:suite`: what the test suite costs (#28), printed, not asserted. On this checkout:
//   - `npm run typecheck` (tsgo, TypeScript's native compiler),
//   - `npm run test:unit` (the node and dom projects), then the build and browser projects,
//     each with its wall time, every project's span inside its run, and the ten slowest files,
//   - `npm start` until it serves (dist/ up to date: no build),
//   - and whether a passing run printed a stack trace, an upstream error log or a build warning.
// With --clean-clone it first times `bash .ci/run` on a fresh clone of HEAD (npm ci with its build,
// then `npm test`), the budget CI runs against. Run it on an idle machine: every figure is wall time.
//
//   npm run bench:suite [-- --clean-clone] [-- --skip-browser]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './bench-kit.mjs';

const args = new Set(process.argv.slice(2));
const budgets = { ci: 360, unit: 120, start: 5 };
/** One line of the report. */
const line = (text = '') => process.stdout.write(`${text}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60000)} min ${Math.round((ms % 60000) / 1000)} s`;

/** Runs a command to its end; resolves with its wall time and everything it printed. */
function timed(command, commandArgs, options = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' }, ...options });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    // Colours off: vitest still colours under CI=true, so the codes are stripped here, once.
    child.on('close', (code) => resolve({ ms: performance.now() - started, code, output: output.replace(/\x1b\[[0-9;]*m/g, '') }));
  });
}

/** What a passing run must not print (#28): stack frames, upstream error logs, build warnings. */
function noise(output) {
  const lines = output.split('\n');
  return {
    'stack frames': lines.filter((l) => /^\s+at \S.*(\(|:\d+)/.test(l)).length,
    'upstream error logs': lines.filter((l) => /^(GET|POST|PUT|PATCH|DELETE) https?:\/\/\S+ \d{3} \(/.test(l) || /ECONNRESET|ECONNREFUSED/.test(l)).length,
    'build warnings': lines.filter((l) => /^\(!\)/.test(l)).length,
  };
}

function printNoise(name, output) {
  const found = Object.entries(noise(output)).filter(([, n]) => n > 0);
  line(`  output: ${found.length === 0 ? 'clean (no stack trace, no upstream error log, no build warning)' : found.map(([what, n]) => `${n} ${what}`).join(', ')}`);
  if (found.length > 0) line(`  (${name}'s output has them: run it alone to read them)`);
}

/** Per project: the span from its first file's start to its last file's end; and every file's time. */
function readReport(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const projects = new Map();
  const files = [];
  for (const result of report.testResults) {
    const path = relative(root, result.name);
    const project = path.startsWith('tests/browser/') ? 'browser' : path.startsWith('tests/build/') ? 'build' : /^tests\/(core|cli)\//.test(path) ? 'node' : 'dom';
    const span = projects.get(project) ?? { start: Infinity, end: 0, files: 0, tests: 0, sum: 0 };
    span.start = Math.min(span.start, result.startTime);
    span.end = Math.max(span.end, result.endTime);
    span.files += 1;
    span.tests += result.assertionResults.length;
    span.sum += result.endTime - result.startTime;
    projects.set(project, span);
    files.push({ path, ms: result.endTime - result.startTime, tests: result.assertionResults.length });
  }
  return { projects, files, passed: report.success, counts: `${report.numPassedTests} passed, ${report.numFailedTests} failed` };
}

async function vitestRun(name, projects, dir) {
  const out = join(dir, `${name}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const run = await timed('npx', ['vitest', 'run', '--config', 'tests/vitest.config.mjs', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = readReport(out);
  line(`${name} (${projects.join(', ')}): ${seconds(run.ms)}${name === 'test:unit' ? ` (budget ${budgets.unit} s)` : ''}, ${report.counts}${run.code === 0 ? '' : `, exit ${run.code}`}`);
  for (const [project, span] of report.projects) {
    line(`  ${project.padEnd(8)} ${seconds(span.end - span.start).padStart(8)} from its first file to its last; ${span.files} files, ${span.tests} tests, file times summed ${seconds(span.sum)}`);
  }
  printNoise(name, run.output);
  return report.files;
}

async function startUntilServing() {
  const started = performance.now();
  const child = spawn('npm', ['start', '--', '--port', '0'], { cwd: root, detached: true, env: { ...process.env, FORCE_COLOR: '0' } });
  let output = '';
  const serving = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 300_000);
    const look = (chunk) => {
      output += chunk;
      if (/simulator on http:\/\/\S+/.test(output)) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('close', () => resolve(null));
  });
  try {
    process.kill(-child.pid, 'SIGTERM'); // npm and the server it started
  } catch {
    // already gone
  }
  const built = !/not building again/.test(output);
  line(`npm start: ${serving === null ? 'did not serve' : `serving after ${seconds(serving)}`} (budget ${budgets.start} s when nothing changed; ${built ? 'it built first: dist/ was stale' : 'no build: dist/ up to date'})`);
}

async function cleanCloneCi() {
  const dir = mkdtempSync(join(tmpdir(), 'sp-bench-ci-'));
  try {
    const clone = await timed('git', ['clone', '--quiet', '--no-hardlinks', root, join(dir, 'repo')]);
    if (clone.code !== 0) throw new Error(`git clone failed:\n${clone.output}`);
    const ci = await timed('bash', ['.ci/run'], { cwd: join(dir, 'repo'), env: { ...process.env, CI: 'true', FORCE_COLOR: '0' } });
    const vitest = /Duration\s+([\d.]+)s/.exec(ci.output)?.[1];
    const tally = /Tests\s+(.+)$/m.exec(ci.output)?.[1];
    line(`clean clone bash .ci/run: ${minutes(ci.ms)} (budget ${budgets.ci / 60} min), exit ${ci.code}; vitest ${vitest ?? '?'} s; ${tally ?? ''}`);
    printNoise('.ci/run', ci.output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

line(`bench:suite on ${new Date().toISOString()} (${availableParallelism()} cores)\n`);
if (args.has('--clean-clone')) await cleanCloneCi();
const typecheck = await timed('npm', ['run', 'typecheck']);
line(`npm run typecheck: ${seconds(typecheck.ms)}${typecheck.code === 0 ? '' : ` (exit ${typecheck.code})`}`);
const stale = await timed('node', ['cli/build/build-if-stale.mjs']);
line(`build if stale: ${seconds(stale.ms)}`);
const dir = mkdtempSync(join(tmpdir(), 'sp-bench-suite-'));
try {
  const files = await vitestRun('test:unit', ['node', 'dom'], dir);
  if (!args.has('--skip-browser')) files.push(...(await vitestRun('npm test\'s other projects', ['build', 'browser'], dir)));
  line('ten slowest files:');
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) line(`  ${seconds(file.ms).padStart(8)}  ${String(file.tests).padStart(3)} tests  ${file.path}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
await startUntilServing();
