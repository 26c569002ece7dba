#!/usr/bin/env node
// `npm test`: the whole suite, in two steps (#30: the CLI bundle made the build longer, and the build
// used one core of two while nothing else ran).
//  1. side by side: the type check, the build (only when dist/ is stale) and the unit projects
//     (node, dom), which need no dist/. The type check's and the build's output is
//     held and printed when they end, so it does not break into the tests' lines;
//  2. once all three passed: the projects that read dist/ (build, browser).
// Exits non-zero when any step fails; a failing step 1 skips step 2. Extra arguments go to both
// vitest runs (e.g. `npm test -- --reporter=dot`).
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` };
const extra = process.argv.slice(2);
const vitest = (projects) => ['vitest', ['run', '--config', 'tests/vitest.config.mjs', ...projects.flatMap((p) => ['--project', p]), ...extra]];

/** Runs a command; `held` keeps its output and prints it in one piece when it ends. */
function step(label, [command, args], { held = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      if (held) process.stdout.write(`\n[${label}] ${ok ? 'passed' : `FAILED (${signal ?? code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n${Buffer.concat(output).toString()}`);
      resolve(ok);
    });
  });
}

const first = await Promise.all([
  step('typecheck', ['tsgo', ['--noEmit', '-p', 'tsconfig.json']], { held: true }),
  step('build', [process.execPath, ['cli/build/build-if-stale.mjs']], { held: true }),
  step('unit', vitest(['node', 'dom'])),
]);
if (first.includes(false)) {
  process.stdout.write('\nnpm test: a step failed (above); the build and browser projects did not run.\n');
  process.exit(1);
}
process.exit((await step('dist', vitest(['build', 'browser']))) ? 0 : 1);
