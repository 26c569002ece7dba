import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import { type SmokeDeps, registerSmoke } from '../../../cli/smoke/command';
import type { SmokeReport } from '../../../cli/smoke/report';
import { type CliResult, noServeState, runRegistered } from '../helpers';

/**
 * Runs `student-portal smoke …` in-process with injected surroundings: no
 * environment variables unless given (so a developer's own
 * STUDENT_PORTAL_EMAIL never leaks in) but a state folder of no serve
 * (STUDENT_PORTAL_STATE_DIR, unless given), no SIGINT listener, not a TTY, and
 * the clock at the test epoch, where the test simulator's clock starts, so the
 * dates the checks send (make-up search, test dates) agree with its fixture.
 */
export function runSmoke(args: string[], deps: Partial<SmokeDeps> = {}): Promise<CliResult> {
  return runRegistered('smoke', args, (program, io) =>
    registerSmoke(program, io, { isTty: false, interrupts: () => () => {}, ...deps, env: { STUDENT_PORTAL_STATE_DIR: noServeState, ...deps.env } }),
  );
}

/** The JSON report a `--reporter json` run printed. */
export function jsonReport(result: CliResult): SmokeReport {
  return JSON.parse(result.stdout) as SmokeReport;
}

/** A request as the local server received it. */
export interface Received {
  method: string;
  path: string;
  body: string;
}

/** What the upstream answered, which a rewrite may change. */
export interface Exchange extends Received {
  search: string;
  status: number;
  headers: Headers;
  text: string;
}

/** What a rewrite changes: the status, the body, Set-Cookie lines added to the upstream's. */
export interface Change {
  status?: number;
  text?: string;
  setCookies?: string[];
}

/** Changes one answer (see Change), `hang` (never answer), or undefined to pass it through. */
export type Rewrite = (exchange: Exchange) => Change | 'hang' | undefined;

export interface LocalServer {
  url: string;
  received: Received[];
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

async function forward(target: string, req: IncomingMessage, received: Received, search: string): Promise<Exchange> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers.set(name, value);
  }
  const answer = await fetch(`${target}${received.path}${search}`, {
    method: received.method,
    headers,
    body: received.method === 'GET' || received.method === 'HEAD' ? undefined : received.body,
    redirect: 'manual',
  });
  return { ...received, search, status: answer.status, headers: answer.headers, text: await answer.text() };
}

function reply(res: ServerResponse, exchange: Exchange, change: Change | undefined): void {
  const headers: Record<string, string | string[]> = {};
  exchange.headers.forEach((value, name) => {
    if (!['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
  });
  const cookies = [...exchange.headers.getSetCookie(), ...(change?.setCookies ?? [])];
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(change?.status ?? exchange.status, headers);
  res.end(change?.text ?? exchange.text);
}

/**
 * A node:http server on 127.0.0.1:0 that records every request. With a
 * `target` it is a proxy in front of it (a simulator) whose `rewrite` breaks
 * the contract in one way; without one it answers 200 `{}` to everything.
 * Closed when the test finishes.
 */
export async function startLocalServer(target?: string, rewrite: Rewrite = () => undefined): Promise<LocalServer> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://local.invalid');
      const entry: Received = { method: req.method ?? 'GET', path: url.pathname, body: await readBody(req) };
      received.push(entry);
      if (!target) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
        return;
      }
      const exchange = await forward(target, req, entry, url.search);
      const change = rewrite(exchange);
      if (change === 'hang') return;
      reply(res, exchange, change);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
