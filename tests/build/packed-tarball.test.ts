// @vitest-environment node
// issue #19.6: a bundler user's `import { mount } from 'student-portal'`, from the package as
// `npm pack` makes it. The tarball is unpacked into a scratch app's node_modules, as npm places
// it, without its dependencies: they are the CLI's (commander, undici…), `npm install` would
// fetch them from the registry, and the browser modules must need none of them — which this
// shows. Needs `npm run build` first (as `npm test` does); `--ignore-scripts` keeps `prepare`
// (the build) from running again.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
let packed: string[] = [];

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'student-portal-pack-'));
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd: root });
  const [tarball] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  if (!tarball) throw new Error(`npm pack printed no tarball: ${stdout}`);
  packed = tarball.files.map((file) => file.path);
  app = join(scratch, 'app');
  const installed = join(app, 'node_modules/student-portal');
  mkdirSync(installed, { recursive: true });
  await run('tar', ['-xzf', join(scratch, tarball.filename), '-C', installed, '--strip-components=1']);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }));
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
