import { describe, expect, it } from 'vitest';
import { accessErrors, accessScreens, accessValidation } from '../../../src/core/messages';
import { alerts, button, demo, field, hashRoute, heading, leave, link, locked, renderPortal, settle, type, waitFor } from '../render-portal';

const identityCalls = (requests: { body: string }[]) => requests.filter((r) => r.body.includes('IdentityLogin')).length;

async function fillAndSubmit(host: HTMLElement, email: string, password: string) {
  type(field(host, accessScreens.emailLabel), email);
  type(field(host, accessScreens.passwordLabel), password);
  await settle();
  // A pointer click moves focus to the button, as in a browser.
  button(host, accessScreens.logIn).focus();
  button(host, accessScreens.logIn).click();
}

describe('login screen', () => {
  it('shows the brand-named heading and title, and labelled fields with autocomplete tokens in a real form', async () => {
    const { host } = await renderPortal('/login', { routing: 'hash' });
    await settle();
    expect(heading(host)).toBe(accessScreens.loginHeading('Summit Prep'));
    expect(document.title).toBe(accessScreens.loginTitle('Summit Prep'));
    const email = field(host, accessScreens.emailLabel);
    const password = field(host, accessScreens.passwordLabel);
    expect([email.type, email.autocomplete]).toEqual(['email', 'username']);
    expect([password.type, password.autocomplete]).toEqual(['password', 'current-password']);
    expect(email.form).toBeInstanceOf(HTMLFormElement);
    expect(email.form).toBe(password.form);
    expect(button(host, accessScreens.logIn).type).toBe('submit');
    expect(link(host, accessScreens.forgotPasswordLink)?.getAttribute('href')).toBe('#/forgotpassword');
  });

  it('keeps Log In unavailable until both email and password are valid', async () => {
    const { host } = await renderPortal('/login');
    await settle();
    const logIn = button(host, accessScreens.logIn);
    expect(logIn.getAttribute('aria-disabled')).toBe('true');
    type(field(host, accessScreens.emailLabel), demo.email);
    await settle();
    expect(logIn.getAttribute('aria-disabled')).toBe('true');
    type(field(host, accessScreens.passwordLabel), 'abc');
    await settle();
    expect(logIn.getAttribute('aria-disabled')).toBe('true');
    type(field(host, accessScreens.passwordLabel), 'abcd');
    await settle();
    expect(logIn.hasAttribute('aria-disabled')).toBe(false);
    expect(logIn.disabled).toBe(false);
  });

  it('shows a field message only after the field is left, with the exact access §5 texts', async () => {
    const { host } = await renderPortal('/login');
    await settle();
    const email = field(host, accessScreens.emailLabel);
    const password = field(host, accessScreens.passwordLabel);
    expect(alerts(host)).toEqual([]);
    leave(email);
    await settle();
    expect(alerts(host)).toEqual([accessValidation.loginEmailRequired]);
    type(email, 'student@');
    await settle();
    expect(alerts(host)).toEqual([accessValidation.loginEmailInvalid]);
    const errorId = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(accessValidation.loginEmailInvalid);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    leave(password);
    await settle();
    expect(alerts(host)).toContain(accessValidation.loginPasswordRequired);
    type(password, 'abc');
    await settle();
    expect(alerts(host)).toContain(accessValidation.loginPasswordTooShort);
    type(email, demo.email);
    type(password, 'abcd');
    await settle();
    expect(alerts(host)).toEqual([]);
  });

  it('on an attempt with invalid fields sends nothing, shows every message and focuses the first invalid field', async () => {
    const { host, requests } = await renderPortal('/login');
    await settle();
    type(field(host, accessScreens.passwordLabel), 'abcd');
    await settle();
    button(host, accessScreens.logIn).click();
    await settle();
    expect(alerts(host)).toEqual([accessValidation.loginEmailRequired]);
    expect(document.activeElement).toBe(field(host, accessScreens.emailLabel));
    expect(identityCalls(requests)).toBe(0);
  });

  it('submits on Enter (implicit form submission) and lands on /myaccount/resources?pivot=true', async () => {
    const { host, events } = await renderPortal('/login', { routing: 'hash' });
    await settle();
    type(field(host, accessScreens.emailLabel), demo.email);
    type(field(host, accessScreens.passwordLabel), demo.password);
    await settle();
    field(host, accessScreens.passwordLabel).form?.requestSubmit();
    await waitFor(() => hashRoute() === '/myaccount/resources?pivot=true', 'the default landing page');
    await waitFor(() => heading(host) === 'My Resources', 'the guarded resources screen');
    expect(events.map((e) => e.type)).toContain('login');
  });

  it('disables the button while the login runs, so a second submit sends nothing', async () => {
    const { host, requests } = await renderPortal('/login', { routing: 'hash' });
    await settle();
    await fillAndSubmit(host, demo.email, demo.password);
    await settle(0);
    const logIn = button(host, accessScreens.logIn);
    expect(logIn.disabled).toBe(true);
    expect(logIn.getAttribute('aria-busy')).toBe('true');
    logIn.form?.requestSubmit();
    await waitFor(() => hashRoute().startsWith('/myaccount/resources'), 'the landing page');
    expect(identityCalls(requests)).toBe(1);
  });

  it('after a wrong password shows the 401 text, keeps the email and focuses the password field', async () => {
    const { host, handle } = await renderPortal('/login');
    await settle();
    await fillAndSubmit(host, demo.email, 'Wrong-pass1!');
    await waitFor(() => alerts(host).includes(accessErrors.loginFailed), 'the 401 text');
    const email = field(host, accessScreens.emailLabel);
    const password = field(host, accessScreens.passwordLabel);
    expect(email.value).toBe(demo.email);
    expect(password.value).toBe('Wrong-pass1!');
    expect(document.activeElement).toBe(password);
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(accessErrors.loginFailed);
    expect(button(host, accessScreens.logIn).disabled).toBe(false);

    // access §4: the email is kept in the session store, so it survives a visit elsewhere.
    handle.navigate('/forgotpassword');
    await settle();
    expect(field(host, accessScreens.emailLabel).value).toBe(demo.email);
    handle.navigate('/login');
    await settle();
    expect(field(host, accessScreens.emailLabel).value).toBe(demo.email);
    expect(alerts(host)).toEqual([]);
  });

  it('shows the lockout text for a locked account (403)', async () => {
    const { host } = await renderPortal('/login');
    await settle();
    await fillAndSubmit(host, locked.email, locked.password);
    await waitFor(() => alerts(host).includes(accessErrors.loginLocked), 'the 403 text');
    expect(alerts(host)).not.toContain(accessErrors.loginFailed);
  });

  it('retries after a failure: a corrected password logs in', async () => {
    const { host } = await renderPortal('/login', { routing: 'hash' });
    await settle();
    await fillAndSubmit(host, demo.email, 'Wrong-pass1!');
    await waitFor(() => alerts(host).includes(accessErrors.loginFailed), 'the 401 text');
    type(field(host, accessScreens.passwordLabel), demo.password);
    await settle();
    button(host, accessScreens.logIn).click();
    await waitFor(() => hashRoute() === '/myaccount/resources?pivot=true', 'the landing page');
  });

  it('offers Sign Up only when the query has signup, carrying classId and redirectUrl', async () => {
    const plain = await renderPortal('/login?classId=7001');
    await settle();
    expect(link(plain.host, accessScreens.signUp)).toBeNull();
    expect(plain.host.textContent).not.toContain(accessScreens.noAccount);
    plain.handle.unmount();

    const { host } = await renderPortal('/login?signup&classId=7001&redirectUrl=%2Fpg%2Fsigning');
    await settle();
    expect(host.textContent).toContain(accessScreens.noAccount);
    expect(link(host, accessScreens.signUp)?.getAttribute('href')).toBe('/pg/signup?classId=7001&redirectUrl=%2Fpg%2Fsigning');
  });
});
