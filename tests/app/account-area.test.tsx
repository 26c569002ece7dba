import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyArea, type AreaModule } from '../../src/app/lazy-area';
import { portalRoutes } from '../../src/app/routes';
import { portalFrame } from '../../src/app/portal-frame';
import { portalEdition } from '../../src/app/portal-edition';
import type { Edition } from '../../src/app/edition';
import type { TextOverrides } from '../../embed/student-portal';
import { accountTextGroups } from '../../src/app/account-text-groups';
import { transportErrors } from '../../src/core/messages/errors';
import { portalScreens } from '../../src/core/messages/shell';
import { resourcesTexts } from '../../src/core/messages/resources';
import { baseCss } from '../../src/ui/portal-css';
import { idle } from '../support/page';
import { waitFor } from '../support/wait';
import { accounts } from '../support/accounts';
import { button, demo, hashRoute, heading, logIn, renderPortal } from '../features/render-portal';

/*
 * #31.4: in the ES module the account screens are a chunk loaded with import() on the first account
 * route (src/app/account-area.ts). The scripts and the other tests render them at once
 * (account-area-eager.ts); these tests run the lazy area itself over a real import() of the account
 * screens' module, which the test lets through (or fails) when it chooses.
 */

/** A load the test controls: each call waits until `settle()`, then imports the module or fails. */
function gatedImport(load: () => Promise<AreaModule>) {
  const calls: { settle: (outcome: 'load' | 'fail') => void }[] = [];
  return {
    calls,
    load: () =>
      new Promise<AreaModule>((resolve, reject) => {
        calls.push({
          settle: (outcome) => (outcome === 'load' ? load().then(resolve, reject) : reject(new TypeError('Failed to fetch dynamically imported module'))),
        });
      }),
    /** Settles the latest call. */
    settle(outcome: 'load' | 'fail') {
      const call = calls.at(-1);
      if (!call) throw new Error('nothing is loading');
      call.settle(outcome);
    },
  };
}

/** The full portal with its account area (screens, live chat) loaded through `load` and its stylesheet left to the area. */
function lazyEdition(load: () => Promise<AreaModule>, groups: readonly string[] = accountTextGroups, leadingIn: Parameters<typeof lazyArea>[2] = []): Edition {
  const area = lazyArea(load, groups, leadingIn);
  return { ...portalEdition, Routes: portalRoutes(area), Frame: portalFrame(area), firstEnrollment: area.firstEnrollment, css: baseCss };
}

const accountScreens = () => import('../../src/app/account-routes');
const status = (host: HTMLElement) => host.querySelector('[role="status"]')?.textContent ?? '';
const sheets = () => document.adoptedStyleSheets.length;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the lazy account area (#31.4)', () => {
  it('shows the portal’s loading state while the chunk loads, then the screen, styled by the chunk’s stylesheet', async () => {
    const gate = gatedImport(accountScreens);
    const before = sheets();
    const { host, handle } = await renderPortal('/myaccount/resources', { routing: 'hash', signedIn: demo, edition: lazyEdition(gate.load) });
    await waitFor(() => gate.calls.length === 1, 'the chunk asked for');
    expect(status(host)).toBe(portalScreens.loading);
    expect(heading(host)).not.toBe(resourcesTexts.heading);
    expect(sheets()).toBe(before + 1);
    gate.settle('load');
    await waitFor(() => heading(host) === resourcesTexts.heading, 'the resources screen');
    expect(sheets()).toBe(before + 2);
    expect([...document.adoptedStyleSheets].at(-1)?.cssRules.length).toBeGreaterThan(100);
    handle.unmount();
    expect(sheets()).toBe(before);
  });

  it('renders every later account route at once, and asks for the chunk once', async () => {
    const gate = gatedImport(accountScreens);
    const { host, handle } = await renderPortal('/myaccount/resources', { routing: 'hash', signedIn: demo, edition: lazyEdition(gate.load) });
    await waitFor(() => gate.calls.length === 1, 'the chunk asked for');
    gate.settle('load');
    await waitFor(() => heading(host) === resourcesTexts.heading, 'the resources screen');
    const sheetsThen = sheets();
    handle.navigate('/myaccount/profile');
    expect(status(host)).not.toBe(portalScreens.loading);
    await idle();
    expect(host.querySelector('h1')).not.toBeNull();
    expect([gate.calls.length, sheets()]).toEqual([1, sheetsThen]);
  });

  it('shows a failed load’s text with Try again, which loads again', async () => {
    const gate = gatedImport(accountScreens);
    const { host } = await renderPortal('/myaccount/resources', { routing: 'hash', signedIn: demo, edition: lazyEdition(gate.load) });
    await waitFor(() => gate.calls.length === 1, 'the chunk asked for');
    // The session check may ask first (the live chat's enrollment detail): the route is waiting too once the page is quiet.
    await idle();
    gate.settle('fail');
    const alert = await waitFor(() => host.querySelector('[role="alert"]')?.textContent, 'the failure');
    expect(alert).toBe(transportErrors.bundleLoadFailed);
    expect(hashRoute()).toBe('/myaccount/resources');
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => gate.calls.length === 2, 'the chunk asked for again');
    expect(status(host)).toBe(portalScreens.loading);
    gate.settle('load');
    await waitFor(() => heading(host) === resourcesTexts.heading, 'the resources screen');
  });

  it('sends a signed-out visitor to the login with redirectUrl, without asking for the chunk', async () => {
    const gate = gatedImport(accountScreens);
    const { clock } = await renderPortal('/myaccount/resources', { routing: 'hash', edition: lazyEdition(gate.load) });
    await waitFor(() => hashRoute() === '/login?redirectUrl=%2Fmyaccount%2Fresources', 'the login');
    await idle();
    clock.advance(0);
    expect(gate.calls).toHaveLength(0);
  });

  it('starts loading the chunk once a student without a course has logged in, when the page is idle (the clock’s next turn here)', async () => {
    const gate = gatedImport(accountScreens);
    const { host, clock } = await renderPortal('/login?redirectUrl=%2Fupdatesuccess', { routing: 'hash', edition: lazyEdition(gate.load) });
    await idle();
    clock.advance(0);
    expect(gate.calls).toHaveLength(0);
    await logIn(host, accounts.registered.email);
    await waitFor(() => hashRoute() === '/updatesuccess', 'the route after the login');
    await idle();
    expect(gate.calls).toHaveLength(0);
    clock.advance(0);
    expect(gate.calls).toHaveLength(1);
  });

  it('starts loading the chunk on a route that leads into the area (a sign-up step: the confirmation is the area’s), when the page is idle', async () => {
    const gate = gatedImport(accountScreens);
    const { clock } = await renderPortal('/pg/signup?classId=7007', { routing: 'hash', edition: lazyEdition(gate.load, accountTextGroups, ['signup']) });
    await idle();
    expect(gate.calls).toHaveLength(0);
    clock.advance(0);
    expect(gate.calls).toHaveLength(1);
  });

  // The live chat reads the first enrollment's detail, which the session check loads with the chunk.
  it('loads the chunk at the login of a student with a course, and adds the live chat once it is there', async () => {
    const gate = gatedImport(accountScreens);
    const { host } = await renderPortal('/login?redirectUrl=%2Fupdatesuccess', { routing: 'hash', edition: lazyEdition(gate.load) });
    const chat = () => document.head.querySelector('script[data-student-portal-chat]');
    await idle();
    await logIn(host, demo.email);
    await waitFor(() => gate.calls.length === 1, 'the chunk asked for');
    expect(chat()).toBeNull();
    gate.settle('load');
    await waitFor(() => hashRoute() === '/updatesuccess', 'the route after the login');
    await waitFor(chat, 'the live chat');
  });

  it('completes the login when the chunk does not load: no live chat, and an account route offers Try again', async () => {
    const gate = gatedImport(accountScreens);
    const { host, handle } = await renderPortal('/login?redirectUrl=%2Fupdatesuccess', { routing: 'hash', edition: lazyEdition(gate.load) });
    await idle();
    await logIn(host, demo.email);
    await waitFor(() => gate.calls.length === 1, 'the chunk asked for');
    gate.settle('fail');
    await waitFor(() => hashRoute() === '/updatesuccess', 'the route after the login');
    expect(document.head.querySelector('script[data-student-portal-chat]')).toBeNull();
    handle.navigate('/myaccount/resources');
    await waitFor(() => gate.calls.length === 2, 'the chunk asked for again');
    gate.settle('fail');
    await waitFor(() => host.querySelector('[role="alert"]')?.textContent === transportErrors.bundleLoadFailed, 'the failure');
  });
});

describe('a mount’s texts for a group of the chunk (#31.4)', () => {
  it('are not refused at mount; they apply when the chunk loads, and a key the group does not have is reported then', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gate = gatedImport(() => import('./fixtures/lazy-texts-area'));
    // The fixture's group is no key of the public catalogue's type.
    const texts = { 'lateFixtureTexts.heading': 'Replaced heading', 'lateFixtureTexts.body': (count: number) => `${count} replaced`, 'lateFixtureTexts.nothing': 'x', 'nowhereTexts.heading': 'y' } as TextOverrides;
    const { host, events } = await renderPortal('/myaccount/resources', { routing: 'hash', signedIn: demo, edition: lazyEdition(gate.load, ['lateFixtureTexts']), texts });
    await waitFor(() => gate.calls.length === 1, 'the chunk asked for');
    const refused = () => events.flatMap((event) => (event.type === 'error' ? [event.option] : []));
    expect(refused()).toEqual(['texts.nowhereTexts.heading']);
    gate.settle('load');
    await waitFor(() => heading(host) === 'Replaced heading', 'the screen with the replaced heading');
    expect(host.querySelector('.sp-late')?.textContent).toBe('2 replaced');
    expect(refused()).toEqual(['texts.nowhereTexts.heading', 'texts.lateFixtureTexts.nothing']);
    expect(warn.mock.calls.map(([message]) => String(message).match(/text "([^"]+)"/)?.[1])).toEqual(['nowhereTexts.heading', 'lateFixtureTexts.nothing']);
  });
});
