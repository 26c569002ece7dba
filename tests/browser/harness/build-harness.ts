import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { type Plugin, rollup } from 'rollup';
import ts from 'typescript';

const root = join(import.meta.dirname, '../../..');

/** tsconfig.json's compiler options, for compiling one file at a time. */
function compilerOptions(): ts.CompilerOptions {
  const file = join(root, 'tsconfig.json');
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(file, ts.sys.readFile).config, ts.sys, root);
  return { ...parsed.options, noEmit: false, declaration: false, sourceMap: false };
}

/**
 * TypeScript for the harness's graph only (CI time): each .ts/.tsx file the bundle reaches is
 * compiled on its own (tsconfig's isolatedModules makes that the same JavaScript as a program's
 * emit), instead of @rollup/plugin-typescript compiling every file of src/ and `include` first
 * (about 20 s on a loaded 2-core machine, for each harness). Relative imports without an
 * extension resolve to .ts, .tsx or an index file, as the `Bundler` resolution does.
 */
function typescriptPerFile(include: RegExp): Plugin {
  const options = compilerOptions();
  return {
    name: 'typescript-per-file',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const base = resolve(dirname(importer), source);
      for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
        if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
      }
      return null;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !include.test(id)) return null;
      const { outputText, diagnostics } = ts.transpileModule(code, { compilerOptions: options, fileName: id, reportDiagnostics: true });
      if (diagnostics?.length) this.error(ts.flattenDiagnosticMessageText(diagnostics[0]?.messageText ?? '', '\n'));
      return { code: outputText, map: null };
    },
  };
}

/** A glob of the build's `include` (`dir/**` + `/*`) as a pattern for absolute paths below the root. */
const globPattern = (glob: string) => `${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '\0').replace(/\*/g, '[^/]*').replace(/\0/g, '(?:.*/)?')}`;

/**
 * Bundles a browser-test harness (a file of tests/browser/harness/) as one
 * IIFE script, with the build's own Preact alias table and production mode, as
 * the shipped bundles are built; `include` lists what TypeScript compiles
 * besides src/ and the harness folder. Returns the script's code.
 */
export async function buildHarness(input: string, include: string[] = []): Promise<string> {
  // rollup.config.mjs is plain JavaScript, untyped.
  const buildConfig: string = join(root, 'rollup.config.mjs');
  const { preactAlias } = (await import(buildConfig)) as { preactAlias: () => Plugin };
  const compiled = new RegExp(`^(?:${['src/**/*', 'tests/browser/harness/**/*', ...include].map(globPattern).join('|')})$`);
  const build = await rollup({
    input: join(root, 'tests/browser/harness', input),
    plugins: [
      preactAlias(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), __STUDENT_PORTAL_VERSION__: '"test"' } }),
      nodeResolve({ browser: true, exportConditions: ['browser', 'module', 'import', 'default'] }),
      typescriptPerFile(compiled),
    ],
  });
  try {
    return (await build.generate({ format: 'iife' })).output[0].code;
  } finally {
    await build.close();
  }
}
