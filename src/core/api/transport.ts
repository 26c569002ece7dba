import { type $Fetch, type FetchResponse, createFetch } from 'ofetch';
import type { Struct } from 'superstruct';
import type { ServiceBases } from '../config/brands';
import { PortalError, type PortalErrorCode, type StatusRuleName } from '../errors';
import { parseJson, statusError, validateAnswer } from './answer';
import type { CredentialSource } from './credentials';
import { StatusAnswer, saysSuccess } from './structs/common';

/** What the hooks see of a request: never its body, query, headers or cookies. */
export interface RequestEvent {
  call: string;
  method: string;
  /** Origin and path only; the query can hold the session value (access §7 ktpaCookie). */
  url: string;
}

/** What the hooks see of an answer: its status and how long it took. */
export interface ResponseEvent extends RequestEvent {
  status: number;
  durationMs: number;
}

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  bases: ServiceBases;
  /** The platform fetch (the browser's, Node's global, or a test double of the network). */
  fetch: typeof fetch;
  credentials: CredentialSource;
  /** Per-request limit, body included. Default 10000 ms. */
  timeoutMs?: number;
  /** Called before every request, redirect hops included. A throwing hook is ignored. */
  onRequest?: (event: RequestEvent) => void;
  /** Called after every answer, redirect hops included. A throwing hook is ignored. */
  onResponse?: (event: ResponseEvent) => void;
  /**
   * Called with every PortalError a call rejects with, before the caller sees
   * it (the mount's session reacts to "not logged in" here, issue #13.3). A
   * throwing hook is ignored.
   */
  onFailure?: (error: PortalError) => void;
}

/** A configured client; pass it as the first argument of every call function. */
export interface ApiClient {
  readonly bases: ServiceBases;
  readonly credentials: CredentialSource;
  readonly timeoutMs: number;
  readonly fetcher: $Fetch;
  readonly onRequest: ((event: RequestEvent) => void) | undefined;
  readonly onResponse: ((event: ResponseEvent) => void) | undefined;
  readonly onFailure: ((error: PortalError) => void) | undefined;
}

/** The per-request limit when none is given. */
export const defaultTimeoutMs = 10_000;
const maxRedirects = 10;

/** Builds a client over the injected fetch; nothing is sent until a call runs. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return {
    bases: options.bases,
    credentials: options.credentials,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    fetcher: createFetch({ fetch: options.fetch }),
    onRequest: options.onRequest,
    onResponse: options.onResponse,
    onFailure: options.onFailure,
  };
}

/** Tells the client's failure hook about `error` and returns it, for `throw reportFailure(client, error)`. */
export function reportFailure<E>(client: ApiClient, error: E): E {
  if (error instanceof PortalError) notify(client.onFailure, error);
  return error;
}

/** Runs one call, reporting its PortalError to the failure hook before rethrowing it. */
async function reporting<T>(client: ApiClient, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw reportFailure(client, error);
  }
}

/** A query parameter; undefined ones are left out. */
export type QueryValue = string | number | boolean | undefined;

/** One call, as the area modules describe it. */
export interface RequestSpec {
  /** Names the call in errors and hooks (`getMyAccount`, `login.identity`). */
  call: string;
  method?: 'GET' | 'POST';
  /** The service base the path is under, or `absolute` for a URL a server handed out. */
  base: keyof ServiceBases | 'absolute';
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Which statusTable row codes a non-2xx answer. Default `default`. */
  rule?: StatusRuleName;
  timeoutMs?: number;
  /** Ends the call early (the caller's own deadline on its clock, or the caller going away): a `network.timeout`. */
  signal?: AbortSignal;
  /** Send and keep cookies. Default true; bearer-token services turn it off. */
  withCredentials?: boolean;
  /** The answer can hold a token: keep values out of error causes. */
  secret?: boolean;
}

/** A call whose parsed answer is returned. */
export interface ValueSpec extends RequestSpec {
  /** A body that is not JSON is taken as a string answer (string results, account §4). */
  textAnswer?: boolean;
}

/** A call whose answer is validated against its struct. */
export interface AnswerSpec<T> extends ValueSpec {
  answer: Struct<T, unknown>;
}

/**
 * Sends a call and returns its validated answer. Non-2xx → the status rule's
 * code; unparseable JSON → `upstream.malformed`; wrong shape → `upstream.shape`;
 * network failures → `network.timeout` / `network.unavailable`.
 */
export async function request<T>(client: ApiClient, spec: AnswerSpec<T>): Promise<T> {
  return requestReading(client, spec, ({ status, value }) => validateAnswer(value, spec.answer, { call: spec.call, status, secret: spec.secret }));
}

/**
 * Sends a call and reads its parsed 2xx answer with `read` (for answers of two
 * kinds, a string or a struct). A failure `read` throws (a malformed or
 * wrongly shaped answer) reaches the failure hook like the exchange's own, so
 * the host hears of it (#29).
 */
export async function requestReading<T>(client: ApiClient, spec: ValueSpec, read: (answer: { status: number; value: unknown }) => T): Promise<T> {
  const answer = await requestValue(client, spec);
  return reporting(client, async () => read(answer));
}

/** Sends a call and returns its parsed, not yet validated, 2xx answer. */
async function requestValue(client: ApiClient, spec: ValueSpec): Promise<{ status: number; value: unknown }> {
  return reporting(client, async () => {
    const { status, body } = await exchange(client, spec);
    const parsed = parseJson(body);
    if (parsed.ok) return { status, value: parsed.value };
    if (spec.textAnswer) return { status, value: body.trim() };
    throw new PortalError('upstream.malformed', { status, call: spec.call, cause: parsed.error });
  });
}

/** Sends a read whose answer the portal does not use (a logout, a redirect hop); only the status counts. */
export async function send(client: ApiClient, spec: RequestSpec): Promise<void> {
  await reporting(client, () => exchange(client, spec));
}

/**
 * Sends a write whose answer shape the specs do not show. It counts only when
 * the answer says `{ status: "success" }` (#13.10, #29.1): a 2xx saying
 * anything else is `refusal` with the answer's message, one without a status
 * `upstream.shape`, one that is not JSON `upstream.malformed`.
 */
export async function sendConfirmed(client: ApiClient, spec: RequestSpec, refusal: PortalErrorCode = 'upstream.rejected'): Promise<void> {
  const answer = await request(client, { ...spec, answer: StatusAnswer });
  if (saysSuccess(answer.status)) return;
  throw new PortalError(refusal, { serverText: answer.message?.trim() || undefined, call: spec.call });
}

interface Hop {
  url: string;
  method: string;
  body: BodyInit | undefined;
}

/** The raw 2xx answer of a call (status and body text); non-2xx is already an error. */
async function exchange(client: ApiClient, spec: RequestSpec): Promise<{ status: number; body: string }> {
  // One deadline for the whole call: redirect hops and the body read included.
  const signal = deadline(spec.timeoutMs ?? client.timeoutMs, spec.signal);
  const first: Hop = {
    url: buildUrl(client.bases, spec),
    method: spec.method ?? (spec.json !== undefined || spec.form ? 'POST' : 'GET'),
    body: spec.form ?? (spec.json === undefined ? undefined : JSON.stringify(spec.json)),
  };
  const origin = new URL(first.url).origin;
  let hop = first;
  for (let count = 0; ; count += 1) {
    // The call's own headers (a bearer token) never follow a redirect to another origin.
    const ownHeaders = new URL(hop.url).origin === origin ? spec.headers : undefined;
    const response = await sendOnce(client, spec, hop, ownHeaders, signal);
    const next = client.credentials.kind === 'jar' && count < maxRedirects ? redirectTarget(response, hop) : undefined;
    if (next) {
      hop = next;
      continue;
    }
    const text = typeof response._data === 'string' ? response._data : '';
    if (response.status < 200 || response.status > 299) throw statusError(spec.rule ?? 'default', response.status, text, spec.call);
    return { status: response.status, body: text };
  }
}

async function sendOnce(
  client: ApiClient,
  spec: RequestSpec,
  hop: Hop,
  ownHeaders: Record<string, string> | undefined,
  signal: AbortSignal,
): Promise<FetchResponse<unknown>> {
  const { credentials } = client;
  const withCredentials = spec.withCredentials ?? true;
  const jar = credentials.kind === 'jar';
  const headers = new Headers(ownHeaders);
  if (!headers.has('accept')) headers.set('accept', 'application/json, text/plain, */*');
  if (typeof hop.body === 'string') headers.set('content-type', 'application/json');
  const cookie = withCredentials ? credentials.cookieHeader(hop.url) : undefined;
  if (cookie) headers.set('cookie', cookie);

  const event = { call: spec.call, method: hop.method, url: withoutQuery(hop.url) };
  notify(client.onRequest, event);
  const started = Date.now();
  let response: FetchResponse<unknown>;
  try {
    response = await client.fetcher.raw(hop.url, {
      method: hop.method,
      body: hop.body,
      headers,
      signal,
      retry: false,
      ignoreResponseError: true,
      responseType: 'text',
      // A jar follows redirects itself so each hop's Set-Cookie is kept.
      redirect: jar ? 'manual' : 'follow',
      ...(withCredentials && !jar ? { credentials: 'include' as const } : {}),
    });
  } catch (error) {
    throw networkError(error, spec.call);
  }
  notify(client.onResponse, { ...event, status: response.status, durationMs: Date.now() - started });
  if (withCredentials) credentials.storeResponseCookies(hop.url, response.headers);
  return response;
}

/** The next hop of a redirect, with fetch's method rules; undefined when the answer is final. */
function redirectTarget(response: Response, hop: Hop): Hop | undefined {
  const location = response.headers.get('location');
  if (!location || ![301, 302, 303, 307, 308].includes(response.status)) return undefined;
  const url = new URL(location, hop.url).href;
  const becomesGet = response.status === 303 || ((response.status === 301 || response.status === 302) && hop.method === 'POST');
  return becomesGet ? { url, method: 'GET', body: undefined } : { ...hop, url };
}

/** The call's deadline, ended early by the caller's signal (followed by hand: AbortSignal.any is too recent for the embed's browsers). */
function deadline(ms: number, caller: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (!caller) return timeout;
  const controller = new AbortController();
  for (const source of [caller, timeout]) {
    if (source.aborted) controller.abort(source.reason);
    else source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  }
  return controller.signal;
}

function buildUrl(bases: ServiceBases, spec: RequestSpec): string {
  const url = spec.base === 'absolute' ? new URL(spec.path) : new URL(bases[spec.base].replace(/\/+$/, '') + spec.path);
  for (const [key, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined) url.searchParams.append(key, String(value));
  }
  return url.href;
}

function withoutQuery(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}

/** Calls a client hook; a throwing hook is ignored. */
export function notify<E>(hook: ((event: E) => void) | undefined, event: E): void {
  try {
    hook?.(event);
  } catch {
    // A logging hook must not break a call (STYLE: host callbacks are wrapped).
  }
}

/**
 * ofetch wraps fetch failures in a FetchError whose message spells the URL
 * (and so the ktpaCookie query); the cause kept is the underlying error.
 * Also maps an upload sender's rejection (api/cases.ts).
 */
export function networkError(error: unknown, call: string): PortalError {
  const root = error instanceof Error && error.name === 'FetchError' && error.cause !== undefined ? error.cause : error;
  const name = root instanceof Error || root instanceof DOMException ? root.name : '';
  const code = name === 'TimeoutError' || name === 'AbortError' ? 'network.timeout' : 'network.unavailable';
  return new PortalError(code, { call, cause: root });
}
