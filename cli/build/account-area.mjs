// #31.4: the scripts (dist/student-portal.js stays one file) and the tests (tests/vitest.config.mjs)
// render the account screens at once, as before the ES module's split: src/app/account-area.ts (the
// account chunk loaded with import()) resolves to src/app/account-area-eager.ts there. The ES
// module's build resolves it as it is.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not `new URL(…, import.meta.url)`: in the happy-dom tests `URL` is the page's.
const app = join(dirname(fileURLToPath(import.meta.url)), '../../src/app');
export const lazyAreaPath = join(app, 'account-area.ts');
export const eagerAreaPath = join(app, 'account-area-eager.ts');

/** Rollup (and Vite) plugin: src/app/account-area.ts, however it is imported, resolves to the eager module. */
export function eagerAccountArea() {
  return {
    name: 'eager-account-area',
    // Vite (the tests) runs its own resolver before a plugin that is not `pre`; rollup ignores this.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('account-area') || source.includes('account-area-eager')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && resolved.id.split('?')[0] === lazyAreaPath ? eagerAreaPath : null;
    },
  };
}
