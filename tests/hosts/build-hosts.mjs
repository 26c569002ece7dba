// Issue #31: the host apps the browser tests drive and `npm run bench:hosts` measures, each a real
// Vite production build of tests/hosts/<name>/ importing the package by its public names
// (`student-portal`, …), resolved to this repository's dist/ through package.json `exports`.
//
// `ensureHosts(names)` builds a host only when what its last build read changed: a content-hash
// stamp (`.built/<name>.stamp.json`) over its own folder, this file, package.json, package-lock.json
// and every file the build took in (its sources, the dist/ files, the libraries in node_modules). The builds run
// in a child process (`node tests/hosts/build-hosts.mjs <name>…`) with NODE_ENV=production: vitest
// sets NODE_ENV=test, under which Vite would build React's development code.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const hostsDir = join(root, 'tests/hosts');
/** Built output, gitignored: one folder per host, and its stamp beside it. */
export const builtDir = join(hostsDir, '.built');

/** The hosts, and what each adds to the shared Vite config. */
const hosts = {
  /** A plain page: `mount()` from 'student-portal' at /portal/login (the ES module in a Vite build). */
  vanilla: {},
  /** React 19 + react-router 7 (createBrowserRouter), the portal on /portal/*. */
  react: {},
  /** Vue 3 + vue-router 4, render functions; Vue's compile-time flags as @vitejs/plugin-vue sets them. */
  vue: { define: { __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' } },
};
export const hostNames = Object.keys(hosts);

/** The path a host is served under (its Vite `base`, its router's basename plus `/`). */
export const hostBase = (name) => `/__hosts/${name}/`;
/** A host's built files (index.html, assets/). */
export const hostDir = (name) => join(builtDir, name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * package.json `exports` as Vite aliases: each subpath with a file for bundlers (`default`,
 * `import` or `browser`; the scripts' type-only entries have none) maps `student-portal<subpath>` to
 * that file in this repository, exactly (a `*` subpath by its pattern). A subpath added to `exports`
 * (`./react`, `./element`) resolves with no change here.
 */
export function packageAliases() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const fileOf = (target) =>
    typeof target === 'string' ? target : target && (fileOf(target.browser) ?? fileOf(target.import) ?? fileOf(target.default));
  return Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    const file = fileOf(target);
    if (!file) return [];
    const specifier = `${manifest.name}${subpath.slice(1)}`;
    if (!subpath.includes('*')) return [{ find: new RegExp(`^${escape(specifier)}$`), replacement: join(root, file) }];
    const [before, after] = specifier.split('*');
    return [{ find: new RegExp(`^${escape(before)}(.+)${escape(after)}$`), replacement: join(root, file.replace('*', '$1')) }];
  });
}

/** The Vite config of one host's production build into `outDir`. */
function viteConfig(name, outDir) {
  return {
    configFile: false,
    envDir: false,
    root: join(hostsDir, name),
    base: hostBase(name),
    mode: 'production',
    logLevel: 'warn',
    clearScreen: false,
    publicDir: false,
    resolve: { alias: packageAliases() },
    define: hosts[name].define ?? {},
    build: {
      outDir,
      emptyOutDir: true,
      // Maps beside the files, not referenced from them: bench:hosts attributes each chunk's bytes
      // to the portal or the host through them; the served code is the same as without.
      sourcemap: 'hidden',
      reportCompressedSize: false,
    },
  };
}

const sha = (data) => createHash('sha256').update(data).digest('hex');
const stampOf = (name) => join(builtDir, `${name}.stamp.json`);

/** Every file of a folder, recursively (the host's sources). */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Hashes of `files` (absolute paths), keyed by their path from the repository root; a missing file hashes as null. */
function hashFiles(files) {
  return Object.fromEntries(
    [...new Set(files)].sort().map((file) => [relative(root, file).split(sep).join('/'), existsSync(file) ? sha(readFileSync(file)) : null]),
  );
}

/**
 * What a host's build depends on beyond the files it read: its folder's files (a new one too), this
 * file, package.json (the aliases) and package-lock.json (a library's version, even in a file the
 * last build left out).
 */
const fixedInputs = (name) => [...filesUnder(join(hostsDir, name)), fileURLToPath(import.meta.url), join(root, 'package.json'), join(root, 'package-lock.json')];

/** Whether the host's last build is still what its inputs give (the stamp's every file hashes the same, its folder has no new file). */
export function isFresh(name) {
  if (!existsSync(stampOf(name)) || !existsSync(join(hostDir(name), 'index.html'))) return false;
  const stamp = JSON.parse(readFileSync(stampOf(name), 'utf8'));
  const now = hashFiles([...fixedInputs(name), ...Object.keys(stamp.inputs).map((path) => join(root, path))]);
  return JSON.stringify(now) === JSON.stringify(stamp.inputs);
}

/**
 * Builds one host in this process (production; the caller sets NODE_ENV=production): into a fresh
 * folder renamed into place, so a reader never sees half a build; then writes its stamp. Returns
 * the wall and CPU milliseconds of the build.
 */
export async function buildHost(name) {
  if (!hosts[name]) throw new Error(`no host ${name} (hosts: ${hostNames.join(', ')})`);
  const { build } = await import('vite');
  const startedAt = performance.now();
  const cpuBefore = process.cpuUsage();
  mkdirSync(builtDir, { recursive: true });
  const staging = join(builtDir, `.${name}-${process.pid}`);
  const outputs = [await build(viteConfig(name, staging))].flat();
  const read = outputs.flatMap((result) => result.output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])));
  const inputs = hashFiles([...fixedInputs(name), ...read.filter((id) => id.startsWith('/') && !id.includes('\0')).map((id) => id.split('?')[0])]);
  rmSync(hostDir(name), { recursive: true, force: true });
  renameSync(staging, hostDir(name));
  writeFileSync(stampOf(name), `${JSON.stringify({ inputs }, null, 1)}\n`);
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs: performance.now() - startedAt, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * Makes each named host's build current: the stale ones are built in one child process with
 * NODE_ENV=production. Resolves with, per host, whether it was built and the times: the check's,
 * and the build's wall and CPU time inside the child (Vite's load included in the first host's);
 * `force` builds every named host. Rejects with the child's output when a build fails.
 */
export async function ensureHosts(names = hostNames, { force = false } = {}) {
  const checkStarted = performance.now();
  const stale = force ? names : names.filter((name) => !isFresh(name));
  const checkMs = performance.now() - checkStarted;
  const report = Object.fromEntries(names.map((name) => [name, { name, dir: hostDir(name), built: false, checkMs }]));
  if (stale.length === 0) return Object.values(report);
  const childStarted = performance.now();
  const lines = await runChild(stale);
  for (const line of lines) Object.assign(report[line.name], { built: true, ...line });
  const childMs = performance.now() - childStarted;
  return Object.values(report).map((entry) => ({ ...entry, childMs: entry.built ? childMs : undefined }));
}

/** `node build-hosts.mjs <names>` with NODE_ENV=production; resolves with its per-host JSON lines. */
function runChild(names) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...names], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = out.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
      if (code === 0 && lines.length === names.length) resolve(lines);
      else reject(new Error(`building the host apps (${names.join(', ')}) failed (exit ${code}):\n${err}${out}`));
    });
  });
}

// The child: builds the named hosts one after the other, one JSON line each.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of process.argv.slice(2)) {
    const times = await buildHost(name);
    process.stdout.write(`${JSON.stringify({ name, ...times })}\n`);
  }
}
