import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseJunit } from 'junit2json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeXml } from '../../../cli/smoke/report-junit';
import { type Check, CheckFailure } from '../../../cli/smoke/checks/types';
import type { SmokeReport } from '../../../cli/smoke/report';
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
    expect(xml).toMatch(/<testsuite name="student-portal smoke \(local, main\)" tests="4" failures="1" errors="0" skipped="2"/);
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

  it('a failing run: its JSON parses and its JUnit parses through junit2json, both with the counts of the run', async () => {
    const server = await startLocalServer();
    const jsonFile = join(dir, 'failing.json');
    const xmlFile = join(dir, 'failing.xml');
    expect((await runSmoke(['--base-url', server.url, '--reporter', 'json', '--output', jsonFile], { checks })).code).toBe(1);
    expect((await runSmoke(['--base-url', server.url, '--reporter', 'junit', '--output', xmlFile], { checks })).code).toBe(1);
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as SmokeReport;
    expect(report.counts).toEqual({ passed: 1, flaky: 0, failed: 1, blocked: 1, skipped: 1, total: 4 });
    const parsed = await parseJunit(await readFile(xmlFile, 'utf8'));
    if (!parsed || !('testsuite' in parsed)) throw new Error('junit2json did not read a <testsuites> document');
    expect(parsed).toMatchObject({ tests: 4, failures: 1 });
    const suite = parsed.testsuite?.[0];
    expect(suite).toMatchObject({ tests: 4, failures: 1, errors: 0, skipped: 2 });
    const cases = suite?.testcase ?? [];
    expect(cases.map((c) => [c.name, c.failure ? 'failure' : c.skipped ? 'skipped' : 'passed'])).toEqual([
      ['r.passes', 'passed'],
      ['r.fails', 'failure'],
      ['r.blocked', 'skipped'],
      ['r.writes', 'skipped'],
    ]);
    expect(cases[1]?.failure?.[0]).toMatchObject({ message: 'answer <broken> & odd', type: 'check.failed' });
    expect(cases[1]?.failure?.[0]?.inner).toContain(report.checks[1]?.error?.curl ?? 'no curl line');
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

  it('a report that cannot be written once the run is over: exit 2, and the summary line says so (#33.3)', async () => {
    const server = await startLocalServer();
    const folder = join(dir, 'late');
    // Writable when the run starts (prepareOutput checks it); a file in its place by the time the report is written.
    const breaksTheFolder: Check = {
      id: 'r.breaks-output',
      title: 'puts a file where the report folder was',
      writes: false,
      run: async () => {
        await rm(folder, { recursive: true, force: true });
        await writeFile(folder, 'not a folder');
      },
    };
    const json = join(folder, 'smoke.json');
    await mkdir(folder, { recursive: true });
    const human = await runSmoke(['--base-url', server.url, '--output-json', json], { checks: [breaksTheFolder] });
    expect(human.code).toBe(2);
    expect(human.stderr).toContain(`cannot write the report to ${json}`);
    expect(human.stdout.trimEnd().split('\n').at(-1)).toBe(`ok, but the report could not be written to ${json} (exit 2)`);
    await rm(folder, { force: true });
    await mkdir(folder, { recursive: true });
    const piped = await runSmoke(['--base-url', server.url, '--reporter', 'json', '--output-junit', join(folder, 'smoke.xml')], { checks: [breaksTheFolder] });
    expect(piped.code).toBe(2);
    expect(jsonReport(piped).run.exitCode).toBe(2);
  });

  it('runs several reporters at once: human on stdout, JUnit and JSON to their own files (#14.6)', async () => {
    const server = await startLocalServer();
    const xmlFile = join(dir, 'multi', 'smoke.xml');
    const jsonFile = join(dir, 'multi', 'smoke.json');
    const result = await runSmoke(['--base-url', server.url, '--reporter', 'human,junit', '--output-junit', xmlFile, '--output-json', jsonFile], { checks });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^passed\s+\d+ ms {2}r\.passes/m);
    expect(result.stdout).toContain('failed (exit 1)');
    const junit = await parseJunit(await readFile(xmlFile, 'utf8'));
    expect(junit).toMatchObject({ tests: 4, failures: 1, skipped: 2 });
    expect(JSON.parse(await readFile(jsonFile, 'utf8'))).toMatchObject({ counts: { total: 4, failed: 1 } });
    // --output-json alone adds the JSON reporter; the human report keeps stdout.
    const alone = await runSmoke(['--base-url', server.url, '--output-json', jsonFile], { checks });
    expect(alone.stdout).toContain('failed (exit 1)');
    // The one report on stdout can be JSON while JUnit goes to a file.
    const piped = await runSmoke(['--base-url', server.url, '--reporter', 'json', '--output-junit', xmlFile], { checks });
    expect(jsonReport(piped).counts.total).toBe(4);
  });

  it('refuses reporter sets that cannot be written: two reports on stdout, --output for two files, an unknown name (#14.6)', async () => {
    const server = await startLocalServer();
    const cases: [string[], string][] = [
      [['--reporter', 'json,junit'], 'only one report can go to stdout'],
      [['--reporter', 'human,json'], 'only one report can go to stdout'],
      [['--reporter', 'json,junit', '--output', join(dir, 'x')], '--output names the file of one reporter'],
      [['--reporter', 'html'], 'human, json, junit'],
      [['--quiet', '--verbose'], 'cannot be used with'],
    ];
    for (const [args, message] of cases) {
      const result = await runSmoke(['--base-url', server.url, ...args], { checks });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(message);
    }
    expect(server.received).toEqual([]);
  });

  it('--quiet prints only the failures and the summary; --verbose adds each check\'s requests (#14.6)', async () => {
    const server = await startLocalServer();
    const quiet = await runSmoke(['--base-url', server.url, '--quiet'], { checks });
    expect(quiet.code).toBe(1);
    expect(quiet.stdout).not.toMatch(/^passed\s/m);
    expect(quiet.stdout).not.toContain('Latency per endpoint');
    expect(quiet.stdout).toContain('Failures:');
    expect(quiet.stdout).toContain('1 passed, 0 flaky, 1 failed, 1 blocked, 1 skipped — 4 checks');
    const verbose = await runSmoke(['--base-url', server.url, '--verbose'], { checks });
    expect(verbose.stdout).toMatch(/^passed\s+\d+ ms {2}r\.passes .*\n {4}GET \/rest-services\/countryList → 200 {2}\d+ ms$/m);
    expect(verbose.stdout).toMatch(/^ {4}GET \/rest-services\/medExtension\/E2001 → 200 {2}\d+ ms$/m);
    expect(verbose.stdout).not.toContain('abcdef123');
  });

  it('prints the human report without colour when stdout is not a TTY, with it on a TTY, never with NO_COLOR, TERM=dumb; always with FORCE_COLOR', async () => {
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
    // #14.11: an empty NO_COLOR is unset; FORCE_COLOR colours a pipe; TERM=dumb turns it off.
    expect((await runSmoke(['--base-url', server.url], { checks, isTty: true, env: { NO_COLOR: '' } })).stdout).toMatch(ansi);
    expect((await runSmoke(['--base-url', server.url], { checks, isTty: false, env: { FORCE_COLOR: '1' } })).stdout).toMatch(ansi);
    expect((await runSmoke(['--base-url', server.url], { checks, isTty: true, env: { TERM: 'dumb' } })).stdout).not.toMatch(ansi);
  });
});
