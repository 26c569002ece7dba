import { enums, size, string, type } from 'superstruct';
import { brands } from '../../../src/core/config/brands';
import { HttpError } from '../http/errors';
import type { Reply, Route, RouteContext } from '../http/route';
import type { SimState } from '../fixture/state';
import { readQuery } from '../http/query';

/*
 * The two services outside rest-services (account §7): resource routing
 * (GET /my-resource?tenant=, bearer token from the identity login) and the
 * third-party content service (GET /api/v2 for the master ref, then
 * GET /graphql?query= with `Authorization: Token …` and the `ref` header, the
 * shapes src/core/api/content.ts reads). POST /graphql stays the GraphQL
 * dispatcher of the main API; the content query is the GET.
 */

const tenants = Object.values(brands).map((brand) => brand.tenant);

/** The scheme and value of the Authorization header, or undefined. */
function authorization(ctx: RouteContext, scheme: 'Bearer' | 'Token'): string | undefined {
  const header = ctx.req.headers.authorization ?? '';
  const [given, value] = header.trim().split(/\s+/, 2);
  return given?.toLowerCase() === scheme.toLowerCase() && value ? value : undefined;
}

/** The content service's master ref: one per simulator state, like a published release. */
export function masterRef(state: SimState): string {
  return `sim-master-${state.start.getTime().toString(36)}`;
}

/** 401 with the scheme the service expects (RFC 9110 WWW-Authenticate). */
function unauthorized(message: string, scheme: 'Bearer' | 'Token'): Reply {
  const { status, body } = new HttpError(401, message);
  return { status, json: body, headers: { 'www-authenticate': scheme } };
}

/** The service routes. */
export const routes: Route[] = [
  {
    method: 'GET',
    path: '/my-resource',
    handler: (ctx) => {
      readQuery(ctx.query, type({ tenant: enums(tenants) }));
      const token = authorization(ctx, 'Bearer');
      const held = token ? ctx.state.tokens.get(token) : undefined;
      if (!held || held.expiresAt <= ctx.state.now().getTime()) {
        return unauthorized('A valid bearer token is required', 'Bearer');
      }
      const resources = ctx.state.fixture.resources
        .filter((r) => r.studentId === held.studentId)
        .map(({ studentId: _s, ...resource }) => resource);
      return { json: resources };
    },
  },
  {
    method: 'GET',
    path: '/api/v2',
    handler: (ctx) => {
      if (!authorization(ctx, 'Token')) return unauthorized('An access token is required', 'Token');
      return { json: { refs: [{ id: 'master', ref: masterRef(ctx.state), label: 'Master', isMasterRef: true }] } };
    },
  },
  {
    method: 'GET',
    path: '/graphql',
    handler: (ctx) => {
      if (!authorization(ctx, 'Token')) return unauthorized('An access token is required', 'Token');
      const { query } = readQuery(ctx.query, type({ query: size(string(), 1, 2000) }));
      const ref = ctx.req.headers.ref;
      if (ref !== masterRef(ctx.state)) throw new HttpError(400, 'ref: unknown or missing ref header; read it from /api/v2', { field: 'ref' });
      if (!/\bmcat_test_dates\b/.test(query)) {
        return { status: 400, json: { data: null, errors: [{ message: 'Only mcat_test_dates can be queried here' }] } };
      }
      const dates = [...ctx.state.fixture.mcatDates].sort((a, b) => a.test_date.localeCompare(b.test_date));
      return { json: { data: { mcat_test_dates: dates } } };
    },
  },
];
