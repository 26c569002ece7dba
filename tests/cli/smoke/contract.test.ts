import { describe, expect, it } from 'vitest';
import type { SmokeReport } from '../../../cli/smoke/report';
import { startTestSimulator } from '../simulator/harness';
import { type Rewrite, closedPort, jsonReport, runSmoke, startLocalServer } from './harness';

/** Runs the read-only suite through a proxy that breaks one answer of the simulator. */
async function runBroken(rewrite: Rewrite, extra: string[] = []): Promise<{ code: number; report: SmokeReport }> {
  const sim = await startTestSimulator();
  const proxy = await startLocalServer(sim.url, rewrite);
  const result = await runSmoke(['--base-url', proxy.url, '--reporter', 'json', ...extra]);
  return { code: result.code, report: jsonReport(result) };
}

const failed = (report: SmokeReport) => report.checks.filter((c) => c.status === 'failed');
const statusOf = (report: SmokeReport, id: string) => report.checks.find((c) => c.id === id)?.status;

const rewriteJson = (path: string, change: (value: unknown) => unknown): Rewrite => (exchange) =>
  exchange.path === path && exchange.status === 200 ? { text: JSON.stringify(change(JSON.parse(exchange.text))) } : undefined;

describe('smoke against a server that breaks the contract in one way', () => {
  it('a wrong field type: countryName as a number fails lists.countries at 0.countryName (exit 1)', async () => {
    const { code, report } = await runBroken(
      rewriteJson('/rest-services/countryList', (list) =>
        Array.isArray(list) ? list.map((c: Record<string, unknown>) => ({ ...c, countryName: 42 })) : list,
      ),
    );
    expect(code).toBe(1);
    expect(failed(report).map((c) => c.id)).toEqual(['lists.countries']);
    expect(failed(report)[0]?.error).toMatchObject({
      code: 'upstream.shape',
      status: 200,
      path: '0.countryName',
      request: { method: 'GET', path: '/rest-services/countryList', status: 200 },
    });
  });

  it('a missing required field: myaccount without userInfo.email fails account.myaccount and blocks its dependants', async () => {
    const { code, report } = await runBroken(
      rewriteJson('/rest-services/accountManagement/myaccount', (account) => {
        const copy = structuredClone(account) as { userInfo?: Record<string, unknown> };
        delete copy.userInfo?.['email'];
        return copy;
      }),
    );
    expect(code).toBe(1);
    expect(failed(report).map((c) => c.id)).toEqual(['account.myaccount']);
    expect(failed(report)[0]?.error).toMatchObject({ code: 'upstream.shape', path: 'userInfo.email' });
    expect(failed(report)[0]?.error?.request).toMatchObject({ method: 'GET', path: '/rest-services/accountManagement/myaccount' });
    expect(statusOf(report, 'account.student-by-id')).toBe('blocked');
    expect(report.checks.find((c) => c.id === 'account.student-by-id')?.reason).toBe('needs account.myaccount (failed)');
  });

  it('a 500 on one endpoint fails its check with the status and the request (exit 1)', async () => {
    const { code, report } = await runBroken((exchange) =>
      exchange.path === '/rest-services/leadRegistration/stateList' ? { status: 500, text: '{"error":"internal"}' } : undefined,
    );
    expect(code).toBe(1);
    expect(failed(report).map((c) => c.id)).toEqual(['lists.states']);
    expect(failed(report)[0]?.error).toMatchObject({
      code: 'upstream.status',
      status: 500,
      request: { method: 'GET', path: '/rest-services/leadRegistration/stateList', status: 500 },
    });
    expect(failed(report)[0]?.error?.curl).toMatch(/^curl -sS -i 'http:\/\/127\.0\.0\.1:\d+\/rest-services\/leadRegistration\/stateList'/);
  });

  it('a hang past --timeout fails that check as network.timeout while the rest pass (exit 1)', async () => {
    // A monotonic clock: the bound is on elapsed time, whatever the wall clock says.
    const started = performance.now();
    const { code, report } = await runBroken(
      (exchange) => (exchange.path === '/rest-services/leadRegistration/programs' ? 'hang' : undefined),
      ['--timeout', '400'],
    );
    expect(code).toBe(1);
    expect(failed(report).map((c) => c.id)).toEqual(['lists.programs']);
    expect(failed(report)[0]?.error).toMatchObject({
      code: 'network.timeout',
      status: null,
      request: { method: 'GET', path: '/rest-services/leadRegistration/programs', status: null },
    });
    expect(report.requests.timeout).toBe(1);
    expect(performance.now() - started).toBeLessThan(8000);
  });

  it('a closed port is upstream unreachable: exit 3, one check failed as network.unavailable naming it, the rest blocked', async () => {
    const url = await closedPort();
    const result = await runSmoke(['--base-url', url, '--reporter', 'json']);
    const report = jsonReport(result);
    expect(result.code).toBe(3);
    expect(report.run.exitCode).toBe(3);
    expect(failed(report)).toHaveLength(1);
    expect(failed(report)[0]?.error?.code).toBe('network.unavailable');
    expect(report.checks.filter((c) => c.reason === `blocked by ECONNREFUSED ${new URL(url).host}`).length).toBeGreaterThan(0);
    expect(statusOf(report, 'login.rest')).toBe('blocked');
    expect(report.requests.answered).toBe(0);
    expect(report.requests.unreachable).toBeGreaterThan(0);
  });

  it('prints the failing check, request, status and path in the human report too', async () => {
    const sim = await startTestSimulator();
    const proxy = await startLocalServer(
      sim.url,
      rewriteJson('/rest-services/countryList', () => [{ twoDigitCode: 'US', countryName: 1 }]),
    );
    const result = await runSmoke(['--base-url', proxy.url, '--grep', '^lists\\.countries$']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^failed\s+\d+ ms {2}lists\.countries {2}/m);
    expect(result.stdout).toContain('request: GET /rest-services/countryList → 200');
    expect(result.stdout).toContain('path:    0.countryName');
    expect(result.stdout).toMatch(/curl:\s+curl -sS -i 'http:\/\/127\.0\.0\.1:\d+\/rest-services\/countryList'/);
  });
});
