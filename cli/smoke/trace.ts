import type { NetworkCause } from './network-cause';

/** How a request ended without an HTTP answer. */
export type RequestOutcome = 'answered' | 'unreachable' | 'timeout' | 'aborted' | 'refused';

/** One request as the run saw it (redacted; never a body or a query). */
export interface RequestRecord {
  method: string;
  /** The path, redacted, without the query. */
  path: string;
  /** Origin and redacted path, for reports. */
  url: string;
  /** HTTP status; undefined when no answer came. */
  status: number | undefined;
  outcome: RequestOutcome;
  /** Until the whole body was read, over all attempts. */
  durationMs: number;
  /** Extra attempts after network errors or timeouts (GET/HEAD only, `--retries`). */
  retries: number;
}

/** The last request of a check, redacted, for the `curl` line of a failure. */
export interface SentRequest {
  method: string;
  /** The full URL with secret query values redacted. */
  url: string;
  headers: [string, string][];
  /** The redacted body text; `multipart` when it was a form upload. */
  body: string | undefined;
  multipart: boolean;
  /** Its HTTP status, once answered. */
  status: number | undefined;
}

/** Requests refused by the read-only guard. */
export interface Refusal {
  method: string;
  path: string;
  message: string;
}

/** Everything a check sent, collected through AsyncLocalStorage by the transport. */
export interface CheckTrace {
  requests: RequestRecord[];
  refusals: Refusal[];
  last: SentRequest | undefined;
  /** Why its first request without an answer got none (ECONNREFUSED …), or the cause that blocked one. */
  cause: NetworkCause | undefined;
  /** Its last request that timed out: `GET /path timed out after 1000 ms` (with the attempts when retried). */
  timeout: string | undefined;
}

/** An empty trace for one check. */
export function newTrace(): CheckTrace {
  return { requests: [], refusals: [], last: undefined, cause: undefined, timeout: undefined };
}
