import { performance } from 'node:perf_hooks';
import { run } from './run';
import { loadDefaultFixture } from './simulator/fixture/load';
import { startSimulator } from './simulator/server';

/** Options of `benchSmoke`. */
export interface BenchOptions {
  runs?: number;
  /** Where the figures go. Default: stdout. */
  out?: (text: string) => void;
}

/** The issue #4 budget for the read-only suite against a local simulator. */
export const smokeBudgetMs = 2000;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * `npm run bench:smoke`: starts the simulator in this process (port 0, the
 * default fixture), runs `smoke --env local --base-url <it>` (the read-only
 * suite) `runs` times — the simulator reset before each — and prints the wall
 * time of each run and their median against the 2 s budget. Resolves to 1
 * when a run did not pass (its time would mean nothing), else 0: the figures
 * are printed, not enforced.
 */
export async function benchSmoke(options: BenchOptions = {}): Promise<number> {
  const out = options.out ?? ((text: string) => void process.stdout.write(text));
  const runs = options.runs ?? 5;
  const simulator = await startSimulator({ fixture: loadDefaultFixture(new Date()), port: 0, log: () => {} });
  const times: number[] = [];
  try {
    out(`smoke bench: read-only suite against the simulator at ${simulator.url}, ${runs} runs\n`);
    for (let i = 1; i <= runs; i += 1) {
      simulator.simulator.reset();
      let errors = '';
      let report = '';
      const started = performance.now();
      const code = await run(['smoke', '--env', 'local', '--base-url', simulator.url, '--reporter', 'json'], {
        out: (text) => {
          report += text;
        },
        err: (text) => {
          errors += text;
        },
      });
      const ms = performance.now() - started;
      if (code !== 0) {
        out(`  run ${i}: exit ${code}\n${errors}${report}`);
        return 1;
      }
      times.push(ms);
      out(`  run ${i}: ${ms.toFixed(0)} ms\n`);
    }
  } finally {
    await simulator.close();
  }
  const middle = median(times);
  const verdict = middle < smokeBudgetMs ? 'within' : 'OVER';
  out(`median: ${middle.toFixed(0)} ms (budget ${smokeBudgetMs} ms: ${verdict})\n`);
  return 0;
}
