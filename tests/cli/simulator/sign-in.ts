import { expect } from 'vitest';
import type { ApiClient } from '../../../src/core/api/transport';
import { restLogin } from '../../../src/core/api/session';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { loginSucceeded } from '../../../cli/simulator/routes/session';
import { accounts } from '../../support/accounts';
import type { TestSimulator } from './harness';

/** The demo accounts the account-side tests sign in as (README lists them). */
export const demoEmails = {
  main: accounts.demo.email,
  precollege: accounts.precollege.email,
  canada: accounts.canada.email,
  bar: accounts.bar.email,
} as const;

/** Signs a client in through the REST login (access §7), which sets the session cookie in its jar. */
export async function signIn(client: ApiClient, email: string = demoEmails.main): Promise<void> {
  await restLogin(client, { email, password: demoPassword });
}

/**
 * What loginSequence resolves to when the simulator accepts the login (access
 * §7): every step answers 'success' with the simulator's text and a new token
 * (24 random bytes, base64url), and the GraphQL and REST logins add its expiry
 * (expTime, epoch ms) one day (access §9) after the simulator's now.
 */
export function acceptedLogin(sim: TestSimulator) {
  const accepted = { status: 'success', message: loginSucceeded, accessToken: expect.stringMatching(/^[\w-]{32}$/) };
  const expTime = sim.simulator.state().now().getTime() + 24 * 60 * 60 * 1000;
  return { identity: accepted, graphql: { ...accepted, expTime }, rest: { ...accepted, expTime } };
}

/** The Cookie header of the test's main client, for raw requests with its session. */
export function sessionHeaders(sim: TestSimulator, headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, cookie: sim.jar.cookieHeader(`${sim.url}/`) ?? '' };
}
