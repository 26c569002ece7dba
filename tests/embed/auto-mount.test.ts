import { afterEach, describe, expect, it, vi } from 'vitest';
import { autoMount } from '../../embed/auto-mount';
import { parseMountOptions } from '../../embed/options';
import { mount } from '../../embed/mount';
import type { MountOptions, PortalHandle } from '../../embed/student-portal';
import { startTestSimulator } from '../cli/simulator/harness';
import { heading } from '../features/render-portal';
import { setPageUrl, trackPageRequests } from '../support/page';
import { waitFor } from '../support/wait';

/*
 * #13.18: a host page that shows sanitized user HTML keeps `data-*`
 * attributes, so `[data-student-portal]` markup can come from a stranger.
 * An API base (or full-portal page) from data attributes must therefore be
 * the page's own origin or the brand's own; anything else needs mount()
 * from a script.
 */

const pageOrigin = 'http://127.0.0.1:4173';

interface Recorded {
  mounted: MountOptions[];
  errors: string[];
}

/** Auto-mounts `markup` on a page at pageOrigin with a mount that only records its options. */
function autoMountMarkup(markup: string): Recorded {
  setPageUrl(`${pageOrigin}/index.html`);
  document.body.innerHTML = markup;
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    errors.push(parts.map(String).join(' '));
  });
  const mounted: MountOptions[] = [];
  const recordingMount = (_target: Element, options: MountOptions): PortalHandle => {
    mounted.push(options);
    return { unmount() {}, navigate() {}, on: () => () => {}, off() {} };
  };
  autoMount(recordingMount, document);
  return { mounted, errors };
}

const element = (attributes: string) => `<div data-student-portal ${attributes}></div>`;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
});

describe('auto-mount: an API base from data attributes', () => {
  it.each([
    // boundary rows: one step away from the page's own origin or a service origin
    { how: 'the page origin on the next port', attributes: 'data-api-base="http://127.0.0.1:4174"' },
    { how: 'the page origin over https', attributes: 'data-api-base="https://127.0.0.1:4173"' },
    { how: 'the page host under another name', attributes: 'data-api-base="http://localhost:4173"' },
    { how: 'a service origin over http', attributes: 'data-api-base="http://services.summitprep.test"' },
    { how: 'a service origin on another port', attributes: 'data-api-base="https://services.summitprep.test:8443"' },
    { how: 'a look-alike of a service origin', attributes: 'data-api-base="https://services.summitprep.test.evil.test"' },
    { how: 'the brand’s site, which serves no API', attributes: 'data-api-base="https://www.summitprep.test"' },
    { how: 'an attacker’s origin', attributes: 'data-api-base="https://evil.test"' },
    { how: 'an attacker’s origin for the second brand', attributes: 'data-brand="second" data-api-base="https://evil.test"' },
  ])('refuses $how with a console error naming the rule, and mounts nothing', ({ attributes }) => {
    const { mounted, errors } = autoMountMarkup(element(attributes));
    expect(mounted).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('data-api-base');
    expect(errors[0]).toContain("must be this page's origin or one of the brand's service origins");
    expect(errors[0]).toContain('StudentPortal.mount()');
  });

  it.each([
    { what: 'the page origin', apiBase: pageOrigin },
    { what: 'the page origin with a trailing slash', apiBase: `${pageOrigin}/` },
    { what: 'the page origin in upper case', apiBase: 'HTTP://127.0.0.1:4173' },
    { what: 'a production service origin', apiBase: 'https://services.summitprep.test' },
    { what: 'a QA service origin', apiBase: 'https://identity.qa.summitprep.test' },
  ])('mounts with $what', ({ apiBase }) => {
    const { mounted, errors } = autoMountMarkup(element(`data-api-base="${apiBase}"`));
    expect(errors).toEqual([]);
    expect(mounted).toEqual([{ apiBase }]);
  });

  it('mounts the second brand with the first brand’s service origin it uses (access §9)', () => {
    const { mounted, errors } = autoMountMarkup(element('data-brand="second" data-api-base="https://api.summitprep.test"'));
    expect(errors).toEqual([]);
    expect(mounted).toEqual([{ brand: 'second', apiBase: 'https://api.summitprep.test' }]);
  });

  it('mounts without an API base, and mounts the other elements when one is refused', () => {
    const { mounted, errors } = autoMountMarkup(
      element('data-initial-path="/login"') + element('data-api-base="https://evil.test"') + element('data-routing="memory"'),
    );
    expect(mounted).toEqual([{ initialPath: '/login' }, { routing: 'memory' }]);
    expect(errors).toHaveLength(1);
  });
});

describe('auto-mount: a full-portal page from data attributes', () => {
  it.each([
    { how: 'an attacker’s page', portalUrl: 'https://evil.test/' },
    { how: 'the brand’s portal host over http', portalUrl: 'http://www.summitprep.test/' },
    { how: 'a look-alike of the brand’s portal host', portalUrl: 'https://www.summitprep.test.evil.test/' },
    { how: 'the page host on another port', portalUrl: 'http://127.0.0.1:4174/index.html' },
  ])('refuses $how with a console error naming the rule', ({ portalUrl }) => {
    const { mounted, errors } = autoMountMarkup(element(`data-portal-url="${portalUrl}"`));
    expect(mounted).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('data-portal-url');
    expect(errors[0]).toContain('StudentPortal.mount()');
  });

  it.each([
    { what: 'a path on this page’s origin', portalUrl: '/index.html' },
    { what: 'this page’s origin written out', portalUrl: `${pageOrigin}/index.html` },
    { what: 'the brand’s production portal host', portalUrl: 'https://www.summitprep.test/' },
    { what: 'the brand’s QA portal host', portalUrl: 'https://qa.summitprep.test/' },
  ])('mounts with $what', ({ portalUrl }) => {
    const { mounted, errors } = autoMountMarkup(element(`data-portal-url="${portalUrl}"`));
    expect(errors).toEqual([]);
    expect(mounted).toEqual([{ portalUrl }]);
  });
});

describe('auto-mount: live chat switched off from data attributes (issue #16)', () => {
  it.each([
    { attributes: 'data-chat="off"', options: { chat: false } },
    { attributes: 'data-chat="on"', options: { chat: true } },
    { attributes: '', options: {} },
    // anything else goes to mount() as written, which refuses it as config.invalid naming "chat"
    { attributes: 'data-chat="no"', options: { chat: 'no' } },
  ])('$attributes gives $options', ({ attributes, options }) => {
    const { mounted, errors } = autoMountMarkup(element(attributes));
    expect(errors).toEqual([]);
    expect(mounted).toEqual([options]);
  });
});

describe('auto-mount: chrome from data attributes (issue #19.2)', () => {
  it.each([
    { attributes: 'data-chrome="none"', options: { chrome: 'none' } },
    { attributes: 'data-chrome="full"', options: { chrome: 'full' } },
    { attributes: '', options: {} },
    // anything else goes to mount() as written, which refuses it as config.invalid naming "chrome"
    { attributes: 'data-chrome="off"', options: { chrome: 'off' } },
  ])('$attributes gives $options', ({ attributes, options }) => {
    const { mounted, errors } = autoMountMarkup(element(attributes));
    expect(errors).toEqual([]);
    expect(mounted).toEqual([options]);
  });
});

describe('auto-mount: routing prefixes from data attributes (issue #19.1)', () => {
  it.each([
    { attributes: 'data-hash-prefix="/portal"', options: { hashPrefix: '/portal' } },
    { attributes: 'data-routing="path" data-base-path="/account"', options: { routing: 'path', basePath: '/account' } },
    // issue #32: the language, found by mount() in the locales scripts put on the page.
    { attributes: 'data-locale="fr-CA"', options: { locale: 'fr-CA' } },
  ])('$attributes gives $options', ({ attributes, options }) => {
    const { mounted, errors } = autoMountMarkup(element(attributes));
    expect(errors).toEqual([]);
    expect(mounted).toEqual([options]);
  });
});

describe('auto-mount: a routing prefix that would lead off the site (#29.9)', () => {
  it.each(['data-routing="path" data-base-path="/\\evil.test"', 'data-hash-prefix="/portal\\evil.test"', 'data-routing="path" data-base-path="/acc&#x200b;ount"'])(
    '%s reaches mount() as written, which refuses it',
    (attributes) => {
      const { mounted } = autoMountMarkup(element(attributes));
      expect(mounted).toHaveLength(1);
      expect(() => parseMountOptions(mounted[0])).toThrow(/option "(basePath|hashPrefix)" is invalid/);
    },
  );
});

describe('mount() from a script', () => {
  it('still takes an API base on another origin', async () => {
    const [page, api] = [await startTestSimulator(), await startTestSimulator()];
    setPageUrl(`${page.url}/`);
    const requests = trackPageRequests();
    const host = document.createElement('div');
    document.body.append(host);
    const handle = mount(host, { apiBase: api.url, routing: 'memory', initialPath: '/login' });
    await waitFor(() => heading(host) && requests.length > 0, 'the login heading and a request');
    expect(requests.every((r) => r.url.startsWith(`${api.url}/`))).toBe(true);
    handle.unmount();
  });
});
