#!/usr/bin/env node
// `npm run bench:bundle` (after its `npm run build`): both browser bundles'
// sizes (raw, gzip, brotli) and, in Chromium, the median over 5 runs of the
// time from script start to an interactive login form (full portal, issue #5)
// and to an interactive sign-up form with its class loaded (widget, issue #6).
// Figures are printed, not enforced. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath, deadline, median, root, runs, startSimulator, strictCsp } from './bench-kit.mjs';

if (!['student-portal.js', 'student-portal-signup.js', 'cli.mjs'].every((file) => existsSync(`${root}dist/${file}`))) {
  process.stderr.write('bench-bundle: the bundle is not built yet. Run `npm run build` first.\n');
  process.exit(2);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Budgets: the full portal ≤ 60 KB gzip with every screen (issues #5, #7), the sign-up widget 25 KB (issue #6). */
const bundles = [
  { file: 'student-portal.js', budgetKb: 60, issue: '#5, #7' },
  { file: 'student-portal-signup.js', budgetKb: 25, issue: '#6' },
];
for (const { file, budgetKb, issue } of bundles) {
  const bytes = readFileSync(`${root}dist/${file}`);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  process.stdout.write(`bundle bench: dist/${file}\n`);
  process.stdout.write(`  raw:    ${String(bytes.length).padStart(7)} bytes (${kb(bytes.length)})\n`);
  const verdict = gzip <= budgetKb * 1024 ? 'within' : `over by ${kb(gzip - budgetKb * 1024)}`;
  process.stdout.write(`  gzip:   ${String(gzip).padStart(7)} bytes (${kb(gzip)}; budget ≤ ${budgetKb} KB, issue ${issue}: ${verdict})\n`);
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

const { chromium } = await import('playwright-core');
const simulator = await startSimulator();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
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
        deadline(10000, () => `not interactive within 10 s: ${errors.join('; ')}`),
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
