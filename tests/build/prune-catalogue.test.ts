// The build drops the catalogue texts a bundle never reads (cli/build/prune-catalogue.mjs, issues #18 and
// #19.4): a text stays when it is read as `group.key`, or when its group is used any other way. The dist
// checks need `npm run build` first (as the browser tests do).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueTexts, unreadCatalogueTexts } from '../../cli/build/prune-catalogue.mjs';

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
