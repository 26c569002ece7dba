import { afterEach, describe, expect, it, vi } from 'vitest';
import { installScript } from '../../embed/global';
import type { EditionApi, MountOptions, PortalHandle, StudentPortalApi } from '../../embed/student-portal';
import { setPageUrl } from '../support/page';

/*
 * issue #19.7: the full portal's and the sign-up widget's scripts on one page
 * share one global, and each `[data-student-portal]` element is mounted once.
 * Each script calls installScript with its edition (embed/script.ts,
 * embed/signup-script.ts); here with mounts that only record their calls.
 */

interface Recorded {
  id: string;
  edition: string;
  options: MountOptions;
}

function recordingEdition(edition: string, mounts: Recorded[], unmounted: string[]): EditionApi {
  return {
    version: `1.2.3-${edition}`,
    mount(target: Element | string, options: MountOptions = {}): PortalHandle {
      const id = (target as Element).id;
      mounts.push({ id, edition, options });
      // on() returns an unsubscribe where the types ask for one (#19.5), and is fine where they ask for void.
      return { unmount: () => unmounted.push(id), navigate() {}, on: () => () => {}, off() {} };
    },
  };
}

const global = () => (globalThis as { StudentPortal?: StudentPortalApi }).StudentPortal;

/** What a script does: `var StudentPortal = installScript(…)` (the IIFE, embed/script.ts). */
function load(edition: 'portal' | 'signup', api: EditionApi): StudentPortalApi {
  const installed = installScript(edition, api);
  (globalThis as { StudentPortal?: StudentPortalApi }).StudentPortal = installed;
  return installed;
}

/** Resolves after the auto-mounts installScript queued: a microtask once the DOM is ready (it is, here). */
function autoMountsRan(): Promise<void> {
  expect(document.readyState).not.toBe('loading');
  return new Promise((resolve) => queueMicrotask(resolve));
}

/** Loads the two scripts' globals in `order` on a page with `markup`; resolves once both auto-mounts ran. */
async function loadScripts(order: ('portal' | 'signup')[], markup: string) {
  setPageUrl('http://127.0.0.1:4173/index.html');
  document.body.innerHTML = markup;
  const mounts: Recorded[] = [];
  const unmounted: string[] = [];
  const globals = order.map((edition) => load(edition, recordingEdition(edition, mounts, unmounted)));
  await autoMountsRan();
  return { mounts, unmounted, globals };
}

const elements =
  '<div id="bare" data-student-portal data-routing="memory"></div>' +
  '<div id="widget" data-student-portal="signup"></div>' +
  '<div id="full" data-student-portal="portal"></div>';

afterEach(() => {
  delete (globalThis as { StudentPortal?: unknown }).StudentPortal;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('both scripts on one page: one global, each element mounted once', () => {
  it.each([
    { order: ['portal', 'signup'] as const, bare: 'portal' },
    { order: ['signup', 'portal'] as const, bare: 'signup' },
  ])('loaded $order.0 first: the bare element by the first, the named ones by their edition, once', async ({ order, bare }) => {
    const { mounts, globals } = await loadScripts([...order], elements);
    expect(mounts.map(({ id, edition }) => `${id}:${edition}`).sort()).toEqual([`bare:${bare}`, 'full:portal', 'widget:signup']);
    expect(mounts.find((m) => m.id === 'bare')?.options).toEqual({ routing: 'memory' });
    // The second script gives back the first one's global (the IIFE assigns it again): nothing is overwritten.
    expect(globals[1]).toBe(globals[0]);
    const api = global();
    expect(api).toBe(globals[0]);
    expect(api?.edition).toBe('portal');
    expect(api?.version).toBe('1.2.3-portal');
    expect(api?.mount).toBe(api?.editions.portal?.mount);
    expect(Object.keys(api?.editions ?? {}).sort()).toEqual(['portal', 'signup']);
    expect(api?.editions.signup?.version).toBe('1.2.3-signup');
  });

  it('a page with only the sign-up script: the global is the widget’s; it mounts bare elements and its own, not the full portal’s', async () => {
    const { mounts } = await loadScripts(['signup'], elements);
    expect(mounts.map(({ id, edition }) => `${id}:${edition}`).sort()).toEqual(['bare:signup', 'widget:signup']);
    const api = global();
    expect(api?.edition).toBe('signup');
    expect(api?.version).toBe('1.2.3-signup');
    expect(api?.mount).toBe(api?.editions.signup?.mount);
    expect(Object.keys(api?.editions ?? {})).toEqual(['signup']);
  });

  it('reports an element whose mount fails once, not once per script', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setPageUrl('http://127.0.0.1:4173/index.html');
    document.body.innerHTML = '<div data-student-portal data-api-base="https://evil.test"></div>';
    load('portal', recordingEdition('portal', [], []));
    load('signup', recordingEdition('signup', [], []));
    await autoMountsRan();
    expect(errors).toHaveBeenCalledTimes(1);
  });
});

describe('StudentPortal.handleOf: the handle of an auto-mounted element', () => {
  it('gives each element’s handle, by element or selector, until it is unmounted', async () => {
    const { unmounted } = await loadScripts(['signup', 'portal'], elements);
    const api = global();
    const full = document.getElementById('full');
    expect(full && api?.handleOf(full)).toEqual(expect.objectContaining({ unmount: expect.any(Function), navigate: expect.any(Function) }));
    expect(api?.handleOf('#widget')).toBeDefined();
    expect(api?.handleOf(document.body)).toBeUndefined();
    expect(api?.handleOf('#nothing-here')).toBeUndefined();

    api?.handleOf('#widget')?.unmount();
    expect(unmounted).toEqual(['widget']);
    expect(api?.handleOf('#widget')).toBeUndefined();
    expect(api?.handleOf('#full')).toBeDefined();
  });
});
