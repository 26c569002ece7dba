import { describe, expect, it, vi } from 'vitest';
import { wrongCurrentPasswordText } from '../../../cli/simulator/routes/passwords';
import { accessScreens, strengthLabels } from '../../../src/core/messages/access';
import { accountScreens } from '../../../src/core/messages/account';
import { accessErrors, transportErrors } from '../../../src/core/messages/errors';
import { loginEditTexts, profileTexts } from '../../../src/core/messages/profile';
import { accessValidation, chosenValidation } from '../../../src/core/messages/validation';
import { alerts, button, demo, failNext, field, hashRoute, heading, json, leave, link, logIn, renderSignedIn as signedIn, stubRequests, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const passwordPath = '/myaccount/profile/updatepassword';
const newPassword = 'Fresh-pass2!';

/** Logs the demo student in through the login form, which then redirects to the password edit. */
async function renderSignedIn() {
  const rendered = await signedIn(passwordPath);
  await waitFor(() => rendered.host.querySelector('input[name="currentPassword"]'), 'the password edit');
  return rendered;
}

const save = (host: HTMLElement) => button(host, accessScreens.resetSubmit);
const current = (host: HTMLElement) => field(host, loginEditTexts.currentPasswordLabel);
const next = (host: HTMLElement) => field(host, accessScreens.newPasswordLabel);
const updates = (requests: { url: string; body: string }[]) =>
  requests.filter((r) => r.url.includes('/accountManagement/updatePassword')).map((r) => JSON.parse(r.body) as Record<string, unknown>);

/** The error shown under a field (tied to it with aria-describedby). */
function fieldError(input: HTMLInputElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}

describe('password edit /myaccount/profile/updatepassword', () => {
  it('asks for the current and a new password with the rules panel, and links to Edit Login', async () => {
    const { host } = await renderSignedIn();
    expect(heading(host)).toBe(loginEditTexts.editPassword);
    expect(current(host).type).toBe('password');
    expect(current(host).autocomplete).toBe('current-password');
    expect(current(host).required).toBe(true);
    expect(next(host).type).toBe('password');
    expect(next(host).autocomplete).toBe('new-password');
    const rules = host.querySelector('.sp-password-rules');
    expect(rules).not.toBeNull();
    expect(next(host).getAttribute('aria-describedby')).toContain(rules?.id);
    // Password managers learn whose password changes.
    expect(host.querySelector<HTMLInputElement>('input[autocomplete="username"]')?.value).toBe(demo.email);
    expect(save(host).disabled).toBe(true);
    expect(link(host, accountScreens.editLogin)?.getAttribute('href')).toBe('#/myaccount/profile/updateemail');
    expect(link(host, profileTexts.cancel)?.getAttribute('href')).toBe('#/myaccount/profile');
  });

  it('keeps Save disabled until both are filled and the new one meets the rules and differs from the current one', async () => {
    const { host } = await renderSignedIn();
    type(next(host), newPassword);
    await waitFor(() => host.textContent?.includes(accessScreens.passwordStrength(strengthLabels.Strong)), 'the strength meter');
    expect(save(host).disabled).toBe(true);
    leave(next(host));
    await waitFor(() => fieldError(current(host)) === accessValidation.loginPasswordRequired, 'the current password asked for');
    type(current(host), newPassword);
    await waitFor(() => fieldError(next(host)) === accessValidation.passwordSameAsOld, 'the same-as-old message');
    expect(save(host).disabled).toBe(true);
    type(next(host), 'weakpass');
    await waitFor(() => fieldError(next(host)) === chosenValidation.passwordRules, 'the rules message');
    expect(save(host).disabled).toBe(true);
    type(current(host), demo.password);
    type(next(host), newPassword);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    expect(fieldError(next(host))).toBeNull();
  });

  it('shows the server text for a wrong current password on that field, keeping what was typed', async () => {
    const { host, requests } = await renderSignedIn();
    type(current(host), 'Wrong-pass9!');
    type(next(host), newPassword);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => fieldError(current(host)) === wrongCurrentPasswordText, 'the server Error text');
    expect(document.activeElement).toBe(current(host));
    expect(hashRoute()).toBe(passwordPath);
    expect(current(host).value).toBe('Wrong-pass9!');
    expect(next(host).value).toBe(newPassword);
    expect(save(host).disabled).toBe(true);
    expect(updates(requests)).toEqual([{ oldPassword: 'Wrong-pass9!', password: newPassword, userEmail: demo.email }]);
    type(current(host), 'Wrong-pass8!');
    await waitFor(() => fieldError(current(host)) === null && !save(host).disabled, 'the error cleared by typing');
  });

  it('changes the password, goes to /updatesuccess with the password message, and the new password logs in', async () => {
    const { host, requests, handle } = await renderSignedIn();
    type(current(host), demo.password);
    type(next(host), newPassword);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => hashRoute() === '/updatesuccess?message=password', 'the success page');
    await waitFor(() => host.textContent?.includes(accountScreens.passwordUpdated), 'the password message');
    expect(updates(requests)).toHaveLength(1);
    expect(requests.some((r) => r.url.includes(newPassword))).toBe(false);

    handle.navigate('/logout');
    await waitFor(() => hashRoute() === '/login' && heading(host) === accessScreens.loginHeading('Summit Prep'), 'the login form');
    // The login screen is quiet (its session check answered) before anything is typed.
    await idle();
    await logIn(host, demo.email, demo.password);
    await waitFor(() => alerts(host).includes(accessErrors.loginFailed), 'the old password refused');
    await logIn(host, demo.email, newPassword);
    await waitFor(() => hashRoute().startsWith('/myaccount/resources'), 'logged in with the new password');
  });

  it('shows an upstream outage above Save, keeps the fields, and succeeds when tried again', async () => {
    const { host } = await renderSignedIn();
    type(current(host), demo.password);
    type(next(host), newPassword);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    failNext('/updatePassword');
    save(host).click();
    await waitFor(() => alerts(host).includes(transportErrors.upstreamFailed), 'the outage message');
    expect(fieldError(current(host))).toBeNull();
    expect(current(host).value).toBe(demo.password);
    expect(save(host).disabled).toBe(false);
    save(host).click();
    await waitFor(() => hashRoute() === '/updatesuccess?message=password', 'the success page');
  });

  // issue #13.10: "Your password has been updated." only when the answer says so.
  it.each<[string, () => Response]>([
    ['an empty body', () => new Response('', { status: 200 })],
    ['an HTML page', () => new Response('<html><body>Welcome</body></html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['plain text', () => new Response('OK', { status: 200 })],
    ['JSON of the wrong shape', () => json({ updated: true })],
  ])('treats a 200 with %s as a failure: the failure text, no success page, and Save again', async (_label, answer) => {
    const { host } = await renderSignedIn();
    type(current(host), demo.password);
    type(next(host), newPassword);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    const stubbed = stubRequests('/updatePassword', answer, 1);
    save(host).click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    expect(stubbed.count).toBe(1);
    expect(hashRoute()).toBe(passwordPath);
    expect(host.textContent).not.toContain(accountScreens.passwordUpdated);
    expect(save(host).disabled).toBe(false);
    save(host).click();
    await waitFor(() => hashRoute() === '/updatesuccess?message=password', 'the success page');
  });

  it('disables Save and marks it busy while the request runs', async () => {
    const { host } = await renderSignedIn();
    type(current(host), demo.password);
    type(next(host), newPassword);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    const release = holdNext('/updatePassword');
    save(host).click();
    await waitFor(() => save(host).getAttribute('aria-busy') === 'true', 'the busy button');
    expect(save(host).disabled).toBe(true);
    release();
    await waitFor(() => hashRoute() === '/updatesuccess?message=password', 'the success page');
  });
});


/** Holds the next request whose URL contains `match` until the returned function is called. */
function holdNext(match: string): () => void {
  const spy = vi.mocked(window.fetch);
  const original = spy.getMockImplementation();
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let left = 1;
  spy.mockImplementation(async (input, init) => {
    if (!original) throw new Error('fetch is not spied');
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (left > 0 && url.includes(match)) {
      left -= 1;
      await gate;
    }
    return original(input, init);
  });
  return () => release();
}
