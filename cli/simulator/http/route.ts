import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { Struct } from 'superstruct';
import type { FixtureStudent } from '../fixture/people';
import type { SimState } from '../fixture/state';
import type { SetCookie } from './cookies';

/** What a handler answers. `json` wins over `text`; `stream` for downloads. */
export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  stream?: Readable | Buffer;
  headers?: Record<string, string>;
  cookies?: SetCookie[];
}

/** Everything a handler may read about its request. */
export interface RouteContext {
  state: SimState;
  req: IncomingMessage;
  method: string;
  url: URL;
  /** `:name` segments of the route pattern, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  cookies: Record<string, string>;
  /** The JSON body validated by `struct` (415 / 413 / 400 naming the field otherwise). */
  json<T, S>(struct: Struct<T, S>): Promise<T>;
  /** The student of the session cookie, or null. */
  student(): FixtureStudent | null;
  /** The student of the session cookie, or a 401 (accessErrors.notLoggedIn). */
  requireStudent(): FixtureStudent;
}

export type Handler = (ctx: RouteContext) => Reply | Promise<Reply>;

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path pattern: literal segments and `:name` placeholders, e.g. `/rest-services/vs/:id`. */
  path: string;
  handler: Handler;
  /** A GET that changes state (the logout): checked for its origin like a write (#29.16). */
  changesState?: true;
}

/**
 * A GraphQL operation, dispatched by `operationName` on every GraphQL
 * endpoint (/graphql, /rest-services/kegql). The handler returns `data`;
 * throwing a GraphqlFailure answers `{ errors: [{ message }] }`.
 */
export interface GraphqlOperation {
  name: string;
  handler: (ctx: RouteContext, variables: Record<string, unknown>) => unknown;
}

export class GraphqlFailure extends Error {
  override readonly name = 'GraphqlFailure';
}

/**
 * What an operation handler returns when the answer also sets cookies (the
 * identity login's token cookie, access §7): `data` plus the Set-Cookie list.
 */
export class GraphqlReply {
  constructor(
    readonly data: unknown,
    readonly cookies: SetCookie[],
  ) {}
}
