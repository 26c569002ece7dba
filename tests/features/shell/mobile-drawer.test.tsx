import { describe, expect, it } from 'vitest';
import { accessScreens, shellTexts } from '../../../src/core/messages';
import { byText, focused, press, renderShell, settle } from './shell-harness';
import type { TestViewer } from './shell-harness';

async function withDrawer(viewer: TestViewer | null, path = '/myaccount/resources') {
  const rendered = renderShell({ viewer, path });
  await settle();
  const button = rendered.host.querySelector<HTMLButtonElement>('.sp-menu-button') as HTMLButtonElement;
  const panel = () => rendered.host.querySelector<HTMLElement>(`[id="${button.getAttribute('aria-controls')}"]`) as HTMLElement;
  return { ...rendered, button, panel };
}

const texts = (scope: ParentNode) => [...scope.querySelectorAll('a')].map((a) => a.textContent?.trim());

describe('mobile drawer menu (access §2)', () => {
  it('is a labelled menu button controlling a closed panel', async () => {
    const { button, panel } = await withDrawer({});
    expect(button.textContent).toBe(shellTexts.menu);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(panel().querySelectorAll('a')).toHaveLength(0);
  });

  it('opens with the tabs and account items, moving focus to its first link', async () => {
    const { button, panel } = await withDrawer({ firstName: 'Dana' });
    button.click();
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(texts(panel())).toEqual([
      'Resources',
      'Profile',
      `Help ${shellTexts.opensInNewTab}`,
      'Support',
      accessScreens.menuAccountDetails,
      accessScreens.menuLogOut,
      '1-800-527-8378',
    ]);
    expect(panel().textContent).toContain('Dana');
    expect(panel().querySelector('a[aria-current="page"]')?.textContent).toBe('Resources');
    expect(focused()).toBe(panel().querySelector('a'));
  });

  it('offers a visitor Log In and the phone link', async () => {
    const { button, panel } = await withDrawer(null, '/login');
    button.click();
    await settle();
    expect(byText(panel(), 'a', accessScreens.logIn)?.getAttribute('href')).toBe('/login');
    expect(panel().querySelector('a[href^="tel:"]')?.textContent).toBe('1-800-527-8378');
    expect(byText(panel(), 'a', accessScreens.menuLogOut)).toBeNull();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { button, panel } = await withDrawer({});
    button.click();
    await settle();
    press(focused() as Element, 'Escape');
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(focused()).toBe(button);
  });

  it('closes when a link in it is chosen, after navigating', async () => {
    const { button, panel, route } = await withDrawer({});
    button.click();
    await settle();
    byText<HTMLAnchorElement>(panel(), 'a', 'Profile')?.click();
    await settle();
    expect(route()).toBe('/myaccount/profile');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles closed from its button', async () => {
    const { button } = await withDrawer({});
    button.click();
    await settle();
    button.click();
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
