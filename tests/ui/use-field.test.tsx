import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { validateLoginEmail } from '../../src/core/validators/email';
import { accessValidation } from '../../src/core/messages/validation';
import { TextField } from '../../src/ui/text-field';
import { useField } from '../../src/ui/use-field';
import { waitFor } from '../support/wait';
import { idle } from '../support/page';

const roots: { unmount(): void }[] = [];
afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
});

let submitAttempt: () => void = () => {};

function EmailForm() {
  const email = useField('', validateLoginEmail);
  submitAttempt = email.touch;
  return createElement('div', { 'data-valid': email.problem ? 'no' : 'yes' }, createElement(TextField, { name: 'email', label: 'Email', ...email.props }));
}

async function renderForm() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  root.render(createElement(EmailForm, null));
  const input = await waitFor(() => host.querySelector('input'), 'the input');
  const type = (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const error = () => host.querySelector('.sp-field-error')?.textContent ?? null;
  return { host, input, type, error };
}

describe('useField', () => {
  it('knows a value is invalid before it shows anything', async () => {
    const { host, error } = await renderForm();
    // Rendered and quiet: a message is not merely late.
    await idle();
    expect(host.firstElementChild?.getAttribute('data-valid')).toBe('no');
    expect(error()).toBeNull();
  });

  it('shows the message once the field is left, then follows every keystroke', async () => {
    const { input, type, error } = await renderForm();
    input.focus();
    input.blur();
    await waitFor(() => error() !== null, 'the message');
    expect(error()).toBe(accessValidation.loginEmailRequired);
    type('a@');
    await waitFor(() => error() !== accessValidation.loginEmailRequired, 'the message for the keystroke');
    expect(error()).toBe(accessValidation.loginEmailInvalid);
    type('a@b.test');
    await waitFor(() => error() !== accessValidation.loginEmailInvalid, 'the message for the valid email');
    expect(error()).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows the message after a submit attempt without a blur', async () => {
    const { error } = await renderForm();
    submitAttempt();
    await waitFor(() => error() !== null, 'the message');
    expect(error()).toBe(accessValidation.loginEmailRequired);
  });
});
