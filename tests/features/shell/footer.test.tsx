import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { footerLinks, shellTexts } from '../../../src/core/messages/shell';
import { epochYear } from '../../support/epoch';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { renderShell } from './shell-harness';

const footerOf = (host: HTMLElement) => host.querySelector('footer') as HTMLElement;
const footerLinksShown = (host: HTMLElement) => waitFor(() => host.querySelector('footer a'), 'the footer links');
const linksOf = (host: HTMLElement) =>
  [...footerOf(host).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('footer (access §2)', () => {
  it('lists the spec links in order: Contact Us and Log In in the portal, the rest on the brand site', async () => {
    const { host } = renderShell({ viewer: null, path: '/login' });
    await footerLinksShown(host);
    expect(linksOf(host)).toEqual([
      ['Contact Us', '/contact-us'],
      ['Log In', '/login'],
      ['About', 'https://www.summitprep.test/about'],
      ['Careers', 'https://www.summitprep.test/careers'],
      ['International', 'https://www.summitprep.test/international'],
      ['Partnerships', 'https://www.summitprep.test/partnerships'],
      ['Press', 'https://www.summitprep.test/press'],
      ['Teach', 'https://www.summitprep.test/teach'],
      ['Terms', 'https://www.summitprep.test/terms'],
      ['Privacy', 'https://www.summitprep.test/privacy'],
      ['California privacy', 'https://www.summitprep.test/california-privacy'],
      ['Site map', 'https://www.summitprep.test/sitemap'],
    ]);
    expect(footerOf(host).querySelector(`nav[aria-label="${shellTexts.footerNav}"]`)).not.toBeNull();
    // The year is the mount clock's (the epoch), not the machine's.
    expect(footerOf(host).querySelector('.sp-footer-legal')?.textContent).toBe(shellTexts.copyright(epochYear(), 'Summit Prep'));
  });

  it('leaves Log In out for a signed-in student (#29.7), keeping the rest in order', async () => {
    const { host } = renderShell({ viewer: {}, path: '/myaccount/resources' });
    await footerLinksShown(host);
    await idle();
    const names = linksOf(host).map(([name]) => name);
    expect(names).not.toContain('Log In');
    expect(names).toEqual(Object.values(footerLinks).filter((name) => name !== 'Log In'));
  });

  it('uses the second brand’s own site for its links', async () => {
    const { host } = renderShell({ viewer: null, brand: brands.second });
    await footerLinksShown(host);
    const hrefs = linksOf(host).map(([, href]) => href);
    expect(hrefs.slice(2).every((href) => href?.startsWith('https://www.meridianreview.test/'))).toBe(true);
    expect(Object.keys(brands.second.footerLinks)).toEqual(Object.keys(footerLinks).slice(2));
  });

  it('uses the partner footer when referer=kpa: the brand, Terms and Privacy', async () => {
    const { host } = renderShell({ viewer: null, path: '/login?referer=kpa' });
    await footerLinksShown(host);
    expect(footerOf(host).getAttribute('data-variant')).toBe('partner');
    expect(linksOf(host)).toEqual([
      ['Terms', 'https://www.summitprep.test/terms'],
      ['Privacy', 'https://www.summitprep.test/privacy'],
    ]);
    expect(footerOf(host).textContent).toContain('Summit Prep');
  });

  it('keeps the partner footer after the student moves on from the kpa link', async () => {
    const { host, services, route } = renderShell({ viewer: null, path: '/login?referer=kpa' });
    await waitFor(() => footerOf(host)?.getAttribute('data-variant') === 'partner', 'the partner footer');
    services.location.navigate('/forgotpassword');
    expect(route()).toBe('/forgotpassword');
    // The new route has rendered and its effects have run: nothing switches the footer back later.
    await idle();
    expect(footerOf(host).getAttribute('data-variant')).toBe('partner');
  });

  it.each(['/login?referer=other', '/login?referer=KPA2', '/login'])('keeps the standard footer for %s', async (path) => {
    const { host } = renderShell({ viewer: null, path });
    await footerLinksShown(host);
    // The partner footer would come from an effect: let them all run before saying it did not.
    await idle();
    expect(footerOf(host).getAttribute('data-variant')).toBe('standard');
    expect(linksOf(host)).toHaveLength(12);
  });

  // Issue #13.13: the rest of the visit in this tab, for this brand.
  it('keeps the partner footer after a refresh in the same tab (a new mount over the same session storage)', async () => {
    const first = renderShell({ viewer: null, path: '/login?referer=kpa' });
    await waitFor(() => footerOf(first.host)?.getAttribute('data-variant') === 'partner', 'the partner footer');
    // The page has settled (its effects ran) before the student refreshes it.
    await idle();
    first.unmount();
    const again = renderShell({ viewer: null, path: '/login' });
    await footerLinksShown(again.host);
    expect(footerOf(again.host).getAttribute('data-variant')).toBe('partner');
    expect(linksOf(again.host)).toHaveLength(2);
  });

  it('keeps it to the brand that saw referer=kpa', async () => {
    const first = renderShell({ viewer: null, path: '/login?referer=kpa' });
    await waitFor(() => footerOf(first.host)?.getAttribute('data-variant') === 'partner', 'the partner footer');
    const other = renderShell({ viewer: null, path: '/login', brand: brands.second });
    await footerLinksShown(other.host);
    await idle();
    expect(footerOf(other.host).getAttribute('data-variant')).toBe('standard');
  });

  it('still holds the partner footer for the mount when session storage refuses access', async () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    // As a browser with site data blocked does: reading window.sessionStorage throws.
    const storage = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
    const { host, services } = renderShell({ viewer: null, path: '/login?referer=kpa' });
    // Registered after the shell's own clean-up, so it runs first (last in, first out) and that clean-up can clear the storage.
    onTestFinished(() => storage.mockRestore());
    await waitFor(() => footerOf(host)?.getAttribute('data-variant') === 'partner', 'the partner footer');
    services.location.navigate('/forgotpassword');
    await idle();
    expect(footerOf(host).getAttribute('data-variant')).toBe('partner');
    // It was asked to remember, and refused.
    expect(storage).toHaveBeenCalled();
  });
});
