import { describe, expect, it } from 'vitest';
import { loginSequence } from '../../../src/core/api/login-sequence';
import { graphqlLogin, isLoggedIn, logout, restLogin } from '../../../src/core/api/session';
import { accessErrors } from '../../../src/core/messages/errors';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { startTestSimulator } from './harness';
import { cookiesOf, postGraphql, postJson } from './requests';
import { acceptedLogin, sessionHeaders } from './sign-in';

const demo = { email: 'demo@student-portal.test', password: demoPassword, tenant: 'summit' };
const wrong = { ...demo, password: 'Wrong-pass1!' };

describe('simulator session and login sequence (access §7)', () => {
  it('runs the full login sequence, sets the session, confirmation and token cookies, and then reports isLoggedIn', async () => {
    const sim = await startTestSimulator();
    expect(await isLoggedIn(sim.client)).toBe(false);

    const result = await loginSequence(sim.client, demo);

    expect(result).toEqual(acceptedLogin(sim));
    expect(Object.keys(cookiesOf(sim)).sort()).toEqual(['confirmation', 'identityToken', 'ktpa']);
    expect(await isLoggedIn(sim.client)).toBe(true);
    expect(sim.simulator.state().sessions.size).toBe(1);
  });

  it('answers the identity mutation with a one-day token cookie and records the token for one day', async () => {
    const sim = await startTestSimulator();
    const response = await postGraphql(sim, 'IdentityLogin', demo);
    const body = (await response.json()) as { data: { login: { status: string; accessToken: string } } };

    expect(response.status).toBe(200);
    expect(body.data.login.status).toBe('success');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('identityToken='));
    expect(cookie).toContain('Max-Age=86400');
    const token = sim.simulator.state().tokens.get(body.data.login.accessToken);
    expect(token?.studentId).toBe('S1001');
    expect(token?.expiresAt).toBe(sim.simulator.state().now().getTime() + 86_400_000);
  });

  it('refuses a wrong password at the first step with auth.failed and the access §8 text', async () => {
    const sim = await startTestSimulator();
    const failure = loginSequence(sim.client, wrong);
    await expect(failure).rejects.toMatchObject({
      code: 'auth.failed',
      call: 'login.identity',
      message: accessErrors.loginFailed,
    });
    expect(await isLoggedIn(sim.client)).toBe(false);
  });

  it('refuses an unknown email with auth.failed', async () => {
    const sim = await startTestSimulator();
    await expect(loginSequence(sim.client, { ...demo, email: 'nobody@student-portal.test' })).rejects.toMatchObject({
      code: 'auth.failed',
    });
  });

  it('counts a wrong password once per login attempt and clears the count on success', async () => {
    const sim = await startTestSimulator();
    for (let i = 0; i < 4; i += 1) await expect(loginSequence(sim.client, wrong)).rejects.toMatchObject({ code: 'auth.failed' });
    expect(sim.simulator.state().failedLogins.get(demo.email)).toBe(4);

    await loginSequence(sim.client, demo);
    expect(sim.simulator.state().failedLogins.has(demo.email)).toBe(false);
    for (let i = 0; i < 4; i += 1) await expect(loginSequence(sim.client, wrong)).rejects.toMatchObject({ code: 'auth.failed' });
    await expect(loginSequence(sim.client, demo)).resolves.toEqual(acceptedLogin(sim));
  });

  it('locks the account after 5 consecutive failures: the 6th attempt is auth.locked even with the right password', async () => {
    const sim = await startTestSimulator();
    for (let i = 0; i < 5; i += 1) await expect(loginSequence(sim.client, wrong)).rejects.toMatchObject({ code: 'auth.failed' });

    await expect(loginSequence(sim.client, demo)).rejects.toMatchObject({
      code: 'auth.locked',
      status: 403,
      message: accessErrors.loginLocked,
    });
    const rest = await postJson(sim, '/rest-services/userLogin/login', { email: demo.email, password: demo.password });
    expect(rest.status).toBe(403);
  });

  it('unlocks a locked account on POST /__sim/reset', async () => {
    const sim = await startTestSimulator();
    for (let i = 0; i < 5; i += 1) await expect(loginSequence(sim.client, wrong)).rejects.toThrow();
    await expect(loginSequence(sim.client, demo)).rejects.toMatchObject({ code: 'auth.locked' });

    expect((await sim.fetch('/__sim/reset', { method: 'POST' })).status).toBe(200);
    await expect(loginSequence(sim.client, demo)).resolves.toEqual(acceptedLogin(sim));
  });

  it('answers the locked demo account with 403 at every step, the right password included', async () => {
    const sim = await startTestSimulator();
    const locked = { ...demo, email: 'locked@student-portal.test' };
    await expect(loginSequence(sim.client, locked)).rejects.toMatchObject({ code: 'auth.locked', call: 'login.identity' });
    await expect(graphqlLogin(sim.client, locked)).rejects.toMatchObject({ code: 'auth.locked' });
    await expect(restLogin(sim.client, locked)).rejects.toMatchObject({ code: 'auth.locked', status: 403 });
    const oam = await postJson(sim, '/rest-services/userLogin/oamLogin', { email: locked.email });
    expect(oam.status).toBe(403);
  });

  it('answers a refused GraphQL login with 200 and an HTTP-like status inside the result', async () => {
    const sim = await startTestSimulator();
    const response = await postGraphql(sim, 'Login', { email: demo.email, password: 'nope', barExamDate: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { login: { status: 401, message: accessErrors.loginFailed, accessToken: null, expTime: null } },
    });
    await expect(graphqlLogin(sim.client, { ...demo, password: 'nope' })).rejects.toMatchObject({ code: 'auth.failed' });
  });

  it('answers a wrong REST login with 401 JSON {status, message} and counts it towards the lockout', async () => {
    const sim = await startTestSimulator();
    const attempt = () => postJson(sim, '/rest-services/userLogin/login', { email: demo.email, password: 'nope' });
    const first = await attempt();
    expect(first.status).toBe(401);
    expect(await first.json()).toMatchObject({ status: 401, message: accessErrors.loginFailed });
    for (let i = 0; i < 4; i += 1) await attempt();
    expect((await attempt()).status).toBe(403);
  });

  it('follows the oamLogin redirect to a 200 that sets the confirmation cookie, once per ticket', async () => {
    const sim = await startTestSimulator();
    const oam = await postJson(sim, '/rest-services/userLogin/oamLogin', { email: demo.email });
    const { redirectUrl } = (await oam.json()) as { redirectUrl: string };
    const first = await sim.fetch(redirectUrl);
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().some((c) => c.startsWith('confirmation='))).toBe(true);
    expect((await sim.fetch(redirectUrl)).status).toBe(401);
    const missing = await sim.fetch('/rest-services/userLogin/oamRedirect');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'ticket' });
  });

  it('logs out through GET /rest-services/userLogin/logout, clearing both cookies and the session', async () => {
    const sim = await startTestSimulator();
    await loginSequence(sim.client, demo);
    const { ktpa } = cookiesOf(sim);
    const response = await sim.fetch('/rest-services/userLogin/logout', { headers: { cookie: `ktpa=${ktpa}` } });

    const cleared = response.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('ktpa='))).toContain('Max-Age=0');
    expect(cleared.find((c) => c.startsWith('confirmation='))).toContain('Max-Age=0');
    expect(sim.simulator.state().sessions.size).toBe(0);
    expect(await isLoggedIn(sim.client)).toBe(false);
  });

  it('revokes the routing bearer token on logout and clears its cookie (#13.19)', async () => {
    const sim = await startTestSimulator();
    await loginSequence(sim.client, demo);
    const token = cookiesOf(sim).identityToken ?? '';
    const resources = () => sim.fetch('/my-resource?tenant=summit', { headers: { authorization: `Bearer ${token}` } });
    expect((await resources()).status).toBe(200);

    const response = await sim.fetch('/rest-services/userLogin/logout', { headers: sessionHeaders(sim) });

    expect(response.headers.getSetCookie().find((c) => c.startsWith('identityToken='))).toContain('Max-Age=0');
    expect(sim.simulator.state().tokens.has(token)).toBe(false);
    expect((await resources()).status).toBe(401);
  });

  it("leaves none of the login's cookies in the client after logout (#13.19)", async () => {
    const sim = await startTestSimulator();
    await loginSequence(sim.client, demo);
    await logout(sim.client);
    expect(cookiesOf(sim)).toEqual({});
  });

  it("treats the client's local logout as logged out", async () => {
    const sim = await startTestSimulator();
    await loginSequence(sim.client, demo);
    await logout(sim.client);
    expect(await isLoggedIn(sim.client)).toBe(false);
  });

  it('answers bad login input with 400/415 JSON naming the problem, never 500', async () => {
    const sim = await startTestSimulator();
    const missing = await postJson(sim, '/rest-services/userLogin/login', { email: demo.email });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'password' });

    const malformed = await postJson(sim, '/rest-services/userLogin/login', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toContain('application/json');

    const text = await sim.fetch('/rest-services/userLogin/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: 'unsupported_media_type' });

    const tenant = await postGraphql(sim, 'IdentityLogin', { ...demo, tenant: 'elsewhere' });
    expect(tenant.status).toBe(400);
    expect(await tenant.json()).toMatchObject({ field: 'tenant' });
  });
});
