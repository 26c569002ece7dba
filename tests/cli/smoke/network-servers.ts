import { readFileSync } from 'node:fs';
import { type IncomingMessage, createServer, request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, type Socket, connect } from 'node:net';
import { onTestFinished } from 'vitest';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function closeWhenFinished(server: { close(callback: () => void): unknown }, sockets: Set<Socket>): void {
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
}

/** An https server on 127.0.0.1:0 with a self-signed certificate (fixtures/, CN and SAN 127.0.0.1) answering 200 `{}`. */
export async function selfSignedServer(): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const server = createHttpsServer({ key: fixture('self-signed.key.pem'), cert: fixture('self-signed.cert.pem') }, (_req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeWhenFinished(server, sockets);
  return { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits };
}

/** What the proxy was asked: `CONNECT host:port` (a tunnel) or `GET http://host:port/path` (forwarded). */
export interface ProxyLog {
  url: string;
  /** Requests and tunnels it handled, in order. */
  seen: string[];
  /** The Proxy-Authorization headers it received. */
  authorizations: string[];
}

/**
 * A tiny HTTP proxy on 127.0.0.1:0, as a CI runner's egress proxy: it
 * forwards absolute-URI requests and opens CONNECT tunnels, and logs each.
 */
export async function startCountingProxy(): Promise<ProxyLog> {
  const log: Omit<ProxyLog, 'url'> = { seen: [], authorizations: [] };
  const authorize = (req: IncomingMessage) => {
    const value = req.headers['proxy-authorization'];
    if (typeof value === 'string') log.authorizations.push(value);
  };
  const server = createServer((req, res) => {
    authorize(req);
    log.seen.push(`${req.method ?? 'GET'} ${req.url ?? ''}`);
    const target = new URL(req.url ?? '');
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  server.on('connection', track);
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    authorize(req);
    log.seen.push(`CONNECT ${req.url ?? ''}`);
    const [host = '', port = '443'] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeWhenFinished(server, sockets);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ...log };
}
