import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { eagerAccountArea } from '../cli/build/account-area.mjs';
import { wouterBrowserLocation } from '../cli/build/wouter-browser-location.mjs';
import { preactAliases } from '../rollup.config.mjs';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Unit-style files that also read dist/ (the built CLI, served bundles): they run in the build
 * project, which `npm test` starts once the build is done (cli/build/test-all.mjs runs the build
 * beside the unit projects), not in `test:unit`, which never builds.
 */
const distFiles = [
  'tests/cli/serve.test.ts',
  'tests/cli/program.test.ts',
  'tests/cli/simulator/server.test.ts',
  'tests/cli/smoke/process.test.ts',
  'tests/embed/widget-routes.test.ts',
];

/** The happy-dom page's happy-dom-only settings (see the dom projects). */
const happyDomEnvironment = {
  environment: 'happy-dom',
  // happy-dom runs no script files: one the portal adds (the live-chat widget) counts as
  // loaded instead of logging a failure in every signed-in test.
  environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
  // happy-dom's network log (a failing status, a reset connection) stays off the run's output; the
  // worker's one page is put back as a fresh window has it after each file.
  setupFiles: ['tests/support/quiet-network-log.ts', 'tests/support/fresh-page.ts'],
};

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // wouter's use-browser-location resolved as the bundles resolve it (#30.2: wouter patched history at import);
  // the account screens rendered at once, as the scripts render them (#31.4: the ES module loads them
  // when first needed; tests/app/account-area.test.tsx tests that).
  plugins: [wouterBrowserLocation(), eagerAccountArea()],
  resolve: {
    // The same table rollup uses; exact matches so `react` never swallows `react-dom`.
    alias: Object.entries(preactAliases).map(([find, replacement]) => ({
      find: new RegExp(`^${escape(find)}$`),
      replacement,
    })),
  },
  test: {
    testTimeout: 15000,
    // Two files at a time on the 2-core machines (vitest's default is one fewer than the cores).
    maxWorkers: 2,
    // React libraries in node_modules must go through the alias table too, or
    // Node would load the real React next to Preact (two runtimes, broken hooks).
    server: { deps: { inline: [/wouter/, /valtio/, /use-sync-external-store/] } },
    // DOM-free core and CLI tests run in plain Node, as they ship; everything
    // that renders runs in happy-dom with the Preact compat runtime; the built
    // bundle runs in a real browser.
    projects: [
      {
        // The unit files share their worker's modules (isolate: false): the portal, the
        // simulator and their libraries load once per worker, not once per file (#28: the
        // module loads were 175 of the unit projects' 480 CPU seconds). Every test still
        // starts from nothing: a fresh simulator, store, clock and mount, cleaned up after it.
        extends: true,
        test: { name: 'node', include: ['tests/core/**/*.test.ts', 'tests/cli/**/*.test.ts'], exclude: distFiles, environment: 'node', isolate: false },
      },
      {
        // One happy-dom page per worker, put back as fresh after each file (tests/support/fresh-page.ts).
        // No file uses vi.mock: with shared modules it replaces only a module not loaded yet. A test
        // replaces an export with vi.spyOn on the module's namespace instead (importers read the
        // export when they use it), restored after its file.
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/core/**', 'tests/cli/**', 'tests/browser/**', 'tests/build/**', ...distFiles],
          isolate: false,
          ...happyDomEnvironment,
        },
      },
      {
        // The build's outputs (dist/: bytes, types, the packed tarball, each build step's effect) and
        // the distFiles: they need `npm run build` first, which `npm test` runs, so `test:unit` (no
        // build) leaves them out.
        extends: true,
        // The same group as the browser project: `npm test` runs the two together once dist/ is
        // built, so neither waits for the other's last file.
        test: { name: 'build', include: ['tests/build/**/*.test.{ts,tsx}', ...distFiles], isolate: false, sequence: { groupOrder: 1 }, ...happyDomEnvironment },
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
          // One Chromium per worker, shared by its files (modules shared: isolate: false), a fresh
          // context per test; the two workers keep both cores busy while a page waits on the
          // network. Runs after the other projects.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
