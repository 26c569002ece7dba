import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding this package's package.json, found by walking up from
 * this module: the same answer from cli/*.ts (tests) and dist/cli.mjs (the bin).
 */
export function packageRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate) && /"name":\s*"student-portal"/.test(readFileSync(candidate, 'utf8'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('student-portal: cannot find the package root');
    dir = parent;
  }
}
