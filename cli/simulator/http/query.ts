import type { Struct } from 'superstruct';
import { check } from './body';
import { badField } from './errors';

/**
 * A required query parameter (its first value). Missing or blank answers 400
 * naming the parameter, never a 500 deeper in the handler.
 */
export function requireQuery(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null || value.trim() === '') throw badField(name, 'query parameter is required');
  return value;
}

/** An optional query parameter; blank counts as absent. */
export function optionalQuery(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value.trim() === '' ? undefined : value;
}

/**
 * The query as an object (first value of each name) validated by `struct`,
 * 400 naming the first failing parameter. Use `type()` structs: extra
 * parameters (cache busters) are not an error.
 */
export function readQuery<T, S>(query: URLSearchParams, struct: Struct<T, S>): T {
  const values: Record<string, string> = {};
  for (const [name, value] of query) {
    if (!Object.hasOwn(values, name)) values[name] = value;
  }
  return check(values, struct);
}
