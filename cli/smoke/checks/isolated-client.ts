import { type MemoryCookieJar, createMemoryCookieJar } from '../../../src/core/api/memory-cookie-jar';
import { type ApiClient, createApiClient } from '../../../src/core/api/transport';
import type { SmokeContext } from './types';

/** A client of its own (a second browser) and how many requests it sent. */
export interface IsolatedClient {
  client: ApiClient;
  jar: MemoryCookieJar;
  requestsSent(): number;
}

/**
 * A client with an empty cookie jar for probes and visitor flows, so the
 * run's session is neither used nor touched. It sends through `ctx.rawFetch`
 * (the run's guard, timing and redaction) and so reaches the REST origin only;
 * a request to another origin fails as a network error.
 */
export function isolatedClient(ctx: SmokeContext): IsolatedClient {
  const origin = new URL(ctx.baseUrl).origin;
  let sent = 0;
  const viaRun = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.origin !== origin) {
      return Promise.reject(new TypeError(`isolated smoke client: ${url.origin} is not the REST origin`));
    }
    sent += 1;
    return ctx.rawFetch(`${url.pathname}${url.search}`, init);
  };
  const jar = createMemoryCookieJar({ now: () => ctx.now().getTime() });
  const client = createApiClient({
    bases: ctx.client.bases,
    fetch: viaRun,
    credentials: jar,
    timeoutMs: ctx.client.timeoutMs,
  });
  return { client, jar, requestsSent: () => sent };
}
