import { describe, expect, it } from 'vitest';
import { accessScreens, shellTexts } from '../../../src/core/messages';
import { renderShell, settle } from './shell-harness';

async function searchFor(text: string) {
  const rendered = renderShell({ viewer: null, path: '/login' });
  await settle();
  const form = rendered.host.querySelector<HTMLFormElement>('form[role="search"]') as HTMLFormElement;
  const input = form.querySelector('input') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
  form.requestSubmit();
  await settle();
  return { ...rendered, form, input };
}

describe('header search (access §2)', () => {
  it('is a labelled search landmark with the spec placeholder', async () => {
    const { host } = renderShell({ viewer: null });
    await settle();
    const form = host.querySelector('form[role="search"]');
    const input = form?.querySelector('input');
    expect(input?.placeholder).toBe(accessScreens.searchPlaceholder);
    expect(form?.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(shellTexts.search);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe(shellTexts.search);
  });

  it.each([
    ['ABCD123', '/class/ABCD123'],
    ['abcde12', '/class/abcde12'],
    ['1234567890', '/class/1234567890'],
    ['  GMAT0101  ', '/class/GMAT0101'],
    ['mcat prep', '/search?q=mcat%20prep'],
    ['ABC123', '/search?q=ABC123'],
    ['123456789', '/search?q=123456789'],
  ])('sends %j to %s inside the portal', async (text, route) => {
    const rendered = await searchFor(text);
    expect(rendered.route()).toBe(route);
  });

  it('sends an analyticsEvent for each search', async () => {
    const { events } = await searchFor('ABCD123');
    expect(events).toContainEqual({
      type: 'analyticsEvent',
      eventCategory: 'header',
      eventAction: 'search',
      eventLabel: 'class code',
      searchTerm: 'ABCD123',
    });
  });

  it('does nothing for an empty box but keep focus in it', async () => {
    const { events, route, input } = await searchFor('   ');
    expect(route()).toBe('/login');
    expect(events.filter((e) => e.type === 'analyticsEvent')).toEqual([]);
    expect(document.activeElement).toBe(input);
  });
});
