import { describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { accessScreens } from '../../../src/core/messages/access';
import { agreementTexts } from '../../../src/core/messages/agreement';
import { chosenValidation } from '../../../src/core/messages/validation';
import { alerts, button, field, heading, leave, renderPortal, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { brandSites } from '../../../src/core/config/brand-sites';

const path = '/pg/img-accudemia-login';

async function open() {
  const rendered = await renderPortal(path);
  const form = await waitFor(() => rendered.host.querySelector<HTMLFormElement>('.sp-card form'), 'the form');
  return { ...rendered, form };
}

/** A submit as the browser fires it (Enter or the button); true when the portal let it through. */
function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}

describe('attendance-system login screen', () => {
  it('is a real POST form to the attendance system with the two named fields', async () => {
    const { host, form } = await open();
    expect(heading(host)).toBe(agreementTexts.attendanceHeading);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(brandSites.main.attendance.loginUrl);
    const studentId = field(host, agreementTexts.studentIdLabel);
    const password = field(host, accessScreens.passwordLabel);
    expect([studentId.name, studentId.type, studentId.autocomplete]).toEqual(['studentId', 'text', 'username']);
    expect([password.name, password.type, password.autocomplete]).toEqual(['password', 'password', 'current-password']);
    expect(studentId.form).toBe(form);
    expect(password.form).toBe(form);
    const logIn = button(host, accessScreens.logIn);
    expect(logIn.type).toBe('submit');
    expect(logIn.form).toBe(form);
  });

  it('keeps Log In disabled until both Student ID and password are filled', async () => {
    const { host } = await open();
    const logIn = button(host, accessScreens.logIn);
    expect(logIn.disabled).toBe(true);
    type(field(host, agreementTexts.studentIdLabel), 'A1234567');
    await idle();
    expect(logIn.disabled).toBe(true);
    type(field(host, accessScreens.passwordLabel), 'secret');
    await waitFor(() => !logIn.disabled, 'Log In enabled');
    type(field(host, agreementTexts.studentIdLabel), '   ');
    await waitFor(() => logIn.disabled, 'Log In disabled again');
  });

  it('stops an incomplete submission, says what is missing and focuses the empty field', async () => {
    const { host, form } = await open();
    type(field(host, agreementTexts.studentIdLabel), 'A1234567');
    await idle();
    expect(submit(form)).toBe(false);
    await waitFor(() => alerts(host).length > 0, 'the message');
    expect(alerts(host)).toEqual([chosenValidation.attendanceFieldsRequired]);
    const password = field(host, accessScreens.passwordLabel);
    expect(document.activeElement).toBe(password);
    const hint = host.querySelector('[role="alert"]');
    expect(hint?.id).toBeTruthy();
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(hint?.id);
  });

  it('lets a complete submission through to the browser, unchanged', async () => {
    const { host, form } = await open();
    type(field(host, agreementTexts.studentIdLabel), 'A1234567');
    type(field(host, accessScreens.passwordLabel), 'secret');
    await waitFor(() => !button(host, accessScreens.logIn).disabled, 'Log In enabled');
    expect(submit(form)).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({ studentId: 'A1234567', password: 'secret' });
  });

  it('shows the message once an empty field is left, not before', async () => {
    const { host } = await open();
    await idle();
    expect(alerts(host)).toEqual([]);
    leave(field(host, agreementTexts.studentIdLabel));
    await waitFor(() => alerts(host).length > 0, 'the message');
    expect(alerts(host)).toEqual([chosenValidation.attendanceFieldsRequired]);
  });

  it('opens the attendance system’s forgot-password page in a new tab', async () => {
    const { host } = await open();
    const forgot = [...host.querySelectorAll('a')].find((a) => a.textContent?.startsWith(agreementTexts.attendanceForgotPassword));
    expect(forgot?.getAttribute('href')).toBe(brandSites.main.attendance.forgotPasswordUrl);
    expect(forgot?.getAttribute('target')).toBe('_blank');
    expect(forgot?.getAttribute('rel')).toContain('noopener');
  });
});
