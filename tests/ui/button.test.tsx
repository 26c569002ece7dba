import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, type ButtonProps } from '../../src/ui/button';
import { waitFor } from '../support/wait';

const roots: { unmount(): void }[] = [];
afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
});

async function renderButton(props: Omit<ButtonProps, 'children'>): Promise<HTMLButtonElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  root.render(createElement(Button, { ...props, children: 'Go' }));
  return waitFor(() => host.querySelector('button'), 'the button');
}

describe('Button', () => {
  it('stays focusable and clickable while unavailable, announced as disabled', async () => {
    let clicks = 0;
    const button = await renderButton({ unavailable: true, onClick: () => (clicks += 1) });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    button.click();
    expect(clicks).toBe(1);
  });

  it('is really disabled and busy while pending, and no longer says unavailable', async () => {
    let clicks = 0;
    const button = await renderButton({ pending: true, unavailable: true, onClick: () => (clicks += 1) });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.querySelector('.sp-spinner')?.getAttribute('aria-hidden')).toBe('true');
    button.click();
    expect(clicks).toBe(0);
  });

  it('carries no disabled state when available', async () => {
    const button = await renderButton({ type: 'submit' });
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
