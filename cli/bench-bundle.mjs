#!/usr/bin/env node
// `npm run bench:bundle` (after its `npm run build`): both browser bundles'
// sizes (raw, gzip, brotli) and, in Chromium, the median over 5 runs of the
// time from script start to an interactive login form (full portal, issue #5)
// and to an interactive sign-up form with its class loaded (widget, issue #6).
// Figures are printed, not enforced. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = 5;
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const strictCsp = "default-src 'self'; script-src 'self'; style-src 'self'";

if (!['student-portal.js', 'student-portal-signup.js', 'cli.mjs'].every((file) => existsSync(`${root}dist/${file}`))) {
  process.stderr.write('bench-bundle: the bundle is not built yet. Run `npm run build` first.\n');
  process.exit(2);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Budgets of issue #5 (full portal: 60 KB with every screen) and issue #6 (sign-up widget: 25 KB). */
const bundles = [
  { file: 'student-portal.js', budget: 'budget: 60 KB gzip with every screen of both specs (issue #5 hoped for 25 KB at this stage)' },
  { file: 'student-portal-signup.js', budget: 'budget: 25 KB gzip (issue #6)' },
];
for (const { file, budget } of bundles) {
  const bytes = readFileSync(`${root}dist/${file}`);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  process.stdout.write(`bundle bench: dist/${file}\n`);
  process.stdout.write(`  raw:    ${String(bytes.length).padStart(7)} bytes (${kb(bytes.length)})\n`);
  process.stdout.write(`  gzip:   ${String(gzip).padStart(7)} bytes (${kb(gzip)}; ${budget})\n`);
  process.stdout.write(`  brotli: ${String(brotli).padStart(7)} bytes (${kb(brotli)})\n`);
}

/**
 * A page of our own on the simulator's origin, served under the strict CSP:
 * bench/mark.js (same origin, not inline) notes performance.now() just before
 * the bundle's <script> and resolves once `ready` (a selector) matches an
 * enabled input — a MutationObserver sees it the moment it does.
 */
const benchPage = (bundle, initialPath) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bundle bench</title>
<script src="/__bench/mark.js"></script>
<script src="/dist/${bundle}"></script>
</head><body><div data-student-portal data-routing="memory" data-initial-path="${initialPath}"></div></body></html>`;
const markScript = (ready) => `(function () {
  var t0 = performance.now();
  window.__spInteractive = new Promise(function (resolve) {
    var observer = new MutationObserver(function () {
      var input = document.querySelector(${JSON.stringify(ready)});
      if (input && !input.disabled) {
        observer.disconnect();
        resolve(performance.now() - t0);
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  });
})();`;

/** The timed scenarios: the full portal's login, and the sign-up widget's form once its class has loaded. */
const scenarios = [
  { what: 'an interactive login form (dist/student-portal.js)', bundle: 'student-portal.js', path: '/login', ready: 'input[autocomplete="username"]' },
  {
    what: 'an interactive sign-up form with its class loaded (dist/student-portal-signup.js)',
    bundle: 'student-portal-signup.js',
    path: '/pg/signup?classId=7007',
    ready: 'input[autocomplete="given-name"]',
  },
];

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
  for (const scenario of scenarios) {
    process.stdout.write(`\ntime from script start to ${scenario.what} (Chromium ${browser.version()}, ${runs} runs, cold cache):\n`);
    const times = [];
    for (let i = 1; i <= runs; i += 1) {
      const context = await browser.newContext();
      await context.route(`${simulator.url}/__bench/page.html`, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          headers: { 'content-security-policy': strictCsp },
          body: benchPage(scenario.bundle, scenario.path),
        }),
      );
      await context.route(`${simulator.url}/__bench/mark.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: markScript(scenario.ready) }));
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(`${simulator.url}/__bench/page.html`);
      const ms = await Promise.race([
        page.evaluate(() => window.__spInteractive),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`not interactive within 10 s: ${errors.join('; ')}`)), 10000)),
      ]);
      times.push(ms);
      process.stdout.write(`  run ${i}: ${ms.toFixed(1)} ms\n`);
      await context.close();
    }
    process.stdout.write(`median: ${median(times).toFixed(1)} ms\n`);
  }
} finally {
  await browser.close();
  simulator.stop();
}
