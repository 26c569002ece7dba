import { PortalError } from '../src/core/errors';
import { isLocaleTag } from './locale';
import type { Appearance, MountOptions } from './student-portal';

/*
 * Checked by hand, not with a superstruct struct (issue #18): validating this
 * one object at mount made the page compile superstruct's object, refine,
 * enums and func machinery before the login form could show: 31 KB of JS heap
 * after mount and about 3 ms of main thread. tests/embed/options.test.ts keeps
 * the struct as the reference: same options accepted, same field refused.
 */

/** An http(s) origin: no path, query or fragment. */
function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL or a path on this page's origin (no fragment: the route goes there). */
function isPageUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return !value.includes('#');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.hash;
  } catch {
    return false;
  }
}

const isRootedPath = (value: string) => value.startsWith('/') && !value.startsWith('//');

/** `appearance` keys, each setting the CSS custom property of that name: `primaryInk` → `--sp-primary-ink` (README "Look and layout"). */
export const appearanceKeys = 'primary primaryInk accent ink muted border bg soft danger success focus font radius'.split(' ') as (keyof Appearance)[];

export const appearanceProperty = (key: string) => `--sp-${key.replace(/[A-Z]/g, '-$&').toLowerCase()}`;

/**
 * Known keys, each a CSS value. mount() sets them with style.setProperty (no rule can be
 * injected that way); a value that could end a declaration or fetch something is refused anyway.
 */
const isAppearance = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(
    ([key, css]) =>
      appearanceKeys.includes(key as keyof Appearance) &&
      (css === undefined || (typeof css === 'string' && !/[;{}<>\\]|(url|src|image|image-set)\(|^\s*$/i.test(css))),
  );

/**
 * A hashPrefix or basePath (issue #19.1): `/portal`, `/my/account`. Segments of URL path characters
 * (RFC 3986 pchar without percent-escapes), none `.` or `..`, no trailing `/`: so no `#`, `?`, `//`,
 * and no backslash (browsers read `/\evil.test` as another site), whitespace, control or invisible
 * character (#29.9).
 */
const isRoutePrefix = (value: unknown) =>
  typeof value === 'string' && /^(\/[\w\-.~!$&'()*+,;=:@]+)+$/.test(value) && !/\/\.{1,2}(\/|$)/.test(value);

/** Catalogue keys to texts: a string, or a function for a text with arguments. */
function isTexts(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) &&
    Object.values(value).every((text) => text === undefined || typeof text === 'string' || typeof text === 'function')
  );
}

/** Each option's check of a value given (undefined is always fine: every option is optional), in the order they are checked. */
const checks: Record<keyof MountOptions, (value: unknown) => boolean> = {
  brand: (value) => value === 'main' || value === 'second',
  apiBase: (value) => typeof value === 'string' && isHttpOrigin(value),
  routing: (value) => value === 'hash' || value === 'memory' || value === 'path',
  initialPath: (value) => typeof value === 'string' && isRootedPath(value),
  isolation: (value) => value === 'scoped' || value === 'shadow',
  onEvent: (value) => typeof value === 'function',
  onError: (value) => typeof value === 'function',
  portalUrl: (value) => typeof value === 'string' && isPageUrl(value),
  chat: (value) => typeof value === 'boolean',
  chrome: (value) => value === 'none' || value === 'full',
  appearance: isAppearance,
  hashPrefix: isRoutePrefix,
  basePath: isRoutePrefix,
  // issue #19.4: keys are checked against the bundle's catalogue at mount (refused ones are reported, not thrown).
  // issue #31.1: the host router's push and replace.
  navigate: (value) =>
    typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).push === 'function' && typeof (value as Record<string, unknown>).replace === 'function',
  texts: isTexts,
  // issue #32: a name, or a locale itself ({ code, texts }).
  locale: (value) =>
    isLocaleTag(value) ||
    (typeof value === 'object' && value !== null && isLocaleTag((value as Record<string, unknown>).code) && isTexts((value as Record<string, unknown>).texts)),
};

const fixes: Record<keyof MountOptions, string> = {
  brand: "use 'main' or 'second'",
  apiBase: "use an origin such as 'http://127.0.0.1:4173' (no path)",
  routing: "use 'hash', 'memory' or 'path'",
  initialPath: "use an in-portal path such as '/login'",
  isolation: "use 'scoped' or 'shadow'",
  onEvent: 'pass a function',
  onError: 'pass a function',
  portalUrl: "use the page of the full portal, such as 'https://www.summitprep.test/' or '/account.html' (no #)",
  chat: 'use true (the default) or false to switch the live chat off',
  chrome: "use 'full' or 'none'",
  appearance: `use the keys ${appearanceKeys.join(', ')} with CSS values (no ; { } < > \\ or url())`,
  hashPrefix: "use a path such as '/portal' (no '#', no trailing '/') with routing 'hash'",
  basePath: "use a path such as '/account' (no trailing '/') with routing 'path', which needs it",
  navigate: "use { push(path), replace(path) } calling your router",
  texts: "use an object of catalogue keys to texts, such as { 'accessScreens.logIn': 'Sign in' } (a function for a text with arguments)",
  locale: "use 'en-US', 'fr-CA' or 'es-US', or a locale such as the default export of 'student-portal/locales/fr-CA'",
};

/** The first option refused — the known ones in order, then any other key — 'options' when it is no object (or an array), or null. */
function refusedField(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'options';
  const given = value as Record<string, unknown>;
  for (const [field, check] of Object.entries(checks)) {
    if (given[field] !== undefined && !check(given[field])) return field;
  }
  // issue #19.1: each prefix belongs to one routing, and path routing needs its base.
  const routing = given.routing ?? 'hash';
  if (given.hashPrefix !== undefined && routing !== 'hash') return 'hashPrefix';
  if ((given.basePath !== undefined) !== (routing === 'path')) return 'basePath';
  return Object.keys(given).find((field) => !Object.hasOwn(checks, field)) ?? null;
}

/** The mount options checked (STYLE: a bad option throws config.invalid naming the field and the fix). */
export function parseMountOptions(value: unknown): MountOptions {
  const options = value ?? {};
  const field = refusedField(options);
  if (field !== null) {
    // Own keys only: an unknown `constructor` or `toString` must not read Object.prototype's.
    const fix = Object.hasOwn(fixes, field) ? fixes[field as keyof MountOptions] : `remove it; known options are ${Object.keys(fixes).join(', ')}`;
    throw new PortalError('config.invalid', { path: field, serverText: `StudentPortal.mount: option "${field}" is invalid; ${fix}.` });
  }
  return options as MountOptions;
}
