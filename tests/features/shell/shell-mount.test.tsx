import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { handOffPlaces, handOffTexts } from '../../../src/core/messages/links-out';
import { accessScreens } from '../../../src/core/messages/access';
import { resourcesTexts } from '../../../src/core/messages/resources';
import { demo, heading, logIn, renderPortal, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { byText } from './shell-harness';

const utility = (host: HTMLElement) => host.querySelector('.sp-header-utility') as HTMLElement;

async function search(host: HTMLElement, text: string) {
  const form = host.querySelector<HTMLFormElement>('form[role="search"]') as HTMLFormElement;
  type(form.querySelector('input') as HTMLInputElement, text);
  // The box is controlled: let it re-render with the typed text before submitting.
  await idle();
  form.requestSubmit();
}

describe('shell in a real mount (issue #5)', () => {
  it('gives a visitor Log In, routes a class-code search in the portal and reports it to the data layer', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    onTestFinished(() => assign.mockRestore());
    const { host, events } = await renderPortal('/login');
    await waitFor(() => byText(utility(host), 'a', accessScreens.logIn), 'the visitor header');
    expect(host.querySelector('footer a')?.textContent).toBe('Contact Us');
    await search(host, 'ABCD123');
    // Issue 16: /class/{code} hands the student to the brand site's class page.
    const place = handOffPlaces.classPage('ABCD123', brands.main.displayName);
    await waitFor(() => heading(host) === handOffTexts.takingYouTo(place), 'the hand-off to the class page');
    await waitFor(() => assign.mock.calls.length > 0, 'the browser sent on');
    expect(assign.mock.calls).toEqual([['https://www.summitprep.test/class/ABCD123']]);
    const searched = { event: 'analyticsEvent', eventAction: 'search', searchTerm: 'ABCD123' };
    expect(events).toContainEqual(expect.objectContaining({ type: 'analyticsEvent', searchTerm: 'ABCD123' }));
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toContainEqual(expect.objectContaining(searched));
  });

  it('switches to the account menu after login and back to Log In after Log Out', async () => {
    const { host, events } = await renderPortal('/login');
    await waitFor(() => byText(utility(host), 'a', accessScreens.logIn) && host.querySelector('input[type="password"]'), 'the login form');
    await idle();
    await logIn(host, demo.email, demo.password);
    const menuButton = await waitFor(() => host.querySelector<HTMLButtonElement>('.sp-account-button'), 'the account menu');
    // The account menu shows once the session is known, before the login has led to its landing page:
    // that page's arrival moves focus to its heading, which would close a menu opened earlier.
    await waitFor(() => heading(host) === resourcesTexts.heading, 'the landing page');
    await idle();
    expect(menuButton.textContent).toContain('Dana');
    expect(byText(utility(host), 'a', accessScreens.logIn)).toBeNull();
    expect(events.map((e) => e.type)).toContain('login');
    menuButton.click();
    const logOut = await waitFor(
      () => !host.querySelector<HTMLElement>('.sp-account-menu')?.hidden && byText<HTMLAnchorElement>(host, '.sp-account-menu a', accessScreens.menuLogOut),
      'the open account menu',
    );
    logOut.click();
    await waitFor(() => byText(utility(host), 'a', accessScreens.logIn), 'the visitor header again');
    expect(host.querySelector('.sp-account-button')).toBeNull();
  });

  // Issue #13.13: the kpa partner footer holds for the rest of the visit in the tab.
  it('keeps the referer=kpa partner footer through the login to the resources page, and after a refresh of the tab', async () => {
    const footer = (host: HTMLElement) => host.querySelector('footer')?.getAttribute('data-variant');
    const first = await renderPortal('/login?referer=kpa', { routing: 'hash' });
    await waitFor(() => footer(first.host) === 'partner' && first.host.querySelector('input[type="password"]'), 'the partner footer on the login');
    await idle();
    await logIn(first.host, demo.email, demo.password);
    await waitFor(() => heading(first.host) === resourcesTexts.heading, 'the landing page');
    expect(footer(first.host)).toBe('partner');
    first.handle.navigate('/myaccount/profile');
    await waitFor(() => heading(first.host) !== resourcesTexts.heading, 'the profile page');
    await idle();
    expect(footer(first.host)).toBe('partner');
    // A refresh: the page's mount goes, a new one starts without the query, in the same tab (session storage).
    first.handle.unmount();
    const again = await renderPortal('/login');
    await waitFor(() => footer(again.host), 'the footer after the refresh');
    await idle();
    expect(footer(again.host)).toBe('partner');
  });
});
