import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { describe, expect, it, onTestFinished } from 'vitest';
import { callDeadlineMs, maxRetryDelayMs, retryDelayMs } from '../../../cli/smoke/transport';
import type { Check } from '../../../cli/smoke/checks/types';
import { jsonReport, runSmoke } from './harness';

describe('--retry-interval: exponential backoff with jitter (#33.3)', () => {
  it.each([
    // attempt, interval, random → pause: half the backoff, plus up to the other half at random (equal jitter)
    [0, 50, 0, 25],
    [0, 50, 0.999, 49.975],
    [1, 50, 0.5, 75],
    [2, 100, 0, 200],
    [3, 1000, 0, 4000],
    [5, 1000, 0, 15000],
    [6, 1000, 0.5, 22500], // 64 s capped at 30 s
    [20, 30000, 0, 15000],
    [2, 0, 0.7, 0],
  ])('attempt %i, interval %i ms, random %f: %f ms', (attempt, interval, random, pause) => {
    expect(retryDelayMs(attempt, interval, () => random)).toBeCloseTo(pause, 6);
  });

  it.each([
    [0, 50, 50],
    [1, 50, 100],
    [2, 100, 400],
    [10, 1000, 30000],
  ])('the longest pause after attempt %i at %i ms is %i ms', (attempt, interval, longest) => {
    expect(maxRetryDelayMs(attempt, interval)).toBe(longest);
  });

  it('holds every attempt and the longest pauses in a call\'s deadline', () => {
    expect(callDeadlineMs(1000, 0, 50)).toBe(1000);
    expect(callDeadlineMs(1000, 2, 50)).toBe(1000 + 50 + 1000 + 100 + 1000);
    expect(callDeadlineMs(100, 3, 20000)).toBe(100 + 20000 + 100 + 30000 + 100 + 30000 + 100);
  });

  it('waits at least half the --retry-interval before retrying a dropped GET', async () => {
    let hits = 0;
    const hitAt: number[] = [];
    const server = createServer((req, res) => {
      hits += 1;
      hitAt.push(performance.now());
      if (hits === 1) return req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => void server.close());
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const checks: Check[] = [{ id: 'get.flaky', title: 'a GET dropped once', writes: false, run: async (ctx) => void (await ctx.rawFetch('/flaky')).text() }];
    const result = await runSmoke(['--base-url', url, '--retries', '1', '--retry-interval', '120', '--reporter', 'json'], { checks });
    expect(jsonReport(result).checks[0]).toMatchObject({ status: 'flaky', retries: 1 });
    // 60 ms at least: more than the default interval's longest first pause (50 ms).
    expect((hitAt[1] ?? 0) - (hitAt[0] ?? 0)).toBeGreaterThanOrEqual(60);
  });
});
