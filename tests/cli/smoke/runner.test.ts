import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parse as parseJunit } from 'junit2json';
import { type Check, CheckFailure } from '../../../cli/smoke/checks/types';
import { getCountries } from '../../../src/core/api/lists';
import { startFaultProxy } from '../../support/fault-proxy';
import { startTestSimulator } from '../simulator/harness';
import { jsonReport, runSmoke, startLocalServer } from './harness';

const check = (id: string, run: Check['run'], extra: Partial<Check> = {}): Check => ({ id, title: `title of ${id}`, writes: false, run, ...extra });
const pass: Check['run'] = async () => {};
const fail: Check['run'] = async () => {
  throw new CheckFailure('broken on purpose', { path: 'a.b' });
};
const statuses = (stdout: string) => jsonReport({ code: 0, stdout, stderr: '' }).checks.map((c) => [c.id, c.status, c.reason]);

/** Drops the connection of the first `drops` requests to /flaky, then answers 200; answers /ok at once and never /hang. */
async function flakyServer(drops: number): Promise<{ url: string; hits: () => number; onHang: Promise<void> }> {
  let hits = 0;
  let hung = () => {};
  const onHang = new Promise<void>((resolve) => {
    hung = resolve;
  });
  const server = createServer((req, res) => {
    if (req.url === '/hang') return hung();
    if (req.url === '/flaky' || req.method === 'POST') {
      hits += 1;
      if (hits <= drops) return req.socket.destroy();
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits, onHang };
}

describe('the smoke runner', () => {
  it('blocks the checks whose needs did not pass, transitively, and exits 1', async () => {
    const server = await startLocalServer();
    const checks = [
      check('a.fails', fail),
      check('b.needs-a', pass, { needs: ['a.fails'] }),
      check('c.needs-b', pass, { needs: ['b.needs-a'] }),
      check('d.independent', pass),
    ];
    const result = await runSmoke(['--base-url', server.url, '--reporter', 'json'], { checks });
    expect(result.code).toBe(1);
    expect(statuses(result.stdout)).toEqual([
      ['a.fails', 'failed', null],
      ['b.needs-a', 'blocked', 'needs a.fails (failed)'],
      ['c.needs-b', 'blocked', 'needs b.needs-a (blocked)'],
      ['d.independent', 'passed', null],
    ]);
    const error = jsonReport(result).checks[0]?.error;
    expect(error).toMatchObject({ code: 'check.failed', message: 'broken on purpose', path: 'a.b', request: null, curl: null });
  });

  it('--bail skips every check not yet started after the first failure', async () => {
    const server = await startLocalServer();
    const checks = [check('a.passes', pass), check('b.fails', fail), check('c.later', pass), check('d.next-level', pass, { needs: ['a.passes'] })];
    const result = await runSmoke(['--base-url', server.url, '--bail', '--concurrency', '1', '--reporter', 'json'], { checks });
    expect(result.code).toBe(1);
    expect(statuses(result.stdout)).toEqual([
      ['a.passes', 'passed', null],
      ['b.fails', 'failed', null],
      ['c.later', 'skipped', 'not run: --bail after a failure'],
      ['d.next-level', 'skipped', 'not run: --bail after a failure'],
    ]);
  });

  it('runs at most --concurrency checks at once within a level', async () => {
    const server = await startLocalServer();
    let running = 0;
    let peak = 0;
    const slow: Check['run'] = async (ctx) => {
      running += 1;
      peak = Math.max(peak, running);
      await (await ctx.rawFetch('/slow')).text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    };
    const checks = Array.from({ length: 6 }, (_, i) => check(`slow.${i}`, slow));
    expect((await runSmoke(['--base-url', server.url, '--concurrency', '2'], { checks })).code).toBe(0);
    expect(peak).toBe(2);
    peak = 0;
    expect((await runSmoke(['--base-url', server.url, '--concurrency', '4'], { checks })).code).toBe(0);
    expect(peak).toBe(4);
  });

  it('retries a network error of a GET with --retries and reports the check flaky (exit 0)', async () => {
    const server = await flakyServer(1);
    const checks = [check('get.flaky', async (ctx) => void (await ctx.rawFetch('/flaky')).text())];
    const result = await runSmoke(['--base-url', server.url, '--retries', '2', '--reporter', 'json'], { checks });
    expect(result.code).toBe(0);
    expect(jsonReport(result).checks[0]).toMatchObject({ status: 'flaky', retries: 1 });
    expect(server.hits()).toBe(2);
  });

  it('retries a GET of the typed client that timed out (--retries) and reports the check flaky', async () => {
    const sim = await startTestSimulator();
    const proxy = await startFaultProxy(sim.url);
    onTestFinished(() => proxy.close());
    proxy.fail('/rest-services/countryList', 'hang', 1);
    const checks = [check('client.get', async (ctx) => void (await getCountries(ctx.client)))];
    const result = await runSmoke(['--base-url', proxy.url, '--timeout', '300', '--retries', '1', '--reporter', 'json'], { checks });
    expect(result.code).toBe(0);
    expect(jsonReport(result).checks[0]).toMatchObject({ status: 'flaky', retries: 1 });
    expect(proxy.faulted.map((r) => r.path)).toEqual(['/rest-services/countryList']);
    expect(proxy.seen.map((r) => r.path)).toEqual(['/rest-services/countryList', '/rest-services/countryList']);
  });

  it('retries a raw GET that timed out, never a POST that did, and stops after --retries attempts', async () => {
    const sim = await startTestSimulator();
    const proxy = await startFaultProxy(sim.url);
    onTestFinished(() => proxy.close());
    proxy.fail('/rest-services/countryList', 'hang', 1);
    proxy.fail('/rest-services/always-hangs', 'hang');
    proxy.fail('/rest-services/userLogin/login', 'hang');
    const checks = [
      check('raw.get', async (ctx) => void (await (await ctx.rawFetch('/rest-services/countryList')).text())),
      check('raw.get-always-hangs', async (ctx) => void (await ctx.rawFetch('/rest-services/always-hangs')).text()),
      check('raw.post', async (ctx) => void (await ctx.rawFetch('/rest-services/userLogin/login', { method: 'POST', body: '{}' })).text()),
    ];
    const result = await runSmoke(['--base-url', proxy.url, '--timeout', '200', '--retries', '2', '--reporter', 'json'], { checks });
    const report = jsonReport(result);
    expect(report.checks.map((c) => [c.id, c.status, c.retries])).toEqual([
      ['raw.get', 'flaky', 1],
      ['raw.get-always-hangs', 'failed', 2],
      ['raw.post', 'failed', 0],
    ]);
    const count = (path: string) => proxy.seen.filter((r) => r.path.startsWith(path)).length;
    expect([count('/rest-services/countryList'), count('/rest-services/always-hangs'), count('/rest-services/userLogin/login')]).toEqual([2, 3, 1]);
    expect(result.code).toBe(1);
  });

  it('never retries a POST, and a run whose every request went unanswered exits 3', async () => {
    const server = await flakyServer(1);
    const checks = [
      check('post.flaky', async (ctx) => void (await ctx.rawFetch('/rest-services/userLogin/login', { method: 'POST', body: '{}' })).text()),
    ];
    const result = await runSmoke(['--base-url', server.url, '--retries', '3', '--reporter', 'json'], { checks });
    expect(jsonReport(result).checks[0]?.status).toBe('failed');
    expect(server.hits()).toBe(1);
    expect(result.code).toBe(3);
  });

  it('stops on an interrupt: aborts the request in flight, prints what finished and exits 130', async () => {
    const server = await flakyServer(0);
    let interrupt = () => {};
    const checks = [
      check('a.quick', async (ctx) => void (await ctx.rawFetch('/ok')).text()),
      check('b.hangs', async (ctx) => void (await ctx.rawFetch('/hang')).text()),
      check('c.after', pass, { needs: ['a.quick'] }),
    ];
    // Ctrl-C once the server holds the request: b.hangs is then in flight.
    void server.onHang.then(() => interrupt());
    // A monotonic clock: the bound is on elapsed time, whatever the wall clock says.
    const started = performance.now();
    const result = await runSmoke(['--base-url', server.url, '--concurrency', '1'], {
      checks,
      interrupts: (listener) => {
        interrupt = listener;
        return () => {};
      },
    });
    expect(result.code).toBe(130);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.stdout).toMatch(/^passed\s+\d+ ms {2}a\.quick/m);
    expect(result.stdout).toMatch(/^skipped\s+0 ms {2}b\.hangs .*\(not run: interrupted\)/m);
    expect(result.stdout).toMatch(/^skipped\s+0 ms {2}c\.after .*\(not run: interrupted\)/m);
    expect(result.stdout).toContain('interrupted (exit 130)');
  });

  it('--grep leaves the unmatched checks out of the lines, the report and the counts; what a match needs still runs and counts (#14.10)', async () => {
    const server = await startLocalServer();
    const checks = [
      check('lists.countries', pass),
      check('login.rest', pass),
      check('account.myaccount', pass, { needs: ['login.rest'] }),
      check('lists.states', pass),
      check('session.logout', pass, { needs: ['login.rest'], final: true }),
    ];
    const human = await runSmoke(['--base-url', server.url, '--grep', '^account\\.myaccount$'], { checks });
    expect(human.code).toBe(0);
    expect(human.stdout).not.toContain('lists.');
    expect(human.stdout).toContain('3 passed, 0 flaky, 0 failed, 0 blocked, 0 skipped — 3 checks');
    const json = await runSmoke(['--base-url', server.url, '--grep', '^account\\.myaccount$', '--reporter', 'json'], { checks });
    // A filtered run that logged in still logs out.
    expect(statuses(json.stdout)).toEqual([
      ['login.rest', 'passed', null],
      ['account.myaccount', 'passed', null],
      ['session.logout', 'passed', null],
    ]);
    expect(jsonReport(json).counts).toMatchObject({ skipped: 0, total: 3 });
    // A filtered run that did not log in does not log out.
    const lists = await runSmoke(['--base-url', server.url, '--grep', '^lists\\.', '--reporter', 'json'], { checks });
    expect(statuses(lists.stdout).map(([id]) => id)).toEqual(['lists.countries', 'lists.states']);
    const junit = await parseJunit((await runSmoke(['--base-url', server.url, '--grep', 'myaccount', '--reporter', 'junit'], { checks })).stdout);
    expect(junit).toMatchObject({ tests: 3, skipped: 0 });
  });

  it('names the JUnit suite after the env and brand, so merged reports of several runs stay apart (#14.10)', async () => {
    const server = await startLocalServer();
    const checks = [check('lists.countries', pass)];
    const main = await parseJunit((await runSmoke(['--base-url', server.url, '--reporter', 'junit'], { checks })).stdout);
    const second = await parseJunit((await runSmoke(['--base-url', server.url, '--brand', 'second', '--reporter', 'junit'], { checks })).stdout);
    expect(main).toMatchObject({ name: 'student-portal smoke (local, main)', testsuite: [{ name: 'student-portal smoke (local, main)' }] });
    expect(second).toMatchObject({ name: 'student-portal smoke (local, second)', testsuite: [{ name: 'student-portal smoke (local, second)' }] });
  });

  it('runs more than 10 checks at once without a MaxListeners warning (#14.11)', async () => {
    const server = await startLocalServer();
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    onTestFinished(() => void process.off('warning', onWarning));
    let running = 0;
    let release = () => {};
    const allRunning = new Promise<void>((resolve) => {
      release = resolve;
    });
    // All 16 checks are in flight together (each waits for the last to start), each with a request.
    const together: Check['run'] = async (ctx) => {
      running += 1;
      if (running === 16) release();
      await (await ctx.rawFetch('/rest-services/countryList')).text();
      await allRunning;
    };
    const checks = Array.from({ length: 16 }, (_, i) => check(`wide.${i}`, together));
    expect((await runSmoke(['--base-url', server.url, '--concurrency', '16'], { checks })).code).toBe(0);
    // process warnings are emitted on the next tick.
    await new Promise((resolve) => process.nextTick(resolve));
    expect(warnings.filter((w) => w.includes('MaxListeners'))).toEqual([]);
  });
});
