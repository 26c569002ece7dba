import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { accountScreens } from '../../../src/core/messages/account';
import { transportErrors } from '../../../src/core/messages/errors';
import { alerts, button, demo, field, hashRoute, heading, link, renderPortal, type } from '../render-portal';
import { portalScreens } from '../../../src/core/messages/shell';
import type { Fault } from '../../support/fault-proxy';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const strong = 'New-pass2!';

describe('reset password screen', () => {
  it('checks the link first, then offers the new-password form with its rules panel', async () => {
    const { host } = await renderPortal('/resetpassword?t=reset-demo-valid');
    expect(host.querySelector('[role="status"]')?.textContent).toBe(accessScreens.checkingResetLink);
    const input = await waitFor(() => host.querySelector<HTMLInputElement>('input[name="password"]'), 'the form');
    expect(heading(host)).toBe(accessScreens.resetTitle);
    expect(field(host, accessScreens.newPasswordLabel)).toBe(input);
    expect(input.autocomplete).toBe('new-password');
    const rules = host.querySelector('.sp-password-rules');
    expect(rules).not.toBeNull();
    expect(input.getAttribute('aria-describedby')).toContain(rules?.id ?? 'missing');
  });

  it.each([
    ['reset-demo-expired', 'an expired token'],
    ['tampered-token', 'an unknown token'],
  ])('shows the expired-link message with a link to forgot password for %s (%s)', async (token) => {
    const { host } = await renderPortal(`/resetpassword?t=${token}`);
    await waitFor(() => host.textContent?.includes(transportErrors.resetLinkExpired), 'the expired-link message');
    expect(link(host, accessScreens.forgotPasswordLink)?.getAttribute('href')).toBe(`${window.location.origin}/#/forgotpassword`); // memory routing: the full portal's href (#19.8)
    expect(host.querySelector('.sp-card input')).toBeNull();
  });

  it('treats a link without a token as expired, without asking the server', async () => {
    const { host, requests } = await renderPortal('/resetpassword');
    await waitFor(() => host.textContent?.includes(transportErrors.resetLinkExpired), 'the expired-link message');
    expect(host.querySelector('.sp-card input')).toBeNull();
    await idle();
    expect(requests.filter((r) => r.url.includes('validateToken'))).toEqual([]);
  });

  it('keeps Save unavailable until every rule holds, rating the password as it is typed', async () => {
    const { host } = await renderPortal('/resetpassword?t=reset-demo-valid');
    const input = await waitFor(() => host.querySelector<HTMLInputElement>('input[name="password"]'), 'the form');
    const save = button(host, accessScreens.resetSubmit);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    type(input, 'abcdefgh');
    await waitFor(() => host.textContent?.includes(accessScreens.passwordStrength('Weak')), 'the Weak rating');
    expect(save.getAttribute('aria-disabled')).toBe('true');
    type(input, 'Abcdefg1');
    await waitFor(() => host.textContent?.includes(accessScreens.passwordStrength('Strong')), 'the Strong rating');
    expect(save.getAttribute('aria-disabled')).toBe('true');
    type(input, strong);
    await waitFor(() => !save.hasAttribute('aria-disabled'), 'Save available');
  });

  it('sets the new password and goes to /updatesuccess; the new password then logs in', async () => {
    const { host, handle } = await renderPortal('/resetpassword?t=reset-demo-valid', { routing: 'hash' });
    const input = await waitFor(() => host.querySelector<HTMLInputElement>('input[name="password"]'), 'the form');
    type(input, strong);
    await waitFor(() => !button(host, accessScreens.resetSubmit).hasAttribute('aria-disabled'), 'Save available');
    input.form?.requestSubmit();
    await waitFor(() => hashRoute() === '/updatesuccess?message=password', 'the success route');
    await waitFor(() => heading(host) === accountScreens.missionAccomplished, 'the success screen');
    expect(host.querySelector('.sp-card [role="status"]')?.textContent).toBe(accountScreens.passwordUpdated);

    handle.navigate('/login');
    await waitFor(() => heading(host) === accessScreens.loginHeading('Summit Prep'), 'the login screen');
    type(field(host, accessScreens.emailLabel), demo.email);
    type(field(host, accessScreens.passwordLabel), strong);
    await waitFor(() => !button(host, accessScreens.logIn).hasAttribute('aria-disabled'), 'Log In available');
    button(host, accessScreens.logIn).click();
    await waitFor(() => hashRoute() === '/myaccount/resources?pivot=true', 'the landing page');
  });

  it('shows the expired-link message when the link was used up before Save', async () => {
    const { host, sim } = await renderPortal('/resetpassword?t=reset-demo-valid');
    const input = await waitFor(() => host.querySelector<HTMLInputElement>('input[name="password"]'), 'the form');
    // The same link, used in another tab first.
    const used = await sim.fetch('/rest-services/userLogin/resetPassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ encUserID: 'reset-demo-valid', password: 'Other-pass3!' }),
    });
    expect(used.status).toBe(200);
    type(input, strong);
    await waitFor(() => !button(host, accessScreens.resetSubmit).hasAttribute('aria-disabled'), 'Save available');
    button(host, accessScreens.resetSubmit).click();
    await waitFor(() => host.textContent?.includes(transportErrors.resetLinkExpired), 'the expired-link message');
    expect(link(host, accessScreens.forgotPasswordLink)?.getAttribute('href')).toBe(`${window.location.origin}/#/forgotpassword`); // memory routing: the full portal's href (#19.8)
  });

  // issue #13.6: the expired-link message belongs to the upstream's refusal (tokenValid false, a 4xx), not to an outage.
  const outages: [string, Fault, string][] = [
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a 502 with a JSON body', { status: 502, body: JSON.stringify({ tokenValid: false, message: 'expired' }), contentType: 'application/json' }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['a dropped connection', 'drop', transportErrors.networkUnavailable],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
    ['an empty body', 'empty', transportErrors.upstreamFailed],
    ['JSON of the wrong shape', { json: { valid: true } }, transportErrors.upstreamFailed],
  ];

  it.each(outages)('a link check answered with %s shows the failure text with Try again, which then shows the form', async (_label, fault, text) => {
    const { host, proxy } = await renderPortal('/resetpassword?t=reset-demo-valid', { faults: true });
    proxy.fail('/userLogin/validateToken', fault, 1);
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(host.textContent).not.toContain(transportErrors.resetLinkExpired);
    expect(proxy.faulted).toHaveLength(1);
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => host.querySelector<HTMLInputElement>('input[name="password"]'), 'the form');
  });

  it.each(outages.slice(0, 4))('a reset answered with %s keeps the form with the failure text, and Save again sets the password', async (_label, fault, text) => {
    const { host, proxy } = await renderPortal('/resetpassword?t=reset-demo-valid', { routing: 'hash', faults: true });
    const input = await waitFor(() => host.querySelector<HTMLInputElement>('input[name="password"]'), 'the form');
    proxy.fail('/userLogin/resetPassword', fault, 1);
    type(input, strong);
    await waitFor(() => !button(host, accessScreens.resetSubmit).hasAttribute('aria-disabled'), 'Save available');
    button(host, accessScreens.resetSubmit).click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(host.textContent).not.toContain(transportErrors.resetLinkExpired);
    expect(host.querySelector('input[name="password"]')).toBe(input);
    await waitFor(() => !button(host, accessScreens.resetSubmit).disabled, 'Save usable again');
    button(host, accessScreens.resetSubmit).click();
    await waitFor(() => hashRoute() === '/updatesuccess?message=password', 'the success route');
  });

  // issue #13.10: "Your password has been updated." only when the answer says so.
  it.each(outages.slice(4))('a reset answered 200 with %s is a failure: the failure text, the form kept, and Save again', async (_label, fault, text) => {
    const { host, proxy } = await renderPortal('/resetpassword?t=reset-demo-valid', { routing: 'hash', faults: true });
    const input = await waitFor(() => host.querySelector<HTMLInputElement>('input[name="password"]'), 'the form');
    proxy.fail('/userLogin/resetPassword', fault, 1);
    type(input, strong);
    await waitFor(() => !button(host, accessScreens.resetSubmit).hasAttribute('aria-disabled'), 'Save available');
    button(host, accessScreens.resetSubmit).click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(hashRoute()).toBe('/resetpassword?t=reset-demo-valid');
    expect(host.querySelector('input[name="password"]')).toBe(input);
    await waitFor(() => !button(host, accessScreens.resetSubmit).disabled, 'Save usable again');
    button(host, accessScreens.resetSubmit).click();
    await waitFor(() => hashRoute() === '/updatesuccess?message=password', 'the success route');
  });
});
