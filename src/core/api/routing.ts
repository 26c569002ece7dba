import { PortalError } from '../errors';
import { cookieNames } from './credentials';
import { type MyResource, MyResourceList } from './structs/routing';
import { type ApiClient, reportFailure, request } from './transport';

/** account §7, §9: the routing call's own timeout. */
export const routingTimeoutMs = 30_000;

/**
 * GET {routing}/my-resource?tenant=… with the token cookie as a bearer token
 * (account §7). Without the token it rejects with auth.not-logged-in before any
 * request. Failures are the caller's to log only (account §8). `signal` ends
 * the wait early (the page's own deadline on its clock, issue #13.11).
 */
export async function getMyResources(client: ApiClient, tenant: string, { signal }: { signal?: AbortSignal } = {}): Promise<MyResource[]> {
  const call = 'getMyResources';
  const token = client.credentials.getCookie(cookieNames.token);
  if (!token) throw reportFailure(client, new PortalError('auth.not-logged-in', { call }));
  return request(client, {
    call,
    base: 'routing',
    path: '/my-resource',
    query: { tenant },
    headers: { authorization: `Bearer ${token}` },
    answer: MyResourceList,
    timeoutMs: routingTimeoutMs,
    signal,
    withCredentials: false,
  });
}
