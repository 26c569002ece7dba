import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ofetchUnreached, standInId, standInSource } from '../../cli/build/ofetch-unreached.mjs';

// #18: the browser bundles resolve ofetch's ufo and destr imports to a stand-in
// that throws, because our transport never uses the options that reach them.
// These tests hold ofetch's half of that claim; tests/core/api/transport-options.test.ts
// holds the transport's.

const ofetchDir = join(import.meta.dirname, '../../node_modules/ofetch/dist/shared');
const ofetchSource = readFileSync(join(ofetchDir, readdirSync(ofetchDir).find((f) => /^ofetch\..*\.mjs$/.test(f)) ?? 'missing'), 'utf8');

describe('the plugin', () => {
  const plugin = ofetchUnreached();
  it.each([
    ['ufo', '/x/node_modules/ofetch/dist/shared/ofetch.abc.mjs', standInId],
    ['destr', 'C:\\x\\node_modules\\ofetch\\dist\\index.mjs', standInId],
    ['ufo', '/x/src/core/api/transport.ts', null],
    ['ufo', undefined, null],
    ['ofetch', '/x/node_modules/ofetch/dist/index.mjs', null],
  ])('resolves %s imported from %s to %s', (source, importer, expected) => {
    expect(plugin.resolveId(source, importer)).toBe(expected);
  });

  it('loads the stand-in only for its id', () => {
    expect(plugin.load(standInId)).toBe(standInSource);
    expect(plugin.load('/x/node_modules/ufo/dist/index.mjs')).toBeNull();
  });

  it('the stand-in throws a clear error from each export ofetch imports', async () => {
    const standIn = (await import(`data:text/javascript,${encodeURIComponent(standInSource)}`)) as Record<string, () => unknown>;
    for (const name of ['withBase', 'withQuery', 'default']) {
      expect(() => standIn[name]?.()).toThrow(/left out of the browser bundles/);
    }
  });
});

describe('ofetch reaches them only through options we never set', () => {
  it('its source calls withBase, withQuery and destr only under baseURL, query and a JSON responseType', () => {
    expect(ofetchSource).toMatch(/import destr from 'destr';\s*import \{ withBase, withQuery \} from 'ufo';/);
    const calls = [...ofetchSource.matchAll(/\b(withBase|withQuery|destr)\b/g)].map((m) => m.index);
    // The two imports name them 4 times; each is used once more, behind its option.
    expect(calls).toHaveLength(7);
    expect(ofetchSource).toMatch(/if \(context\.options\.baseURL\) \{\s*context\.request = withBase\(/);
    expect(ofetchSource).toMatch(/if \(context\.options\.query\) \{\s*context\.request = withQuery\(/);
    expect(ofetchSource).toMatch(/case "json": \{\s*const data = await context\.response\.text\(\);\s*const parseFunction = context\.options\.parseResponse \|\| destr;/);
    expect(ofetchSource).toMatch(/const responseType = \(context\.options\.parseResponse \? "json" : context\.options\.responseType\) \|\|/);
  });
});
