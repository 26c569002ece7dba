import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { shellTexts } from '../../../src/core/messages/shell';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { renderShell } from './shell-harness';

/** Types `text` into the header search at /login and submits it. */
async function searchFor(text: string) {
  const rendered = renderShell({ viewer: null, path: '/login' });
  const form = await waitFor(() => rendered.host.querySelector<HTMLFormElement>('form[role="search"]'), 'the search form');
  const input = form.querySelector('input') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // The box is controlled: let it re-render with the typed text before submitting.
  await idle();
  form.requestSubmit();
  return { ...rendered, form, input };
}

describe('header search (access §2)', () => {
  it('is a labelled search landmark with the spec placeholder', async () => {
    const { host } = renderShell({ viewer: null });
    const form = await waitFor(() => host.querySelector('form[role="search"]'), 'the search form');
    const input = form.querySelector('input');
    expect(input?.placeholder).toBe(accessScreens.searchPlaceholder);
    expect(form.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(shellTexts.search);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe(shellTexts.search);
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
    await waitFor(() => rendered.route() !== '/login', 'the search route');
    expect(rendered.route()).toBe(route);
  });

  it('sends an analyticsEvent for each search', async () => {
    const { events } = await searchFor('ABCD123');
    await waitFor(() => events.some((e) => e.type === 'analyticsEvent'), 'the search event');
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
    // The submit has been handled and rendered: no route or event is still to come.
    await idle();
    expect(route()).toBe('/login');
    expect(events.filter((e) => e.type === 'analyticsEvent')).toEqual([]);
    expect(document.activeElement).toBe(input);
  });
});
