import { PortalError } from '../../../src/core/errors';
import type { TestSimulator } from './harness';

/** A raw JSON POST (for bad input the portal's client never sends). */
export function postJson(sim: TestSimulator, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return sim.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A raw GraphQL operation on /graphql. */
export function postGraphql(sim: TestSimulator, operationName: string, variables: unknown): Promise<Response> {
  return postJson(sim, '/graphql', { operationName, query: `mutation ${operationName} { x }`, variables });
}

/** The session cookies the client's jar would send to the simulator. */
export function cookiesOf(sim: TestSimulator): Record<string, string> {
  const header = sim.jar.cookieHeader(`${sim.url}/`) ?? '';
  return Object.fromEntries(
    header
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/** The PortalError a call rejects with (failing the test when it resolves or throws anything else). */
export async function rejection(promise: Promise<unknown>): Promise<PortalError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PortalError)) throw new Error(`expected a PortalError, got ${String(error)}`);
  return error;
}
