import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { cookieNames } from '../../src/core/api/credentials';
import { accessErrors } from '../../src/core/messages/errors';
import type { Fixture } from './fixture/schema';
import { readJson } from './http/body';
import { parseCookies, serializeCookie } from './http/cookies';
import { corsFor } from './http/cors';
import { HttpError } from './http/errors';
import { checkRequestOrigin, needsOriginCheck } from './http/request-origin';
import { graphqlRoutes } from './http/graphql';
import { recordedReply } from './http/recorded';
import type { Reply, Route, RouteContext } from './http/route';
import { createRouter } from './http/router';
import { examplePageHeaders, examplePath, serveFile } from './http/static';
import * as account from './routes/account';
import * as accountQueries from './routes/account-queries';
import * as agreement from './routes/agreement';
import * as attendance from './routes/attendance';
import * as books from './routes/books';
import * as cases from './routes/cases';
import * as chat from './routes/chat';
import * as lists from './routes/lists';
import * as makeup from './routes/makeup';
import * as passwords from './routes/passwords';
import * as registration from './routes/registration';
import * as resourceLinks from './routes/resource-links';
import * as services from './routes/services';
import * as session from './routes/session';
import { type SimLimits, type SimState, createState, defaultLimits, studentOfSession } from './fixture/state';

export interface SimulatorOptions {
  fixture: Fixture;
  /** Delay before every answer, for trying loading states and timeouts by hand. */
  latencyMs?: number;
  /** Folder holding `dist/` and `examples/` (the package root). Omit to serve the API only. */
  staticRoot?: string;
  /** The simulator's clock; tests move it. Default: the real time. */
  clock?: () => Date;
  /** What the simulator keeps in memory at most (#13.23); each omitted limit is its default. */
  limits?: Partial<SimLimits>;
  /** Where unexpected failures are reported (never request bodies). Default: stderr. */
  log?: (line: string) => void;
  /** Exact origins (`http://localhost:3000`) whose pages may call the simulator with credentials (#19.9). */
  corsOrigins?: readonly string[];
}

export interface Simulator {
  /** The Node request handler (mount it on any http.Server). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  state(): SimState;
  /** Back to the loaded fixture: sessions, lockouts, registrations and writes are forgotten. */
  reset(): void;
}

/** Every upstream route the simulator answers (exported for the bad-input sweep test). */
export const apiRoutes: readonly Route[] = [
  ...session.routes,
  ...passwords.routes,
  ...registration.routes,
  ...lists.routes,
  ...agreement.routes,
  ...account.routes,
  ...makeup.routes,
  ...cases.routes,
  ...books.routes,
  ...resourceLinks.routes,
  ...attendance.routes,
  ...services.routes,
  ...chat.routes,
  ...graphqlRoutes(['/graphql', '/rest-services/kegql'], [
    ...session.operations,
    ...agreement.operations,
    ...accountQueries.operations,
  ]),
];

/** The contract simulator of the upstream services (issue #3; docs/fixtures.md). */
export function createSimulator(options: SimulatorOptions): Simulator {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const limits: SimLimits = { ...defaultLimits, ...options.limits };
  let state = createState(options.fixture, clock, limits);
  const reset = () => {
    state = createState(options.fixture, clock, limits);
  };
  const simRoutes: Route[] = [
    { method: 'GET', path: '/__sim/health', handler: () => ({ json: { status: 'ok' } }) },
    {
      method: 'POST',
      path: '/__sim/reset',
      handler: () => {
        reset();
        return { json: { status: 'reset' } };
      },
    },
  ];
  const route = createRouter([...simRoutes, ...apiRoutes]);
  const corsOrigins = new Set(options.corsOrigins);

  const answer = async (req: IncomingMessage): Promise<Reply> => {
    const url = new URL(req.url ?? '/', 'http://simulator.invalid');
    const method = req.method ?? 'GET';
    const match = route(method, url.pathname);
    if (match.kind === 'found') {
      if (needsOriginCheck(method, match.changesState)) checkRequestOrigin(req, corsOrigins, { navigation: match.changesState });
      const ctx = context(state, req, url, method, match.params);
      // A read `record` kept for this student is answered as recorded (GraphQL ones in graphql.ts).
      return (method === 'GET' ? recordedReply(ctx) : undefined) ?? match.handler(ctx);
    }
    if (match.kind === 'wrong-method') throw new HttpError(405, `${method} is not allowed on ${url.pathname}`);
    if (method === 'GET' && options.staticRoot && !url.pathname.startsWith('/rest-services/')) {
      const file = url.pathname.startsWith('/dist/')
        ? await serveFile(`${options.staticRoot}/dist`, url.pathname.slice('/dist'.length))
        : await serveFile(`${options.staticRoot}/examples`, examplePath(url.pathname), examplePageHeaders);
      if (file) return file;
    }
    throw new HttpError(404, `No route for ${method} ${url.pathname}`);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const cors = corsFor(corsOrigins, req);
    if (cors.preflight) {
      res.writeHead(204, cors.preflight).end();
      return;
    }
    const delay = options.latencyMs ?? 0;
    const started = delay > 0 ? new Promise((r) => setTimeout(r, delay)) : Promise.resolve();
    started
      .then(() => answer(req))
      .catch((error: unknown): Reply | undefined => {
        // A refusal may come before the body was read: drain it so the answer goes out.
        req.resume();
        if (error instanceof HttpError) return { status: error.status, json: error.body };
        // The client went away mid-request (a cancelled fetch, a killed smoke run): nobody to answer, nothing to log.
        if (clientAborted(req, error)) return undefined;
        log(`simulator: ${req.method} ${req.url?.split('?')[0]} failed: ${error instanceof Error ? error.stack : String(error)}`);
        return { status: 500, json: { error: 'internal', message: 'The simulator failed; see its log.' } };
      })
      .then((reply) => (reply ? write(res, { ...reply, headers: { ...reply.headers, ...cors.headers } }) : res.destroy()))
      .catch(() => res.destroy());
  };

  return { handle, state: () => state, reset };
}

/** A request stream that failed because its client aborted (ECONNRESET / "aborted"), not a simulator fault. */
function clientAborted(req: IncomingMessage, error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'ECONNRESET' || code === 'ECONNABORTED' || (req.destroyed && !req.complete);
}

function context(state: SimState, req: IncomingMessage, url: URL, method: string, params: Record<string, string>): RouteContext {
  const cookies = parseCookies(req.headers.cookie);
  const student = () => studentOfSession(state, cookies[cookieNames.session]);
  return {
    state,
    req,
    method,
    url,
    params,
    query: url.searchParams,
    cookies,
    json: (struct) => readJson(req, struct),
    student,
    requireStudent: () => {
      const found = student();
      if (!found) throw new HttpError(401, accessErrors.notLoggedIn);
      return found;
    },
  };
}

function write(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string | string[]> = { ...reply.headers };
  if (reply.cookies?.length) headers['set-cookie'] = reply.cookies.map(serializeCookie);
  if (reply.json !== undefined) {
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(reply.json));
  } else if (reply.stream !== undefined) {
    res.writeHead(reply.status ?? 200, headers);
    (Buffer.isBuffer(reply.stream) ? Readable.from([reply.stream]) : reply.stream).pipe(res);
  } else {
    res.writeHead(reply.status ?? 200, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    res.end(reply.text ?? '');
  }
}

/** Starts a simulator on `host:port` (0 for a free port); resolves once it listens. */
export async function startSimulator(
  options: SimulatorOptions & { port?: number; host?: string },
): Promise<{ url: string; simulator: Simulator; server: Server; close(): Promise<void> }> {
  const simulator = createSimulator(options);
  const server = createServer((req, res) => simulator.handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4173, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    simulator,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
