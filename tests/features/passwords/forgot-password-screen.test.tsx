import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { accountScreens } from '../../../src/core/messages/account';
import { accessErrors, transportErrors } from '../../../src/core/messages/errors';
import type { Fault } from '../../support/fault-proxy';
import { accessValidation } from '../../../src/core/messages/validation';
import { alerts, button, demo, field, hashRoute, heading, leave, renderPortal, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

describe('forgot password screen', () => {
  it('is titled Create or Reset Password with its intro and an email field', async () => {
    const { host } = await renderPortal('/forgotpassword', { routing: 'hash' });
    await waitFor(() => heading(host) !== '' && document.title !== '', 'the heading and the title');
    expect(heading(host)).toBe(accessScreens.forgotTitle);
    expect(host.textContent).toContain(accessScreens.forgotIntro);
    const email = field(host, accessScreens.emailLabel);
    expect([email.type, email.autocomplete]).toEqual(['email', 'email']);
    expect(document.title).toBe(`${accessScreens.forgotTitle} | Summit Prep`);
  });

  it('enables submit only with a valid email and says why otherwise', async () => {
    const { host } = await renderPortal('/forgotpassword');
    await idle();
    const submit = button(host, accessScreens.forgotSubmit);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    const email = field(host, accessScreens.emailLabel);
    type(email, 'not-an-email');
    leave(email);
    await waitFor(() => alerts(host).length > 0, 'the email message');
    expect(alerts(host)).toEqual([accessValidation.loginEmailInvalid]);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    type(email, demo.email);
    await waitFor(() => !submit.hasAttribute('aria-disabled'), 'submit available');
    expect(alerts(host)).toEqual([]);
  });

  it('sends a known email on Enter and goes to /updatesuccess with the check-your-email message', async () => {
    const { host } = await renderPortal('/forgotpassword', { routing: 'hash' });
    await idle();
    type(field(host, accessScreens.emailLabel), demo.email);
    await waitFor(() => !button(host, accessScreens.forgotSubmit).hasAttribute('aria-disabled'), 'submit available');
    field(host, accessScreens.emailLabel).form?.requestSubmit();
    await waitFor(() => hashRoute() === '/updatesuccess?message=email', 'the success route');
    await waitFor(() => heading(host) === accountScreens.missionAccomplished, 'the success screen');
    expect(host.querySelector('.sp-card [role="status"]')?.textContent).toBe(accountScreens.checkYourEmail);
  });

  it('shows the access §8 text for an unknown email and lets the student try again', async () => {
    const { host } = await renderPortal('/forgotpassword');
    await idle();
    const email = field(host, accessScreens.emailLabel);
    type(email, 'nobody@student-portal.test');
    await waitFor(() => !button(host, accessScreens.forgotSubmit).hasAttribute('aria-disabled'), 'submit available');
    button(host, accessScreens.forgotSubmit).focus();
    button(host, accessScreens.forgotSubmit).click();
    await waitFor(() => alerts(host).length > 0, 'the unknown-email text');
    expect(alerts(host)).toEqual([accessErrors.forgotPasswordUnknown]);
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('nobody@student-portal.test');
    expect(button(host, accessScreens.forgotSubmit).disabled).toBe(false);
  });

  // issue #13.6: 'No account exists for this email' is the upstream's refusal (a 4xx or emailSent false), not an outage.
  it.each<[string, Fault, string]>([
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a 503 whose body looks like a refusal', { status: 503, body: JSON.stringify({ emailSent: false, message: accessErrors.forgotPasswordUnknown }), contentType: 'application/json' }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['a dropped connection', 'drop', transportErrors.networkUnavailable],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
    ['an empty body', 'empty', transportErrors.upstreamFailed],
    ['JSON of the wrong shape', { json: { sent: 'yes' } }, transportErrors.upstreamFailed],
  ])('answered with %s shows the failure text, not the unknown-email text, and sends again', async (_label, fault, text) => {
    const { host, proxy } = await renderPortal('/forgotpassword', { routing: 'hash', faults: true });
    await idle();
    proxy.fail('/userLogin/forgotPassword', fault, 1);
    type(field(host, accessScreens.emailLabel), demo.email);
    await waitFor(() => !button(host, accessScreens.forgotSubmit).hasAttribute('aria-disabled'), 'submit available');
    button(host, accessScreens.forgotSubmit).click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(host.textContent).not.toContain(accessErrors.forgotPasswordUnknown);
    expect(proxy.faulted).toHaveLength(1);
    await waitFor(() => !button(host, accessScreens.forgotSubmit).disabled, 'submit usable again');
    button(host, accessScreens.forgotSubmit).click();
    await waitFor(() => hashRoute() === '/updatesuccess?message=email', 'the success route');
  });
});
