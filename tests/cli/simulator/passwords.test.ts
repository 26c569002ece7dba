import { describe, expect, it } from 'vitest';
import { loginSequence } from '../../../src/core/api/login-sequence';
import { forgotPassword, resetPassword, validateToken } from '../../../src/core/api/passwords';
import { updatePassword } from '../../../src/core/api/login-profile';
import { accessErrors, transportErrors } from '../../../src/core/messages/errors';
import { accessValidation, chosenValidation } from '../../../src/core/messages/validation';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { wrongCurrentPasswordText } from '../../../cli/simulator/routes/passwords';
import { type TestSimulator, startTestSimulator } from './harness';
import { postJson } from './requests';
import { acceptedLogin } from './sign-in';

const demoEmail = 'demo@student-portal.test';
const newPassword = 'Fresh-pass2@';
const dayMs = 24 * 60 * 60 * 1000;

/** The reset token forgotPassword minted for an email (kept in state, never answered). */
function mintedToken(sim: TestSimulator, email: string): string {
  const fixtureTokens = new Set(['reset-demo-valid', 'reset-demo-expired', 'reset-locked-valid']);
  const minted = [...sim.simulator.state().resetTokens].find(
    ([token, held]) => held.email === email && !fixtureTokens.has(token),
  );
  if (!minted) throw new Error(`no reset token was minted for ${email}`);
  return minted[0];
}

const login = (sim: TestSimulator, password: string) =>
  loginSequence(sim.newClient().client, { email: demoEmail, password, tenant: 'summit' });

describe('simulator forgot and reset password (access §7)', () => {
  it('answers {emailSent: true} for a known email and keeps the minted token out of the answer', async () => {
    const sim = await startTestSimulator();
    await expect(forgotPassword(sim.client, demoEmail)).resolves.toBeUndefined();

    const token = mintedToken(sim, demoEmail);
    const raw = await postJson(sim, '/rest-services/userLogin/forgotPassword', { email: demoEmail });
    expect(await raw.json()).toEqual({ emailSent: true });
    expect(await validateToken(sim.client, token)).toBe(true);
  });

  it('refuses an unknown email with auth.unknown-email and the access §8 text', async () => {
    const sim = await startTestSimulator();
    await expect(forgotPassword(sim.client, 'nobody@student-portal.test')).rejects.toMatchObject({
      code: 'auth.unknown-email',
      message: accessErrors.forgotPasswordUnknown,
    });
  });

  it('answers 400 naming email for a malformed email', async () => {
    const sim = await startTestSimulator();
    const response = await postJson(sim, '/rest-services/userLogin/forgotPassword', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'email' });
  });

  it('resets the password with a valid minted token, once; the new password then logs in and the old one does not', async () => {
    const sim = await startTestSimulator();
    await forgotPassword(sim.client, demoEmail);
    const token = mintedToken(sim, demoEmail);

    await resetPassword(sim.client, { encUserID: token, password: newPassword });

    await expect(login(sim, newPassword)).resolves.toEqual(acceptedLogin(sim));
    await expect(login(sim, demoPassword)).rejects.toMatchObject({ code: 'auth.failed' });
    expect(await validateToken(sim.client, token)).toBe(false);
  });

  it('keeps a minted token valid for exactly 24 hours of simulator time', async () => {
    const sim = await startTestSimulator();
    await forgotPassword(sim.client, demoEmail);
    const token = mintedToken(sim, demoEmail);

    sim.advance(dayMs);
    expect(await validateToken(sim.client, token)).toBe(true);
    sim.advance(1);
    expect(await validateToken(sim.client, token)).toBe(false);
    await expect(resetPassword(sim.client, { encUserID: token, password: newPassword })).rejects.toMatchObject({
      code: 'auth.reset-link-invalid',
      message: transportErrors.resetLinkExpired,
    });
  });

  it.each([
    ['the fixture expired token', 'reset-demo-expired', 'expired'],
    ['a tampered token', 'reset-demo-valid-tampered', 'unknown'],
  ])('refuses %s with auth.reset-link-invalid', async (_name, token, reason) => {
    const sim = await startTestSimulator();
    expect(await validateToken(sim.client, token)).toBe(false);
    await expect(resetPassword(sim.client, { encUserID: token, password: newPassword })).rejects.toMatchObject({
      code: 'auth.reset-link-invalid',
    });
    const raw = await postJson(sim, '/rest-services/userLogin/resetPassword', { encUserID: token, password: newPassword });
    expect(await raw.json()).toMatchObject({ field: 'encUserID', reason });
  });

  it('unlocks a locked account when its password is reset', async () => {
    const sim = await startTestSimulator();
    const locked = { email: 'locked@student-portal.test', password: newPassword, tenant: 'summit' };
    expect(await validateToken(sim.client, 'reset-locked-valid')).toBe(true);
    await resetPassword(sim.client, { encUserID: 'reset-locked-valid', password: newPassword });
    await expect(loginSequence(sim.client, locked)).resolves.toEqual(acceptedLogin(sim));
  });

  it('answers 400 naming password when the new password breaks the access §5 rules, and keeps the token', async () => {
    const sim = await startTestSimulator();
    const body = { encUserID: 'reset-demo-valid', password: 'short' };
    const response = await postJson(sim, '/rest-services/userLogin/resetPassword', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'password', message: `password: ${chosenValidation.passwordRules}` });
    expect(await validateToken(sim.client, 'reset-demo-valid')).toBe(true);
  });

  it('answers 400 naming token when validateToken has none', async () => {
    const sim = await startTestSimulator();
    const response = await sim.fetch('/rest-services/userLogin/validateToken');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'token' });
  });
});

describe('simulator updatePassword (access §7)', () => {
  async function loggedIn() {
    const sim = await startTestSimulator();
    await loginSequence(sim.client, { email: demoEmail, password: demoPassword, tenant: 'summit' });
    return sim;
  }

  it('refuses a visitor with the Not logged in text', async () => {
    const sim = await startTestSimulator();
    await expect(
      updatePassword(sim.client, { oldPassword: demoPassword, password: newPassword, userEmail: demoEmail }),
    ).rejects.toMatchObject({ code: 'auth.password-update-failed', status: 401, message: accessErrors.notLoggedIn });
  });

  it('shows the server Error text for a wrong current password', async () => {
    const sim = await loggedIn();
    await expect(
      updatePassword(sim.client, { oldPassword: 'Not-the-one1!', password: newPassword, userEmail: demoEmail }),
    ).rejects.toMatchObject({ code: 'auth.password-update-failed', message: wrongCurrentPasswordText });
  });

  it('refuses a new password equal to the old one with the access §5 text in Error', async () => {
    const sim = await loggedIn();
    await expect(
      updatePassword(sim.client, { oldPassword: demoPassword, password: demoPassword, userEmail: demoEmail }),
    ).rejects.toMatchObject({ code: 'auth.password-update-failed', message: accessValidation.passwordSameAsOld });
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const sim = await loggedIn();
    await updatePassword(sim.client, { oldPassword: demoPassword, password: newPassword, userEmail: demoEmail });
    await expect(login(sim, newPassword)).resolves.toEqual(acceptedLogin(sim));
    await expect(login(sim, demoPassword)).rejects.toMatchObject({ code: 'auth.failed' });
  });

  it("refuses another account's email with an Error field", async () => {
    const sim = await loggedIn();
    const failure = updatePassword(sim.client, {
      oldPassword: demoPassword,
      password: newPassword,
      userEmail: 'registered@student-portal.test',
    });
    await expect(failure).rejects.toMatchObject({ code: 'auth.password-update-failed', status: 403 });
  });
});
