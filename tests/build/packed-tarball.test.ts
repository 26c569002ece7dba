// @vitest-environment node
// issue #19.6, #30.1: the package as `npm pack` makes it, installed into a scratch app the way a
// team installs it: `npm install ./student-portal-x.y.z.tgz`, offline. It has no runtime
// dependencies (the browser files are self-contained, the CLI is bundled whole), so the install
// adds exactly one package, runs no install script and prints no warning; then a bundler user's
// `import { mount } from 'student-portal'` and Node's import of both modules. Needs
// `npm run build` first (as `npm test` does); `--ignore-scripts` on pack keeps `prepack` (the
// build) from running again.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { rollup } from 'rollup';
import nodeResolve from '@rollup/plugin-node-resolve';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

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
    expect(packed.filter((path) => /^(src|embed|tests|cli\/(?!bin\.mjs$))/.test(path) || path.startsWith('dist/.staging'))).toEqual([]);
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

  it('imports in Node from the installed package: both editions’ mount and version, no DOM needed', async () => {
    writeFileSync(
      join(app, 'node-import.mjs'),
      `const portal = await import('student-portal');
       const signup = await import('student-portal/signup');
       console.log(JSON.stringify([portal, signup].map((m) => ({ exports: Object.keys(m).sort(), mount: typeof m.mount, version: m.version }))));`,
    );
    const { stdout } = await run(process.execPath, ['node-import.mjs'], { cwd: app, timeout: 20000 });
    const edition = { exports: ['mount', 'version'], mount: 'function', version };
    expect(JSON.parse(stdout)).toEqual([edition, edition]);
  });

  it('type-checks a consumer under strict and exactOptionalPropertyTypes against the installed types', async () => {
    writeFileSync(
      join(app, 'consumer.ts'),
      `import { mount, version, type MountOptions, type PortalHandle } from 'student-portal';
import { mount as mountSignup } from 'student-portal/signup';

const options: MountOptions = { routing: 'memory', initialPath: '/login', onEvent: (event) => console.log(event.type) };
const handle: PortalHandle = mount(document.body, options);
handle.navigate('/forgotpassword');
handle.unmount();
mountSignup('#signup', { initialPath: '/pg/signup?classId=7007' }).unmount();
// @ts-expect-error exactOptionalPropertyTypes: an option is left out, not set to undefined
mount('#portal', { brand: undefined });
// @ts-expect-error no such routing
mount('#portal', { routing: 'history' });
// The modules declare no global (#30.4: the scripts' types do; tests/build/consumer-types.test.ts).
// @ts-expect-error no global StudentPortal beside a module import
StudentPortal.mount('#portal');
export const seen = [version];
`,
    );
    for (const moduleResolution of ['bundler', 'nodenext']) {
      const tsconfig = {
        compilerOptions: {
          strict: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          skipLibCheck: false,
          // The package's d.ts files are checked; TypeScript's own libs are not (time, nothing of ours).
          skipDefaultLibCheck: true,
          target: 'ES2022',
          module: moduleResolution === 'bundler' ? 'ESNext' : 'NodeNext',
          moduleResolution,
          lib: ['ES2022', 'DOM'],
          types: [],
        },
        files: ['consumer.ts'],
      };
      writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(tsconfig));
      const tsc = join(root, 'node_modules/typescript/bin/tsc');
      const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: app }).catch((error: { stdout: string }) => error);
      expect(result.stdout, moduleResolution).toBe('');
    }
  });

  it('bundles `import { mount } from "student-portal"` with rollup to the ES module build', async () => {
    writeFileSync(join(app, 'entry.js'), `import { mount } from 'student-portal';\nmount('#app', { routing: 'memory' });\n`);
    const bundle = await rollup({ input: join(app, 'entry.js'), plugins: [nodeResolve({ browser: true, rootDir: app })] });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    const modules = output.flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules) : []));
    expect(modules).toEqual([join(app, 'node_modules/student-portal/dist/student-portal.mjs'), join(app, 'entry.js')]);
  });
});
