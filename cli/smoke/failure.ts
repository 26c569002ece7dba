import { PortalError } from '../../src/core/errors';
import { curlLine } from './curl';
import type { CheckTrace } from './trace';
import { CheckFailure } from './checks/types';

/** What a report says about a failed check (message and path redacted by buildReport; the curl line already is). */
export interface FailureInfo {
  message: string;
  /** PortalError code, or `check.failed` (a check's own assertion), `guard.refused`, `check.crashed`. */
  code: string;
  status: number | undefined;
  /** The failing path in the answer for a wrong shape. */
  path: string | undefined;
  /** The last request of the check. */
  request: { method: string; path: string; status: number | undefined } | undefined;
  /** Reproduces that request, redacted. */
  curl: string | undefined;
  /** The network cause it ran into (`ECONNREFUSED 127.0.0.1:4173`): one failure names it, it blocks the rest. */
  cause: string | undefined;
}

/**
 * Describes why a check failed. A request refused by the read-only guard
 * wins over the error the check threw (the client wraps the refusal into a
 * network error, and a check may even have caught it).
 */
export function describeFailure(error: unknown, trace: CheckTrace): FailureInfo {
  const last = trace.last;
  const request = last ? { method: last.method, path: new URL(last.url).pathname, status: last.status } : undefined;
  const curl = last ? curlLine(last) : undefined;
  const refusal = trace.refusals[0];
  if (refusal) {
    return { message: refusal.message, code: 'guard.refused', status: undefined, path: undefined, request, curl, cause: undefined };
  }
  const cause = trace.cause?.text;
  // Its last request got no answer for a network cause: name the cause, not "fetch failed" or the portal's user text.
  if (cause && last?.status === undefined && !(error instanceof PortalError && error.code !== 'network.unavailable')) {
    const prefix = error instanceof PortalError ? error.describe() : error instanceof CheckFailure ? error.message : 'network.unavailable';
    return { message: `${prefix}: ${cause}`, code: 'network.unavailable', status: undefined, path: undefined, request, curl, cause };
  }
  // Its last request got no answer in time: name the limit, not the portal's "couldn't reach" text (#33.3).
  if (trace.timeout && last?.status === undefined && isTimeoutError(error)) {
    const prefix = error instanceof PortalError ? error.describe() : error instanceof CheckFailure ? error.message : 'network.timeout';
    return { message: `${prefix}: ${trace.timeout}`, code: 'network.timeout', status: undefined, path: undefined, request, curl, cause: undefined };
  }
  if (error instanceof PortalError) {
    const server = error.serverText && error.serverText !== error.message ? ` — server said: ${error.serverText}` : '';
    return {
      message: `${error.describe()}: ${error.message}${server}`,
      code: error.code,
      status: error.status ?? request?.status,
      path: error.path,
      request,
      curl,
      cause: undefined,
    };
  }
  if (error instanceof CheckFailure) {
    return { message: error.message, code: 'check.failed', status: request?.status, path: error.path, request, curl, cause: undefined };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { message, code: 'check.crashed', status: request?.status, path: undefined, request, curl, cause: undefined };
}

/** The client's `network.timeout`, the abort of a raw request's deadline, or a check's own failure after one. */
function isTimeoutError(error: unknown): boolean {
  if (error instanceof PortalError) return error.code === 'network.timeout';
  if (error instanceof CheckFailure) return true;
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
