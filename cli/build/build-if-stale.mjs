#!/usr/bin/env node
// Builds dist/ only when it is missing or older than what it is built from,
// so `npm test` after `npm ci` (whose `prepare` just built) does not build a
// second time, while a test run after an edit still tests the edited source.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outputs = [
  'dist/student-portal.js',
  'dist/student-portal-signup.js',
  'dist/student-portal.mjs',
  // The full portal module's chunks (#31.4): the account screens', and the code its entries share.
  'dist/student-portal-account.mjs',
  'dist/student-portal-core.mjs',
  'dist/student-portal-signup.mjs',
  // The React component, the custom element's module and script (#31.2, #31.3).
  'dist/student-portal-react.mjs',
  'dist/student-portal-element.mjs',
  'dist/student-portal-element.js',
  'dist/cli.mjs',
  // The scripts' types (#30.4): a dist/ from before them builds again.
  'dist/student-portal.global.d.ts',
  'dist/student-portal-signup.global.d.ts',
  // The integrity values (#30.6) and the bundled libraries' licenses (#30.5).
  'dist/integrity.json',
  'dist/third-party-notices.txt',
  // Each locale's script and module (#32).
  ...readdirSync(join(root, 'embed/locales'))
    .filter((file) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(file))
    .flatMap((file) => [`dist/locales/${file.slice(0, -3)}.js`, `dist/locales/${file.slice(0, -3)}.mjs`]),
];
const inputs = ['src', 'embed', 'cli', 'rollup.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

function oldestOutput() {
  try {
    return Math.min(...outputs.map((file) => statSync(join(root, file)).mtimeMs));
  } catch {
    return -Infinity; // an output is missing
  }
}

const built = oldestOutput();
const changed = Math.max(...inputs.map((path) => newest(join(root, path))));
if (built > changed) {
  process.stdout.write('dist/ is up to date with src/, embed/ and cli/: not building again.\n');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
