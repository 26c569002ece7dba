import { describe, expect, it, vi } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { accessErrors } from '../../../src/core/messages/errors';
import { accessValidation } from '../../../src/core/messages/validation';
import { alerts, button, demo, field, hashRoute, heading, leave, link, renderPortal, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { accounts } from '../../support/accounts';
import type { Fault, FaultMatch } from '../../support/fault-proxy';

const identityCalls = (requests: { body: string }[]) => requests.filter((r) => r.body.includes('IdentityLogin')).length;

/** Log In is available once both typed values have rendered as valid. */
const logInAvailable = (host: HTMLElement) => !button(host, accessScreens.logIn).hasAttribute('aria-disabled');

async function fillAndSubmit(host: HTMLElement, email: string, password: string) {
  type(field(host, accessScreens.emailLabel), email);
  type(field(host, accessScreens.passwordLabel), password);
  await waitFor(() => logInAvailable(host), 'Log In available');
  // A pointer click moves focus to the button, as in a browser.
  button(host, accessScreens.logIn).focus();
  button(host, accessScreens.logIn).click();
}

/** Mounts the login and waits until the session check has been answered. */
async function openLogin(path: string, routing: 'hash' | 'memory' = 'memory') {
  const rendered = await renderPortal(path, { routing });
  await idle();
  return rendered;
}

describe('login screen', () => {
  it('shows the brand-named heading and title, and labelled fields with autocomplete tokens in a real form', async () => {
    const { host } = await renderPortal('/login', { routing: 'hash' });
    await waitFor(() => heading(host) !== '' && document.title !== '', 'the heading and the title');
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
    const { host } = await openLogin('/login');
    const logIn = button(host, accessScreens.logIn);
    expect(logIn.getAttribute('aria-disabled')).toBe('true');
    type(field(host, accessScreens.emailLabel), demo.email);
    await idle();
    expect(logIn.getAttribute('aria-disabled')).toBe('true');
    type(field(host, accessScreens.passwordLabel), 'abc');
    await idle();
    expect(logIn.getAttribute('aria-disabled')).toBe('true');
    type(field(host, accessScreens.passwordLabel), 'abcd');
    await waitFor(() => !logIn.hasAttribute('aria-disabled'), 'Log In available');
    expect(logIn.disabled).toBe(false);
  });

  it('shows a field message only after the field is left, with the exact access §5 texts', async () => {
    const { host } = await openLogin('/login');
    const email = field(host, accessScreens.emailLabel);
    const password = field(host, accessScreens.passwordLabel);
    expect(alerts(host)).toEqual([]);
    leave(email);
    await waitFor(() => alerts(host).length > 0, 'the email message');
    expect(alerts(host)).toEqual([accessValidation.loginEmailRequired]);
    type(email, 'student@');
    await waitFor(() => !alerts(host).includes(accessValidation.loginEmailRequired), 'the email message to change');
    expect(alerts(host)).toEqual([accessValidation.loginEmailInvalid]);
    const errorId = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(accessValidation.loginEmailInvalid);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    leave(password);
    await waitFor(() => alerts(host).length === 2, 'the password message');
    expect(alerts(host)).toEqual([accessValidation.loginEmailInvalid, accessValidation.loginPasswordRequired]);
    type(password, 'abc');
    await waitFor(() => !alerts(host).includes(accessValidation.loginPasswordRequired), 'the password message to change');
    expect(alerts(host)).toEqual([accessValidation.loginEmailInvalid, accessValidation.loginPasswordTooShort]);
    type(email, demo.email);
    type(password, 'abcd');
    await waitFor(() => alerts(host).length === 0, 'the messages to go');
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('on an attempt with invalid fields sends nothing, shows every message and focuses the first invalid field', async () => {
    const { host, requests } = await openLogin('/login');
    type(field(host, accessScreens.passwordLabel), 'abcd');
    await idle();
    button(host, accessScreens.logIn).click();
    await waitFor(() => alerts(host).length > 0, 'the messages');
    expect(alerts(host)).toEqual([accessValidation.loginEmailRequired]);
    expect(document.activeElement).toBe(field(host, accessScreens.emailLabel));
    await idle();
    expect(identityCalls(requests)).toBe(0);
  });

  it('submits on Enter (implicit form submission) and lands on /myaccount/resources?pivot=true', async () => {
    const { host, events } = await openLogin('/login', 'hash');
    type(field(host, accessScreens.emailLabel), demo.email);
    type(field(host, accessScreens.passwordLabel), demo.password);
    await waitFor(() => logInAvailable(host), 'Log In available');
    field(host, accessScreens.passwordLabel).form?.requestSubmit();
    await waitFor(() => hashRoute() === '/myaccount/resources?pivot=true', 'the default landing page');
    await waitFor(() => heading(host) === 'My Resources', 'the guarded resources screen');
    expect(events.filter((e) => e.type === 'login')).toHaveLength(1);
  });

  it('disables the button while the login runs, so a second submit sends nothing', async () => {
    const { host, requests } = await openLogin('/login', 'hash');
    // Hold the identity login's answer until the pending state has been looked at.
    const spy = vi.mocked(window.fetch);
    const passThrough = spy.getMockImplementation();
    if (!passThrough) throw new Error('renderPortal spies on fetch');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    spy.mockImplementation(async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('IdentityLogin')) {
        held += 1;
        await gate;
      }
      return passThrough(input, init);
    });
    await fillAndSubmit(host, demo.email, demo.password);
    await waitFor(() => held === 1, 'the identity login sent');
    const logIn = button(host, accessScreens.logIn);
    await waitFor(() => logIn.disabled, 'the pending Log In');
    expect(logIn.getAttribute('aria-busy')).toBe('true');
    logIn.form?.requestSubmit();
    await idle();
    expect(held).toBe(1);
    release();
    await waitFor(() => hashRoute() === '/myaccount/resources?pivot=true', 'the landing page');
    expect(identityCalls(requests)).toBe(1);
  });

  it('after a wrong password shows the 401 text, keeps the email and focuses the password field', async () => {
    const { host, handle } = await openLogin('/login');
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
    await waitFor(() => heading(host) === accessScreens.forgotTitle, 'the forgot-password screen');
    expect(field(host, accessScreens.emailLabel).value).toBe(demo.email);
    handle.navigate('/login');
    await waitFor(() => heading(host) === accessScreens.loginHeading('Summit Prep'), 'the login screen');
    expect(field(host, accessScreens.emailLabel).value).toBe(demo.email);
    await idle();
    expect(alerts(host)).toEqual([]);
  });

  it('shows the lockout text for a locked account (403)', async () => {
    const { host } = await openLogin('/login');
    await fillAndSubmit(host, accounts.locked.email, accounts.locked.password);
    await waitFor(() => alerts(host).length > 0, 'the 403 text');
    expect(alerts(host)).toEqual([accessErrors.loginLocked]);
  });

  it('retries after a failure: a corrected password logs in', async () => {
    const { host } = await openLogin('/login', 'hash');
    await fillAndSubmit(host, demo.email, 'Wrong-pass1!');
    await waitFor(() => alerts(host).includes(accessErrors.loginFailed), 'the 401 text');
    type(field(host, accessScreens.passwordLabel), demo.password);
    await idle();
    button(host, accessScreens.logIn).click();
    await waitFor(() => hashRoute() === '/myaccount/resources?pivot=true', 'the landing page');
  });

  it('offers Sign Up only when the query has signup, carrying classId and redirectUrl', async () => {
    const plain = await openLogin('/login?classId=7001');
    expect(heading(plain.host)).toBe(accessScreens.loginHeading('Summit Prep'));
    expect(link(plain.host, accessScreens.signUp)).toBeNull();
    expect(plain.host.textContent).not.toContain(accessScreens.noAccount);
    plain.handle.unmount();

    const { host } = await renderPortal('/login?signup&classId=7001&redirectUrl=%2Fpg%2Fsigning');
    const signUp = await waitFor(() => link(host, accessScreens.signUp), 'the Sign Up link');
    expect(host.textContent).toContain(accessScreens.noAccount);
    // Memory routing (issue #19.8): the href opens that screen in the full portal (here this origin's `/`).
    expect(signUp.getAttribute('href')).toBe(`${window.location.origin}/#/pg/signup?classId=7001&redirectUrl=%2Fpg%2Fsigning`);
  });

  // access §8: "Login 401 or any other failure" shows the password text (issue #13.4); 403 is the lockout.
  describe('any failure of any login step shows the access §8 password text', () => {
    const faults: [string, Fault][] = [
      ['a 401', { status: 401 }],
      ['a 500', { status: 500 }],
      ['a 503 with a JSON message', { status: 503, body: JSON.stringify({ message: 'Service Unavailable' }), contentType: 'application/json' }],
      ['a hang', 'hang'],
      ['a dropped connection', 'drop'],
      ['an HTML page', 'html'],
      ['an empty body', 'empty'],
      ['JSON of the wrong shape', { json: { ok: true } }],
    ];
    const steps: [string, FaultMatch][] = [
      ['the identity login', 'IdentityLogin'],
      ['the REST login', '/rest-services/userLogin/login'],
    ];
    const middleSteps: [string, FaultMatch, string[]][] = [
      ['the main GraphQL login', (r) => r.path.endsWith('/graphql') && r.body.includes('"operationName":"Login"'), ['a 500', 'an HTML page']],
      ['oamLogin', '/userLogin/oamLogin', ['a 500', 'an HTML page']],
      // Only the cookies of the redirect's answer count (its body may well be a page): a failure is its status.
      ['the oamLogin redirect', '/userLogin/oamRedirect', ['a 500', 'a dropped connection']],
    ];
    const cases = [
      ...steps.map(([step, match]) => [step, match, faults] as const),
      ...middleSteps.map(([step, match, some]) => [step, match, faults.filter(([f]) => some.includes(f))] as const),
    ];

    // One mount per step, its faults in turn (#28: a mount, a simulator and a proxy cost more than
    // a login attempt): each try fails at the step with the password text and leaves the form usable,
    // which the next try shows by reaching the step again; a last try lands.
    it.each(cases.map(([step, match, some]) => [step, some.map(([f]) => f).join(', '), match, some] as const))(
      '%s answered with each of %s: the password text, the email kept, the password focused, no route change; then a try logs in',
      async (_step, _names, match, some) => {
        // The last try lands on a light page (the landing page's loads are the resources screen's tests').
        const { host, proxy } = await renderPortal('/login?redirectUrl=%2Fcontact-us', { routing: 'hash', faults: true });
        await idle();
        for (const [label, fault] of some) {
          const faulted = proxy.faulted.length;
          proxy.fail(match, fault, 1);
          // A submit clears the previous try's text (login-form), so the text below is this try's.
          await fillAndSubmit(host, demo.email, demo.password);
          await waitFor(() => proxy.faulted.length === faulted + 1, `the step answered with ${label}`);
          await waitFor(() => alerts(host).length > 0 && !button(host, accessScreens.logIn).disabled, `the failure text for ${label}, Log In usable again`);
          expect(alerts(host), label).toEqual([accessErrors.loginFailed]);
          expect(hashRoute(), label).toBe('/login?redirectUrl=%2Fcontact-us');
          expect(field(host, accessScreens.emailLabel).value, label).toBe(demo.email);
          expect(document.activeElement, label).toBe(field(host, accessScreens.passwordLabel));
        }
        button(host, accessScreens.logIn).click();
        await waitFor(() => hashRoute() === '/contact-us', 'the page asked for, on the next try');
      },
    );

    it('keeps the lockout text for a 403 of the REST login', async () => {
      const { host, proxy } = await renderPortal('/login', { routing: 'hash', faults: true });
      await idle();
      proxy.fail('/rest-services/userLogin/login', { status: 403 }, 1);
      await fillAndSubmit(host, demo.email, demo.password);
      await waitFor(() => alerts(host).length > 0, 'the failure text');
      expect(alerts(host)).toEqual([accessErrors.loginLocked]);
    });
  });
});
