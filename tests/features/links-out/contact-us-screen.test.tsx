import { describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { contactTexts as t } from '../../../src/core/messages/links-out';
import { footerLinks, shellTexts } from '../../../src/core/messages/shell';
import { paths } from '../../../src/lib/paths';
import { openChatEvent } from '../../../src/features/extension/extension-option-screen';
import { button, heading, link, renderPortal, renderSignedIn } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { accounts } from '../../support/accounts';

/*
 * Issue 16: /contact-us (access §2 "Contact, search, class detail"; the footer's
 * Contact Us): the brand's phone, the live chat when chat is on, the help
 * centre, and for a signed-in student a support case.
 */

const screenLink = (host: HTMLElement, name: string) => {
  const main = host.querySelector('section.sp-card') ?? host;
  return [...main.querySelectorAll('a')].find((a) => a.textContent?.trim().startsWith(name)) ?? null;
};

describe('Contact Us (access §2 /contact-us)', () => {
  it('shows a visitor the phone, the help centre in a new tab, and no support case', async () => {
    const { host } = await renderPortal(paths.contactUs.pattern, { routing: 'hash', chat: false });
    await waitFor(() => heading(host) === footerLinks.contactUs, 'the Contact Us heading');
    await idle();
    const call = screenLink(host, t.callLink(brands.main.phone));
    expect(call?.getAttribute('href')).toBe('tel:+18005278378');
    const help = screenLink(host, t.helpLink);
    expect(help?.getAttribute('href')).toBe(brands.main.helpCentreUrl);
    expect(help?.getAttribute('target')).toBe('_blank');
    expect(help?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(help?.textContent).toContain(shellTexts.opensInNewTab);
    expect(link(host, t.caseLink)).toBeNull();
    // Chat is off for the brand: no chat button, and no word of it.
    expect([...host.querySelectorAll('button')].some((b) => b.textContent === t.chatButton)).toBe(false);
    expect(host.textContent).not.toContain(t.chatTitle);
  });

  it('offers a signed-in student a support case (/pg/createcase)', async () => {
    const { host } = await renderSignedIn(paths.contactUs.pattern);
    const open = await waitFor(() => link(host, t.caseLink), 'the support case link');
    expect(open.getAttribute('href')).toBe(`#${paths.createCase.pattern}`);
    expect(heading(host)).toBe(footerLinks.contactUs);
  });

  const chatScripts = () => [...document.head.querySelectorAll('script[data-student-portal-chat]')];
  const chatButton = (host: HTMLElement) => [...host.querySelectorAll('button')].find((b) => b.textContent === t.chatButton) ?? null;

  it('with chat on, offers a signed-in student whose program has a widget Start a live chat, which opens it (the open-chat window event)', async () => {
    const opened: unknown[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent).detail);
    window.addEventListener(openChatEvent, listener);
    try {
      const { host } = await renderSignedIn(paths.contactUs.pattern);
      const chat = await waitFor(() => chatButton(host), 'the chat button');
      expect(chatScripts()).toHaveLength(1);
      expect(host.textContent).toContain(t.chatTitle);
      expect(chat.type).toBe('button');
      button(host, t.chatButton).click();
      expect(opened).toEqual([{ topic: 'contact-us' }]);
    } finally {
      window.removeEventListener(openChatEvent, listener);
    }
  });

  // A button that opens nothing is worse than none: no widget is loaded for a visitor, a bar
  // student (access §6: none for GED or BAR) or a mount with chat: false.
  it.each([
    { who: 'a visitor (chat is never loaded for visitors)', render: () => renderPortal(paths.contactUs.pattern, { routing: 'hash' }) },
    { who: 'a bar student (no widget for BAR)', render: () => renderSignedIn(paths.contactUs.pattern, { email: accounts.bar.email }) },
    { who: 'a student on a mount with chat: false', render: () => renderSignedIn(paths.contactUs.pattern, { mount: { chat: false } }) },
  ])('does not offer the chat to $who', async ({ render }) => {
    const { host } = await render();
    await waitFor(() => heading(host) === footerLinks.contactUs, 'the Contact Us heading');
    await idle();
    expect(chatScripts()).toEqual([]);
    expect(chatButton(host)).toBeNull();
    expect(host.textContent).not.toContain(t.chatTitle);
  });

  it('uses the second brand\'s help centre', async () => {
    const { host } = await renderPortal(paths.contactUs.pattern, { routing: 'hash', brand: 'second' });
    await waitFor(() => heading(host) === footerLinks.contactUs, 'the Contact Us heading');
    expect(screenLink(host, t.helpLink)?.getAttribute('href')).toBe(brands.second.helpCentreUrl);
  });
});
