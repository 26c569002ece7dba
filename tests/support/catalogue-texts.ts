import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogueGroups } from '../../src/core/messages/catalogue';

/*
 * The default catalogue by key (`group.key`, `group.nested.key`, `group.0`) → its text, a string or a
 * function (issue #32: what a locale must cover, and the English a translated screen must not show).
 * Every module of src/core/messages is loaded; only their own groups count, since a test file run
 * before in the same worker may have registered groups of its own.
 */
const dir = join(import.meta.dirname, '../../src/core/messages');
const files = readdirSync(dir).filter((file) => file.endsWith('.ts'));
await Promise.all(files.map((file) => import(pathToFileURL(join(dir, file)).href)));
const ownGroups = new Set(files.flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/catalogue\('(\w+)'/g)].map((m) => m[1])));

function flatten(value: unknown, key: string, into: Map<string, unknown>): void {
  if (typeof value === 'string' || typeof value === 'function') into.set(key, value);
  else if (value && typeof value === 'object') for (const [inner, text] of Object.entries(value)) flatten(text, `${key}.${inner}`, into);
}

/** The catalogue's texts as they are now (a mount's `texts` replace them while it lives). */
export function catalogueTexts(): Map<string, unknown> {
  const texts = new Map<string, unknown>();
  for (const [name, group] of Object.entries(catalogueGroups())) if (ownGroups.has(name)) flatten(group, name, texts);
  return texts;
}
