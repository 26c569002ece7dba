import { describe, expect, it } from 'vitest';
import { cookieNames } from '../../../src/core/api/credentials';
import { demoAccount } from '../../../cli/shared/credentials';
import { allChecks } from '../../../cli/smoke/checks/catalogue';
import { startTestSimulator } from '../simulator/harness';
import { type Exchange, jsonReport, runSmoke, startLocalServer } from './harness';

describe('smoke against the simulator', () => {
  it('passes every check, writes included, with exit 0', async () => {
    const sim = await startTestSimulator();
    const result = await runSmoke(['--env', 'local', '--base-url', sim.url, '--allow-writes', '--reporter', 'json']);
    const report = jsonReport(result);
    const notPassed = report.checks.filter((c) => c.status !== 'passed').map((c) => `${c.id}: ${c.status} ${c.error?.message ?? c.reason ?? ''}`);
    expect(notPassed).toEqual([]);
    expect(report.counts).toMatchObject({ passed: allChecks.length, total: allChecks.length });
    expect(report.checks.some((c) => c.writes)).toBe(true);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('gives the same statuses with --concurrency 1 and 4', async () => {
    const sim = await startTestSimulator();
    const statuses = async (concurrency: string) => {
      sim.simulator.reset();
      const report = jsonReport(await runSmoke(['--base-url', sim.url, '--concurrency', concurrency, '--reporter', 'json']));
      return report.checks.map((c) => `${c.id}=${c.status}`);
    };
    const one = await statuses('1');
    expect(await statuses('4')).toEqual(one);
    expect(one.filter((s) => s.endsWith('=failed'))).toEqual([]);
  });

  it('never prints the password, the session cookie or a token, not even in the curl line of a failure', async () => {
    const sim = await startTestSimulator();
    const seen: Exchange[] = [];
    // Break myaccount so a failure (with its ktpaCookie query and Cookie header) is reported.
    const proxy = await startLocalServer(sim.url, (exchange) => {
      seen.push(exchange);
      if (exchange.path.endsWith('/myaccount') && exchange.status === 200) return { status: 500, text: '{"error":"boom"}' };
      return undefined;
    });
    const result = await runSmoke(['--base-url', proxy.url, '--reporter', 'json', '--grep', '^account\\.myaccount$']);
    const report = jsonReport(result);
    const failure = report.checks.find((c) => c.id === 'account.myaccount');
    expect(failure?.status).toBe('failed');
    expect(failure?.error?.curl).toContain('ktpaCookie=[REDACTED]');
    expect(failure?.error?.curl).toContain(`${cookieNames.session}=[REDACTED]`);

    const secrets = new Set<string>([demoAccount.password]);
    for (const exchange of seen) {
      for (const line of exchange.headers.getSetCookie()) secrets.add(line.split(';')[0]?.split('=')[1] ?? '');
      for (const match of exchange.text.matchAll(/"accessToken":"([^"]+)"/g)) secrets.add(match[1] ?? '');
    }
    secrets.delete('');
    expect([...secrets].some((s) => s.length > 10)).toBe(true);
    const everything = `${result.stdout}\n${result.stderr}`;
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).toContain('[REDACTED]');
  });
});
