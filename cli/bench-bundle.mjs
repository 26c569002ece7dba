#!/usr/bin/env node
// `npm run bench:bundle` (after its `npm run build`): the browser bundle's
// size (raw, gzip, brotli) and, in Chromium, the median over 5 runs of the
// time from script start to an interactive login form (issue #5 "Benchmark").
// Figures are printed, not enforced. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundlePath = `${root}dist/student-portal.js`;
const runs = 5;
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const strictCsp = "default-src 'self'; script-src 'self'; style-src 'self'";

if (!existsSync(bundlePath) || !existsSync(`${root}dist/cli.mjs`)) {
  process.stderr.write('bench-bundle: the bundle is not built yet. Run `npm run build` first.\n');
  process.exit(2);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const bundle = readFileSync(bundlePath);
const gzip = gzipSync(bundle, { level: 9 }).length;
const brotli = brotliCompressSync(bundle, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
process.stdout.write('bundle bench: dist/student-portal.js\n');
process.stdout.write(`  raw:    ${String(bundle.length).padStart(7)} bytes (${kb(bundle.length)})\n`);
process.stdout.write(`  gzip:   ${String(gzip).padStart(7)} bytes (${kb(gzip)}; issue #5 budget: under 25 KB now, 60 KB with every screen)\n`);
process.stdout.write(`  brotli: ${String(brotli).padStart(7)} bytes (${kb(brotli)})\n`);

// A page of our own on the simulator's origin, served under the strict CSP:
// bench/mark.js (same origin, not inline) notes performance.now() just before
// the bundle's <script> and resolves once the login's email input exists and
// is enabled (a MutationObserver sees it the moment it does).
const benchPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bundle bench</title>
<script src="/__bench/mark.js"></script>
<script src="/dist/student-portal.js"></script>
</head><body><div data-student-portal data-routing="memory" data-initial-path="/login"></div></body></html>`;
const markScript = `(function () {
  var t0 = performance.now();
  window.__spInteractive = new Promise(function (resolve) {
    var observer = new MutationObserver(function () {
      var input = document.querySelector('input[autocomplete="username"]');
      if (input && !input.disabled) {
        observer.disconnect();
        resolve(performance.now() - t0);
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  });
})();`;

/** `student-portal serve --port 0` in a child process; resolves with its URL. */
function startSimulator() {
  const child = spawn(process.execPath, [`${root}cli/bin.mjs`, 'serve', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the simulator did not start:\n${out}`)), 20000);
    child.once('exit', (code) => reject(new Error(`the simulator exited (${code}):\n${out}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /simulator on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, stop: () => child.kill('SIGTERM') });
      }
    });
  });
}

const { chromium } = await import('playwright-core');
const simulator = await startSimulator();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  process.stdout.write(`\ntime from script start to an interactive login form (Chromium ${browser.version()}, ${runs} runs, cold cache):\n`);
  const times = [];
  for (let i = 1; i <= runs; i += 1) {
    const context = await browser.newContext();
    await context.route(`${simulator.url}/__bench/page.html`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': strictCsp }, body: benchPage }),
    );
    await context.route(`${simulator.url}/__bench/mark.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: markScript }));
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${simulator.url}/__bench/page.html`);
    const ms = await Promise.race([
      page.evaluate(() => window.__spInteractive),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no login form within 10 s: ${errors.join('; ')}`)), 10000)),
    ]);
    times.push(ms);
    process.stdout.write(`  run ${i}: ${ms.toFixed(1)} ms\n`);
    await context.close();
  }
  process.stdout.write(`median: ${median(times).toFixed(1)} ms\n`);
} finally {
  await browser.close();
  simulator.stop();
}
