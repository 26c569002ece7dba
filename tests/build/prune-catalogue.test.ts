// The build drops the catalogue texts a bundle never reads (cli/build/prune-catalogue.mjs, issues #18 and
// #19.4): a text stays when it is read as `group.key`, or when its group is used any other way. The dist
// checks need `npm run build` first (as the browser tests do).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleCatalogueTexts, catalogueTexts, unreadCatalogueTexts } from '../../cli/build/prune-catalogue.mjs';

const group =
  "const demoTexts = /*#__PURE__*/ catalogue('demoTexts', { heading: 'Hello', brandTitle: (b) => `${b} Login`, nested: { inner: 'x', other: 'y' } });";

describe('unreadCatalogueTexts', () => {
  it.each([
    ['every text read', 'demoTexts.heading; demoTexts.brandTitle(1); demoTexts.nested.inner; demoTexts.nested.other;', []],
    ['one text read', 'demoTexts.heading;', ['demoTexts.brandTitle', 'demoTexts.nested']],
    ['one nested text read', 'demoTexts.nested.other;', ['demoTexts.heading', 'demoTexts.brandTitle', 'demoTexts.nested.inner']],
    ['a nested object indexed', 'demoTexts.nested[key];', ['demoTexts.heading', 'demoTexts.brandTitle']],
    ['a nested object passed whole', 'show(demoTexts.nested);', ['demoTexts.heading', 'demoTexts.brandTitle']],
    ['the group enumerated', 'Object.keys(demoTexts);', []],
    ['the group spread', 'const all = { ...demoTexts };', []],
    ['the group destructured', 'const { heading } = demoTexts;', []],
    ['the group read as something it has not', 'demoTexts.toString();', []],
    ['the group name shadowed', 'function f(demoTexts) { return demoTexts.heading; }', []],
  ])('%s', (_, use, expected) => {
    expect(unreadCatalogueTexts(`${group}\n${use}`).map((t) => t.key)).toEqual(expected);
  });

  it('leaves a literal that still parses, the comma after each dropped text with it', () => {
    const code = `${group}\ndemoTexts.nested.other;`;
    let out = code;
    for (const { start, end } of unreadCatalogueTexts(code).reverse()) out = out.slice(0, start) + out.slice(end);
    expect(out.replace(/\s+/g, '')).toContain("catalogue('demoTexts',{nested:{other:'y'}})");
    expect(() => new Function('catalogue', out)).not.toThrow();
  });

  it('leaves objects that are not registered groups alone', () => {
    expect(unreadCatalogueTexts("const plain = { a: 'x', b: 'y' };\nplain.a;")).toEqual([]);
  });
});

describe('catalogueTexts: the keys a bundle keeps, its d.ts `TextCatalogue` (#30.4)', () => {
  it.each([
    ['every text read', 'demoTexts.heading; demoTexts.brandTitle(1); demoTexts.nested.inner; demoTexts.nested.other;', ['demoTexts.heading', 'demoTexts.brandTitle', 'demoTexts.nested.inner', 'demoTexts.nested.other']],
    ['one nested text read: the other texts of the group and its siblings go', 'demoTexts.nested.other;', ['demoTexts.nested.other']],
    ['a nested object passed whole: all of it stays', 'show(demoTexts.nested);', ['demoTexts.nested.inner', 'demoTexts.nested.other']],
    ['nothing read', '', []],
  ])('%s', (_, use, expected) => {
    expect(catalogueTexts(`${group}\n${use}`).kept).toEqual(expected);
  });

  it('keeps a list whole, by index, and lists no text where a value is null', () => {
    const code = "const l = /*#__PURE__*/ catalogue('dayLabels', ['Mon', 'Tue']);\nconst c = /*#__PURE__*/ catalogue('carrierNames', { ups: 'UPS', other: null });\nl[0]; c.ups; c.other;";
    expect(catalogueTexts(code).kept).toEqual(['dayLabels.0', 'dayLabels.1', 'carrierNames.ups']);
  });
});

// #31.4: the ES module's chunks share groups: a group declared in one chunk (exported under a short
// name) is read in another (imported under its own). Its texts stay when any chunk reads them.
describe('bundleCatalogueTexts: a group read across chunks', () => {
  const core = `${group}\ndemoTexts.heading;\nexport { demoTexts as a, other as b };`;
  const texts = (chunks: { fileName: string; code: string; entry?: boolean }[]) =>
    Object.fromEntries([...bundleCatalogueTexts(chunks)].map(([file, { unread, kept }]) => [file, { unread: unread.map((t) => t.key), kept }]));

  it.each([
    ['a text read only in the importing chunk stays', "import { a as demoTexts } from './core.mjs';\ndemoTexts.nested.other;", ['demoTexts.brandTitle', 'demoTexts.nested.inner']],
    ['under another local name, from a chunk in a folder', "import { a as t } from '../core.mjs';\nt.brandTitle('x');", ['demoTexts.nested']],
    ['used whole in the importing chunk: all of it stays', "import { a as demoTexts } from './core.mjs';\nObject.keys(demoTexts);", []],
    ['a nested object passed whole there: that object stays', "import { a as demoTexts } from './core.mjs';\nshow(demoTexts.nested);", ['demoTexts.brandTitle']],
    ['the imported name shadowed there: all of it stays', "import { a as demoTexts } from './core.mjs';\nfunction f(demoTexts) { return demoTexts.x; }", []],
    ['an export of the chunk no other chunk reads it through: only its own reads count', "import { b } from './core.mjs';\nb();", ['demoTexts.brandTitle', 'demoTexts.nested']],
  ])('%s', (_, account, unread) => {
    const fileName = account.includes("'../core.mjs'") ? 'account/chunk.mjs' : 'account.mjs';
    const result = texts([{ fileName: 'core.mjs', code: core }, { fileName, code: account }]);
    expect(result['core.mjs']?.unread).toEqual(unread);
    expect(result[fileName]).toEqual({ unread: [], kept: [] });
  });

  it('keeps whole a group an entry chunk exports (its exports are public), or a facade re-exports', () => {
    expect(texts([{ fileName: 'core.mjs', code: core, entry: true }])['core.mjs']?.unread).toEqual([]);
    const facade = "export { a as texts } from './core.mjs';";
    expect(texts([{ fileName: 'core.mjs', code: core }, { fileName: 'index.mjs', code: facade, entry: true }])['core.mjs']?.unread).toEqual([]);
  });

  it('lists the kept keys with the chunk that declares the group', () => {
    const result = texts([{ fileName: 'core.mjs', code: core }, { fileName: 'account.mjs', code: "import { a as g } from './core.mjs';\ng.nested.inner;" }]);
    expect(result['core.mjs']?.kept).toEqual(['demoTexts.heading', 'demoTexts.nested.inner']);
  });
});

describe('dist/student-portal-signup.js', () => {
  const code = readFileSync(join(process.cwd(), 'dist', 'student-portal-signup.js'), 'utf8');
  it('drops the access texts the widget never shows (the search box, the account menu)', () => {
    expect(code).not.toContain('search by keyword or class code');
    expect(code).not.toContain('Account Details');
  });
  it('keeps the texts it shows under their keys, so a mount can replace them', () => {
    expect(code).toMatch(/signUpButton:"SIGN UP"/);
    expect(code).toContain('"accessScreens"');
  });
});
