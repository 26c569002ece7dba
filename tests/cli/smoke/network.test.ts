import { parse } from 'junit2json';
import { describe, expect, it } from 'vitest';
import type { SmokeReport } from '../../../cli/smoke/report';
import { type Check, CheckFailure } from '../../../cli/smoke/checks/types';
import { closedPort, jsonReport, runSmoke, startLocalServer } from './harness';
import { selfSignedServer, startCountingProxy } from './network-servers';

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

describe('smoke honours the proxy variables and --insecure, as curl does (#14.8)', () => {
  const one = [ping('a.one')];

  it.each(['HTTP_PROXY', 'http_proxy'])('%s sends the requests through that proxy', async (variable) => {
    const origin = await startLocalServer();
    const proxy = await startCountingProxy();
    const result = await runSmoke(['--base-url', origin.url, '--reporter', 'json'], { checks: one, env: { [variable]: proxy.url } });
    expect(result.code).toBe(0);
    // undici tunnels plain http through CONNECT too (curl would forward it; both go through the proxy).
    expect(proxy.seen).toEqual([`CONNECT ${new URL(origin.url).host}`]);
    expect(origin.received.map((r) => r.path)).toEqual(['/ping/a.one']);
  });

  it.each(['NO_PROXY', 'no_proxy'])('%s=127.0.0.1 goes direct, around the proxy', async (variable) => {
    const origin = await startLocalServer();
    const proxy = await startCountingProxy();
    const env = { HTTP_PROXY: proxy.url, [variable]: '127.0.0.1' };
    const result = await runSmoke(['--base-url', origin.url, '--reporter', 'json'], { checks: one, env });
    expect(result.code).toBe(0);
    expect(proxy.seen).toEqual([]);
    expect(origin.received.map((r) => r.path)).toEqual(['/ping/a.one']);
  });

  it('a self-signed QA host fails without --insecure (naming the TLS cause) and passes with it', async () => {
    const server = await selfSignedServer();
    const refused = await runSmoke(['--base-url', server.url, '--reporter', 'json'], { checks: one });
    expect(refused.code).toBe(3);
    expect(failedChecks(jsonReport(refused))[0]?.error?.message).toContain(`DEPTH_ZERO_SELF_SIGNED_CERT ${new URL(server.url).host}`);
    expect(server.hits()).toBe(0);
    const accepted = await runSmoke(['--base-url', server.url, '--insecure', '--reporter', 'json'], { checks: one });
    expect(accepted.code).toBe(0);
    expect(server.hits()).toBe(1);
  });

  it('HTTPS_PROXY tunnels to a self-signed host, with --insecure applied through the tunnel', async () => {
    const server = await selfSignedServer();
    const proxy = await startCountingProxy();
    const env = { HTTPS_PROXY: proxy.url };
    const refused = await runSmoke(['--base-url', server.url, '--reporter', 'json'], { checks: one, env });
    expect(refused.code).toBe(3);
    expect(failedChecks(jsonReport(refused))[0]?.error?.message).toContain('DEPTH_ZERO_SELF_SIGNED_CERT');
    const accepted = await runSmoke(['--base-url', server.url, '--insecure', '--reporter', 'json'], { checks: one, env });
    expect(accepted.code).toBe(0);
    expect(proxy.seen).toEqual([`CONNECT ${new URL(server.url).host}`, `CONNECT ${new URL(server.url).host}`]);
    expect(server.hits()).toBe(1);
  });

  it('never prints the credentials of a proxy URL, in --dry-run or any report, working or refused', async () => {
    const origin = await startLocalServer();
    const proxy = await startCountingProxy();
    const secret = 'pr0xy:s3cret';
    const withCredentials = (url: string) => url.replace('http://', `http://smoke-proxy-user:${encodeURIComponent(secret)}@`);
    const env = { HTTP_PROXY: withCredentials(proxy.url) };
    const failing = [...one, { ...ping('a.two'), run: async () => Promise.reject(new CheckFailure(`via ${withCredentials(proxy.url)}`)) }];
    const dry = await runSmoke(['--base-url', origin.url, '--dry-run'], { checks: one, env });
    expect(dry.stdout).toContain(`Proxy:   http://[REDACTED]:[REDACTED]@${new URL(proxy.url).host} (HTTP_PROXY)`);
    const outputs = [dry.stdout];
    for (const reporter of ['human', 'json', 'junit']) {
      const result = await runSmoke(['--base-url', origin.url, '--reporter', reporter], { checks: failing, env });
      expect(result.code).toBe(1);
      outputs.push(result.stdout, result.stderr);
    }
    expect(proxy.authorizations[0]).toBe(`Basic ${Buffer.from(`smoke-proxy-user:${secret}`).toString('base64')}`);
    const unreachable = await runSmoke(['--base-url', origin.url], { checks: one, env: { HTTP_PROXY: withCredentials(await closedPort()) } });
    expect(unreachable.code).toBe(3);
    expect(unreachable.stdout).toMatch(/ECONNREFUSED 127\.0\.0\.1:\d+ \(the proxy of HTTP_PROXY\)/);
    outputs.push(unreachable.stdout, unreachable.stderr);
    for (const output of outputs) {
      expect(output).not.toContain('s3cret');
      expect(output).not.toContain(encodeURIComponent(secret));
      expect(output).not.toContain('smoke-proxy-user');
    }
  });

  it('a one-letter proxy user name is not replaced all over the report', async () => {
    const origin = await startLocalServer();
    const proxy = await startCountingProxy();
    const env = { HTTP_PROXY: proxy.url.replace('http://', 'http://u:long-proxy-secret@') };
    const result = await runSmoke(['--base-url', origin.url], { checks: [ping('a.one', { title: 'upstream status is up' })], env });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('a.one  upstream status is up');
    expect(result.stdout).not.toContain('[REDACTED]');
    expect(proxy.authorizations).toEqual([`Basic ${Buffer.from('u:long-proxy-secret').toString('base64')}`]);
  });

  it('--proxy sends every request through that proxy, over HTTP_PROXY, as curl -x does (#33.3)', async () => {
    const origin = await startLocalServer();
    const proxy = await startCountingProxy();
    const env = { HTTP_PROXY: await closedPort() };
    const result = await runSmoke(['--base-url', origin.url, '--proxy', proxy.url, '--reporter', 'json'], { checks: one, env });
    expect(result.code).toBe(0);
    expect(proxy.seen).toEqual([`CONNECT ${new URL(origin.url).host}`]);
    // NO_PROXY still decides, as it does for curl's --proxy (only curl's --noproxy overrides it).
    const direct = await runSmoke(['--base-url', origin.url, '--proxy', proxy.url, '--reporter', 'json'], { checks: one, env: { NO_PROXY: '127.0.0.1' } });
    expect(direct.code).toBe(0);
    expect(proxy.seen).toHaveLength(1);
    expect(origin.received).toHaveLength(2);
    // --proxy '' goes direct whatever the variables say, as curl -x "" does.
    const none = await runSmoke(['--base-url', origin.url, '--proxy', '', '--reporter', 'json'], { checks: one, env });
    expect(none.code).toBe(0);
    expect(origin.received).toHaveLength(3);
  });

  it('--proxy with credentials: --dry-run and every report redact them (#33.3)', async () => {
    const origin = await startLocalServer();
    const proxy = await startCountingProxy();
    const withCredentials = proxy.url.replace('http://', 'http://flag-proxy-user:fl4g-s3cret@');
    const dry = await runSmoke(['--base-url', origin.url, '--proxy', withCredentials, '--dry-run'], { checks: one });
    expect(dry.stdout).toContain(`Proxy:   http://[REDACTED]:[REDACTED]@${new URL(proxy.url).host} (--proxy)\n`);
    const echo = { ...ping('a.two'), run: async () => Promise.reject(new CheckFailure(`via ${withCredentials}`)) };
    const failing = await runSmoke(['--base-url', origin.url, '--proxy', withCredentials, '--reporter', 'json'], { checks: [...one, echo] });
    expect(failing.code).toBe(1);
    expect(proxy.authorizations[0]).toBe(`Basic ${Buffer.from('flag-proxy-user:fl4g-s3cret').toString('base64')}`);
    for (const output of [dry.stdout, failing.stdout, failing.stderr]) {
      expect(output).not.toContain('fl4g-s3cret');
      expect(output).not.toContain('flag-proxy-user');
    }
  });

  it.each(['not a url:s3cret', 'ftp://u:s3cret@proxy.example', 'socks5://u:s3cret@proxy.example:1080'])(
    '--proxy %j is a usage error (exit 2) that does not print it',
    async (value) => {
      const result = await runSmoke(['--proxy', value, '--dry-run'], { checks: one });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('--proxy is not an http(s) URL');
      expect(result.stderr).not.toContain('s3cret');
    },
  );

  it('a proxy variable that is not an http(s) URL stops the run with exit 2, without printing its value', async () => {
    const result = await runSmoke(['--dry-run'], { checks: one, env: { HTTPS_PROXY: 'not a url:s3cret' } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('HTTPS_PROXY');
    expect(result.stderr).not.toContain('s3cret');
  });
});
