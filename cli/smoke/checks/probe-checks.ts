import { getMyAccount } from '../../../src/core/api/account';
import { restLogin } from '../../../src/core/api/session';
import { accessErrors } from '../../../src/core/messages/errors';
import { type Check, expectThat } from './types';
import { expectPortalError, expectRefusal, generatedEmail, generatedPassword, isClientError } from './check-helpers';
import { isolatedClient } from './isolated-client';

/*
 * Error-contract probes (access §8). Each uses a client of its own, so the
 * run's session is untouched. The failed login uses a generated, unknown
 * email: a wrong password on a real account counts towards the lockout
 * (5 failures lock it), an unknown email can lock nobody, and the contract
 * (401, the catalogue text) is the same.
 */

const myAccountPath = '/rest-services/accountManagement/myaccount';
const restLoginPath = '/rest-services/userLogin/login';

async function statusOf(response: Response): Promise<number> {
  // Read the body so the connection is released.
  await response.text();
  return response.status;
}

/** Wrong password, no session (client and server side), malformed body. */
export const probeChecks: readonly Check[] = [
  {
    id: 'probe.wrong-password',
    title: 'A refused login answers 401 and shows the login-failed text of the access §8 catalogue',
    writes: false,
    async run(ctx) {
      const { client } = isolatedClient(ctx);
      const credentials = { email: generatedEmail(ctx, 'nologin'), password: generatedPassword() };
      const error = await expectRefusal(restLogin(client, credentials), 'a login with an unknown account');
      expectPortalError(error, { code: 'auth.failed', status: 401, text: accessErrors.loginFailed });
    },
  },
  {
    id: 'probe.no-session.client',
    title: 'myaccount without a session is refused locally with the not-logged-in text; no request leaves (access §7)',
    writes: false,
    async run(ctx) {
      const isolated = isolatedClient(ctx);
      const error = await expectRefusal(getMyAccount(isolated.client), 'myaccount without a session');
      expectPortalError(error, { code: 'auth.not-logged-in', text: accessErrors.notLoggedIn });
      expectThat(isolated.requestsSent() === 0, 'myaccount without a session sent a request');
    },
  },
  {
    id: 'probe.no-session.server',
    title: 'The server refuses myaccount without a live session: 4xx, and 401 for an unknown session value',
    writes: false,
    async run(ctx) {
      const status = await statusOf(await ctx.rawFetch(myAccountPath, { headers: { accept: 'application/json' } }));
      expectThat(isClientError(status), `myaccount without a cookie answered ${status}, expected 4xx`);
      const { client } = isolatedClient(ctx);
      // A session value no login minted: the server must refuse it like a missing one.
      const error = await expectRefusal(getMyAccount(client, 'smoke-no-such-session'), 'myaccount with an unknown session');
      expectPortalError(error, { code: 'auth.not-logged-in', status: 401, text: accessErrors.notLoggedIn });
    },
  },
  {
    id: 'probe.malformed-body',
    title: 'A malformed JSON body to the REST login answers 4xx, never 5xx',
    writes: false,
    async run(ctx) {
      const response = await ctx.rawFetch(restLoginPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{"email": "smoke@example.com", "password": ',
      });
      const status = await statusOf(response);
      expectThat(isClientError(status), `a malformed JSON body answered ${status}, expected 4xx`);
    },
  },
];
