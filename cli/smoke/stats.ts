import type { RequestRecord } from './trace';

/** Latency of one endpoint over the answered requests of a run, in milliseconds. */
export interface EndpointLatency {
  count: number;
  p50: number;
  p95: number;
}

/**
 * A path segment that names one record rather than a resource: a number, a
 * UUID or long hex id, an email, or a code mixing letters and digits
 * (`S1001`, `a0B5e000001`). Version segments (`v2`) stay.
 */
function isIdLike(segment: string): boolean {
  const s = decodeSegment(segment);
  if (/^v\d+$/i.test(s)) return false;
  return /^\d+$/.test(s) || /^[0-9a-f-]{16,}$/i.test(s) || s.includes('@') || /^(?=.*\d)[A-Za-z0-9_.-]{3,}$/.test(s);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `GET /rest-services/medExtension/:id`: method and path with id-like segments replaced, no query. */
export function endpointOf(method: string, path: string): string {
  const clean = path.split('?')[0] ?? '';
  const normalized = clean
    .split('/')
    .map((segment) => (segment && isIdLike(segment) ? ':id' : segment))
    .join('/');
  return `${method.toUpperCase()} ${normalized || '/'}`;
}

/** Nearest-rank percentile of sorted values (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** p50 / p95 / count per endpoint, over requests that got an HTTP answer; keys sorted. */
export function latencyByEndpoint(requests: readonly RequestRecord[]): Record<string, EndpointLatency> {
  const groups = new Map<string, number[]>();
  for (const request of requests) {
    if (request.status === undefined) continue;
    const key = endpointOf(request.method, request.path);
    const list = groups.get(key) ?? [];
    list.push(request.durationMs);
    groups.set(key, list);
  }
  const out: Record<string, EndpointLatency> = {};
  for (const key of [...groups.keys()].sort()) {
    const sorted = [...(groups.get(key) ?? [])].sort((a, b) => a - b);
    out[key] = { count: sorted.length, p50: tenths(percentile(sorted, 50)), p95: tenths(percentile(sorted, 95)) };
  }
  return out;
}
