import { options } from 'preact';
import { describe, expect, it, onTestFinished } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { Footer } from '../../../src/features/shell/footer';
import { HeaderTabs } from '../../../src/features/shell/header-tabs';
import { BrandLogo } from '../../../src/features/shell/brand-logo';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { byText, renderShell } from './shell-harness';

/** Counts the renders of one component (preact's `diffed` hook runs once per rendered vnode). */
function countRenders(component: unknown): { count(): number } {
  const previous = options.diffed;
  let count = 0;
  options.diffed = (vnode) => {
    if (vnode.type === component) count += 1;
    previous?.(vnode);
  };
  onTestFinished(() => {
    options.diffed = previous;
  });
  return { count: () => count };
}

describe('the session answer re-renders only what shows it (issue #18: JS heap after mount)', () => {
  it('a visitor’s answer brings Log In without rendering the footer a second time', async () => {
    const footer = countRenders(Footer);
    const { host, services } = renderShell({ viewer: 'unknown' });
    await waitFor(() => host.querySelector('.sp-footer'), 'the footer');
    await idle();
    expect(footer.count()).toBe(1);
    services.session.status = 'anonymous';
    await waitFor(() => byText(host, 'a', accessScreens.logIn), 'Log In');
    await idle();
    expect(footer.count()).toBe(1);
  });

  it('a visitor’s answer leaves the header bar (logo, tabs) as it was drawn: only the utility row follows it', async () => {
    const tabs = countRenders(HeaderTabs);
    const logo = countRenders(BrandLogo);
    const { host, services } = renderShell({ viewer: 'unknown' });
    await waitFor(() => host.querySelector('.sp-header-bar'), 'the header bar');
    await idle();
    expect([tabs.count(), logo.count()]).toEqual([1, 1]);
    services.session.status = 'anonymous';
    await waitFor(() => byText(host, 'a', accessScreens.logIn), 'Log In');
    await idle();
    expect([tabs.count(), logo.count()]).toEqual([1, 1]);
  });
});
