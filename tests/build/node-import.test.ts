// @vitest-environment node
// issue #19.6: the built bundles load in Node (SSR, tests) without a DOM. Each runs in a child
// Node process, as a consumer's would: the modules by `import`, the scripts both by `import` and
// as a classic script (vm.runInThisContext, where their `var StudentPortal` becomes a global).
// Reads the built files: `npm run build` first (as `npm test` does).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '../../dist');
const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };

/**
 * Runs `body` (an ES module) in a fresh Node with no DOM and returns what it printed as JSON. A
 * timer or listener the bundle left behind would keep the process alive past the timeout.
 */
async function inNode(body: string): Promise<unknown> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', body], { timeout: 20000 });
  return JSON.parse(stdout);
}

describe.each([
  { module: 'student-portal.mjs', script: 'student-portal.js', edition: 'portal' },
  { module: 'student-portal-signup.mjs', script: 'student-portal-signup.js', edition: 'signup' },
])('the $edition edition in Node', { timeout: 30000 }, ({ module, script, edition }) => {
  it(`imports dist/${module}: mount and version, no global`, async () => {
    const url = pathToFileURL(join(dist, module)).href;
    const loaded = await inNode(`
      const m = await import(${JSON.stringify(url)});
      console.log(JSON.stringify({ exports: Object.keys(m).sort(), mount: typeof m.mount, version: m.version, global: typeof globalThis.StudentPortal, document: typeof document }));
    `);
    expect(loaded).toEqual({ exports: ['mount', 'version'], mount: 'function', version, global: 'undefined', document: 'undefined' });
  });

  it(`imports dist/${script} without throwing (nothing to auto-mount, no global)`, async () => {
    const url = pathToFileURL(join(dist, script)).href;
    const loaded = await inNode(`
      const m = await import(${JSON.stringify(url)});
      console.log(JSON.stringify({ exports: Object.keys(m), global: typeof globalThis.StudentPortal }));
    `);
    expect(loaded).toEqual({ exports: [], global: 'undefined' });
  });

  it(`runs dist/${script} as a classic script: the global names its edition`, async () => {
    const loaded = await inNode(`
      import { readFileSync } from 'node:fs';
      import { runInThisContext } from 'node:vm';
      runInThisContext(readFileSync(${JSON.stringify(join(dist, script))}, 'utf8'));
      const api = globalThis.StudentPortal;
      console.log(JSON.stringify({ edition: api.edition, version: api.version, editions: Object.keys(api.editions), mount: typeof api.mount, handleOf: typeof api.handleOf }));
    `);
    expect(loaded).toEqual({ edition, version, editions: [edition], mount: 'function', handleOf: 'function' });
  });

  // #30.3: one error model everywhere: without a DOM, mount() throws the project's config.invalid
  // naming the cause (a bad option first, then the missing document), never a raw TypeError.
  it(`dist/${module}'s mount() in Node throws config.invalid naming the cause`, async () => {
    const url = pathToFileURL(join(dist, module)).href;
    const thrown = await inNode(`
      const { mount } = await import(${JSON.stringify(url)});
      const seen = [];
      const heard = [];
      for (const options of [{}, { routing: 'hash' }, { bogus: true }, { routing: 'history' }]) {
        try {
          mount('#portal', { ...options, onError: (event) => heard.push(event.code) });
          seen.push('mounted');
        } catch (error) {
          seen.push({ name: error.name, code: error.code, path: error.path, names: /document|browser/.test(error.message) });
        }
      }
      console.log(JSON.stringify({ seen, heard }));
    `);
    const noDocument = { name: 'PortalError', code: 'config.invalid', path: 'environment', names: true };
    expect(thrown).toEqual({
      seen: [noDocument, noDocument, { name: 'PortalError', code: 'config.invalid', path: 'bogus', names: false }, { name: 'PortalError', code: 'config.invalid', path: 'routing', names: false }],
      heard: ['config.invalid', 'config.invalid', 'config.invalid', 'config.invalid'],
    });
  });

  it(`dist/${module} has no auto-mount and no global`, () => {
    const code = readFileSync(join(dist, module), 'utf8');
    // The auto-mount's selector and its console messages ("auto-mount failed for").
    expect(code).not.toContain('[data-student-portal]');
    expect(code).not.toContain('auto-mount');
    expect(code).not.toContain('StudentPortal=');
  });
});
