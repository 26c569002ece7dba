import { describe, expect, it } from 'vitest';
import { endpointOf, latencyByEndpoint, percentile } from '../../../cli/smoke/stats';
import type { RequestRecord } from '../../../cli/smoke/trace';

const record = (path: string, durationMs: number, status: number | null = 200): RequestRecord => ({
  method: 'GET',
  path,
  url: `http://h.test${path}`,
  status: status ?? undefined,
  outcome: status === null ? 'unreachable' : 'answered',
  durationMs,
  retries: 0,
});

describe('endpointOf', () => {
  it.each([
    ['/rest-services/countryList', 'GET /rest-services/countryList'],
    ['/rest-services/medExtension/E2001', 'GET /rest-services/medExtension/:id'],
    ['/rest-services/zipsearch/suggestions/10014/9', 'GET /rest-services/zipsearch/suggestions/:id/:id'],
    ['/rest-services/accountManagement/pmix/0f8fad5b-d9cb-469f-a165-70867728950e', 'GET /rest-services/accountManagement/pmix/:id'],
    ['/rest-services/student/demo%40student-portal.test', 'GET /rest-services/student/:id'],
    ['/api/v2/graphql', 'GET /api/v2/graphql'],
    ['/rest-services/accountManagement/myaccount?ktpaCookie=x', 'GET /rest-services/accountManagement/myaccount'],
  ])('%s → %s', (path, expected) => {
    expect(endpointOf('get', path)).toBe(expected);
  });
});

describe('latencyByEndpoint', () => {
  it('gives nearest-rank p50 and p95 per endpoint over answered requests only', () => {
    const durations = Array.from({ length: 20 }, (_, i) => i + 1);
    const latency = latencyByEndpoint([
      ...durations.map((d) => record('/rest-services/medExtension/E2001', d)),
      record('/rest-services/countryList', 7.25),
      record('/rest-services/countryList', 1000, null),
    ]);
    expect(latency).toEqual({
      'GET /rest-services/countryList': { count: 1, p50: 7.3, p95: 7.3 },
      'GET /rest-services/medExtension/:id': { count: 20, p50: 10, p95: 19 },
    });
    expect(Object.keys(latency)).toEqual(['GET /rest-services/countryList', 'GET /rest-services/medExtension/:id']);
  });

  it('answers 0 for no values', () => {
    expect(percentile([], 95)).toBe(0);
  });
});
