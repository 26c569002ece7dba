import { type Struct, validate } from 'superstruct';
import { PortalError, type StatusRuleName, codeForStatus } from '../errors';

/*
 * Turning a raw answer into a typed value or a PortalError. Kept apart from the
 * transport so GraphQL envelopes and two-step calls validate the same way.
 */

const serverTextLimit = 300;

type JsonParse = { ok: true; value: unknown } | { ok: false; error: unknown };

/** JSON.parse without throwing. */
export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clip(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, serverTextLimit) : undefined;
}

/** access §7 `Error` field, the usual `message`/`error`, or GraphQL `errors[0].message`. */
function messageIn(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return undefined;
  for (const key of ['Error', 'message', 'error']) {
    const field = value[key];
    if (typeof field === 'string' && field.trim()) return field;
  }
  const errors = value['errors'];
  return Array.isArray(errors) ? messageIn(errors[0]) : undefined;
}

/**
 * The message a server put in an answer, trimmed and at most 300 characters:
 * a JSON `Error`/`message`/`error` string, the first GraphQL error, or a
 * plain-text body. Markup (an HTML error page) is not a message.
 */
export function extractServerText(body: string): string | undefined {
  const text = body.trim();
  if (!text) return undefined;
  const parsed = parseJson(text);
  if (parsed.ok) return clip(messageIn(parsed.value));
  return text.startsWith('<') ? undefined : clip(text);
}

/** A refusal's `field` (the request field it names), when its body is JSON that names one. */
function refusedField(body: string): string | undefined {
  const parsed = parseJson(body.trim());
  const field = parsed.ok && isRecord(parsed.value) ? parsed.value['field'] : undefined;
  return typeof field === 'string' && /^[A-Za-z][\w.]{0,63}$/.test(field) ? field : undefined;
}

/** The error for a non-2xx answer, coded by the call's status rule (errors.ts). */
export function statusError(rule: StatusRuleName, status: number, body: string, call: string): PortalError {
  const code = codeForStatus(rule, status);
  return new PortalError(code, { status, serverText: extractServerText(body), call, field: code === 'upstream.input' ? refusedField(body) : undefined });
}

/** Where an answer came from, for the error it may turn into. */
export interface AnswerContext {
  call: string;
  status?: number;
  /** Prefix for the failing path, e.g. `data` inside a GraphQL envelope. */
  pathPrefix?: string;
  /** The answer may hold a token: keep its values out of the error's cause. */
  secret?: boolean;
}

/**
 * Validates (and coerces) an answer against its struct. A mismatch is
 * `upstream.shape` with `path` naming the first failing field, joined with dots
 * (`nonExpiredCoursListArray.0.enrollmentId`).
 */
export function validateAnswer<T>(value: unknown, struct: Struct<T, unknown>, context: AnswerContext): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (!error) return result;
  const path = [context.pathPrefix, ...error.path.map(String)].filter((p) => p !== undefined && p !== '').join('.');
  // superstruct's message prints the offending value; for secret answers keep only the type.
  const cause = context.secret ? new Error(`Expected ${error.type} at ${path || '(root)'}`) : error;
  throw new PortalError('upstream.shape', { status: context.status, path: path || '(root)', call: context.call, cause });
}
