import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../src/core/config/brands';
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
  const configured = brands.main.handOff;
  afterEach(() => {
    brands.main.handOff = configured;
  });

  it('is never left for: the not-found text, no link, no navigation', async () => {
    const leaving = spyLeaving();
    brands.main.handOff = { ...configured, classSwitch: 'https://evil.test/class-switch' };
    const { host } = await renderPortal('/class-switch?enrollmentId=E1', { routing: 'hash' });
    await waitFor(() => heading(host) === portalScreens.notFoundHeading, 'the not-found text');
    await idle();
    expect(leaving.assign).not.toHaveBeenCalled();
    expect(leaving.replace).not.toHaveBeenCalled();
    expect(host.querySelector('main a[href*="evil.test"], section a[href*="evil.test"]')).toBeNull();
  });
});
