import { describe, expect, it } from 'vitest';
import { getCountries } from '../../../src/core/api/lists';
import { exitCodeFor } from '../../../cli/smoke/report';
import type { CheckResult } from '../../../cli/smoke/runner';
import type { RequestRecord } from '../../../cli/smoke/trace';
import type { Check } from '../../../cli/smoke/checks/types';
import { startTestSimulator } from '../simulator/harness';
import { jsonReport, runSmoke } from './harness';

const check = (id: string, run: Check['run']): Check => ({ id, title: `title of ${id}`, writes: false, run });

describe('a timeout is named as one (#33.3)', () => {
  it('a slow upstream: each check fails naming "timed out after 100 ms", exit 1, not 3', async () => {
    const sim = await startTestSimulator({ latencyMs: 300 });
    const checks = [
      check('client.get', async (ctx) => void (await getCountries(ctx.client))),
      check('raw.get', async (ctx) => void (await (await ctx.rawFetch('/rest-services/countryList')).text())),
    ];
    const result = await runSmoke(['--base-url', sim.url, '--timeout', '100', '--reporter', 'json'], { checks });
    expect(result.code).toBe(1);
    const report = jsonReport(result);
    expect(report.run.exitCode).toBe(1);
    expect(report.requests).toMatchObject({ total: 2, answered: 0, timeout: 2 });
    expect(report.checks.map((c) => [c.id, c.status, c.error?.code, c.error?.message])).toEqual([
      ['client.get', 'failed', 'network.timeout', 'network.timeout in getCountries: GET /rest-services/countryList timed out after 100 ms'],
      ['raw.get', 'failed', 'network.timeout', 'network.timeout: GET /rest-services/countryList timed out after 100 ms'],
    ]);
  });

  it('says how many attempts timed out with --retries', async () => {
    // Never answers in time; a stalled event loop must not fire the first attempt's limit after the call's deadline.
    const sim = await startTestSimulator({ latencyMs: 2000 });
    const checks = [check('raw.get', async (ctx) => void (await (await ctx.rawFetch('/rest-services/countryList')).text()))];
    const result = await runSmoke(['--base-url', sim.url, '--timeout', '100', '--retries', '1', '--reporter', 'json'], { checks });
    expect(jsonReport(result).checks[0]?.error?.message).toBe('network.timeout: GET /rest-services/countryList timed out after 100 ms (2 attempts)');
    expect(result.code).toBe(1);
  });

  const request = (outcome: RequestRecord['outcome']): RequestRecord => ({
    method: 'GET', path: '/p', url: 'http://127.0.0.1/p', status: outcome === 'answered' ? 200 : undefined, outcome, durationMs: 1, retries: 0,
  });
  const failed = { status: 'failed', failure: { code: 'network.unavailable' } } as unknown as CheckResult;
  const passed = { status: 'passed', failure: undefined } as unknown as CheckResult;

  it.each([
    ['every request refused at the connection', [failed], ['unreachable', 'unreachable'], 3],
    ['every request timed out', [failed], ['timeout', 'timeout'], 1],
    ['one refused, one timed out', [failed], ['unreachable', 'timeout'], 1],
    ['one refused, one answered', [failed], ['unreachable', 'answered'], 1],
    ['nothing failed', [passed], ['unreachable'], 0],
    ['a failure without a request', [failed], [], 1],
  ] as const)('exit code when %s', (_case, results, outcomes, code) => {
    expect(exitCodeFor(results, outcomes.map(request), false)).toBe(code);
  });
});
