// @vitest-environment node
// issue #19.6, #30.1: the package as `npm pack` makes it, installed into a scratch app the way a
// team installs it: `npm install ./student-portal-x.y.z.tgz`, offline. It has no runtime
// dependencies (the browser files are self-contained, the CLI is bundled whole), so the install
// adds exactly one package, runs no install script and prints no warning; then a bundler user's
// `import { mount } from 'student-portal'` and Node's import of both modules. Needs
// `npm run build` first (as `npm test` does); `--ignore-scripts` on pack keeps `prepack` (the
// build) from running again.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { rollup } from 'rollup';
import nodeResolve from '@rollup/plugin-node-resolve';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../browser/browser-suite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolutions, typecheckConsumer } from '../package/consumer-types';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

/** The scripts' global, as the page sees it (this test loads no types for it). */
type PageGlobal = Window & { StudentPortal?: { editions: Record<string, unknown> } };

let scratch = '';
let app = '';
let tarballPath = '';
let packed: string[] = [];
let install = { stdout: '', stderr: '' };

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'student-portal-pack-'));
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd: root });
  const [tarball] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  if (!tarball) throw new Error(`npm pack printed no tarball: ${stdout}`);
  packed = tarball.files.map((file) => file.path);
  tarballPath = join(scratch, tarball.filename);
  app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }));
  // Offline, from the file alone: nothing else may be needed. A private cache keeps the
  // machine's own cache and settings out of it.
  const npmEnv = { ...process.env, npm_config_cache: join(scratch, 'npm-cache'), npm_config_userconfig: join(scratch, 'npmrc'), npm_config_update_notifier: 'false' };
  install = await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--foreground-scripts', tarballPath], { cwd: app, env: npmEnv });
}, 120000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed tarball', { timeout: 120000 }, () => {
  it('ships the scripts, modules, types, source maps and the CLI; not the sources or tests', () => {
    for (const edition of ['student-portal', 'student-portal-signup']) {
      for (const ext of ['.js', '.mjs', '.d.ts', '.global.d.ts', '.js.map', '.mjs.map']) expect(packed).toContain(`dist/${edition}${ext}`);
    }
    expect(packed).toEqual(expect.arrayContaining(['package.json', 'README.md', 'cli/bin.mjs', 'dist/cli.mjs', 'examples/index.html']));
    // #31.4: the full portal module's chunks, which its entry imports.
    for (const chunk of ['account', 'core']) expect(packed).toEqual(expect.arrayContaining([`dist/student-portal-${chunk}.mjs`, `dist/student-portal-${chunk}.mjs.map`]));
    // #32: each locale's script, module and types.
    for (const code of ['fr-CA', 'es-US']) expect(packed).toEqual(expect.arrayContaining(['.js', '.mjs', '.d.ts'].map((ext) => `dist/locales/${code}${ext}`)));
    expect(packed.filter((path) => /^(src|embed|tests|cli\/(?!bin\.mjs$))/.test(path) || path.startsWith('dist/.staging'))).toEqual([]);
  });

  // #30.5: releasable: a semver version from 1.0.0 with its CHANGELOG section, the owner's LICENSE,
  // not private, and every document README links to in the package.
  it('is releasable: version, changelog section, license, not private; README links resolve in the package', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
    expect(manifest.private).toBeUndefined();
    expect(manifest.license).toBe('SEE LICENSE IN LICENSE');
    expect(packed).toEqual(expect.arrayContaining(['LICENSE', 'CHANGELOG.md', 'dist/third-party-notices.txt']));
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/proprietary/i);
    expect(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')).toMatch(new RegExp(`^## ${version.replaceAll('.', '\\.')} — \\d{4}-\\d{2}-\\d{2}$`, 'm'));
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const linked = [
      ...[...readme.matchAll(/\]\((?!https?:|#|mailto:)([^)\s#]+)/g)].map((m) => m[1] ?? ''),
      ...[...readme.matchAll(/\b(docs\/[\w-]+\.md|examples\/[\w.-]+)/g)].map((m) => m[1] ?? ''),
    ].map((path) => path.replace(/^\.\//, '').replace(/\/$/, ''));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((path) => !packed.some((file) => file === path || file.startsWith(`${path}/`)))).toEqual([]);
  });

  it('passes `npm publish --dry-run` against a team registry, and refuses the public one (#30.5)', async () => {
    // A registry with nothing in it yet, as a team's own is before its first publish.
    const registry = createServer((_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}'));
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
    const env = { ...process.env, npm_config_cache: join(scratch, 'npm-cache'), npm_config_userconfig: join(scratch, 'npmrc'), npm_config_update_notifier: 'false' };
    try {
      // The tarball already packed: what a team publishes is exactly what was installed above.
      const published = await run('npm', ['publish', tarballPath, '--dry-run', '--ignore-scripts', '--registry', url], { cwd: scratch, env });
      expect(`${published.stdout}${published.stderr}`).toContain(`+ student-portal@${version}`);
    } finally {
      registry.close();
    }
    const guard = join(root, 'cli/build/refuse-public-registry.mjs');
    const refused = await run(process.execPath, [guard], { env: { ...env, npm_config_registry: 'https://registry.npmjs.org/' } }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('proprietary') });
    await expect(run(process.execPath, [guard], { env: { ...env, npm_config_registry: url } })).resolves.toBeDefined();
  });

  it('installs as exactly one package, with no install script and no warning (#30.1)', () => {
    const lock = JSON.parse(readFileSync(join(app, 'node_modules/.package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages)).toEqual(['node_modules/student-portal']);
    expect(readdirSync(join(app, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['student-portal']);
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules/student-portal/package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    const scripts = (manifest.scripts ?? {}) as Record<string, string>;
    expect(['preinstall', 'install', 'postinstall', 'prepare'].filter((name) => name in scripts)).toEqual([]);
    expect(`${install.stdout}${install.stderr}`).not.toMatch(/warn|ERR/i);
  });

  it('runs the CLI from the installed bin with nothing else installed (#30.1)', async () => {
    const { stdout } = await run(join(app, 'node_modules/.bin/student-portal'), ['--version'], { cwd: app, timeout: 20000 });
    expect(stdout.trim()).toBe(version);
  });

  it('imports in Node from the installed package: both editions’ mount and version, a locale (#32), no DOM needed', async () => {
    writeFileSync(
      join(app, 'node-import.mjs'),
      `const portal = await import('student-portal');
       const signup = await import('student-portal/signup');
       const french = await import('student-portal/locales/fr-CA');
       const global = typeof globalThis.StudentPortal;
       console.log(JSON.stringify({ global, document: typeof document, locale: french.default.code, editions: [portal, signup].map((m) => ({ exports: Object.keys(m).sort(), mount: typeof m.mount, version: m.version })) }));`,
    );
    const { stdout } = await run(process.execPath, ['node-import.mjs'], { cwd: app, timeout: 20000 });
    const edition = { exports: ['mount', 'version'], mount: 'function', version };
    expect(JSON.parse(stdout)).toEqual({ global: 'undefined', document: 'undefined', locale: 'fr-CA', editions: [edition, edition] });
  });

  // #30.4: tests/package/consumer (each entry's own texts and options, path routing's base, the
  // global only from the scripts' types) against the installed package, per moduleResolution.
  it.each(resolutions)('type-checks the consumer fixture under moduleResolution %s against the installed types', (resolution) => {
    expect(typecheckConsumer(app, resolution)).toEqual([]);
  });

  // #30.6: a host serving the installed scripts (as from a CDN) pins them with the package's own
  // dist/integrity.json; Chromium runs both under those values, and refuses a value that does not match.
  it('loads both installed scripts in Chromium under their integrity values', async () => {
    const installed = join(app, 'node_modules/student-portal');
    const values = JSON.parse(readFileSync(join(installed, 'dist/integrity.json'), 'utf8')) as Record<string, string>;
    const tag = (file: string, hash: string | undefined) => `<script src="/dist/${file}" integrity="${hash}" crossorigin="anonymous"></script>`;
    const pages: Record<string, string> = {
      '/pinned.html': `<!doctype html>${tag('student-portal.js', values['student-portal.js'])}${tag('student-portal-signup.js', values['student-portal-signup.js'])}`,
      '/mismatch.html': `<!doctype html>${tag('student-portal.js', values['student-portal-signup.js'])}`,
    };
    const server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (pages[path]) return res.writeHead(200, { 'content-type': 'text/html' }).end(pages[path]);
      if (/^\/dist\/student-portal(-signup)?\.js$/.test(path)) return res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(installed, path)));
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/pinned.html`);
      expect(await page.evaluate(() => Object.keys((window as PageGlobal).StudentPortal?.editions ?? {}).sort())).toEqual(['portal', 'signup']);
      await page.goto(`http://127.0.0.1:${port}/mismatch.html`);
      expect(await page.evaluate(() => typeof (window as PageGlobal).StudentPortal)).toBe('undefined');
    } finally {
      await browser.close();
      server.close();
    }
  });

  // #31.4: the app's bundler keeps the account screens in a chunk of the app's own, loaded when first needed.
  it('bundles `import { mount } from "student-portal"` with rollup to the ES module build, the account screens in a chunk of their own', async () => {
    writeFileSync(join(app, 'entry.js'), `import { mount } from 'student-portal';\nmount('#app', { routing: 'memory' });\n`);
    const bundle = await rollup({ input: join(app, 'entry.js'), plugins: [nodeResolve({ browser: true, rootDir: app })] });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    const dist = join(app, 'node_modules/student-portal/dist');
    const chunks = output.flatMap((chunk) => (chunk.type === 'chunk' ? [{ lazy: chunk.isDynamicEntry, modules: Object.keys(chunk.modules).sort() }] : []));
    // dist/student-portal.mjs only re-exports from the shared chunk: it leaves no code of its own.
    expect(chunks).toEqual([
      { lazy: false, modules: [join(app, 'entry.js'), join(dist, 'student-portal-core.mjs')] },
      { lazy: true, modules: [join(dist, 'student-portal-account.mjs')] },
    ]);
  });
});
