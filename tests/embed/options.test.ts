import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boolean, enums, func, object, optional, record, refine, string, type, union, validate } from 'superstruct';
import { isLocaleTag } from '../../embed/locale';
import { appearanceKeys as optionKeys, appearanceProperty, parseMountOptions } from '../../embed/options';
import { isPortalError } from '../../src/core/errors';

/*
 * Issue #18: mount() checks its options by hand, not with superstruct (the
 * struct's validation at mount cost 31 KB of JS heap and about 3 ms of main
 * thread). The superstruct struct the check replaced is kept here as the
 * reference: for every input below both must accept the same options or
 * refuse the same field with the same text.
 */
const httpOrigin = refine(string(), 'an http(s) origin', (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
});
const pageUrl = refine(string(), 'an http(s) URL or a path starting with /', (value) => {
  if (value.startsWith('/') && !value.startsWith('//')) return !value.includes('#');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.hash;
  } catch {
    return false;
  }
});
const appearanceKeys = ['primary', 'primaryInk', 'accent', 'ink', 'muted', 'border', 'bg', 'soft', 'danger', 'success', 'focus', 'font', 'radius'];
const cssValue = refine(string(), 'a CSS value that cannot end a declaration or load a resource', (value) =>
  value.trim() !== '' && !/[;{}<>\\]|(url|src|image|image-set)\(/i.test(value),
);
const rootedPath = refine(string(), 'a path starting with /', (value) => value.startsWith('/') && !value.startsWith('//'));
const routePrefix = refine(
  string(),
  'a path prefix',
  (value) => /^(\/[\w\-.~!$&'()*+,;=:@]+)+$/.test(value) && !/\/\.{1,2}(\/|$)/.test(value),
);
const referenceStruct = object({
  brand: optional(enums(['main', 'second'])),
  apiBase: optional(httpOrigin),
  routing: optional(enums(['hash', 'memory', 'path'])),
  initialPath: optional(rootedPath),
  isolation: optional(enums(['scoped', 'shadow'])),
  onEvent: optional(func()),
  onError: optional(func()),
  portalUrl: optional(pageUrl),
  chat: optional(boolean()),
  chrome: optional(enums(['none', 'full'])),
  appearance: optional(object(Object.fromEntries(appearanceKeys.map((key) => [key, optional(cssValue)])))),
  hashPrefix: optional(routePrefix),
  basePath: optional(routePrefix),
  navigate: optional(type({ push: func(), replace: func() })),
  texts: optional(record(string(), union([string(), func()]))),
  // #32: a name, or { code, texts }.
  locale: optional(union([refine(string(), 'a locale tag', isLocaleTag), type({ code: refine(string(), 'a locale tag', isLocaleTag), texts: record(string(), union([string(), func()])) })])),
});

/** The field the reference refuses (as mount() names it), or null when it accepts. */
function referenceRefusal(value: unknown): string | null {
  const [error] = validate(value ?? {}, referenceStruct);
  if (!error) return null;
  return error.path[0] === undefined ? 'options' : String(error.path[0]);
}

type Outcome = { accepted: unknown } | { code: string | false; path: unknown; message: string };

function outcome(value: unknown): Outcome {
  try {
    return { accepted: parseMountOptions(value) };
  } catch (error) {
    return { code: isPortalError(error) && error.code, path: isPortalError(error) && error.path, message: String((error as Error).message) };
  }
}

const onEvent = () => {};
class Options {
  brand = 'main';
}

const inputs: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['empty', {}],
  ['every option, valid', { brand: 'second', apiBase: 'https://api.example.test', routing: 'memory', initialPath: '/login', isolation: 'shadow', onEvent, onError: onEvent, portalUrl: '/account.html', chat: false, chrome: 'none', appearance: { primary: '#123456', font: 'Georgia, "Times New Roman", serif', radius: '4px' } }],
  ['options given as undefined', { brand: undefined, apiBase: undefined, routing: undefined, initialPath: undefined, isolation: undefined, onEvent: undefined, onError: undefined, portalUrl: undefined, chat: undefined }],
  ['a string', 'main'],
  ['a number', 7],
  ['true', true],
  ['a function', onEvent],
  ['an array', ['main']],
  ['an empty array', []],
  ['a class instance', new Options()],
  ['brand third', { brand: 'third' }],
  ['brand null', { brand: null }],
  ['brand Main', { brand: 'Main' }],
  ['apiBase ftp', { apiBase: 'ftp://x' }],
  ['apiBase with a path', { apiBase: 'http://127.0.0.1:4173/api' }],
  ['apiBase with a query', { apiBase: 'http://127.0.0.1:4173/?a=1' }],
  ['apiBase with a hash', { apiBase: 'http://127.0.0.1:4173/#x' }],
  ['apiBase with a bare hash', { apiBase: 'http://127.0.0.1:4173/#' }],
  ['apiBase with a slash', { apiBase: 'http://127.0.0.1:4173/' }],
  ['apiBase relative', { apiBase: '/api' }],
  ['apiBase a number', { apiBase: 4173 }],
  ['apiBase with credentials', { apiBase: 'https://user:pw@api.example.test' }],
  ['routing browser', { routing: 'browser' }],
  ['initialPath relative', { initialPath: 'login' }],
  ['initialPath protocol-relative', { initialPath: '//evil.test/x' }],
  ['initialPath with a query and hash', { initialPath: '/login?x=1#y' }],
  ['isolation iframe', { isolation: 'iframe' }],
  ['onEvent a string', { onEvent: 'alert(1)' }],
  ['onEvent null', { onEvent: null }],
  ['onError a string', { onError: 'alert(1)' }],
  ['portalUrl absolute', { portalUrl: 'https://www.summitprep.test/' }],
  ['portalUrl with a hash', { portalUrl: 'https://www.summitprep.test/#/x' }],
  ['portalUrl path with a hash', { portalUrl: '/account.html#x' }],
  ['portalUrl protocol-relative', { portalUrl: '//evil.test/' }],
  ['portalUrl javascript:', { portalUrl: 'javascript:alert(1)' }],
  ['portalUrl not a URL', { portalUrl: 'account.html' }],
  ['portalUrl empty', { portalUrl: '' }],
  ['chat off', { chat: 'off' }],
  ['chat null', { chat: null }],
  ['chat true', { chat: true }],
  ['chrome full', { chrome: 'full' }],
  ['chrome header', { chrome: 'header' }],
  ['chrome false', { chrome: false }],
  ['appearance, every key', { appearance: Object.fromEntries(appearanceKeys.map((key) => [key, 'rgb(1 2 3 / 50%)'])) }],
  ['appearance empty', { appearance: {} }],
  ['appearance a key set to undefined', { appearance: { primary: undefined } }],
  ['appearance a string', { appearance: 'primary: red' }],
  ['appearance null', { appearance: null }],
  ['appearance an array', { appearance: ['#123456'] }],
  ['appearance an unknown key', { appearance: { primary: '#123456', colour: 'red' } }],
  ['appearance a CSS name as key', { appearance: { '--sp-primary': 'red' } }],
  ['appearance a number', { appearance: { radius: 4 } }],
  ['appearance empty value', { appearance: { primary: ' ' } }],
  ['appearance a semicolon', { appearance: { primary: 'red; background: url(x)' } }],
  ['appearance a closing brace', { appearance: { primary: 'red } .x { color: red' } }],
  ['appearance a tag', { appearance: { font: '</style><script>' } }],
  ['appearance url()', { appearance: { bg: 'url(https://evil.test/p.png)' } }],
  ['appearance URL() upper case', { appearance: { bg: 'URL(https://evil.test/p.png)' } }],
  ['appearance image-set()', { appearance: { bg: 'image-set("x.png" 1x)' } }],
  ['appearance an escape', { appearance: { bg: 'u\\72l(x)' } }],
  ['an unknown option', { colour: 'red' }],
  ['two unknown options', { zeta: 1, alpha: 2 }],
  ['an unknown option before a bad known one', { colour: 'red', routing: 'browser' }],
  ['two bad known options, schema order decides', { chat: 'off', brand: 'third' }],
  ['a bad option and a good one', { routing: 'memory', isolation: 'iframe' }],
  ['an unknown option set to undefined', { colour: undefined }],
  ['hashPrefix', { hashPrefix: '/portal' }],
  ['hashPrefix two segments', { routing: 'hash', hashPrefix: '/my/portal' }],
  ['hashPrefix without a slash', { hashPrefix: 'portal' }],
  ['hashPrefix with a #', { hashPrefix: '#/portal' }],
  ['hashPrefix with a trailing slash', { hashPrefix: '/portal/' }],
  ['hashPrefix a slash alone', { hashPrefix: '/' }],
  ['hashPrefix empty', { hashPrefix: '' }],
  ['hashPrefix with a query', { hashPrefix: '/portal?x' }],
  ['hashPrefix a number', { hashPrefix: 7 }],
  ['basePath with path routing', { routing: 'path', basePath: '/account' }],
  ['basePath two segments', { routing: 'path', basePath: '/en/account' }],
  ['basePath with a trailing slash', { routing: 'path', basePath: '/account/' }],
  ['basePath protocol-relative', { routing: 'path', basePath: '//evil.test' }],
  ['basePath with a #', { routing: 'path', basePath: '/account#x' }],
  // #29.9: characters a browser reads as another site, or a person cannot see.
  ['basePath with a backslash', { routing: 'path', basePath: '/\\evil.test' }],
  ['hashPrefix with a backslash', { hashPrefix: '/portal\\x' }],
  ['basePath with a tab', { routing: 'path', basePath: '/ac\tcount' }],
  ['basePath with a NUL', { routing: 'path', basePath: '/account\u0000' }],
  ['basePath with a zero-width space', { routing: 'path', basePath: '/acc\u200bount' }],
  ['hashPrefix with a right-to-left override', { hashPrefix: '/portal\u202e' }],
  ['basePath with a percent-escape', { routing: 'path', basePath: '/%5Cevil.test' }],
  ['basePath a dot segment', { routing: 'path', basePath: '/account/..' }],
  ['basePath with a dash, dot and tilde', { routing: 'path', basePath: '/my-account.v2/~student' }],
  ['navigate', { navigate: { push: () => {}, replace: () => {} } }],
  ['navigate a router object with more methods', { navigate: { push: () => {}, replace: () => {}, back: () => {} } }],
  ['navigate a function', { navigate: () => {} }],
  ['navigate without replace', { navigate: { push: () => {} } }],
  ['navigate with a string push', { navigate: { push: '/login', replace: () => {} } }],
  ['texts', { texts: { 'accessScreens.logIn': 'Sign in', 'accessScreens.loginHeading': (brand: string) => brand } }],
  ['texts empty', { texts: {} }],
  ['texts a string', { texts: 'Sign in' }],
  ['texts a list', { texts: ['Sign in'] }],
  ['texts a number value', { texts: { 'accessScreens.logIn': 7 } }],
  ['texts an object value', { texts: { 'accessScreens.logIn': { text: 'Sign in' } } }],
  ['locale a name', { locale: 'fr-CA' }],
  ['locale a language alone', { locale: 'de' }],
  ['locale a name with a space', { locale: 'fr CA' }],
  ['locale in capitals', { locale: 'FR-CA' }],
  ['locale an object', { locale: { code: 'es-US', texts: { 'accessScreens.logIn': 'Iniciar sesión' } } }],
  ['locale an object without texts', { locale: { code: 'es-US' } }],
  ['locale an object with a bad code', { locale: { code: 'Spanish', texts: {} } }],
  ['locale an object with a number text', { locale: { code: 'es-US', texts: { 'accessScreens.logIn': 7 } } }],
  ['locale a number', { locale: 7 }],
];

const root = join(__dirname, '../..');

/**
 * The packages a source file loads at run time, through its relative imports too (`from`, bare and
 * `import()`): `import type` and declaration-only modules (`.d.ts`) are erased, so not followed.
 */
function packagesLoadedBy(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(join(root, file), 'utf8');
  const imports = /^(?:import|export)\s+(?<typeOnly>type\s+)?[^'"]*?from\s+['"](?<from>[^'"]+)['"]|^import\s+['"](?<bare>[^'"]+)['"]|\bimport\(\s*['"](?<dynamic>[^'"]+)['"]\s*\)/gm;
  for (const { groups = {} } of source.matchAll(imports)) {
    if (groups.typeOnly) continue;
    const spec = groups.from ?? groups.bare ?? groups.dynamic ?? '';
    if (!spec.startsWith('.')) {
      packages.add(spec);
      continue;
    }
    const base = relative(root, join(root, dirname(file), spec));
    const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => existsSync(join(root, candidate)));
    if (found) for (const name of packagesLoadedBy(found, seen)) packages.add(name);
    else if (!existsSync(join(root, `${base}.d.ts`))) throw new Error(`${file}: cannot resolve ${spec}`);
  }
  return packages;
}

describe('parseMountOptions (issue #18: by hand, as the superstruct struct did)', () => {
  it.each(inputs)('%s: same outcome as the superstruct struct', (_, value) => {
    const refused = referenceRefusal(value);
    const result = outcome(value);
    if (refused === null) {
      // Accepted: the very object given (or a fresh empty one for undefined / null).
      expect(result).toEqual({ accepted: value ?? {} });
      if (value !== undefined && value !== null) expect((result as { accepted: unknown }).accepted).toBe(value);
    } else {
      expect(result).toMatchObject({ code: 'config.invalid', path: refused });
      expect((result as { message: string }).message).toContain(`StudentPortal.mount: option "${refused}" is invalid; `);
    }
  });

  it.each(['/\\evil.test', '//evil.test', '/a\\b', '/a\u0000', '/a\u200b', '/a\u202e', '/a b', '/%5Cevil.test', '/..'])(
    'refuses the route prefix %j as basePath and as hashPrefix (#29.9: no link may lead off the site)',
    (prefix) => {
      expect(outcome({ routing: 'path', basePath: prefix })).toMatchObject({ code: 'config.invalid', path: 'basePath' });
      expect(outcome({ routing: 'hash', hashPrefix: prefix })).toMatchObject({ code: 'config.invalid', path: 'hashPrefix' });
    },
  );

  it('names the fix for a known option and lists the known ones for another', () => {
    expect(outcome({ routing: 'browser' })).toMatchObject({ message: expect.stringContaining(`option "routing" is invalid; use 'hash', 'memory' or 'path'.`) });
    expect(outcome({ colour: 'red' })).toMatchObject({
      message: expect.stringContaining('option "colour" is invalid; remove it; known options are brand, apiBase, routing, initialPath, isolation, onEvent, onError, portalUrl, chat, chrome, appearance, hashPrefix, basePath, navigate, texts, locale.'),
    });
    expect(outcome('main')).toMatchObject({ message: expect.stringContaining('option "options" is invalid; remove it; known options are') });
  });

  it.each(['red; background: url(x)', 'red } .x { color: red', '</style><script>', 'url(https://evil.test/p.png)', 'URL(x)', 'image-set("x.png" 1x)', 'u\\72l(x)', ' '])(
    'refuses the appearance value %j (it could end a declaration or load a resource)',
    (css) => {
      expect(outcome({ appearance: { primary: css } })).toMatchObject({ code: 'config.invalid', path: 'appearance' });
    },
  );

  it('names the appearance keys in its fix, one per public CSS property', () => {
    expect(outcome({ appearance: { colour: 'red' } })).toMatchObject({
      path: 'appearance',
      message: expect.stringContaining(`use the keys ${appearanceKeys.join(', ')} with CSS values (no ; { } < > \\ or url()).`),
    });
    expect(optionKeys).toEqual(appearanceKeys);
    expect(optionKeys.map(appearanceProperty)).toEqual([
      '--sp-primary', '--sp-primary-ink', '--sp-accent', '--sp-ink', '--sp-muted', '--sp-border', '--sp-bg', '--sp-soft',
      '--sp-danger', '--sp-success', '--sp-focus', '--sp-font', '--sp-radius',
    ]);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty'])('an unknown option named %s (an Object.prototype name) gets the known-options fix', (name) => {
    expect(outcome({ [name]: 1 })).toMatchObject({
      path: name,
      message: `StudentPortal.mount: option "${name}" is invalid; remove it; known options are brand, apiBase, routing, initialPath, isolation, onEvent, onError, portalUrl, chat, chrome, appearance, hashPrefix, basePath, navigate, texts, locale.`,
    });
  });

  // Read from the sources rather than with vi.mock('superstruct'): a mock applies only to a module not
  // loaded yet, and the dom project's files share their worker's modules (#28).
  it('checks the options without superstruct (no struct validation at mount): nothing embed/options.ts loads imports it', () => {
    expect(packagesLoadedBy('embed/options.ts')).toEqual(new Set());
    expect(packagesLoadedBy('tests/embed/options.test.ts')).toContain('superstruct');
  });

  // Rules across two options (the reference struct checks each field alone).
  it.each([
    ['hashPrefix with memory routing', { routing: 'memory', hashPrefix: '/portal' }, 'hashPrefix', "use a path such as '/portal' (no '#', no trailing '/') with routing 'hash'"],
    ['hashPrefix with path routing', { routing: 'path', basePath: '/account', hashPrefix: '/portal' }, 'hashPrefix', "with routing 'hash'"],
    ['basePath with hash routing (the default)', { basePath: '/account' }, 'basePath', "with routing 'path', which needs it"],
    ['basePath with memory routing', { routing: 'memory', basePath: '/account' }, 'basePath', "with routing 'path'"],
    ['path routing without basePath', { routing: 'path' }, 'basePath', "use a path such as '/account' (no trailing '/') with routing 'path', which needs it"],
  ])('%s is refused (issue #19.1)', (_, value, path, fix) => {
    expect(outcome(value)).toMatchObject({ code: 'config.invalid', path, message: expect.stringContaining(fix) });
  });
});
