import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dompurifyAsFactory } from '../../cli/build/dompurify-factory.mjs';
// happy-dom's Node.prototype.nodeName and NodeIterator, made right for DOMPurify (as the sanitiser's tests do).
import '../features/agreement/happy-dom-dompurify';

// The ES module rollup bundles (package.json exports → import).
const source = readFileSync(join(import.meta.dirname, '../../node_modules/dompurify/dist/purify.es.mjs'), 'utf8');

interface Purifier {
  isSupported: boolean;
  version: string;
  sanitize(dirty: string): string;
}
type Factory = ((root: Window) => Purifier) & { isSupported?: boolean; version?: string };

/** Evaluates the module's text as the bundle does (once, top to bottom) against `window`; returns its default export. */
function evaluate(code: string): Factory {
  const body = code.replace('export { purify_default as default };', 'return purify_default;');
  expect(body).not.toBe(code);
  return new Function('window', body)(window) as Factory;
}

/** How many <template> elements evaluating the module makes: DOMPurify makes one per instance. */
function templatesMadeBy(code: string): { factory: Factory; templates: number } {
  const createElement = vi.spyOn(document, 'createElement');
  try {
    const factory = evaluate(code);
    return { factory, templates: createElement.mock.calls.filter(([tag]) => tag === 'template').length };
  } finally {
    createElement.mockRestore();
  }
}

describe('DOMPurify in the bundles: no instance made at import (#18)', () => {
  it('unpatched, evaluating the module makes an instance (what the patch removes)', () => {
    const { factory, templates } = templatesMadeBy(source);
    expect(templates).toBe(1);
    expect(factory.isSupported).toBe(true);
  });

  it('patched, evaluating it makes none; its default export called with a window is a working instance, as before', () => {
    const { factory, templates } = templatesMadeBy(dompurifyAsFactory(source));
    expect(templates).toBe(0);
    expect(factory.isSupported).toBeUndefined();
    const purify = factory(window);
    expect(purify.isSupported).toBe(true);
    expect(purify.version).toBe(evaluate(source).version);
    expect(purify.sanitize('<b>a</b><script>alert(1)</script>')).toBe('<b>a</b>');
  });

  it('is applied to both browser bundles', { timeout: 60000 }, async () => {
    // rollup.config.mjs is plain JavaScript, untyped: imported by path, its shape stated here.
    const config = join(import.meta.dirname, '../../rollup.config.mjs');
    const { default: builds } = (await import(config)) as { default: { output: { file: string }; plugins: { name: string }[] }[] };
    const browser = builds.filter((build) => build.output.file.endsWith('.js'));
    expect(browser.map((build) => build.output.file)).toEqual(['dist/.staging/student-portal.js', 'dist/.staging/student-portal-signup.js']);
    for (const build of browser) expect(build.plugins.map((plugin) => plugin.name)).toContain('dompurify-factory');
  });

  it('fails the build when DOMPurify no longer has the line it replaces', () => {
    expect(() => dompurifyAsFactory(source.replace('var purify_default = createDOMPurify();', 'var purify_default = make();'))).toThrow(
      /dompurify-factory/,
    );
  });
});
