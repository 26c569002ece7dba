import type { IncomingMessage } from 'node:http';

/** Methods the portal's calls use, and the request headers they send beyond the CORS-safelisted ones. */
const allowedMethods = 'GET, POST';
const allowedHeaders = 'content-type, authorization, ref';
/** How long a browser may reuse a preflight answer (seconds). */
const preflightMaxAge = '600';

/**
 * `origin` as the exact origin a browser sends (`http://localhost:3000`), or a
 * reason it is not one. No `*`, no patterns, no path: the simulator echoes
 * only origins it was given, so it never answers credentialed requests from
 * pages nobody named.
 */
export function parseCorsOrigin(value: string): { origin: string } | { problem: string } {
  const problem = `an exact origin such as http://localhost:3000 (scheme, host and port; no path, no '*'), not '${value}'`;
  if (!/^https?:\/\/[^/*?#\s]+$/i.test(value)) return { problem };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem };
  }
  if (url.username || url.password || url.origin === 'null') return { problem };
  return { origin: url.origin };
}

/**
 * CORS answers for the origins in `allowed` (issue #19.9). `headers` are the
 * ones to add to any answer to `req` (none for an origin not on the list;
 * `Vary: Origin` whenever the list is in use); `preflight` is the answer's
 * headers when `req` is a preflight from an allowed origin.
 */
export function corsFor(allowed: ReadonlySet<string>, req: IncomingMessage): { headers: Record<string, string>; preflight?: Record<string, string> } {
  if (allowed.size === 0) return { headers: {} };
  const origin = req.headers.origin;
  if (origin === undefined || !allowed.has(origin)) return { headers: { vary: 'Origin' } };
  const headers = { vary: 'Origin', 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
  if (req.method !== 'OPTIONS' || req.headers['access-control-request-method'] === undefined) return { headers };
  return {
    headers,
    preflight: {
      ...headers,
      'access-control-allow-methods': allowedMethods,
      'access-control-allow-headers': allowedHeaders,
      'access-control-max-age': preflightMaxAge,
    },
  };
}
