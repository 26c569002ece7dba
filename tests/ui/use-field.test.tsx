import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { validateLoginEmail } from '../../src/core/validators/email';
import { accessValidation } from '../../src/core/messages';
import { TextField } from '../../src/ui/text-field';
import { useField } from '../../src/ui/use-field';

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

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function renderForm() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  root.render(createElement(EmailForm, null));
  await tick();
  const input = host.querySelector('input');
  if (!input) throw new Error('no input');
  const type = async (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
  };
  const error = () => host.querySelector('.sp-field-error')?.textContent ?? null;
  return { host, input, type, error };
}

describe('useField', () => {
  it('knows a value is invalid before it shows anything', async () => {
    const { host, error } = await renderForm();
    expect(host.firstElementChild?.getAttribute('data-valid')).toBe('no');
    expect(error()).toBeNull();
  });

  it('shows the message once the field is left, then follows every keystroke', async () => {
    const { input, type, error } = await renderForm();
    input.focus();
    input.blur();
    await tick();
    expect(error()).toBe(accessValidation.loginEmailRequired);
    await type('a@');
    expect(error()).toBe(accessValidation.loginEmailInvalid);
    await type('a@b.test');
    expect(error()).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows the message after a submit attempt without a blur', async () => {
    const { error } = await renderForm();
    submitAttempt();
    await tick();
    expect(error()).toBe(accessValidation.loginEmailRequired);
  });
});
