import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { accessScreens, passwordRuleLabels } from '../../src/core/messages/access';
import { PasswordRules } from '../../src/ui/password-rules';
import { waitFor } from '../support/wait';

const roots: { unmount(): void }[] = [];
afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
});

async function renderRules(value: string): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  root.render(createElement(PasswordRules, { value, id: 'rules' }));
  await waitFor(() => host.querySelector('.sp-rules li'), 'the rules');
  return host;
}

const met = (host: HTMLElement) =>
  [...host.querySelectorAll('.sp-rules li')].map((li) => [li.firstChild?.textContent, li.getAttribute('data-met')]);

describe('PasswordRules', () => {
  it('lists the five access §5 rules in order, none met and nothing rated for an empty password', async () => {
    const host = await renderRules('');
    const labels = passwordRuleLabels;
    expect(met(host)).toEqual([
      [labels.length, 'false'],
      [labels.lowercase, 'false'],
      [labels.uppercase, 'false'],
      [labels.digit, 'false'],
      [labels.special, 'false'],
    ]);
    expect(host.querySelector('.sp-meter')?.hasAttribute('data-label')).toBe(false);
    expect(host.querySelector('.sp-strength-label')?.textContent).toBe('');
    expect(host.querySelector('#rules')).not.toBeNull();
  });

  it.each([
    ['abc', 'Weak', ['false', 'true', 'false', 'false', 'false']],
    ['abcdefgh', 'Weak', ['true', 'true', 'false', 'false', 'false']],
    ['abcdefg1', 'Good', ['true', 'true', 'false', 'true', 'false']],
    ['Abcdefg1', 'Strong', ['true', 'true', 'true', 'true', 'false']],
    ['Abcdef1!', 'Strong', ['true', 'true', 'true', 'true', 'true']],
  ] as const)('rates %j as %s and marks each rule', async (value, label, flags) => {
    const host = await renderRules(value);
    expect(met(host).map(([, flag]) => flag)).toEqual(flags);
    expect(host.querySelector('.sp-meter')?.getAttribute('data-label')).toBe(label);
    expect(host.querySelector('.sp-strength-label')?.textContent).toBe(accessScreens.passwordStrength(label));
  });

  it('tells screen readers which rules are met, in words', async () => {
    const host = await renderRules('a');
    const hidden = [...host.querySelectorAll('.sp-rules .sp-visually-hidden')].map((s) => s.textContent);
    expect(hidden).toEqual([
      accessScreens.passwordRuleUnmet,
      accessScreens.passwordRuleMet,
      accessScreens.passwordRuleUnmet,
      accessScreens.passwordRuleUnmet,
      accessScreens.passwordRuleUnmet,
    ]);
    expect(host.querySelector('.sp-meter')?.getAttribute('aria-hidden')).toBe('true');
  });
});
