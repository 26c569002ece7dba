import { describe, expect, it } from 'vitest';
import { wrongCurrentPasswordText } from '../../../cli/simulator/routes/passwords';
import { accessScreens } from '../../../src/core/messages/access';
import { accountScreens } from '../../../src/core/messages/account';
import { accessErrors, accountErrors, transportErrors } from '../../../src/core/messages/errors';
import { loginEditTexts, profileTexts } from '../../../src/core/messages/profile';
import { accessValidation, accountValidation, chosenValidation } from '../../../src/core/messages/validation';
import { alerts, button, demo, failNext, field, hashRoute, heading, leave, link, logIn, renderSignedIn as signedIn, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const editPath = '/myaccount/profile/updateemail';
const newEmail = 'dana.new@student-portal.test';
const newPassword = 'Fresh-pass2!';

/** Logs the demo student in through the login form, which then redirects to Edit Login. */
async function renderSignedIn() {
  const rendered = await signedIn(editPath);
  await waitFor(() => rendered.host.querySelector('input[name="currentPassword"]'), 'Edit Login');
  return rendered;
}

const save = (host: HTMLElement) => button(host, profileTexts.save);
const editButton = (host: HTMLElement) => button(host, profileTexts.edit);
const calls = (requests: { url: string; body: string }[], path: string) =>
  requests.filter((r) => r.url.includes(path)).map((r) => JSON.parse(r.body) as Record<string, unknown>);

/** The error shown under a field (tied to it with aria-describedby). */
function fieldError(input: HTMLInputElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}

async function openEmailFields(host: HTMLElement) {
  editButton(host).click();
  await waitFor(() => host.querySelector('input[name="newEmail"]'), 'the new email fields');
}

describe('Edit Login /myaccount/profile/updateemail', () => {
  it('shows the login email read-only, an Edit button, the password fields, and Save disabled', async () => {
    const { host } = await renderSignedIn();
    expect(heading(host)).toBe(accountScreens.editLogin);
    const shown = field(host, accessScreens.emailLabel);
    expect(shown.value).toBe(demo.email);
    expect(shown.readOnly).toBe(true);
    expect(host.querySelector('input[name="newEmail"]')).toBeNull();
    expect(editButton(host).getAttribute('aria-label')).toBe(loginEditTexts.editEmail);
    const current = field(host, loginEditTexts.currentPasswordLabel);
    const next = field(host, accessScreens.newPasswordLabel);
    expect(current.type).toBe('password');
    expect(current.autocomplete).toBe('current-password');
    expect(next.autocomplete).toBe('new-password');
    expect(host.textContent).toContain(loginEditTexts.newPasswordHint);
    // The rules panel appears once a new password is being typed.
    expect(host.querySelector('.sp-password-rules')).toBeNull();
    expect(save(host).disabled).toBe(true);
    // account §2: its back button goes to the password edit route.
    expect(link(host, loginEditTexts.back)?.getAttribute('href')).toBe('#/myaccount/profile/updatepassword');
    expect(link(host, profileTexts.cancel)?.getAttribute('href')).toBe('#/myaccount/profile');
  });

  it('reveals New and Confirm New Email with Edit, focused, with the email autocomplete and 100 characters', async () => {
    const { host } = await renderSignedIn();
    await openEmailFields(host);
    const next = field(host, loginEditTexts.newEmailLabel);
    const confirm = field(host, loginEditTexts.confirmEmailLabel);
    await waitFor(() => document.activeElement === next, 'focus on New Email');
    expect(() => editButton(host)).toThrow();
    for (const input of [next, confirm]) {
      expect(input.type).toBe('email');
      expect(input.autocomplete).toBe('email');
      expect(input.maxLength).toBe(100);
    }
    expect(save(host).disabled).toBe(true);
  });

  it('says an invalid email, the current email and a mismatch, keeping Save disabled until all is right', async () => {
    const { host } = await renderSignedIn();
    await openEmailFields(host);
    const next = field(host, loginEditTexts.newEmailLabel);
    const confirm = field(host, loginEditTexts.confirmEmailLabel);
    type(next, 'dana@nowhere');
    leave(next);
    await waitFor(() => fieldError(next) === accountValidation.emailInvalid, 'the invalid email message');
    expect(save(host).disabled).toBe(true);
    type(next, demo.email.toUpperCase());
    await waitFor(() => fieldError(next) === chosenValidation.emailSameAsCurrent, 'the same-as-current message');
    type(next, newEmail);
    type(confirm, 'dana.other@student-portal.test');
    leave(confirm);
    await waitFor(() => fieldError(confirm) === accountValidation.emailsMustMatch, 'the mismatch message');
    expect(fieldError(next)).toBeNull();
    expect(save(host).disabled).toBe(true);
    type(confirm, newEmail);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    expect(fieldError(confirm)).toBeNull();
  });

  it('clears the confirmation when it gains focus', async () => {
    const { host } = await renderSignedIn();
    await openEmailFields(host);
    const confirm = field(host, loginEditTexts.confirmEmailLabel);
    type(field(host, loginEditTexts.newEmailLabel), newEmail);
    type(confirm, newEmail);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    field(host, loginEditTexts.newEmailLabel).focus();
    confirm.focus();
    await waitFor(() => confirm.value === '' && save(host).disabled, 'the cleared confirmation');
  });

  it("shows 'Email already exists.' on the new email field, keeps what was typed, and changes nothing", async () => {
    const { host, requests } = await renderSignedIn();
    await openEmailFields(host);
    const next = field(host, loginEditTexts.newEmailLabel);
    type(next, 'precollege@student-portal.test');
    type(field(host, loginEditTexts.confirmEmailLabel), 'precollege@student-portal.test');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => fieldError(next) === accountErrors.emailExists, 'the email-exists error on the field');
    expect(document.activeElement).toBe(next);
    expect(hashRoute()).toBe(editPath);
    expect(next.value).toBe('precollege@student-portal.test');
    expect(field(host, loginEditTexts.confirmEmailLabel).value).toBe('precollege@student-portal.test');
    expect(calls(requests, '/enroll/updatestudent')).toEqual([]);
    // The refused email stays refused until it is changed.
    expect(save(host).disabled).toBe(true);
    type(next, newEmail);
    await waitFor(() => fieldError(next) === null, 'the server error cleared by typing');
  });

  it('changes the login email and the student record, returns to the profile, and the new email logs in', async () => {
    const { host, requests, handle } = await renderSignedIn();
    await openEmailFields(host);
    type(field(host, loginEditTexts.newEmailLabel), ` ${newEmail}`);
    type(field(host, loginEditTexts.confirmEmailLabel), newEmail);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => hashRoute() === '/myaccount/profile', 'the profile');
    expect(calls(requests, '/accountManagement/updateContact')).toEqual([
      { email: newEmail, userId: expect.any(String), firstName: 'Dana', lastName: 'Rivera' },
    ]);
    expect(calls(requests, '/enroll/updatestudent')).toEqual([expect.objectContaining({ studentId: 'S1001', email: newEmail })]);
    expect(calls(requests, '/updatePassword')).toEqual([]);
    const contactAt = requests.findIndex((r) => r.url.includes('/updateContact'));
    expect(requests.findIndex((r) => r.url.includes('/updatestudent'))).toBeGreaterThan(contactAt);

    handle.navigate('/logout');
    await waitFor(() => hashRoute() === '/login' && heading(host) === accessScreens.loginHeading('Summit Prep'), 'the login form');
    // The login screen is quiet (its session check answered) before anything is typed.
    await idle();
    await logIn(host, demo.email, demo.password);
    await waitFor(() => alerts(host).includes(accessErrors.loginFailed), 'the old email refused');
    await logIn(host, newEmail, demo.password);
    await waitFor(() => hashRoute().startsWith('/myaccount/resources'), 'the landing page after logging in with the new email');
  });

  it('asks for the current password once a new one is typed, and shows the rules and the same-as-old message', async () => {
    const { host } = await renderSignedIn();
    const current = field(host, loginEditTexts.currentPasswordLabel);
    const next = field(host, accessScreens.newPasswordLabel);
    type(next, newPassword);
    leave(next);
    await waitFor(() => fieldError(current) === accessValidation.loginPasswordRequired, 'the current password asked for');
    expect(current.required).toBe(true);
    expect(host.querySelector('.sp-password-rules')).not.toBeNull();
    expect(save(host).disabled).toBe(true);
    type(current, newPassword);
    await waitFor(() => fieldError(next) === accessValidation.passwordSameAsOld, 'the same-as-old message');
    expect(save(host).disabled).toBe(true);
    type(next, 'short');
    await waitFor(() => fieldError(next) === chosenValidation.passwordRules, 'the rules message');
    type(next, '');
    await waitFor(() => host.querySelector('.sp-password-rules') === null && fieldError(current) === null, 'a blank new password keeps the current one');
    expect(save(host).disabled).toBe(true);
  });

  it('shows the wrong current password on its field, then changes the password and goes to the password success page', async () => {
    const { host, requests, handle } = await renderSignedIn();
    const current = field(host, loginEditTexts.currentPasswordLabel);
    const next = field(host, accessScreens.newPasswordLabel);
    type(current, 'Wrong-pass9!');
    type(next, newPassword);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => fieldError(current) === wrongCurrentPasswordText, 'the server Error text');
    expect(document.activeElement).toBe(current);
    expect(current.value).toBe('Wrong-pass9!');
    expect(next.value).toBe(newPassword);
    expect(save(host).disabled).toBe(true);
    type(current, demo.password);
    await waitFor(() => !save(host).disabled && fieldError(current) === null, 'Save enabled again');
    save(host).click();
    await waitFor(() => hashRoute() === '/updatesuccess?message=password', 'the success page');
    await waitFor(() => host.textContent?.includes(accountScreens.passwordUpdated), 'the password message');
    expect(calls(requests, '/updatePassword').map((b) => b.userEmail)).toEqual([demo.email, demo.email]);
    expect(calls(requests, '/updateContact')).toEqual([]);
    // Passwords never ride in a URL.
    expect(requests.some((r) => r.url.includes(encodeURIComponent(newPassword)) || r.url.includes(newPassword))).toBe(false);

    handle.navigate('/logout');
    await waitFor(() => hashRoute() === '/login' && heading(host) === accessScreens.loginHeading('Summit Prep'), 'the login form');
    // The login screen is quiet (its session check answered) before anything is typed.
    await idle();
    await logIn(host, demo.email, newPassword);
    await waitFor(() => hashRoute().startsWith('/myaccount/resources'), 'logged in with the new password');
  });

  it('saves a new email first, then the password with that email; a refused password leaves the email saved and said', async () => {
    const { host, requests } = await renderSignedIn();
    await openEmailFields(host);
    type(field(host, loginEditTexts.newEmailLabel), newEmail);
    type(field(host, loginEditTexts.confirmEmailLabel), newEmail);
    type(field(host, loginEditTexts.currentPasswordLabel), 'Wrong-pass9!');
    type(field(host, accessScreens.newPasswordLabel), newPassword);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    const current = field(host, loginEditTexts.currentPasswordLabel);
    await waitFor(() => fieldError(current) === wrongCurrentPasswordText, 'the password refusal');
    expect(host.textContent).toContain(loginEditTexts.emailUpdated);
    expect(field(host, accessScreens.emailLabel).value).toBe(newEmail);
    expect(() => button(host, profileTexts.edit)).not.toThrow();
    expect(host.querySelector('input[name="newEmail"]')).toBeNull();
    expect(calls(requests, '/updatePassword').map((b) => b.userEmail)).toEqual([newEmail]);
    type(current, demo.password);
    await waitFor(() => !save(host).disabled, 'Save enabled again');
    save(host).click();
    await waitFor(() => hashRoute() === '/updatesuccess?message=password', 'the success page');
    expect(calls(requests, '/updateContact')).toHaveLength(1);
    expect(calls(requests, '/updatePassword').map((b) => b.userEmail)).toEqual([newEmail, newEmail]);
  });

  it('shows an upstream outage above Save, keeps the form, and saves when tried again', async () => {
    const { host } = await renderSignedIn();
    await openEmailFields(host);
    type(field(host, loginEditTexts.newEmailLabel), newEmail);
    type(field(host, loginEditTexts.confirmEmailLabel), newEmail);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    failNext('/updateContact');
    save(host).click();
    await waitFor(() => alerts(host).includes(transportErrors.upstreamFailed), 'the outage message');
    expect(fieldError(field(host, loginEditTexts.newEmailLabel))).toBeNull();
    expect(field(host, loginEditTexts.newEmailLabel).value).toBe(newEmail);
    expect(save(host).disabled).toBe(false);
    save(host).click();
    await waitFor(() => hashRoute() === '/myaccount/profile', 'the profile');
  });
});

