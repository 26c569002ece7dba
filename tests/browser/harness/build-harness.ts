import { join } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import typescript from '@rollup/plugin-typescript';
import { type Plugin, rollup } from 'rollup';

const root = join(import.meta.dirname, '../../..');

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
  const build = await rollup({
    input: join(root, 'tests/browser/harness', input),
    plugins: [
      preactAlias(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), __STUDENT_PORTAL_VERSION__: '"test"' } }),
      nodeResolve({ browser: true, exportConditions: ['browser', 'module', 'import', 'default'] }),
      typescript({
        tsconfig: join(root, 'tsconfig.json'),
        include: ['src/**/*', 'tests/browser/harness/**/*', ...include],
        noEmit: false,
        outDir: join(root, 'dist'),
        declaration: false,
        sourceMap: false,
        noCheck: true,
      }),
    ],
  });
  try {
    return (await build.generate({ format: 'iife' })).output[0].code;
  } finally {
    await build.close();
  }
}
