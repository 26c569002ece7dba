// Build helper: one TypeScript compilation for every bundle of the build (CI time).
//
// @rollup/plugin-typescript compiles its whole program (every file its `include` matches, not only
// the bundle's graph) when a build starts, and resolves each import through TypeScript's module
// resolution. rollup.config.mjs makes five bundles from the same sources with the same compiler
// options: with a plugin per bundle that was five programs and five rounds of resolution. This
// plugin is one @rollup/plugin-typescript instance shared by every bundle: the first build that
// starts compiles the program (its emitted files stay in the instance), later builds load those
// outputs; resolutions are remembered per (importer, import). The emitted JavaScript and maps are
// the same as before (isolatedModules: each file's output depends on that file and the options).
import { join } from 'node:path';
import typescript from '@rollup/plugin-typescript';

/**
 * @param {import('@rollup/plugin-typescript').RollupTypescriptOptions} options
 * @returns {import('rollup').Plugin}
 */
export function sharedTypescript(options) {
  // Made when a build first needs it: importing rollup.config.mjs (vitest does, for its aliases) parses no tsconfig.
  let instance = null;
  const inner = () => (instance ??= typescript(options));
  /** null: not compiled yet; then the first build's compilation (its promise). */
  let compiled = null;
  const resolutions = new Map();
  return {
    name: 'typescript',
    buildStart(rollupOptions) {
      // rollup --watch: the plugin's own per-build program (it recompiles what changed).
      if (this.meta.watchMode) return inner().buildStart.call(this, rollupOptions);
      compiled ??= (async () => {
        await inner().buildStart.call(this, rollupOptions);
        // The program has emitted every file into the instance: close its file watchers now.
        await inner().buildEnd.call(this);
      })();
      return compiled;
    },
    resolveId(importee, importer, resolveOptions) {
      if (!importer || this.meta.watchMode) return inner().resolveId.call(this, importee, importer, resolveOptions);
      const key = `${importer}\0${importee}`;
      if (!resolutions.has(key)) resolutions.set(key, inner().resolveId.call(this, importee, importer, resolveOptions));
      return resolutions.get(key);
    },
    load(id) {
      return inner().load.call(this, id);
    },
    // Closed once, after the first compilation (above); nothing to close per build.
    buildEnd() {
      if (this.meta.watchMode) return inner().buildEnd.call(this);
    },
    watchChange(id, change) {
      return inner().watchChange.call(this, id, change);
    },
    closeWatcher() {
      return inner().closeWatcher.call(this);
    },
    renderStart(outputOptions, inputOptions) {
      // The plugin only checks the options here. An output into a folder (`dir`: the full portal's module
      // and its chunks, #31.4) must hold outDir, which matters for declaration files; none are emitted
      // (declaration: false), so such an output is checked as a file in that folder, as the others are.
      const checked = outputOptions.dir ? { ...outputOptions, dir: undefined, file: join(outputOptions.dir, 'chunks') } : outputOptions;
      return inner().renderStart.call(this, checked, inputOptions);
    },
    generateBundle(outputOptions, bundle, isWrite) {
      return inner().generateBundle.call(this, outputOptions, bundle, isWrite);
    },
  };
}
