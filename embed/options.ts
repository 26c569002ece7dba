import { boolean, enums, func, object, optional, refine, string, validate } from 'superstruct';
import { PortalError } from '../src/core/errors';
import type { MountOptions } from './student-portal';

const httpOrigin = refine(string(), 'an http(s) origin', (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
});

/** An absolute http(s) URL or a path on this page's origin (no fragment: the route goes there). */
const pageUrl = refine(string(), 'an http(s) URL or a path starting with /', (value) => {
  if (value.startsWith('/') && !value.startsWith('//')) return !value.includes('#');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.hash;
  } catch {
    return false;
  }
});

const rootedPath = refine(string(), 'a path starting with /', (value) => value.startsWith('/') && !value.startsWith('//'));

const MountOptionsStruct = object({
  brand: optional(enums(['main', 'second'])),
  apiBase: optional(httpOrigin),
  routing: optional(enums(['hash', 'memory'])),
  initialPath: optional(rootedPath),
  isolation: optional(enums(['scoped', 'shadow'])),
  onEvent: optional(func()),
  portalUrl: optional(pageUrl),
  chat: optional(boolean()),
});

const fixes: Record<string, string> = {
  brand: "use 'main' or 'second'",
  apiBase: "use an origin such as 'http://127.0.0.1:4173' (no path)",
  routing: "use 'hash' or 'memory'",
  initialPath: "use an in-portal path such as '/login'",
  isolation: "use 'scoped' or 'shadow'",
  onEvent: 'pass a function',
  portalUrl: "use the page of the full portal, such as 'https://www.summitprep.test/' or '/account.html' (no #)",
  chat: 'use true (the default) or false to switch the live chat off',
};

/** The mount options checked (STYLE: a bad option throws config.invalid naming the field and the fix). */
export function parseMountOptions(value: unknown): MountOptions {
  const [error, options] = validate(value ?? {}, MountOptionsStruct);
  if (error) {
    const field = error.path[0] === undefined ? 'options' : String(error.path[0]);
    const fix = fixes[field] ?? `remove it; known options are ${Object.keys(fixes).join(', ')}`;
    throw new PortalError('config.invalid', { path: field, serverText: `StudentPortal.mount: option "${field}" is invalid; ${fix}.` });
  }
  // superstruct types func() as Function; the callback is only ever called inside a try/catch.
  return options as MountOptions;
}
