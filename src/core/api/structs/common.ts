import {
  type Struct,
  array,
  boolean,
  coerce,
  never,
  nullable,
  number,
  optional,
  string,
  type,
  union,
  unknown,
} from 'superstruct';

/*
 * Building blocks for answer structs. The upstream services are loose about
 * scalar types (ids as numbers or strings, flags as "true" or 1) and about
 * one-or-many relations (`Product` as an object or `Product[0]`), so these
 * helpers normalise at the boundary and every module downstream sees one shape.
 */

/** An identifier. Sent as a string or a number; the portal keeps strings. */
export const id = coerce(string(), number(), (n) => String(n));

const truthy = new Set(['true', 'y', 'yes', '1']);
const falsy = new Set(['false', 'n', 'no', '0']);

/** A yes/no flag. Sent as a boolean, "true"/"false", "Y"/"N" or 1/0. */
export const flag = coerce(boolean(), union([string(), number()]), (raw) => {
  const text = String(raw).trim().toLowerCase();
  if (truthy.has(text)) return true;
  if (falsy.has(text)) return false;
  return raw;
});

/** A number, also when sent as a numeric string ("12.50"). */
export const numeric = coerce(number(), string(), (text) => (text.trim() === '' ? text : Number(text)));

/** A field the spec does not promise: it may be missing or null. */
export function maybe<T, S>(struct: Struct<T, S>): Struct<T | null | undefined, S> {
  return optional(nullable(struct));
}

const nothing = optional(nullable(never()));

/**
 * A list. Missing or null becomes `[]`; a single object becomes a one-element
 * list (GraphQL relations arrive either way: account §3 writes `Product[0]`).
 */
export function list<T, S>(struct: Struct<T, S>): Struct<T[], Struct<T, S>> {
  const many = array(struct);
  return coerce(coerce(many, type({}), (one) => [one]), nothing, () => []);
}

/** A one-to-one relation that may arrive as a list: the first element is kept. */
export function first<T, S>(struct: Struct<T, S>): Struct<T, S> {
  return coerce(struct, array(unknown()), (items) => items[0]);
}
