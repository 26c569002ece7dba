import type { IncomingMessage } from 'node:http';
import { type Struct, validate } from 'superstruct';
import { HttpError, badField } from './errors';

/** Largest JSON body the simulator reads (413 beyond). */
export const maxJsonBytes = 1024 * 1024;

/**
 * Deepest nesting of arrays and objects a JSON body may have (400 beyond):
 * superstruct prints a failing value into its message, which recurses, so a
 * deep body overflowed the stack (a RangeError, once a 500; #13.24). No
 * request of the portal nests past 5.
 */
export const maxJsonDepth = 32;

/** Whether `value` nests arrays/objects deeper than `limit`; iterative, so any depth is safe to measure. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/** Reads at most `limit` bytes of a body; 413 as soon as it grows past it (never buffers more). */
export async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new HttpError(413, `Body larger than ${limit} bytes`, { limit });
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    total += buffer.length;
    if (total > limit) {
      req.resume();
      throw new HttpError(413, `Body larger than ${limit} bytes`, { limit });
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The JSON body validated by `struct` (coercing): 415 for another type, 400 malformed or naming the field. */
export async function readJson<T, S>(req: IncomingMessage, struct: Struct<T, S>): Promise<T> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    throw new HttpError(415, 'Send the body as application/json', { expected: 'application/json' });
  }
  const raw = await readLimited(req, maxJsonBytes);
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The body is not valid JSON');
  }
  if (nestsDeeperThan(value, maxJsonDepth)) throw new HttpError(400, `The body nests arrays or objects deeper than ${maxJsonDepth} levels`, { limit: maxJsonDepth });
  return check(value, struct);
}

/** `value` validated by `struct`, or a 400 naming the first failing field. */
export function check<T, S>(value: unknown, struct: Struct<T, S>): T {
  let outcome: ReturnType<typeof validate<T, S>>;
  try {
    outcome = validate(value, struct, { coerce: true });
  } catch (error) {
    // superstruct prints a failing value into its message (Array#toString recurses), so a value
    // nested thousands deep overflows the stack: bad input, never a 500 (readJson refuses those first).
    if (error instanceof RangeError) throw new HttpError(400, 'The value nests too deeply to check');
    throw error;
  }
  const [error, result] = outcome;
  if (error) {
    const field = error.path.join('.') || '(body)';
    throw badField(field, error.refinement ? `failed ${error.refinement}` : `expected ${error.type}`);
  }
  return result;
}
