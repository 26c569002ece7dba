#!/usr/bin/env node
// `npm test`: the whole suite, in two overlapping steps (#30: the CLI bundle made the build longer,
// and the build used one core of two while nothing else ran; #31: each step's tail left a core idle).
//  1. side by side: the type check, the build (only when dist/ is stale) and the unit projects
//     (node, dom, dom-isolated), which need no dist/. The type check's and the build's output is
//     held and printed when they end, so it does not break into the tests' lines;
//  2. as soon as the build passed: the projects that read dist/ (build, browser), beside the unit
//     projects still running. Its output is held until the unit projects end, then streams.
// Exits non-zero when any step fails; a failing build skips step 2. Extra arguments go to both
// vitest runs (e.g. `npm test -- --reporter=dot`).
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` };
const extra = process.argv.slice(2);
const vitest = (projects) => ['vitest', ['run', '--config', 'tests/vitest.config.mjs', ...projects.flatMap((p) => ['--project', p]), ...extra]];

/**
 * Runs a command. `held`: its output is kept and printed in one piece when it ends. `until`: its
 * output is kept until that promise settles, then printed, and streams from there on.
 */
function step(label, [command, args], { held = false, until = null } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const piped = held || until !== null;
    const child = spawn(command, args, { cwd: root, env, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    let live = false;
    if (piped) {
      for (const [stream, sink] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        stream.on('data', (chunk) => (live ? sink.write(chunk) : output.push(chunk)));
      }
    }
    until?.then(() => {
      process.stdout.write(`\n[${label}] running since ${((Date.now() - started) / 1000).toFixed(1)} s:\n${Buffer.concat(output.splice(0)).toString()}`);
      live = true;
    });
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', async (code, signal) => {
      const ok = code === 0;
      await until;
      const verdict = `[${label}] ${ok ? 'passed' : `FAILED (${signal ?? code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`;
      process.stdout.write(held ? `\n${verdict}\n${Buffer.concat(output).toString()}` : `${Buffer.concat(output.splice(0)).toString()}\n${verdict}\n`);
      resolve(ok);
    });
  });
}

const unit = step('unit', vitest(['node', 'dom', 'dom-isolated']));
const typecheck = step('typecheck', ['tsgo', ['--noEmit', '-p', 'tsconfig.json']], { held: true });
const built = await step('build', [process.execPath, ['cli/build/build-if-stale.mjs']], { held: true });
const dist = built ? step('dist', vitest(['build', 'browser']), { until: unit }) : Promise.resolve(false);
if (!built) process.stdout.write('\nnpm test: the build failed (above); the build and browser projects did not run.\n');
const results = await Promise.all([typecheck, unit, dist]);
process.exit(built && results.every(Boolean) ? 0 : 1);
