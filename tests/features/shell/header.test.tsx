import { describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { accessScreens } from '../../../src/core/messages/access';
import { portalScreens, shellTexts } from '../../../src/core/messages/shell';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { byText, renderShell } from './shell-harness';

const utility = (host: HTMLElement) => host.querySelector<HTMLElement>('.sp-header-utility') as HTMLElement;
const mainNav = (host: HTMLElement) => host.querySelector<HTMLElement>(`nav[aria-label="${shellTexts.mainNav}"]`) as HTMLElement;
const tabsShown = (host: HTMLElement) => waitFor(() => mainNav(host)?.querySelector('a'), 'the header tabs');

describe('header (access §2)', () => {
  it('offers a visitor Log In and the phone link, and no account menu', async () => {
    const { host } = renderShell({ viewer: null });
    const logIn = await waitFor(() => byText<HTMLAnchorElement>(utility(host), 'a', accessScreens.logIn), 'Log In');
    expect(logIn.getAttribute('href')).toBe('/login');
    const phone = byText<HTMLAnchorElement>(utility(host), 'a', brands.main.phone);
    expect(phone?.getAttribute('href')).toBe('tel:+18005278378');
    await idle();
    expect(host.querySelector('.sp-account-button')).toBeNull();
  });

  it('shows neither Log In nor the account menu while the session check runs', async () => {
    const { host } = renderShell({ viewer: 'unknown' });
    await waitFor(() => utility(host), 'the header');
    await idle();
    expect(byText(utility(host), 'a', accessScreens.logIn)).toBeNull();
    expect(host.querySelector('.sp-account-button')).toBeNull();
    expect(byText(utility(host), 'a', brands.main.phone)).not.toBeNull();
  });

  it('gives a logged-in student the account menu under their first name instead of Log In', async () => {
    const { host } = renderShell({ viewer: { firstName: 'Dana' } });
    const button = await waitFor(() => host.querySelector<HTMLButtonElement>('.sp-account-button'), 'the account menu');
    expect(button.textContent).toContain('Dana');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await idle();
    expect(byText(utility(host), 'a', accessScreens.logIn)).toBeNull();
    expect(byText(utility(host), 'a', brands.main.phone)).not.toBeNull();
  });

  it('shows the brand name as the logo, leading a student to resources and a visitor to login', async () => {
    const student = renderShell({ viewer: {} });
    const visitor = renderShell({ viewer: null, brand: brands.second });
    const logos = () => [student.host.querySelector('.sp-logo'), visitor.host.querySelector('.sp-logo')];
    await waitFor(() => logos().every(Boolean), 'both logos');
    const [a, b] = logos();
    expect(a?.textContent).toBe('Summit Prep');
    expect(a?.getAttribute('href')).toBe('/myaccount/resources');
    expect(b?.textContent).toBe('Meridian Review');
    expect(b?.getAttribute('href')).toBe('/login');
  });

  it('lists the tabs Resources, Profile, Help and Support with their targets', async () => {
    const { host } = renderShell({ viewer: {} });
    await tabsShown(host);
    const links = [...mainNav(host).querySelectorAll('a')];
    expect(links.map((a) => a.firstChild?.textContent)).toEqual(['Resources', 'Profile', 'Help', 'Support']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/myaccount/resources',
      '/myaccount/profile',
      brands.main.helpCentreUrl,
      '/pg/case',
    ]);
    const help = links[2];
    expect(help?.target).toBe('_blank');
    expect(help?.rel).toContain('noopener');
    expect(help?.textContent).toContain(shellTexts.opensInNewTab);
  });

  it.each([
    ['/myaccount/resources', 'Resources'],
    ['/myaccount/profile/updateuser', 'Profile'],
    ['/pg/case/C42', 'Support'],
    ['/pg/createcase', 'Support'],
  ])('marks the current tab on %s as %s', async (path, tab) => {
    const { host } = renderShell({ viewer: {}, path });
    await waitFor(() => mainNav(host)?.querySelector('a[aria-current="page"]'), 'the current tab');
    await idle();
    const current = [...mainNav(host).querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent);
    expect(current).toEqual([tab]);
  });

  it('marks no tab on the login page', async () => {
    const { host } = renderShell({ viewer: null, path: '/login' });
    await tabsShown(host);
    await idle();
    expect(mainNav(host).querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('navigates in the portal on a tab click and sends an analyticsEvent', async () => {
    const { host, events, route } = renderShell({ viewer: {}, path: '/myaccount/resources' });
    await tabsShown(host);
    (byText<HTMLAnchorElement>(mainNav(host), 'a', 'Profile') as HTMLAnchorElement).click();
    await waitFor(() => byText(mainNav(host), 'a[aria-current="page"]', 'Profile'), 'Profile marked current');
    expect(route()).toBe('/myaccount/profile');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'analyticsEvent', eventCategory: 'header', eventAction: 'tab', eventLabel: 'Profile' }),
    );
  });

  it.each([
    [undefined, '0', '0 items'],
    ['1', '1', '1 item'],
    ['3', '3', '3 items'],
    ['250', '99+', '250 items'],
    ['lots', '0', '0 items'],
  ])('links the cart with the count of the cart cookie %s', async (cookie, badge, spoken) => {
    const { host } = renderShell({ viewer: {}, cartCookie: cookie });
    const cart = await waitFor(() => host.querySelector<HTMLAnchorElement>('.sp-cart'), 'the cart link');
    // The cookie is read after the first paint (issue #18: no synchronous cookie read in the first render).
    await idle();
    expect(cart.getAttribute('href')).toBe(brands.main.cartUrl);
    expect(cart.querySelector('.sp-cart-count')?.textContent).toBe(badge);
    expect(cart.querySelector('.sp-visually-hidden')?.textContent).toBe(`${shellTexts.cart}, ${spoken}`);
  });

  it('offers a skip link that moves focus to the main content', async () => {
    const { host } = renderShell({ viewer: null });
    const skip = await waitFor(() => host.querySelector<HTMLButtonElement>('.sp-skip'), 'the skip link');
    expect(skip.textContent).toBe(portalScreens.skipToContent);
    skip.click();
    expect(document.activeElement).toBe(host.querySelector('main'));
  });
});
