#!/usr/bin/env node
// `npm run bench:smoke` (after its `npm run build`): the wall time of the
// read-only smoke suite against an in-process simulator, median of 5
// (cli/bench.ts; docs/smoke.md "Benchmark").
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli.mjs', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('bench-smoke: the CLI is not built yet. Run `npm run build` first.\n');
  process.exit(2);
}
const { benchSmoke } = await import(entry.href);
process.exitCode = await benchSmoke();
