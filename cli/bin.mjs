#!/usr/bin/env node
// Launcher for the `student-portal` bin: runs the CLI that `npm run build`
// compiles from cli/*.ts, every library bundled in (the packed package ships
// it built; in a clone `npm start` and `npm test` build it when stale).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli.mjs', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('student-portal: the CLI is not built yet. Run `npm run build` first.\n');
  process.exit(2);
}
const { run } = await import(entry.href);
process.exitCode = await run(process.argv.slice(2));
