import { type IncomingHttpHeaders, type Server, type ServerResponse, createServer } from 'node:http';
import { onTestFinished } from 'vitest';
import type { ServiceBases } from '../../../src/core/config/brands';
import { singleOriginBases } from '../../../src/core/config/environment';
import { type MemoryCookieJar, createMemoryCookieJar } from '../../../src/core/api/memory-cookie-jar';
import { PortalError } from '../../../src/core/errors';
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../../src/core/api/transport';

/*
 * A real HTTP server on 127.0.0.1:0 for API tests: each test declares its
 * routes and reads back what arrived. Servers close when their test finishes.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json(): unknown;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string | string[]>;
  json?: unknown;
  text?: string;
}

/** `hang`: accept the request and never answer. */
export type Answer = Reply | 'hang';
export type Handler = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

export interface TestServer {
  origin: string;
  bases: ServiceBases;
  requests: RecordedRequest[];
  on(method: string, path: string, handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks);
      const text = body.toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        text,
        json: () => JSON.parse(text),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.path}`);
      const answer = handler === undefined ? { status: 404, json: { message: 'no route' } } : handler;
      void Promise.resolve(typeof answer === 'function' ? answer(recorded) : answer).then((a) => reply(res, a));
    });
  });
  const origin = `http://127.0.0.1:${await listen(server)}`;

  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  onTestFinished(close);

  return {
    origin,
    bases: singleOriginBases(origin),
    requests,
    on: (method, path, handler) => routes.set(`${method} ${path}`, handler),
    close,
  };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('test server has no port');
  return address.port;
}

function reply(res: ServerResponse, answer: Answer): void {
  if (answer === 'hang') return;
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  if (answer.json !== undefined) {
    if (!res.hasHeader('content-type')) res.setHeader('content-type', 'application/json');
    res.statusCode = answer.status ?? 200;
    res.end(JSON.stringify(answer.json));
    return;
  }
  if (answer.text !== undefined && !res.hasHeader('content-type')) res.setHeader('content-type', 'text/plain');
  res.statusCode = answer.status ?? 200;
  res.end(answer.text ?? '');
}

/** An origin on which nothing listens (a port that was just released). */
export async function closedPortOrigin(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A client on Node's own fetch with a fresh memory jar. */
export function testClient(
  bases: ServiceBases,
  options: Partial<Omit<ApiClientOptions, 'bases' | 'fetch'>> & { jar?: MemoryCookieJar } = {},
): { client: ApiClient; jar: MemoryCookieJar } {
  const jar = options.jar ?? createMemoryCookieJar();
  const client = createApiClient({ ...options, bases, fetch: globalThis.fetch, credentials: options.credentials ?? jar });
  return { client, jar };
}

/** The PortalError a call must reject with, for assertions on its fields. */
export async function portalRejection(promise: Promise<unknown>): Promise<PortalError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PortalError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}
