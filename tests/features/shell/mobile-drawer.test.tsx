import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { shellTexts } from '../../../src/core/messages/shell';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { byText, focused, press, renderShell } from './shell-harness';
import type { TestViewer } from './shell-harness';

async function withDrawer(viewer: TestViewer | null, path = '/myaccount/resources') {
  const rendered = renderShell({ viewer, path });
  const button = await waitFor(() => rendered.host.querySelector<HTMLButtonElement>('.sp-menu-button'), 'the menu button');
  const panel = () => rendered.host.querySelector<HTMLElement>(`[id="${button.getAttribute('aria-controls')}"]`) as HTMLElement;
  /** Opens the drawer and waits until its first link has focus (its effects have run). */
  const open = async () => {
    button.click();
    await waitFor(() => !panel().hidden && focused() === panel().querySelector('a'), 'the open drawer with focus on its first link');
  };
  return { ...rendered, button, panel, open };
}

const texts = (scope: ParentNode) => [...scope.querySelectorAll('a')].map((a) => a.textContent?.trim());

describe('mobile drawer menu (access §2)', () => {
  it('is a labelled menu button controlling a closed panel', async () => {
    const { button, panel } = await withDrawer({});
    await idle();
    expect(button.textContent).toBe(shellTexts.menu);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(panel().querySelectorAll('a')).toHaveLength(0);
  });

  it('opens with the tabs and account items, moving focus to its first link', async () => {
    const { button, panel, open } = await withDrawer({ firstName: 'Dana' });
    await open();
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
    const { panel, open } = await withDrawer(null, '/login');
    await open();
    expect(byText(panel(), 'a', accessScreens.logIn)?.getAttribute('href')).toBe('/login');
    expect(panel().querySelector('a[href^="tel:"]')?.textContent).toBe('1-800-527-8378');
    expect(byText(panel(), 'a', accessScreens.menuLogOut)).toBeNull();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { button, panel, open } = await withDrawer({});
    await open();
    press(focused() as Element, 'Escape');
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'the closed drawer');
    expect(panel().hidden).toBe(true);
    expect(focused()).toBe(button);
  });

  it('closes when a link in it is chosen, after navigating', async () => {
    const { button, panel, route, open } = await withDrawer({});
    await open();
    (byText<HTMLAnchorElement>(panel(), 'a', 'Profile') as HTMLAnchorElement).click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'the closed drawer');
    expect(route()).toBe('/myaccount/profile');
    expect(panel().hidden).toBe(true);
  });

  it('toggles closed from its button', async () => {
    const { button, panel, open } = await withDrawer({});
    await open();
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'the closed drawer');
    expect(panel().hidden).toBe(true);
  });
});
