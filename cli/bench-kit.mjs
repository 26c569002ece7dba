// Shared by the Chromium benchmarks (bench-bundle.mjs, bench-resources.mjs, bench-hosts.mjs):
// the Chromium flags, the strict CSP the bundle must run under, the median,
// a `student-portal serve --port 0` child process and the proxy to it.
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const runs = 5;
export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const strictCsp = "default-src 'self'; script-src 'self'; style-src 'self'; frame-ancestors 'none'";

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `student-portal serve --port 0 [...args]` in a child process; resolves with its URL, its pid and
 * a stop function. `env` and `stderr` ('inherit' by default) are the child's.
 */
export function startSimulator(args = [], { env = process.env, stderr = 'inherit' } = {}) {
  const child = spawn(process.execPath, [`${root}cli/bin.mjs`, 'serve', '--port', '0', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', stderr] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the simulator did not start:\n${out}`)), 20000);
    child.once('exit', (code) => reject(new Error(`the simulator exited (${code}):\n${out}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /simulator on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, pid: child.pid, stop: () => child.kill('SIGTERM') });
      }
    });
  });
}

/** Rejects after `ms` with `what` (a page that never gets there must not hang the bench). */
export const deadline = (ms, what) => new Promise((_, reject) => setTimeout(() => reject(new Error(what())), ms));

/** Passes `request` on to `upstream` (the simulator's URL) and its answer back to `response`: a bench's static server for every path it does not serve itself. */
export function proxyTo(upstream, request, response) {
  const target = new URL(upstream);
  const proxied = httpRequest(
    { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  proxied.on('error', () => response.writeHead(502).end());
  request.pipe(proxied);
}
