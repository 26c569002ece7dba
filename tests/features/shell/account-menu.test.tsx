import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { byText, focused, press, renderShell } from './shell-harness';

async function openableMenu() {
  const rendered = renderShell({ viewer: { firstName: 'Dana' }, path: '/myaccount/resources' });
  const button = await waitFor(() => rendered.host.querySelector<HTMLButtonElement>('.sp-account-button'), 'the account button');
  const list = () => rendered.host.querySelector<HTMLUListElement>(`[id="${button.getAttribute('aria-controls')}"]`) as HTMLUListElement;
  /**
   * Waits until the menu is open with focus on its first item: the menu's
   * effects (focus, and the outside-click and focus-out listeners) have run.
   */
  const opened = () => waitFor(() => !list().hidden && focused() === list().querySelector('a'), 'the open menu with focus on its first item');
  return { ...rendered, button, list, opened };
}

describe('account menu (access §2)', () => {
  it('opens from its button (Enter and Space activate it), showing Account Details, Support and Log Out', async () => {
    const { button, list, opened } = await openableMenu();
    await idle();
    expect(list().hidden).toBe(true);
    button.focus();
    button.click();
    await opened();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list().hidden).toBe(false);
    const links = [...list().querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [accessScreens.menuAccountDetails, '/myaccount/profile'],
      [accessScreens.support, '/pg/case'],
      [accessScreens.menuLogOut, '/logout'],
    ]);
    expect(focused()).toBe(links[0]);
  });

  it('closes on Escape and returns focus to its button', async () => {
    const { button, list, opened } = await openableMenu();
    button.click();
    await opened();
    press(focused() as Element, 'Escape');
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'the closed menu');
    expect(list().hidden).toBe(true);
    expect(focused()).toBe(button);
  });

  it('opens with ArrowDown and moves between items with the arrows, wrapping around', async () => {
    const { button, list, opened } = await openableMenu();
    button.focus();
    press(button, 'ArrowDown');
    await opened();
    const links = [...list().querySelectorAll('a')];
    expect(focused()).toBe(links[0]);
    press(links[0] as Element, 'ArrowDown');
    expect(focused()).toBe(links[1]);
    press(links[1] as Element, 'End');
    expect(focused()).toBe(links[2]);
    press(links[2] as Element, 'ArrowDown');
    expect(focused()).toBe(links[0]);
    press(links[0] as Element, 'ArrowUp');
    expect(focused()).toBe(links[2]);
  });

  it('closes on a click outside it', async () => {
    const { button, host, opened } = await openableMenu();
    button.click();
    await opened();
    host.querySelector('main')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'the closed menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus leaves it', async () => {
    const { button, host, opened } = await openableMenu();
    button.click();
    await opened();
    host.querySelector<HTMLElement>('.sp-logo')?.focus();
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'the closed menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to /logout and closes when Log Out is chosen', async () => {
    const { button, list, route, opened } = await openableMenu();
    button.click();
    await opened();
    (byText<HTMLAnchorElement>(list(), 'a', accessScreens.menuLogOut) as HTMLAnchorElement).click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'the closed menu');
    expect(route()).toBe('/logout');
  });

  it('falls back to a generic name when the student has no first name', async () => {
    const { host } = renderShell({ viewer: { firstName: '  ' } });
    const name = await waitFor(() => host.querySelector('.sp-account-name'), 'the account name');
    expect(name.textContent).toBe('My Account');
  });
});
