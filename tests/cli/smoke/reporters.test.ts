import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeXml } from '../../../cli/smoke/report-junit';
import { type Check, CheckFailure } from '../../../cli/smoke/checks/types';
import { jsonReport, runSmoke, startLocalServer } from './harness';

const checks: Check[] = [
  { id: 'r.passes', title: 'answers <ok> & "fine"', writes: false, run: async (ctx) => void (await ctx.rawFetch('/rest-services/countryList')).text() },
  {
    id: 'r.fails',
    title: 'fails with a path',
    writes: false,
    run: async (ctx) => {
      await (await ctx.rawFetch('/rest-services/medExtension/E2001?ktpaCookie=abcdef123')).text();
      throw new CheckFailure('answer <broken> & odd', { path: 'items.0.id' });
    },
  },
  { id: 'r.blocked', title: 'needs the failure', writes: false, needs: ['r.fails'], run: async () => {} },
  { id: 'r.writes', title: 'a write', writes: true, run: async () => {} },
];

const count = (xml: string, pattern: RegExp) => (xml.match(pattern) ?? []).length;

describe('smoke reporters', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sp-smoke-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('--reporter json prints the documented shape and nothing else', async () => {
    const server = await startLocalServer();
    const result = await runSmoke(['--base-url', server.url, '--reporter', 'json'], { checks });
    const report = jsonReport(result);
    expect(Object.keys(report)).toEqual(['schemaVersion', 'run', 'checks', 'counts', 'requests', 'latency']);
    expect(report.run).toMatchObject({ env: 'local', brand: 'main', baseUrl: server.url, writesAllowed: false, concurrency: 4, exitCode: 1 });
    expect(Object.keys(report.checks[0] ?? {})).toEqual(['id', 'title', 'writes', 'needs', 'status', 'durationMs', 'retries', 'reason', 'error']);
    expect(report.checks[1]?.error).toEqual({
      message: 'answer <broken> & odd',
      code: 'check.failed',
      status: 200,
      path: 'items.0.id',
      request: { method: 'GET', path: '/rest-services/medExtension/E2001', status: 200 },
      curl: `curl -sS -i '${server.url}/rest-services/medExtension/E2001?ktpaCookie=[REDACTED]'`,
    });
    expect(report.counts).toEqual({ passed: 1, flaky: 0, failed: 1, blocked: 1, skipped: 1, total: 4 });
    expect(Object.keys(report.latency)).toEqual(['GET /rest-services/countryList', 'GET /rest-services/medExtension/:id']);
    expect(report.latency['GET /rest-services/countryList']?.count).toBe(1);
    expect(result.stdout).not.toContain('abcdef123');
  });

  it('--reporter junit prints a testsuite with a testcase per check, failures and skipped', async () => {
    const server = await startLocalServer();
    const result = await runSmoke(['--base-url', server.url, '--reporter', 'junit'], { checks });
    const xml = result.stdout;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites')).toBe(true);
    expect(count(xml, /<testsuite /g)).toBe(1);
    expect(count(xml, /<testcase /g)).toBe(4);
    expect(count(xml, /<failure /g)).toBe(1);
    expect(count(xml, /<skipped /g)).toBe(2);
    expect(xml).toMatch(/<testsuite name="smoke local" tests="4" failures="1" errors="0" skipped="2"/);
    expect(xml).toContain('message="answer &lt;broken&gt; &amp; odd"');
    expect(xml).toContain('answers &lt;ok&gt; &amp; &quot;fine&quot;');
    expect(xml).not.toMatch(/<[^/?a-z!]/);
    expect(result.code).toBe(1);
  });

  it('escapes XML and drops characters XML forbids', () => {
    expect(escapeXml(`a<b>&"c"'d'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
  });

  it('--output writes the report to the file while stdout keeps the human lines and summary', async () => {
    const server = await startLocalServer();
    const file = join(dir, 'report.json');
    const result = await runSmoke(['--base-url', server.url, '--reporter', 'json', '--output', file], { checks });
    expect(result.code).toBe(1);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ schemaVersion: 1, counts: { total: 4 } });
    expect(result.stdout).toMatch(/^passed\s+\d+ ms {2}r\.passes/m);
    expect(result.stdout).toContain('1 passed, 0 flaky, 1 failed, 1 blocked, 1 skipped — 4 checks');
    const junit = join(dir, 'report.xml');
    await runSmoke(['--base-url', server.url, '--reporter', 'junit', '--output', junit], { checks });
    expect(await readFile(junit, 'utf8')).toContain('<testsuites');
  });

  it('--output into a missing folder creates it; a path that cannot be created stops with exit 2 before any request (#14.4)', async () => {
    const server = await startLocalServer();
    const file = join(dir, 'missing', 'deeper', 'smoke.xml');
    const result = await runSmoke(['--base-url', server.url, '--reporter', 'junit', '--output', file], { checks });
    expect(result.code).toBe(1);
    expect(await readFile(file, 'utf8')).toContain('<testsuites');
    const blocker = join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const before = server.received.length;
    const refused = await runSmoke(['--base-url', server.url, '--reporter', 'junit', '--output', join(blocker, 'smoke.xml')], { checks });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`cannot write the report to ${join(blocker, 'smoke.xml')}`);
    expect(refused.stdout).toBe('');
    expect(server.received.length).toBe(before);
  });

  it('prints the human report without colour when stdout is not a TTY, with it on a TTY, never with NO_COLOR', async () => {
    const server = await startLocalServer();
    const ansi = /\u001b\[/;
    const plain = await runSmoke(['--base-url', server.url], { checks, isTty: false });
    expect(plain.stdout).not.toMatch(ansi);
    expect(plain.stdout).toMatch(/^failed\s+\d+ ms {2}r\.fails {2}fails with a path$/m);
    expect(plain.stdout).toMatch(/^blocked\s+0 ms {2}r\.blocked .*\(needs r\.fails \(failed\)\)$/m);
    expect(plain.stdout).toContain('Latency per endpoint (ms):');
    const tty = await runSmoke(['--base-url', server.url], { checks, isTty: true });
    expect(tty.stdout).toMatch(ansi);
    const noColor = await runSmoke(['--base-url', server.url], { checks, isTty: true, env: { NO_COLOR: '1' } });
    expect(noColor.stdout).not.toMatch(ansi);
  });
});
