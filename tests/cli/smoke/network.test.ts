import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { parse } from 'junit2json';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SmokeReport } from '../../../cli/smoke/report';
import { type Check, CheckFailure } from '../../../cli/smoke/checks/types';
import { closedPort, jsonReport, runSmoke } from './harness';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** An https server on 127.0.0.1:0 with a self-signed certificate (fixtures/, CN and SAN 127.0.0.1) answering 200 `{}`. */
async function selfSignedServer(): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const server = createHttpsServer({ key: fixture('self-signed.key.pem'), cert: fixture('self-signed.cert.pem') }, (_req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits };
}

const ping = (id: string, extra: Partial<Check> = {}): Check => ({
  id,
  title: `pings ${id}`,
  writes: false,
  run: async (ctx) => {
    const answer = await ctx.rawFetch(`/ping/${id}`);
    if (answer.status !== 200) throw new CheckFailure(`status ${answer.status}`);
  },
  ...extra,
});
/** Six independent checks and two that need the first: the shape of the catalogue's first levels. */
const pings = [ping('a.one'), ping('a.two'), ping('a.three'), ping('a.four'), ping('a.five'), ping('a.six'), ping('b.one', { needs: ['a.one'] }), ping('b.two', { needs: ['a.two'] })];

const failedChecks = (report: SmokeReport) => report.checks.filter((c) => c.status === 'failed');

/** Every check ran into one root cause: one failure naming it, every other check blocked (by it, or by its need). */
function expectOneRootCause(report: SmokeReport, cause: string): void {
  const failed = failedChecks(report);
  expect(failed).toHaveLength(1);
  expect(failed[0]?.error?.message).toContain(cause);
  expect(failed[0]?.error?.message).not.toMatch(/fetch failed|couldn't reach/i);
  const others = report.checks.filter((c) => c.status !== 'failed');
  expect(others.every((c) => c.status === 'blocked')).toBe(true);
  const byCause = others.filter((c) => c.reason?.startsWith(`blocked by ${cause}`));
  const byNeed = others.filter((c) => c.reason?.startsWith('needs '));
  expect(byCause.length).toBeGreaterThan(0);
  expect(byCause.length + byNeed.length).toBe(others.length);
}

describe('smoke names the root cause of an unreachable upstream once (#14.7)', () => {
  it('a closed port: one failure naming ECONNREFUSED host:port, the rest blocked by it, exit 3', async () => {
    const url = await closedPort();
    const cause = `ECONNREFUSED ${new URL(url).host}`;
    const result = await runSmoke(['--base-url', url, '--reporter', 'json'], { checks: pings });
    expect(result.code).toBe(3);
    const report = jsonReport(result);
    expectOneRootCause(report, cause);
    expect(failedChecks(report)[0]?.error?.code).toBe('network.unavailable');
    expect(report.checks.find((c) => c.id === 'b.one' || c.id === 'b.two')?.status).toBe('blocked');
  });

  it('the real catalogue against a closed port prints one failure block, and no "fetch failed"', async () => {
    const url = await closedPort();
    const result = await runSmoke(['--base-url', url]);
    expect(result.code).toBe(3);
    expect(result.stdout.match(/^✗ /gm)).toHaveLength(1);
    expect(result.stdout).toContain(`error:   network.unavailable in `);
    expect(result.stdout).toContain(`ECONNREFUSED ${new URL(url).host}`);
    expect(result.stdout).toMatch(new RegExp(`^blocked .*\\(blocked by ECONNREFUSED ${new URL(url).host.replace('.', '\\.')}\\)$`, 'm'));
    expect(result.stdout).not.toMatch(/fetch failed|couldn't reach/i);
  });

  it('an unresolvable host: one failure naming ENOTFOUND nonexistent.invalid', async () => {
    const result = await runSmoke(['--base-url', 'http://nonexistent.invalid', '--reporter', 'json'], { checks: pings });
    expect(result.code).toBe(3);
    expectOneRootCause(jsonReport(result), 'ENOTFOUND nonexistent.invalid');
  });

  it('a self-signed certificate: one failure naming DEPTH_ZERO_SELF_SIGNED_CERT and the host, nothing sent', async () => {
    const server = await selfSignedServer();
    const result = await runSmoke(['--base-url', server.url, '--reporter', 'json'], { checks: pings });
    expect(result.code).toBe(3);
    const report = jsonReport(result);
    expectOneRootCause(report, `DEPTH_ZERO_SELF_SIGNED_CERT ${new URL(server.url).host}`);
    expect(failedChecks(report)[0]?.error?.message).toContain('--insecure');
    expect(server.hits()).toBe(0);
  });

  it('JUnit: one failure naming the cause, the blocked checks skipped with a message naming it (junit2json)', async () => {
    const url = await closedPort();
    const cause = `ECONNREFUSED ${new URL(url).host}`;
    const result = await runSmoke(['--base-url', url, '--reporter', 'junit'], { checks: pings });
    expect(result.code).toBe(3);
    const parsed = await parse(result.stdout);
    const suite = parsed && 'testsuite' in parsed ? parsed.testsuite?.[0] : undefined;
    expect(suite).toMatchObject({ tests: 8, failures: 1, skipped: 7 });
    const cases = suite?.testcase ?? [];
    expect(cases.filter((c) => c.failure).map((c) => c.failure?.[0]?.message)).toEqual([expect.stringContaining(cause)]);
    const skipped = cases.flatMap((c) => c.skipped ?? []).map((s) => s.message);
    expect(skipped).toContain(`blocked: blocked by ${cause}`);
  });
});
