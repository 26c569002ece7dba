// Resolves wouter's src/use-browser-location.js to src/lib/wouter-browser-location.ts (rollup.config.mjs,
// browser bundles; tests/vitest.config.mjs, so the tests run what ships). wouter's module replaces
// history.pushState and replaceState when it loads, for good: loading the script or importing the
// module changed the host's history, mounted or not (#30.2). The stand-in keeps its API and its
// events, and patches history only while something subscribes (wouter's default router; the
// portal's own routers never do).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not `new URL(…, import.meta.url)`: in the happy-dom tests `URL` is the page's.
export const standInPath = join(dirname(fileURLToPath(import.meta.url)), '../../src/lib/wouter-browser-location.ts');

/** wouter's own module, however it was reached (its index's `./use-browser-location.js`, the package's export). */
export const wouterModule = /[\\/]wouter[\\/]src[\\/]use-browser-location\.js$/;

/** Rollup (and Vite) plugin: wouter's use-browser-location resolves to the stand-in. */
export function wouterBrowserLocation() {
  return {
    name: 'wouter-browser-location',
    // Vite (the tests) runs its own resolver before a plugin that is not `pre`; rollup ignores this.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('use-browser-location')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && wouterModule.test(resolved.id) ? standInPath : null;
    },
  };
}
