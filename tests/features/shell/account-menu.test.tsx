import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../../src/core/messages';
import { byText, focused, press, renderShell, settle } from './shell-harness';

async function openableMenu() {
  const rendered = renderShell({ viewer: { firstName: 'Dana' }, path: '/myaccount/resources' });
  await settle();
  const button = rendered.host.querySelector<HTMLButtonElement>('.sp-account-button') as HTMLButtonElement;
  const list = () => rendered.host.querySelector<HTMLUListElement>(`[id="${button.getAttribute('aria-controls')}"]`) as HTMLUListElement;
  return { ...rendered, button, list };
}

describe('account menu (access §2)', () => {
  it('opens from its button (Enter and Space activate it), showing Account Details, Support and Log Out', async () => {
    const { button, list } = await openableMenu();
    expect(list().hidden).toBe(true);
    button.focus();
    button.click();
    await settle();
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
    const { button, list } = await openableMenu();
    button.click();
    await settle();
    press(focused() as Element, 'Escape');
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list().hidden).toBe(true);
    expect(focused()).toBe(button);
  });

  it('opens with ArrowDown and moves between items with the arrows, wrapping around', async () => {
    const { button, list } = await openableMenu();
    button.focus();
    press(button, 'ArrowDown');
    await settle();
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
    const { button, host } = await openableMenu();
    button.click();
    await settle();
    host.querySelector('main')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus leaves it', async () => {
    const { button, host } = await openableMenu();
    button.click();
    await settle();
    host.querySelector<HTMLElement>('.sp-logo')?.focus();
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to /logout and closes when Log Out is chosen', async () => {
    const { button, list, route } = await openableMenu();
    button.click();
    await settle();
    byText<HTMLAnchorElement>(list(), 'a', accessScreens.menuLogOut)?.click();
    await settle();
    expect(route()).toBe('/logout');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('falls back to a generic name when the student has no first name', async () => {
    const { host } = renderShell({ viewer: { firstName: '  ' } });
    await settle();
    expect(host.querySelector('.sp-account-name')?.textContent).toBe('My Account');
  });
});
