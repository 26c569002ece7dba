import { type IncomingMessage, type ServerResponse, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the upstream does instead of answering (issue #13's injecting proxy):
 * - `{ status }`: that status, with `body` (default a plain-text reason) — a 5xx, a 401, …
 * - `'hang'`: never answers (the portal's own timeout has to fire)
 * - `'drop'`: closes the connection without a response
 * - `'html'`: 200 with an HTML error page instead of JSON
 * - `'empty'`: 200 with an empty body
 * - `{ json }`: 200 (or `status`) with JSON of the wrong shape
 */
export type Fault =
  | { status: number; body?: string; contentType?: string }
  | 'hang'
  | 'drop'
  | 'html'
  | 'empty'
  | { json: unknown; status?: number };

/** A request as the proxy sees it: method, path with query, and body text (GraphQL operations are in the body). */
export interface ProxiedRequest {
  method: string;
  path: string;
  body: string;
}

/** Which requests a fault applies to: a path fragment (or GraphQL operation name found in the body), or a predicate. */
export type FaultMatch = string | RegExp | ((request: ProxiedRequest) => boolean);

export interface FaultProxy {
  /** The proxy's origin: point the page and the portal's apiBase here. */
  url: string;
  /** From now on, requests matching `match` get `fault` (`times` of them, every one by default). */
  fail(match: FaultMatch, fault: Fault, times?: number): void;
  /** Every request passes through again. */
  heal(): void;
  /** Requests seen so far (faulted or passed through). */
  seen: ProxiedRequest[];
  /** Requests that got a fault. */
  faulted: ProxiedRequest[];
  close(): Promise<void>;
}

const matches = (match: FaultMatch, request: ProxiedRequest) =>
  typeof match === 'function'
    ? match(request)
    : typeof match === 'string'
      ? request.path.includes(match) || request.body.includes(match)
      : match.test(request.path) || match.test(request.body);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, socket: Socket, fault: Fault): void {
  if (fault === 'hang') return;
  if (fault === 'drop') {
    socket.destroy();
    return;
  }
  if (fault === 'html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>');
    return;
  }
  if (fault === 'empty') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '0' });
    res.end();
    return;
  }
  if ('json' in fault) {
    res.writeHead(fault.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(fault.json));
    return;
  }
  res.writeHead(fault.status, { 'content-type': fault.contentType ?? 'text/plain; charset=utf-8' });
  res.end(fault.body ?? (fault.status >= 500 ? 'Internal Server Error' : 'Refused'));
}

/**
 * An HTTP proxy in front of `target` (the test simulator) that passes every
 * request through (cookies and all) unless a fault matches it. Hanging
 * requests are released when the proxy closes.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const rules: { match: FaultMatch; fault: Fault; left: number }[] = [];
  const seen: ProxiedRequest[] = [];
  const faulted: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const request: ProxiedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', body: body.toString('utf8') };
      seen.push(request);
      const rule = rules.find((r) => r.left > 0 && matches(r.match, request));
      if (rule) {
        rule.left -= 1;
        faulted.push(request);
        answer(res, req.socket, rule.fault);
        return;
      }
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
        },
      );
      forward.on('error', () => req.socket.destroy());
      forward.end(body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    fail(match, fault, times = Number.POSITIVE_INFINITY) {
      rules.unshift({ match, fault, left: times });
    },
    heal() {
      rules.length = 0;
    },
    seen,
    faulted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Every fault a screen is tried with (issue #13), for `it.each`. */
export const everyFault: [string, Fault][] = [
  ['a 500', { status: 500 }],
  ['a 503 with an HTML page', { status: 503, body: '<html><body>Service Unavailable</body></html>', contentType: 'text/html' }],
  ['a hang', 'hang'],
  ['a dropped connection', 'drop'],
  ['HTML instead of JSON', 'html'],
  ['JSON of the wrong shape', { json: { unexpected: true } }],
];
