/*
 * happy-dom writes its own network log to the page's console, as a browser's devtools would:
 * `POST http://127.0.0.1:…/x 500 (Internal Server Error)` for each failing answer, and the socket
 * error behind a dropped or refused connection (with its stack). The fault tests cause hundreds of
 * these on purpose and assert what the student sees instead; printed, they buried a real failure's
 * output (#28). This setup file (the dom projects') drops exactly those lines from the page's
 * console; everything else a test or the portal logs still prints.
 */
import nodeConsole from 'node:console';

const statusLine = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) https?:\/\/\S+ \d{3} \([^)]*\)$/;
/** happy-dom's line for a cross-origin read it refused (devtools prints the same): the tests that move the page between origins. */
const corsLine = /^Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at "https?:\/\/\S+"\.?$/;

/** A line of happy-dom's network log: a failing status, a refused cross-origin read, or a connection reset or refused. */
function isNetworkLog(args: unknown[]): boolean {
  if (args.length !== 1) return false;
  const [only] = args;
  if (typeof only === 'string') return statusLine.test(only) || corsLine.test(only);
  const code = only instanceof Error ? (only as Error & { code?: unknown }).code : undefined;
  return code === 'ECONNRESET' || code === 'ECONNREFUSED';
}

const quieted = Symbol.for('student-portal.quiet-network-log');
// The console happy-dom's page logs to: the worker's own Node console (vitest hands it to the
// environment before it puts its per-test console in place), which `node:console` exports.
const pageConsole = nodeConsole as Console & { [quieted]?: true };
if (!pageConsole[quieted]) {
  // A failing status and a socket error arrive as errors, a refused cross-origin read as a warning.
  for (const level of ['error', 'warn'] as const) {
    const write = pageConsole[level];
    pageConsole[level] = function quiet(this: Console, ...args: unknown[]) {
      if (!isNetworkLog(args)) write.apply(this, args);
    };
  }
  pageConsole[quieted] = true;
}
