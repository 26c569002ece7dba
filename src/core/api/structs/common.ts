import {
  Struct,
  array,
  boolean,
  coerce,
  nullable,
  number,
  optional,
  string,
  type,
  unknown,
} from 'superstruct';

/*
 * Building blocks for answer structs. The upstream services are loose about
 * scalar types (ids as numbers or strings, flags as "true" or 1) and about
 * one-or-many relations (`Product` as an object or `Product[0]`), so these
 * helpers normalise at the boundary and every module downstream sees one shape.
 */

/**
 * A struct built on its first use rather than when its module is evaluated:
 * the answer structs are some 600 builder calls, all run when the bundle
 * loads though a page validates a few answers (#18). The same type as what
 * `build` returns; its `type` and `schema` read the built struct, so
 * failures and masking are exactly the built struct's (superstruct's own
 * `lazy` reports `type: 'lazy'` and has no schema).
 */
/*#__NO_SIDE_EFFECTS__*/
export function deferred<T, S>(build: () => Struct<T, S>): Struct<T, S> {
  let built: Struct<T, S> | undefined;
  const struct = (): Struct<T, S> => {
    built ??= build();
    return built;
  };
  const placeholder = new Struct<T, null>({
    type: 'deferred',
    schema: null,
    *entries(value, context) {
      yield* struct().entries(value, context);
    },
    validator: (value, context) => struct().validator(value, context),
    coercer: (value, context) => struct().coercer(value, context),
    refiner: (value, context) => struct().refiner(value, context),
  });
  Object.defineProperty(placeholder, 'type', { get: () => struct().type });
  Object.defineProperty(placeholder, 'schema', { get: () => struct().schema });
  return placeholder as unknown as Struct<T, S>;
}

/**
 * A coercion applied only when `applies(value)`. superstruct's own condition
 * is a struct, and a value that fails it builds a StructError with a stack
 * trace — for every id, flag and list of every answer. A plain predicate keeps
 * reading 300 courses cheap.
 */
function coerceWhen<T, S>(struct: Struct<T, S>, applies: (value: unknown) => boolean, coercer: (value: never) => unknown): Struct<T, S> {
  return coerce(struct, unknown(), (value) => (applies(value) ? coercer(value as never) : value));
}

const isObjectNotArray = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An identifier. Sent as a string or a number; the portal keeps strings. */
export const id = coerceWhen(string(), (v) => typeof v === 'number', (n: number) => String(n));

const truthy = new Set(['true', 'y', 'yes', '1']);
const falsy = new Set(['false', 'n', 'no', '0']);

/** A yes/no flag. Sent as a boolean, "true"/"false", "Y"/"N" or 1/0. */
export const flag = coerceWhen(
  boolean(),
  (v) => typeof v === 'string' || typeof v === 'number',
  (raw: string | number) => {
    const text = String(raw).trim().toLowerCase();
    if (truthy.has(text)) return true;
    if (falsy.has(text)) return false;
    return raw;
  },
);

/** A number, also when sent as a numeric string ("12.50"). */
export const numeric = coerceWhen(number(), (v) => typeof v === 'string', (text: string) => (text.trim() === '' ? text : Number(text)));

/** A field the spec does not promise: it may be missing or null. */
export function maybe<T, S>(struct: Struct<T, S>): Struct<T | null | undefined, S> {
  return optional(nullable(struct));
}

/**
 * A list. Missing or null becomes `[]`; a single object becomes a one-element
 * list (GraphQL relations arrive either way: account §3 writes `Product[0]`).
 */
export function list<T, S>(struct: Struct<T, S>): Struct<T[], Struct<T, S>> {
  return coerceWhen(
    array(struct),
    (v) => v === null || v === undefined || isObjectNotArray(v),
    (v: object | null | undefined) => (v === null || v === undefined ? [] : [v]),
  );
}

/**
 * The list an answer is for (a screen's books, picklist, enrollments…): missing or null is a
 * malformed answer, never an empty list (#29.4: "no books" would be a lie). A single object still
 * becomes a one-element list. Relations nested in a record keep `list`.
 */
export function requiredList<T, S>(struct: Struct<T, S>): Struct<T[], Struct<T, S>> {
  return coerceWhen(array(struct), isObjectNotArray, (v: object) => [v]);
}

/** A one-to-one relation that may arrive as a list: the first element is kept. */
export function first<T, S>(struct: Struct<T, S>): Struct<T, S> {
  return coerceWhen(struct, Array.isArray, (items: unknown[]) => items[0]);
}

/**
 * The `{ status, message? }` answer several account calls share (unenroll,
 * updateContact, resetPassword): one struct rather than one copy per call;
 * what `status` must say is each caller's rule.
 */
export const StatusAnswer = deferred(() => type({ status: string(), message: maybe(string()) }));

/** Whether an answer's `status` confirms a write: "success", in any case, spaces around it ignored (#13.10, #29.1). */
export function saysSuccess(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === 'success';
}
