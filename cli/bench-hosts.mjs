#!/usr/bin/env node
// `npm run bench:hosts` (after its `npm run build`), issue #31: the portal inside the host apps of
// tests/hosts (a plain Vite page, React 19 + react-router 7, Vue 3 + vue-router 4), each a Vite
// production build of the package by its public names (tests/hosts/build-hosts.mjs). Per host:
//  - the Vite build's time: cold (forced, in a child process with NODE_ENV=production; wall and CPU
//    of each build, and the child's whole wall time, Node's start and Vite's load included) and
//    cached (the content-hash stamps' check that finds every build current);
//  - its build output: every JS file, raw and gzip -9, split into the portal's share and the host's;
//  - the JavaScript loaded before the login is interactive, opened at <base>portal/login in
//    Chromium (no throttling, fresh context each run, cold cache): every .js response of the page
//    that ended before the login heading showed and the email input was enabled (the resource
//    timing entries up to that instant, read in the page), summed as gzip -9 of each file's bytes
//    (node zlib, each file alone, as a server compresses it) and raw, against issue #31's budget
//    of 60 KB gzip for the portal's share (the host's framework is the host's); the files loaded
//    later are listed apart.
// The portal's share of a file: each character of the file is attributed through Vite's source map
// (written beside it, not referenced) to its source; the package's dist/ files (and src/ or embed/,
// should a build ever chain their maps) are the portal, everything else is the host (its code,
// its framework, Vite's glue). Each part's text is gzipped alone and the two scaled to sum to the
// file's gzip size (bench-attribution's method): an estimate, exact in its total.
// Pages come from a static server of this process on 127.0.0.1 (the host's base, the SPA fallback
// to its index.html); every other path is piped to a `student-portal serve` child (the portal's API
// base on a loopback page is the page's origin). Figures only, no assertions.
// Chromium: CHROMIUM_PATH or /usr/bin/chromium. BENCH_RUNS (3) runs per host for the timing.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { chromiumArgs, chromiumPath, deadline, median, proxyTo, root, startSimulator } from './bench-kit.mjs';
import { ensureHosts, hostBase, hostDir, hostNames } from '../tests/hosts/build-hosts.mjs';

if (!['student-portal.mjs', 'cli.mjs'].every((file) => existsSync(`${root}dist/${file}`))) {
  process.stderr.write('bench-hosts: the package is not built yet. Run `npm run build` first.\n');
  process.exit(2);
}

const runs = Number(process.env.BENCH_RUNS ?? 3);
const budget = 60 * 1024;
const names = process.argv.slice(2).filter((name) => !name.startsWith('-'));
const hosts = names.length ? names : hostNames;
const unknown = hosts.filter((name) => !hostNames.includes(name));
if (unknown.length) {
  process.stderr.write(`bench-hosts: no host ${unknown.join(', ')} (hosts: ${hostNames.join(', ')}).\n`);
  process.exit(2);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const version = (pkg) => JSON.parse(readFileSync(`${root}node_modules/${pkg}/package.json`, 'utf8')).version;
const stacks = {
  vanilla: 'no framework',
  react: `React ${version('react')} + react-router ${version('react-router')}`,
  vue: `Vue ${version('vue')} + vue-router ${version('vue-router')}`,
};

// The builds: cold (forced), then the check that finds them current.
const cold = await ensureHosts(hosts, { force: true });
const cached = await ensureHosts(hosts);
process.stdout.write(`host apps bench (issue #31): Vite ${version('vite')}, Node ${process.version}, ${cpus().length} cores, 1-min load average ${loadavg()[0].toFixed(1)}\n`);
process.stdout.write(`Vite production builds, cold (one child process for all: ${seconds(cold[0]?.childMs ?? 0)} wall, Node and Vite's load included):\n`);
for (const build of cold) process.stdout.write(`  ${build.name.padEnd(8)} ${seconds(build.wallMs).padStart(8)} wall, ${seconds(build.cpuMs).padStart(8)} CPU\n`);
process.stdout.write(`cached (the stamps' content-hash check of all ${hosts.length}, nothing built): ${cached[0].checkMs.toFixed(1)} ms; built again: ${cached.filter((b) => b.built).map((b) => b.name).join(', ') || 'none'}\n`);

/** The portal's sources: the package's dist/ (and its own sources, were the maps chained). */
const portalSource = (path) => ['dist', 'src', 'embed'].some((folder) => path.startsWith(`${root}${folder}${sep}`));

/**
 * A built JS file's bytes and its split: raw and gzip -9 of the whole, and the portal's and the
 * host's estimated gzip shares (through the file's source map).
 */
function measureFile(path) {
  const bytes = readFileSync(path);
  const code = bytes.toString('utf8');
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const parts = { portal: [], host: [] };
  const mapPath = `${path}.map`;
  if (!existsSync(mapPath)) return { raw: bytes.length, gzip, portal: Number.NaN, host: Number.NaN, portalRaw: Number.NaN };
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const isPortal = map.sources.map((source) => portalSource(resolve(dirname(mapPath), map.sourceRoot ?? '', source)));
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, line) => {
    const text = lines[line] ?? '';
    // Before a line's first segment, and any segment without a source: the host's (Vite's glue).
    let from = 0;
    let owner = 'host';
    for (const segment of segments) {
      parts[owner].push(text.slice(from, segment[0]));
      from = segment[0];
      owner = segment.length >= 4 && isPortal[segment[1]] ? 'portal' : 'host';
    }
    parts[owner].push(text.slice(from), '\n');
  });
  const portalText = parts.portal.join('');
  const hostText = parts.host.join('');
  const alone = { portal: gzipSync(portalText, { level: 9 }).length, host: gzipSync(hostText, { level: 9 }).length };
  const scale = gzip / (alone.portal + alone.host || 1);
  return { raw: bytes.length, gzip, portal: alone.portal * scale, host: alone.host * scale, portalRaw: Buffer.byteLength(portalText) };
}

/** Every .js file of a host's build, by its path below the build (`assets/index-….js`). */
function builtFiles(name) {
  const dir = hostDir(name);
  const walk = (folder) =>
    readdirSync(join(dir, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : entry.name.endsWith('.js') ? [join(folder, entry.name).split(sep).join('/')] : [],
    );
  return new Map(walk('').map((file) => [file, measureFile(join(dir, file))]));
}

const simulator = await startSimulator();
const upstream = simulator.url;

/**
 * The hosts' builds under their bases (`/__hosts/<name>/`), a path without an extension answered
 * with the app's index.html; every other request piped to the simulator.
 */
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
  const name = hosts.find((host) => path.startsWith(hostBase(host)));
  if (name) {
    const dir = hostDir(name);
    const rest = path.slice(hostBase(name).length);
    const wanted = normalize(join(dir, rest));
    const file = wanted.startsWith(dir + sep) && statSync(wanted, { throwIfNoEntry: false })?.isFile() ? wanted : extname(rest) === '' ? join(dir, 'index.html') : null;
    if (!file) return response.writeHead(404).end();
    const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream';
    return response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(readFileSync(file));
  }
  proxyTo(upstream, request, response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

/**
 * In the page, before its scripts: resolves with performance.now() once the portal shows its login
 * heading and an enabled email input (a MutationObserver sees it the moment it does), with the .js
 * resource entries ended by then and those ended later.
 */
function watchInteractive() {
  window.__spInteractive = new Promise((resolve) => {
    const ready = () => {
      const input = document.querySelector('.sp-root input[autocomplete="username"]');
      return document.querySelector('.sp-root h1') !== null && input !== null && !input.disabled;
    };
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  });
}

const { chromium } = await import('playwright-core');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** One load of host `name` at its login: the time to interactive and the .js files by when they ended. */
async function loginRun(name) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  try {
    await page.addInitScript(watchInteractive);
    await page.goto(`${origin}${hostBase(name)}portal/login`);
    const interactive = await Promise.race([
      page.evaluate(() => window.__spInteractive),
      deadline(15000, () => `${name}: the login was not interactive within 15 s: ${errors.join('; ')}`),
    ]);
    // Anything still loading past the instant shows up late: the entries as they stand once the page is quiet.
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => ({ path: new URL(entry.name).pathname, end: entry.responseEnd })),
    );
    return { interactive, before: scripts.filter((s) => s.end <= interactive).map((s) => s.path), after: scripts.filter((s) => s.end > interactive).map((s) => s.path), errors };
  } finally {
    await context.close();
  }
}

const summary = [];
try {
  for (const name of hosts) {
    const files = builtFiles(name);
    const measured = [];
    for (let i = 0; i < runs; i += 1) measured.push(await loginRun(name));
    const first = measured[0];
    const relative = (path) => path.slice(hostBase(name).length);
    const before = [...new Set(first.before.map(relative))];
    const after = [...new Set(first.after.map(relative))].filter((file) => !before.includes(file));
    const varies = measured.some((run) => JSON.stringify([...new Set(run.before.map(relative))].sort()) !== JSON.stringify([...before].sort()));
    const sum = (list, key) => list.reduce((total, file) => total + (files.get(file)?.[key] ?? 0), 0);
    const all = [...files.keys()];
    const build = cold.find((entry) => entry.name === name);

    process.stdout.write(`\n${name} (${stacks[name]}), opened at ${hostBase(name)}portal/login\n`);
    process.stdout.write(`  Vite build: ${seconds(build.wallMs)} wall, ${seconds(build.cpuMs)} CPU cold; cached check ${cached[0].checkMs.toFixed(1)} ms (all hosts)\n`);
    process.stdout.write(
      `  build output: ${all.length} JS file${all.length === 1 ? '' : 's'}, ${kb(sum(all, 'raw'))} raw, ${kb(sum(all, 'gzip'))} gzip -9 (portal ≈ ${kb(sum(all, 'portal'))}, host ≈ ${kb(sum(all, 'host'))})\n`,
    );
    process.stdout.write(`    ${'raw'.padStart(9)} ${'gzip -9'.padStart(9)} ${'portal≈'.padStart(9)} ${'host≈'.padStart(9)}  file (* = loaded before the login is interactive)\n`);
    for (const [file, m] of [...files].sort((a, b) => b[1].gzip - a[1].gzip)) {
      process.stdout.write(`    ${kb(m.raw).padStart(9)} ${kb(m.gzip).padStart(9)} ${kb(m.portal).padStart(9)} ${kb(m.host).padStart(9)}  ${before.includes(file) ? '*' : ' '} ${file}\n`);
    }
    const total = sum(before, 'gzip');
    const portal = sum(before, 'portal');
    const host = sum(before, 'host');
    process.stdout.write(
      `  JS before the login is interactive: ${before.length} file${before.length === 1 ? '' : 's'}, ${kb(sum(before, 'raw'))} raw, ${kb(total)} gzip -9 = portal ≈ ${kb(portal)} + host ≈ ${kb(host)}\n`,
    );
    process.stdout.write(
      `  budget ≤ ${kb(budget)} gzip for the portal's share: ${portal <= budget ? 'within' : `OVER by ${kb(portal - budget)}`}; the whole, host's included: ${total <= budget ? 'within' : `over by ${kb(total - budget)}`}\n`,
    );
    process.stdout.write(`  loaded after it: ${after.length ? after.join(', ') : 'nothing'}${varies ? ' (the files before interactive varied between runs: the first run is shown)' : ''}\n`);
    process.stdout.write(`  interactive at ${median(measured.map((run) => run.interactive)).toFixed(0)} ms from navigation (median of ${runs}, 1x, ${measured.map((run) => run.interactive.toFixed(0)).join(', ')})\n`);
    const errors = [...new Set(measured.flatMap((run) => run.errors))];
    if (errors.length) process.stdout.write(`  page errors: ${errors.join('; ')}\n`);
    summary.push({ name, total, portal, host, raw: sum(before, 'raw'), build });
  }
} finally {
  await browser.close();
  simulator.stop();
  server.close();
}

process.stdout.write(`\nsummary: JS before the login is interactive (gzip -9), budget ≤ ${kb(budget)} for the portal's share\n`);
process.stdout.write(`  ${'total'.padStart(9)} ${'portal≈'.padStart(9)} ${'host≈'.padStart(9)} ${'raw'.padStart(9)} ${'build'.padStart(8)}  host\n`);
for (const row of summary) {
  process.stdout.write(`  ${kb(row.total).padStart(9)} ${kb(row.portal).padStart(9)} ${kb(row.host).padStart(9)} ${kb(row.raw).padStart(9)} ${seconds(row.build.wallMs).padStart(8)}  ${row.name} (${stacks[row.name]})\n`);
}
