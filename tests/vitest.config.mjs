import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from '../rollup.config.mjs';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: {
    // The same table rollup uses; exact matches so `react` never swallows `react-dom`.
    alias: Object.entries(preactAliases).map(([find, replacement]) => ({
      find: new RegExp(`^${escape(find)}$`),
      replacement,
    })),
  },
  test: {
    testTimeout: 15000,
    // React libraries in node_modules must go through the alias table too, or
    // Node would load the real React next to Preact (two runtimes, broken hooks).
    server: { deps: { inline: [/wouter/, /valtio/, /use-sync-external-store/] } },
    // DOM-free core and CLI tests run in plain Node, as they ship; everything
    // that renders runs in happy-dom with the Preact compat runtime; the built
    // bundle runs in a real browser.
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['tests/core/**/*.test.ts', 'tests/cli/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/core/**', 'tests/cli/**', 'tests/browser/**'],
          environment: 'happy-dom',
          // happy-dom runs no script files: one the portal adds (the live-chat widget) counts as
          // loaded instead of logging a failure in every signed-in test.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
        },
      },
      {
        // Real Chromium (playwright-core) against the simulator serving dist/ and
        // examples/: needs `npm run build` first, which `npm test` runs.
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 30000,
          // One Chromium per file; two files at a time keep both cores busy
          // while a page waits on the network. Runs after the other projects.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
