import type { IncomingMessage } from 'node:http';
import { type Struct, validate } from 'superstruct';
import { HttpError, badField } from './errors';

/** Largest JSON body the simulator reads (413 beyond). */
export const maxJsonBytes = 1024 * 1024;

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
  return check(value, struct);
}

/** `value` validated by `struct`, or a 400 naming the first failing field. */
export function check<T, S>(value: unknown, struct: Struct<T, S>): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (error) {
    const field = error.path.join('.') || '(body)';
    throw badField(field, error.refinement ? `failed ${error.refinement}` : `expected ${error.type}`);
  }
  return result;
}
