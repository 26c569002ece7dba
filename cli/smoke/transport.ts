import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { type ProxySettings, noProxy } from '../shared/proxy-settings';
import { createDispatcher, proxyEndpoints } from './dispatcher';
import { GuardRefusal, classifyRequest } from './guard';
import { type NetworkCause, OriginUnreachable, networkCause } from './network-cause';
import type { Redactor } from './redact';
import { type CheckTrace, type RequestOutcome, type RequestRecord, type SentRequest, newTrace } from './trace';
import { encodeBody, sendWithUndici } from './undici-fetch';

/** Options of `createSmokeTransport`. */
export interface SmokeTransportOptions {
  /** `--allow-writes` (and, for production, the confirmation flag). */
  writesAllowed: boolean;
  /** `--retries`: extra attempts after a network error or a timeout, GET and HEAD only. */
  retries: number;
  /** `--retry-interval`: the base of the pauses between attempts (exponential, with jitter; default 50 ms). */
  retryIntervalMs?: number;
  /** The jitter's random source, [0, 1) (default Math.random; tests pass their own). */
  random?: () => number;
  /**
   * `--timeout`: the limit of one attempt; every attempt gets its own, and
   * `callDeadlineMs` is the limit of a whole call.
   */
  timeoutMs: number;
  /** Origin `rawFetch` paths are resolved against (the REST base). */
  baseUrl: string;
  redactor: Redactor;
  /** Aborted when the run is interrupted: requests in flight stop at once. */
  signal: AbortSignal;
  /** The environment's proxy variables (none when absent). */
  proxy?: ProxySettings;
  /** `--insecure`: accept any certificate of the upstream. */
  insecure?: boolean;
}

/** The run's one way to the network: guard, retries, timing and attribution. */
export interface SmokeTransport {
  /** The fetch the API client is built over. */
  fetch: typeof fetch;
  /** A raw request (path under `baseUrl`, or an absolute URL) with the run's timeout. */
  rawFetch(path: string, init?: RequestInit): Promise<Response>;
  /** Runs `task` with its requests recorded in `trace` (AsyncLocalStorage). */
  inTrace<T>(trace: CheckTrace, task: () => Promise<T>): Promise<T>;
  /** Every request of the run, refused ones excluded, in the order they ended. */
  readonly requests: readonly RequestRecord[];
  /** Closes the connection pool (destroys it when the run was interrupted). */
  close(): Promise<void>;
}

/**
 * The transport of a smoke run: undici's fetch over one Agent, wrapped so that
 *  1. the read-only guard classifies every request and refuses a write before
 *     anything is sent (no socket is opened for it), and only reads follow
 *     redirects on their own (a redirected POST comes back to the caller);
 *  2. each attempt has its own `timeoutMs`, and a request that timed out is
 *     named so on its check's trace (`GET /path timed out after 1000 ms`);
 *     network errors and timeouts of GET/HEAD are retried `retries` times
 *     (the call's deadline, from the client or `rawFetch`, is widened to
 *     `callDeadlineMs` to leave room);
 *  3. each request is recorded (method, redacted path, status, duration,
 *     retries) on the trace of the check that sent it;
 *  4. every secret seen (cookies, tokens, passwords) is taught to the redactor;
 *  5. the first request to an origin that fails so that nothing there can
 *     answer (ECONNREFUSED, ENOTFOUND, a refused certificate) names the cause
 *     on its check's trace, and later requests to that origin are not sent
 *     (`OriginUnreachable`): their checks are blocked by that cause.
 */
export function createSmokeTransport(options: SmokeTransportOptions): SmokeTransport {
  const { redactor, retryIntervalMs = defaultRetryIntervalMs, random = Math.random } = options;
  // One pool for the run (through the environment's proxy when one is set).
  const agent = createDispatcher({ insecure: options.insecure === true, proxy: options.proxy ?? noProxy });
  const proxies = proxyEndpoints(options.proxy ?? noProxy);
  const storage = new AsyncLocalStorage<CheckTrace>();
  const requests: RequestRecord[] = [];
  const orphan = newTrace();
  // The first cause that makes an origin unreachable (refused, DNS, TLS): later requests there are not sent.
  const unreachable = new Map<string, NetworkCause>();

  const guardedFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const source = input instanceof Request ? input : undefined;
    const url = new URL(input instanceof Request ? input.url : input instanceof URL ? input.href : input);
    const method = (init.method ?? source?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? source?.headers);
    const { bytes, text, multipart } = await encodeBody(init.body ?? (source?.body ? await source.arrayBuffer() : undefined), headers);
    const trace = storage.getStore() ?? orphan;

    // Learn first, then redact each value as it enters the trace (reports are built from it).
    redactor.learnHeaders(headers);
    redactor.learnUrl(url);
    if (text !== undefined) redactor.learnJson(text);
    const path = redactor.path(url.pathname);
    const sent: SentRequest = {
      method,
      url: redactor.url(url),
      headers: redactor.headers(headers),
      body: text === undefined ? undefined : redactor.body(text, headers.get('content-type')),
      multipart,
      status: undefined,
    };
    trace.last = sent;

    const verdict = classifyRequest(method, url, text, headers);
    if (verdict.kind === 'write' && !options.writesAllowed) {
      const refusal = new GuardRefusal(method, path, verdict.reason);
      trace.refusals.push({ method, path, message: refusal.message });
      throw refusal;
    }

    const blockedBy = unreachable.get(url.origin);
    if (blockedBy) {
      trace.cause ??= blockedBy;
      throw new OriginUnreachable(blockedBy);
    }

    const callSignal = init.signal ? AbortSignal.any([init.signal, options.signal]) : options.signal;
    const retriable = method === 'GET' || method === 'HEAD';
    // undici would follow a redirect of a POST without asking the guard: only reads follow.
    const redirect = retriable ? (init.redirect ?? source?.redirect) : 'manual';
    const started = performance.now();
    const record = (status: number | undefined, outcome: RequestOutcome, retries: number) => {
      const entry: RequestRecord = {
        method,
        path,
        url: `${url.origin}${path}`,
        status,
        outcome,
        durationMs: performance.now() - started,
        retries,
      };
      trace.requests.push(entry);
      requests.push(entry);
    };
    for (let attempt = 0; ; attempt += 1) {
      // Each attempt has its own limit, --timeout: a timed-out GET can be tried again within the call's
      // deadline, and a timeout is named with the limit that ended it (#33.3). A timer of our own, not
      // AbortSignal.timeout: AbortSignal.any holds its sources weakly, and a collected timeout signal never fires.
      const limit = new AbortController();
      const timer = setTimeout(() => limit.abort(new DOMException('The attempt timed out', 'TimeoutError')), options.timeoutMs);
      const signal = AbortSignal.any([callSignal, limit.signal]);
      let answered = false;
      try {
        const response = await sendWithUndici(
          { url: url.href, method, headers, body: bytes, redirect, signal },
          agent,
        );
        record(response.status, 'answered', attempt);
        answered = true;
        sent.status = response.status;
        redactor.learnHeaders(response.headers);
        redactor.learnJson(await response.clone().text());
        return response;
      } catch (error) {
        // A body that broke off after the answer was recorded is the caller's failure, not a new attempt.
        if (answered) throw error;
        const outcome = failureOutcome(signal, options.signal);
        // A timeout of this attempt is retried; the call's own deadline (or its caller going away) is final.
        const again = outcome === 'unreachable' || (outcome === 'timeout' && !callSignal.aborted);
        if (again && retriable && attempt < options.retries) {
          await delay(retryDelayMs(attempt, retryIntervalMs, random), undefined, { signal: callSignal }).catch(() => undefined);
          if (!callSignal.aborted) continue;
        }
        record(undefined, outcome, attempt);
        if (outcome === 'timeout') trace.timeout = `${method} ${path} timed out after ${options.timeoutMs} ms${attempt > 0 ? ` (${attempt + 1} attempts)` : ''}`;
        const cause = outcome === 'unreachable' ? networkCause(error, url, proxies) : undefined;
        if (cause) {
          trace.cause ??= cause;
          if (cause.blocksOrigin && !unreachable.has(url.origin)) unreachable.set(url.origin, cause);
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    }
  };

  return {
    fetch: guardedFetch,
    rawFetch: (path, init = {}) => {
      const timeout = AbortSignal.timeout(callDeadlineMs(options.timeoutMs, options.retries, retryIntervalMs));
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      return guardedFetch(new URL(path, options.baseUrl), { ...init, signal });
    },
    inTrace: (trace, task) => storage.run(trace, task),
    requests,
    close: () => (options.signal.aborted ? agent.destroy() : agent.close()),
  };
}

/** `--retry-interval`'s default: the first pause is 25–50 ms, as the 50 ms before it was configurable. */
export const defaultRetryIntervalMs = 50;
/** No pause is longer (and `--retry-interval` takes no more). */
export const retryDelayCapMs = 30_000;

/** The longest pause after attempt `attempt` (0-based): the interval doubled per attempt, capped at 30 s. */
export function maxRetryDelayMs(attempt: number, intervalMs: number): number {
  return Math.min(retryDelayCapMs, intervalMs * 2 ** attempt);
}

/**
 * The pause after attempt `attempt` (0-based) before the next: exponential
 * backoff with "equal jitter" — half of `maxRetryDelayMs`, plus up to the
 * other half at random — so retries of checks running together spread out,
 * yet never come back at once (#33.3).
 */
export function retryDelayMs(attempt: number, intervalMs: number, random: () => number = Math.random): number {
  const backoff = maxRetryDelayMs(attempt, intervalMs);
  return backoff / 2 + (random() * backoff) / 2;
}

/**
 * The deadline of a whole call when each attempt may take `timeoutMs`: every
 * attempt plus the longest pauses between them (just `timeoutMs` without
 * retries). The run's client and `rawFetch` use it, so the attempts' own
 * limits decide.
 */
export function callDeadlineMs(timeoutMs: number, retries: number, retryIntervalMs: number = defaultRetryIntervalMs): number {
  let total = timeoutMs;
  for (let attempt = 0; attempt < retries; attempt += 1) total += maxRetryDelayMs(attempt, retryIntervalMs) + timeoutMs;
  return total;
}

function failureOutcome(signal: AbortSignal, runSignal: AbortSignal): RequestOutcome {
  if (runSignal.aborted) return 'aborted';
  if (signal.aborted) return 'timeout';
  return 'unreachable';
}
