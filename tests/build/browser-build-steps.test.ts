import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The library patches of cli/build (#18) are build steps of both browser
// bundles and of nothing else: the CLI keeps the libraries as they ship.
// Each step's own test checks what it does to its library's source.

type Build = { input: string | Record<string, string>; output: { file?: string; dir?: string }; plugins: { name: string }[] };

/** The files a build writes its entries to: its `file`, or each entry of its `input` map (#31.4: the full portal's module and its chunks). */
const entryFiles = (build: Build) =>
  build.output.file ? [build.output.file.replace('dist/.staging/', '')] : Object.keys(build.input).map((name) => `${name}.mjs`);

describe('the browser bundles’ library build steps', () => {
  it.each(['ofetch-unreached', 'ofetch-no-default', 'wouter-react-deps', 'wouter-browser-location'])('%s runs in every browser bundle and not in the CLI build', { timeout: 60000 }, async (step) => {
    const config = join(import.meta.dirname, '../../rollup.config.mjs');
    const { default: builds } = (await import(config)) as { default: Build[] };
    const names = (build: Build) => build.plugins.map((plugin) => plugin.name);
    // Each edition's script (.js) and module (.mjs, #19.6); the CLI is dist/cli.mjs; the React
    // component's and the element's modules import the portal's module, and the element script's
    // add-on uses the portal script's global: they bundle no library (#31.2, #31.3).
    const overPortal = builds.filter((build) => names(build).includes('the-portal-module'));
    expect(overPortal.flatMap(entryFiles).sort()).toEqual(['student-portal-element-add-on.js', 'student-portal-element.mjs', 'student-portal-react.mjs']);
    // #32: a locale's files are its texts and Intl formats, no library.
    const locales = builds.filter((build) => names(build).includes('locale-script'));
    expect(locales.flatMap(entryFiles).sort()).toEqual(['locales/es-US.js', 'locales/es-US.mjs', 'locales/fr-CA.js', 'locales/fr-CA.mjs']);
    const browser = builds.filter((build) => !entryFiles(build).includes('cli.mjs') && !overPortal.includes(build) && !locales.includes(build));
    expect(browser.flatMap(entryFiles).sort()).toEqual([
      'student-portal-signup.js',
      'student-portal-signup.mjs',
      'student-portal.js',
      'student-portal.mjs',
    ]);
    for (const build of browser) expect(names(build)).toContain(step);
    for (const build of builds.filter((b) => !browser.includes(b))) expect(names(build)).not.toContain(step);
  });
});
