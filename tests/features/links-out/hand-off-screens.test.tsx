import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { brandSites } from '../../../src/core/config/brand-sites';
import { handOffPlaces, handOffTexts } from '../../../src/core/messages/links-out';
import { portalScreens } from '../../../src/core/messages/shell';
import { heading, renderPortal } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

/*
 * Issue 16 "Links out": portal routes that hand the student to the brand
 * site — a short "Taking you to …" screen with a visible link, and the browser
 * sent on. In hash routing the hand-off replaces its own history entry (Back
 * must not land on it and be sent on again); in memory routing the host page's
 * URL is left alone until the student acts inside the mount.
 */

const spyLeaving = () => ({
  assign: vi.spyOn(window.location, 'assign').mockImplementation(() => undefined),
  replace: vi.spyOn(window.location, 'replace').mockImplementation(() => undefined),
});

afterEach(() => {
  vi.restoreAllMocks();
});

const main = brands.main.displayName;
const switchPage = 'https://www.summitprep.test/class-switch';
const linkTo = (host: HTMLElement, url: string) => [...host.querySelectorAll('a')].find((a) => a.getAttribute('href') === url) ?? null;

describe('/class-switch (account §2 "Other links out")', () => {
  it('hands a link from elsewhere to the brand site, only the known parameters kept, replacing its own history entry', async () => {
    const leaving = spyLeaving();
    const { host } = await renderPortal(
      '/class-switch?zip=10018&enrollmentId=E2002&redirectUrl=https%3A%2F%2Fevil.test&startDate=04%2F01%2F2026&programCode=A%26B',
      { routing: 'hash' },
    );
    const url = `${switchPage}?enrollmentId=E2002&programCode=A%26B&startDate=04%2F01%2F2026&zip=10018`;
    await waitFor(() => leaving.replace.mock.calls.length > 0, 'the hand-off');
    expect(leaving.replace.mock.calls).toEqual([[url]]);
    expect(leaving.assign).not.toHaveBeenCalled();
    expect(heading(host)).toBe(handOffTexts.takingYouTo(handOffPlaces.classSwitch(main)));
    // The visible link, for a browser that does not move and for screen readers.
    const link = linkTo(host, url);
    expect(link?.textContent).toBe(handOffTexts.open(handOffPlaces.classSwitch(main)));
    expect(host.textContent).toContain(handOffTexts.ifNothingHappens);
  });

  it('hands off to the second brand\'s own site on that brand', async () => {
    const leaving = spyLeaving();
    await renderPortal('/class-switch?enrollmentId=E1', { routing: 'hash', brand: 'second' });
    await waitFor(() => leaving.replace.mock.calls.length > 0, 'the hand-off');
    expect(leaving.replace.mock.calls).toEqual([['https://www.meridianreview.test/class-switch?enrollmentId=E1']]);
  });

  it('in memory routing, as the mount\'s first screen, leaves the host page alone and offers the link', async () => {
    const leaving = spyLeaving();
    const { host } = await renderPortal('/class-switch?enrollmentId=E1', { routing: 'memory' });
    await waitFor(() => linkTo(host, `${switchPage}?enrollmentId=E1`), 'the link');
    await idle();
    expect(leaving.assign).not.toHaveBeenCalled();
    expect(leaving.replace).not.toHaveBeenCalled();
    expect(heading(host)).toBe(handOffTexts.continueTo(handOffPlaces.classSwitch(main)));
    expect(host.textContent).toContain(handOffTexts.followLink);
  });

  it('in memory routing, reached from inside the mount, goes on without touching the host page\'s history entry', async () => {
    const leaving = spyLeaving();
    const { host, handle } = await renderPortal('/login', { routing: 'memory' });
    await waitFor(() => host.querySelector('form'), 'the login');
    handle.navigate('/class-switch?enrollmentId=E1');
    await waitFor(() => leaving.assign.mock.calls.length > 0, 'the hand-off');
    expect(leaving.assign.mock.calls).toEqual([[`${switchPage}?enrollmentId=E1`]]);
    expect(leaving.replace).not.toHaveBeenCalled();
  });
});

describe('a brand page that fails the redirect rule', () => {
  const configured = brandSites.main.handOff;
  afterEach(() => {
    brandSites.main.handOff = configured;
  });

  it('is never left for: the not-found text, no link, no navigation', async () => {
    const leaving = spyLeaving();
    brandSites.main.handOff = { ...configured, classSwitch: 'https://evil.test/class-switch' };
    const { host } = await renderPortal('/class-switch?enrollmentId=E1', { routing: 'hash' });
    await waitFor(() => heading(host) === portalScreens.notFoundHeading, 'the not-found text');
    await idle();
    expect(leaving.assign).not.toHaveBeenCalled();
    expect(leaving.replace).not.toHaveBeenCalled();
    expect(host.querySelector('main a[href*="evil.test"], section a[href*="evil.test"]')).toBeNull();
  });
});

describe('/search?q= and /class/{code} (access §2): the brand site\'s search and class pages', () => {
  const search = 'https://www.summitprep.test/search';
  it.each([
    { route: '/search?q=gre%20prep', url: `${search}?q=gre+prep`, place: handOffPlaces.search(main) },
    { route: '/search?q=100%25%20%26%20more', url: `${search}?q=100%25+%26+more`, place: handOffPlaces.search(main) },
    { route: '/search?q=', url: search, place: handOffPlaces.searchPage(main) },
    { route: '/search', url: search, place: handOffPlaces.searchPage(main) },
    { route: '/class/ABCD123', url: 'https://www.summitprep.test/class/ABCD123', place: handOffPlaces.classPage('ABCD123', main) },
    { route: '/class/1234567890', url: 'https://www.summitprep.test/class/1234567890', place: handOffPlaces.classPage('1234567890', main) },
    { route: '/class/mcat%20prep', url: `${search}?q=mcat+prep`, place: handOffPlaces.search(main) },
    { route: '/class/ABC1', url: `${search}?q=ABC1`, place: handOffPlaces.search(main) },
  ])('$route hands off to $url', async ({ route, url, place }) => {
    const leaving = spyLeaving();
    const { host } = await renderPortal(route, { routing: 'hash' });
    await waitFor(() => leaving.replace.mock.calls.length > 0, 'the hand-off');
    expect(leaving.replace.mock.calls).toEqual([[url]]);
    expect(heading(host)).toBe(handOffTexts.takingYouTo(place));
    expect(linkTo(host, url)?.textContent).toBe(handOffTexts.open(place));
  });

  /** Types `text` into the header search and submits it. */
  async function searchFor(host: HTMLElement, text: string) {
    const form = await waitFor(() => host.querySelector<HTMLFormElement>('form[role="search"]'), 'the search form');
    const input = form.querySelector('input') as HTMLInputElement;
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await idle();
    form.requestSubmit();
  }

  it.each([
    { text: 'gre prep', url: `${search}?q=gre+prep` },
    { text: 'abcd123', url: 'https://www.summitprep.test/class/abcd123' },
  ])('in memory routing the header search for "$text" leaves for the brand site with assign (Back returns to the host page)', async ({ text, url }) => {
    const leaving = spyLeaving();
    const { host } = await renderPortal('/login', { routing: 'memory' });
    const before = window.location.href;
    await searchFor(host, text);
    await waitFor(() => leaving.assign.mock.calls.length > 0, 'the hand-off');
    expect(leaving.assign.mock.calls).toEqual([[url]]);
    expect(leaving.replace).not.toHaveBeenCalled();
    // The host page's own URL was never rewritten on the way.
    expect(window.location.href).toBe(before);
  });

  it('in hash routing the header search hands off replacing the search route', async () => {
    const leaving = spyLeaving();
    const { host } = await renderPortal('/login', { routing: 'hash' });
    await searchFor(host, 'lsat');
    await waitFor(() => leaving.replace.mock.calls.length > 0, 'the hand-off');
    expect(leaving.replace.mock.calls).toEqual([[`${search}?q=lsat`]]);
    expect(leaving.assign).not.toHaveBeenCalled();
  });
});
