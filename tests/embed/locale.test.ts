// Issue #32: the `locale` option. A locale's texts replace the catalogue's (formats too), the mount's
// `texts` win over it, its code is the root's `lang`; a name finds a locale a script put in the
// global `StudentPortal.locales`, and one not there is reported while the portal shows en-US.
// The shipped locales' contents are tests/core/locales.test.ts's; the browser's, tests/browser/locales.test.ts's.
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../embed/mount';
import type { Locale, PortalErrorEvent } from '../../embed/student-portal';
import { accessScreens } from '../../src/core/messages/access';
import { formats } from '../../src/core/messages/formats';
import { startTestSimulator } from '../cli/simulator/harness';
import { heading } from '../features/render-portal';
import { setPageUrl, trackPageRequests } from '../support/page';
import { waitFor } from '../support/wait';

const pirate: Locale = {
  code: 'fr-CA',
  texts: {
    'accessScreens.loginHeading': (brand) => `Connexion à ${brand}`,
    'accessScreens.logIn': 'Se connecter',
    'accessScreens.emailLabel': 'Courriel',
    'formats.date': (year, month, day) => `${day}/${month}/${year}`,
    // A key of no bundle: a locale covers both editions, so what one lacks is not reported.
    ...({ 'noSuchGroup.text': 'x' } as object),
  },
};

afterEach(() => {
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
  window.location.hash = '';
  delete (globalThis as { StudentPortal?: unknown }).StudentPortal;
});

async function mountAt(options: { locale?: Locale | 'es-US' | 'fr-CA'; texts?: Locale['texts'] }) {
  const sim = await startTestSimulator();
  setPageUrl(`${sim.url}/`);
  trackPageRequests();
  const host = document.createElement('div');
  document.body.append(host);
  const errors: PortalErrorEvent[] = [];
  const handle = mount(host, { apiBase: sim.url, routing: 'memory', initialPath: '/login', chat: false, chrome: 'none', onError: (e) => errors.push(e), ...options });
  await waitFor(() => heading(host), 'the login heading');
  return { host, handle, errors, root: host.querySelector<HTMLElement>('.sp-root') };
}

describe('the locale option', () => {
  it('shows a locale given as an object, the texts option over it, its lang on the root, and restores the catalogue at unmount', async () => {
    const { host, handle, errors, root } = await mountAt({ locale: pirate, texts: { 'accessScreens.emailLabel': 'Adresse courriel' } });
    expect(heading(host)).toBe('Connexion à Summit Prep');
    expect(root?.lang).toBe('fr-CA');
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toContain('Se connecter');
    expect([...host.querySelectorAll('label')].map((l) => l.textContent)).toContain('Adresse courriel');
    expect(formats.date(2026, 12, 4)).toBe('4/12/2026');
    expect(errors).toEqual([]);
    handle.unmount();
    expect(accessScreens.logIn).toBe('Log In');
    expect(formats.date(2026, 12, 4)).toBe('12/04/2026');
  });

  it('finds a name in the global a locale script fills, and shows en-US, reporting it, when that script is not on the page', async () => {
    const missing = await mountAt({ locale: 'es-US' });
    expect(missing.root?.lang).toBe('en-US');
    expect(heading(missing.host)).toBe(accessScreens.loginHeading('Summit Prep'));
    expect(missing.errors).toEqual([expect.objectContaining({ code: 'config.invalid', option: 'locale', message: expect.stringContaining('locales/es-US.js') })]);
    missing.handle.unmount();

    (globalThis as { StudentPortal?: unknown }).StudentPortal = { locales: { 'fr-CA': pirate } };
    const found = await mountAt({ locale: 'fr-CA' });
    expect(found.root?.lang).toBe('fr-CA');
    expect(heading(found.host)).toBe('Connexion à Summit Prep');
    found.handle.unmount();
  });
});
