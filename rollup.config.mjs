// Build of the browser bundles (scripts dist/student-portal.js, dist/student-portal-signup.js; modules
// dist/student-portal.mjs with its chunks, dist/student-portal-signup.mjs) and the CLI (dist/cli.mjs). The bundles use
// the alias table below, which tests/vitest.config.mjs imports too,
// so the tests run the runtime that ships (Preact compat, not React).
import { mkdirSync, readFileSync, readdirSync, renameSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { eagerAccountArea } from './cli/build/account-area.mjs';
import { minifyCss } from './cli/build/minify-css.mjs';
import { ofetchUnreached } from './cli/build/ofetch-unreached.mjs';
import { pruneCatalogue } from './cli/build/prune-catalogue.mjs';
import { editions, editionTypes, globalTypes } from './cli/build/public-types.mjs';
import { wouterReactDeps } from './cli/build/wouter-react-deps.mjs';
import { wouterBrowserLocation } from './cli/build/wouter-browser-location.mjs';
import { ofetchNoDefault } from './cli/build/ofetch-no-default.mjs';
import { sharedTypescript } from './cli/build/shared-typescript.mjs';

const require = createRequire(import.meta.url);
const pkg = require('./package.json');

/** react / react-dom → Preact compat: the one alias table (rollup and vitest). */
export const preactAliases = {
  react: '@preact/compat',
  'react-dom': '@preact/compat',
  'react-dom/client': '@preact/compat/client',
  'react/jsx-runtime': '@preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': '@preact/compat/jsx-dev-runtime',
  'react-dom/test-utils': 'preact/test-utils',
  // wouter's useSyncExternalStore shim (CommonJS React code): Preact compat has the hook itself.
  'use-sync-external-store/shim/index.js': '@preact/compat',
  'use-sync-external-store/shim': '@preact/compat',
};

/** Rollup plugin resolving the alias table exactly (no prefix matching). */
export function preactAlias() {
  return {
    name: 'preact-alias',
    async resolveId(source, importer, options) {
      const target = preactAliases[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * Writes each output under dist/.staging and renames it into place, so a
 * process starting while a build runs (a test, a running `serve`) never loads
 * a half-written file.
 */
function atomicOutput(finalDir) {
  return {
    name: 'atomic-output',
    writeBundle(options, bundle) {
      const stagingDir = options.dir ?? dirname(options.file);
      for (const name of Object.keys(bundle)) renameSync(join(stagingDir, name), join(finalDir, basename(name)));
    },
  };
}

// The CLI bundle keeps only Node's own modules outside: every library it uses is bundled in, so
// installing the package installs nothing else (#30.1).
const nodeExternals = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** The texts each edition's first bundle kept: its other bundle must keep the same (one d.ts types both). */
const keptTexts = new Map();

/**
 * The public types of an edition's bundle (cli/build/public-types.mjs, #30.4), from the hand-written
 * embed/student-portal.d.ts (embed/mount.ts is checked against it): the module writes the edition's d.ts,
 * with the texts prune-catalogue kept in its chunks (#31.4: the entry's and the account chunk's, together);
 * the script writes the d.ts of its global. Returns the output plugin and the `onKept` to give pruneCatalogue.
 */
function publicTypes(edition, iife) {
  const kept = new Set();
  let reported = false;
  const onKept = (keys) => {
    reported = true;
    for (const key of keys) kept.add(key);
  };
  const plugin = {
    name: 'public-types',
    generateBundle() {
      if (!reported) throw new Error('public-types: prune-catalogue reported no texts');
      const keys = [...kept].sort();
      const other = keptTexts.get(edition);
      if (!other) keptTexts.set(edition, keys);
      else if (other.join() !== keys.join()) {
        const only = (a, b) => a.filter((key) => !b.includes(key)).join(', ') || 'none';
        throw new Error(`public-types: the ${edition} script and module keep different texts; one d.ts types both (only in one: ${only(keys, other)}; only in the other: ${only(other, keys)})`);
      }
      const { name } = editions[edition];
      const source = iife ? globalTypes(edition) : editionTypes(readFileSync('embed/student-portal.d.ts', 'utf8'), edition, keys);
      this.emitFile({ type: 'asset', fileName: iife ? `${name}.global.d.ts` : `${name}.d.ts`, source });
    },
  };
  return { plugin, onKept };
}

/**
 * `var StudentPortal=(function(){…})();`, after terser (which drops the
 * parentheses rollup's iife output has). V8 compiles a function expression
 * right after "(" eagerly, off the main thread while the script streams;
 * without them it pre-parses the whole bundle, then parses it again on the
 * main thread when the call runs at once (#18: about −40% evaluation, 2 bytes).
 * The source map's segments on line 1 move with the code (no new segments).
 * Fails the build if terser's output no longer has the expected shape.
 */
function eagerIife(name) {
  return {
    name: 'eager-iife',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // Already there (terser's format.wrap_iife does it too): nothing to move.
        if (chunk.code.startsWith(`var ${name}=(function(`) && /\}\)\(\);?(\n\/\/# sourceMappingURL=\S+)?\s*$/.test(chunk.code)) continue;
        const open = `var ${name}=`.length;
        const close = /\}\(\);?(\n\/\/# sourceMappingURL=\S+)?\s*$/.exec(chunk.code);
        if (!chunk.code.startsWith(`var ${name}=function(`) || !close || chunk.code.lastIndexOf('\n', close.index) >= 0) {
          throw new Error(`eager-iife: ${chunk.fileName} is not one line var ${name}=function(…){…}();`);
        }
        const at = close.index + 1; // after the function's closing brace
        chunk.code = `${chunk.code.slice(0, open)}(${chunk.code.slice(open, at)})${chunk.code.slice(at)}`;
        if (chunk.map) {
          const lines = decode(chunk.map.mappings);
          lines[0] = lines[0].map(([column, ...rest]) => [column + (column >= at ? 2 : column >= open ? 1 : 0), ...rest]);
          chunk.map.mappings = encode(lines);
        }
      }
    },
  };
}

/**
 * TypeScript for every bundle below, compiled once (cli/build/shared-typescript.mjs): the browser
 * bundles' sources (src/, embed/) and the CLI's (src/, cli/), with the same compiler options.
 */
const typescriptOnce = sharedTypescript({
  tsconfig: './tsconfig.json',
  include: ['src/**/*', 'embed/**/*', 'cli/**/*.ts'],
  noEmit: false,
  outDir: 'dist',
  declaration: false,
  sourceMap: true,
  noCheck: true,
});

/**
 * Node resolution for every browser bundle: one instance, so its caches of files, directories and
 * package.json files serve all four (they resolve the same imports with the same options; #28).
 */
const nodeResolveOnce = nodeResolve({ browser: true, exportConditions: ['browser', 'module', 'import', 'default'] });

/**
 * The full portal's ES module entries (#31.4), built together so that they share chunks: `mount` from
 * embed/index.ts as dist/student-portal.mjs. The React component and the custom element's module are
 * built apart (`overPortalModule`), importing this entry as published: the component's `react` is the
 * host's, which this build's alias table would make Preact.
 */
export const portalModuleEntries = { 'student-portal': 'embed/index.ts' };

/**
 * The file names of the full portal module's chunks: fixed and readable, no content hash, so the
 * package's `files` (dist/*.mjs) and `exports` (`./dist/*`) cover them and their integrity values
 * change only with their content. The account screens' chunk (src/app/account-routes.tsx, loaded by
 * src/app/account-area.ts) is student-portal-account.mjs; the code the entries share, student-portal-core.mjs.
 */
export const moduleChunkNames = { 'account-routes': 'student-portal-account.mjs' };
const moduleChunkFileName = (chunk) => moduleChunkNames[chunk.name] ?? (chunk.isDynamicEntry ? `student-portal-${chunk.name}.mjs` : 'student-portal-core.mjs');

/**
 * One browser bundle of an edition, minified: the script (`iife`: `input` default-exports the global
 * `StudentPortal`, shared by both editions' scripts on a page, #19.7; one self-contained file with
 * every screen, the account area's rendered at once: cli/build/account-area.mjs) or the module (`es`:
 * `mount` and `version`, no global, no auto-mount, for bundlers and Node, #19.6). The full portal's
 * module is `input` as an object (`portalModuleEntries`): its entries and chunks in dist/ (#31.4: the
 * account screens load when first needed). The full portal and the sign-up widget (same API, only the
 * sign-up flow's screens). Each writes its public types (publicTypes): the module its edition's d.ts,
 * the script its global's.
 */
function browserBundle(input, fileName, format = 'iife') {
  const iife = format === 'iife';
  const chunked = typeof input === 'object';
  const types = publicTypes(fileName.startsWith('student-portal-signup') ? 'signup' : 'portal', iife);
  const terserOptions = { ecma: 2020, compress: { passes: 2, pure_getters: true, unsafe_arrows: true, unsafe_methods: true }, format: { comments: false } };
  return {
    input,
    // An entry exports exactly its module's exports (`mount`, `version`): what its chunks share lives in a chunk of its own.
    ...(chunked ? { preserveEntrySignatures: 'strict' } : {}),
    output: {
      ...(chunked ? { dir: 'dist/.staging', entryFileNames: '[name].mjs', chunkFileNames: moduleChunkFileName } : { file: `dist/.staging/${fileName}` }),
      format,
      ...(iife ? { name: 'StudentPortal', exports: 'default', inlineDynamicImports: true } : {}),
      sourcemap: true,
      plugins: [pruneCatalogue({ onKept: types.onKept }), types.plugin, terser(terserOptions), ...(iife ? [eagerIife('StudentPortal')] : []), atomicOutput('dist')],
    },
    plugins: [
      ...(iife ? [eagerAccountArea()] : []),
      preactAlias(),
      ofetchUnreached(),
      wouterBrowserLocation(),
      replace({
        preventAssignment: true,
        values: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          // valtio's production switch, `(import.meta.env ? import.meta.env.MODE : void 0) !== "production"`: an
          // IIFE has no import.meta.env, so its development checks and useSnapshot's debug value (a walk of every
          // tracked path after each render) shipped (#18).
          'import.meta.env.MODE': JSON.stringify('production'),
          'import.meta.env': JSON.stringify({ MODE: 'production' }),
          __STUDENT_PORTAL_VERSION__: JSON.stringify(pkg.version),
        },
      }),
      nodeResolveOnce,
      wouterReactDeps(),
      ofetchNoDefault(),
      typescriptOnce,
      minifyCss(),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY' && !warning.ids?.every((id) => id.includes('node_modules'))) throw new Error(warning.message);
      warn(warning);
    },
  };
}

/**
 * A module over the full portal's (#31.2, #31.3): the React component (`student-portal/react`) and the
 * custom element (`student-portal/element`). Its import of `./mount` is the published module
 * `./student-portal.mjs`, left outside, so a host importing two of them gets one portal; the React
 * component's `react` is the host's (a peer), also left outside. Its d.ts is the hand-written
 * embed/<name>.d.ts, importing the full portal's types from ./student-portal.js.
 *
 * `script: true`: the custom element's script instead, `(function(){…})()` over the global the full
 * portal's script defines (`./mount` is `StudentPortal.editions.portal.mount`), written to
 * dist/.staging; cli/build/build.mjs appends it to dist/student-portal.js as
 * dist/student-portal-element.js (`elementScript`): one file, without a second minification of the
 * whole portal (32 CPU-s of the build when it was a bundle of its own).
 */
function overPortal(input, name, { external = [], script = false } = {}) {
  return {
    input,
    external,
    output: {
      file: `dist/.staging/${name}${script ? '.js' : '.mjs'}`,
      format: script ? 'iife' : 'es',
      sourcemap: true,
      plugins: [
        ...(script
          ? []
          : [
              {
                name: 'over-portal-types',
                generateBundle() {
                  const source = readFileSync(`embed/${name}.d.ts`, 'utf8').replaceAll("from './student-portal';", "from './student-portal.js';");
                  this.emitFile({ type: 'asset', fileName: `${name}.d.ts`, source });
                },
              },
            ]),
        terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false, wrap_iife: script } }),
        ...(script ? [] : [atomicOutput('dist')]),
      ],
    },
    plugins: [
      {
        name: 'the-portal-module',
        resolveId(source, importer) {
          if (source !== './mount' || !importer || !/[\\/]embed[\\/][^\\/]+\.ts$/.test(importer)) return null;
          return script ? '\0portal-global-mount' : { id: './student-portal.mjs', external: true };
        },
        load(id) {
          // The full portal's `mount` from the global of the script it is appended to.
          return id === '\0portal-global-mount' ? 'export const mount = (target, options, internals) => StudentPortal.editions.portal.mount(target, options, internals);' : null;
        },
      },
      typescriptOnce,
    ],
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY') throw new Error(warning.message);
      warn(warning);
    },
  };
}

/** The locales the package ships (issue #32): embed/locales/<code>.ts, e.g. fr-CA. */
export const localeCodes = readdirSync('embed/locales').filter((file) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(file)).map((file) => file.slice(0, -3));

/**
 * A locale's file (issue #32), apart from every bundle: the module `dist/locales/<code>.mjs` (its
 * default export is the locale, for `mount(target, { locale })`; its d.ts beside it) or the script
 * `dist/locales/<code>.js`, which adds it to the global `StudentPortal.locales` (creating the global
 * when the portal's script comes after it), so `locale: '<code>'` and `data-locale` find it.
 */
function localeBundle(code, script) {
  const id = `\0locale-script:${code}`;
  return {
    input: script ? id : `embed/locales/${code}.ts`,
    output: {
      file: `dist/.staging/locales/${code}${script ? '.js' : '.mjs'}`,
      format: script ? 'iife' : 'es',
      sourcemap: true,
      plugins: [
        ...(script
          ? []
          : [
              {
                name: 'locale-types',
                generateBundle() {
                  const source = `import type { Locale } from '../student-portal.js';\n\n/** The portal in ${code} (issue #32): \`mount(target, { locale })\`. */\ndeclare const locale: Locale & { readonly code: '${code}' };\nexport default locale;\n`;
                  this.emitFile({ type: 'asset', fileName: `${code}.d.ts`, source });
                },
              },
            ]),
        terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
        { name: 'locales-folder', writeBundle: () => mkdirSync('dist/locales', { recursive: true }) },
        atomicOutput('dist/locales'),
      ],
    },
    plugins: [
      {
        name: 'locale-script',
        resolveId: (source) => (source === id ? id : null),
        load: (loaded) =>
          loaded === id
            ? `import locale from ${JSON.stringify(`${process.cwd()}/embed/locales/${code}.ts`)};\nconst global = (globalThis.StudentPortal ??= {});\n(global.locales ??= {})[locale.code] = locale;\n`
            : null,
      },
      typescriptOnce,
    ],
  };
}

/** The custom element's script (#31.3): dist/student-portal.js, then this add-on (cli/build/build.mjs). */
export const elementScript = { base: 'student-portal.js', addOn: 'student-portal-element-add-on.js', file: 'student-portal-element.js' };

export default [
  browserBundle('embed/script.ts', 'student-portal.js'),
  browserBundle('embed/signup-script.ts', 'student-portal-signup.js'),
  browserBundle(portalModuleEntries, 'student-portal.mjs', 'es'),
  browserBundle('embed/signup.ts', 'student-portal-signup.mjs', 'es'),
  overPortal('embed/react.ts', 'student-portal-react', { external: ['react'] }),
  overPortal('embed/element.ts', 'student-portal-element'),
  overPortal('embed/element-script.ts', 'student-portal-element-add-on', { script: true }),
  ...localeCodes.flatMap((code) => [localeBundle(code, false), localeBundle(code, true)]),
  {
    input: 'cli/index.ts',
    output: { file: 'dist/.staging/cli.mjs', format: 'es', sourcemap: true, inlineDynamicImports: true, plugins: [atomicOutput('dist')] },
    // `node:` modules newer than Node 20 (undici's optional `node:sqlite` cache) stay outside too.
    external: (id) => nodeExternals.has(id) || id.startsWith('node:'),
    plugins: [
      preactAlias(),
      nodeResolve({ preferBuiltins: true, exportConditions: ['node', 'import', 'default'] }),
      // commander, undici and busboy ship CommonJS. undici's SQLite cache store (never used here)
      // requires `node:sqlite`, which Node 20 lacks: that require is left as it is, never reached.
      commonjs({ include: /node_modules[\\/](commander|undici|busboy|streamsearch)[\\/]/, ignoreDynamicRequires: true, ignore: ['node:sqlite'] }),
      typescriptOnce,
    ],
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY') throw new Error(warning.message);
      warn(warning);
    },
  },
];
