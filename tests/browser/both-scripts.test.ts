import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../src/core/messages/access';
import { type OpenedPage, settled, useBrowserSuite } from './browser-suite';
import { heading, loginHeading } from './portal-page';

/*
 * issue #19.7: the full portal's script and the sign-up widget's on one page,
 * in each order. One global knowing both editions, each `[data-student-portal]`
 * element mounted once (a bare one by the first script, a named one by its
 * edition), and every auto-mounted element's handle reachable.
 */

const suite = useBrowserSuite();
const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };

const scripts = { portal: '/dist/student-portal.js', signup: '/dist/student-portal-signup.js' };
type Edition = keyof typeof scripts;

const pageWith = (order: Edition[]) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Both scripts</title>' +
  order.map((edition) => `<script src="${scripts[edition]}" defer></script>`).join('') +
  '</head><body>' +
  '<div id="bare" data-student-portal data-routing="memory" data-initial-path="/login"></div>' +
  '<div id="widget" data-student-portal="signup" data-routing="memory" data-initial-path="/login"></div>' +
  '<div id="full" data-student-portal="portal" data-routing="memory" data-initial-path="/login"></div>' +
  '</body></html>';

/** Opens a page on the simulator's origin loading the scripts in `order`, once every element shows its login. */
async function openBoth(order: Edition[]): Promise<OpenedPage> {
  const path = `/__harness/both-${order.join('-')}.html`;
  const opened = await suite.open(path, {
    beforeGoto: (page) => page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: pageWith(order) })),
  });
  for (const id of ['bare', 'widget', 'full']) await heading(opened.page.locator(`#${id}`), loginHeading()).waitFor();
  await settled(opened.page);
  return opened;
}

/** Per element: how many mounts it holds, and whether it is the full portal (the site header) or the bare widget box. */
const mountsOf = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ['bare', 'widget', 'full'].map((id) => {
        const element = document.getElementById(id);
        const roots = element?.querySelectorAll(':scope > .sp-root') ?? [];
        return [id, { mounts: roots.length, edition: roots[0]?.querySelector('header') ? 'portal' : 'signup' }];
      }),
    ),
  );

const globalOf = (page: Page) =>
  page.evaluate(() => ({
    edition: StudentPortal.edition,
    version: StudentPortal.version,
    editions: Object.keys(StudentPortal.editions).sort(),
    versions: [StudentPortal.editions.portal?.version, StudentPortal.editions.signup?.version],
    mountIsPortal: StudentPortal.mount === StudentPortal.editions.portal?.mount,
    windowIsGlobal: window.StudentPortal === StudentPortal,
  }));

describe('both scripts on one page', () => {
  it.each([
    { order: ['portal', 'signup'] as Edition[], bare: 'portal' },
    { order: ['signup', 'portal'] as Edition[], bare: 'signup' },
  ])('loading $order.0 first: each element mounted once, by its edition; one global with both', async ({ order, bare }) => {
    const { page, console: messages } = await openBoth(order);
    expect(await mountsOf(page)).toEqual({
      bare: { mounts: 1, edition: bare },
      widget: { mounts: 1, edition: 'signup' },
      full: { mounts: 1, edition: 'portal' },
    });
    expect(await globalOf(page)).toEqual({
      edition: 'portal',
      version,
      editions: ['portal', 'signup'],
      versions: [version, version],
      mountIsPortal: true,
      windowIsGlobal: true,
    });
    expect(messages).toEqual([]);
  });

  it('gives each auto-mounted element’s handle: it navigates that mount and unmounts it', async () => {
    const { page } = await openBoth(['signup', 'portal']);
    expect(await page.evaluate(() => StudentPortal.handleOf(document.body))).toBeUndefined();

    await page.evaluate(() => StudentPortal.handleOf('#full')?.navigate('/forgotpassword'));
    await heading(page.locator('#full'), accessScreens.forgotTitle).waitFor();
    await expect.poll(() => heading(page.locator('#bare'), loginHeading()).count()).toBe(1);

    const unmounted = await page.evaluate(() => {
      const widget = document.getElementById('widget');
      if (!widget) return null;
      StudentPortal.handleOf(widget)?.unmount();
      return { children: widget.childElementCount, handle: StudentPortal.handleOf(widget) ?? 'none' };
    });
    expect(unmounted).toEqual({ children: 0, handle: 'none' });
    expect((await mountsOf(page)).full).toEqual({ mounts: 1, edition: 'portal' });
  });

  it('with the sign-up script alone, the global is the widget’s', async () => {
    const { page } = await suite.open('/marketing-signup.html');
    await heading(page.locator('[data-student-portal]'), accessScreens.signUp).waitFor();
    expect(
      await page.evaluate(() => ({
        edition: StudentPortal.edition,
        editions: Object.keys(StudentPortal.editions),
        mountIsWidget: StudentPortal.mount === StudentPortal.editions.signup?.mount,
        handle: typeof StudentPortal.handleOf('[data-student-portal]')?.unmount,
      })),
    ).toEqual({ edition: 'signup', editions: ['signup'], mountIsWidget: true, handle: 'function' });
  });
});

describe('the ES modules in a browser (issue #19.6)', () => {
  it.each(['student-portal.mjs', 'student-portal-signup.mjs'])('importing /dist/%s mounts nothing and defines no global; mount() does', async (file) => {
    const path = '/__harness/module.html';
    const { page } = await suite.open(path, {
      beforeGoto: (p) =>
        p.route(`**${path}`, (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Module</title></head><body><div id="marked" data-student-portal></div><div id="target"></div></body></html>',
          }),
        ),
    });
    // A string: vitest would rewrite an import() written in the test's own code.
    const importModule = `import(${JSON.stringify(`/dist/${file}`)})`;
    const loaded = await page.evaluate(`${importModule}.then(async (module) => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return {
        exports: Object.keys(module).sort(),
        global: typeof window.StudentPortal,
        marked: document.getElementById('marked').childElementCount,
        styles: document.adoptedStyleSheets.length,
      };
    })`);
    expect(loaded).toEqual({ exports: ['mount', 'version'], global: 'undefined', marked: 0, styles: 0 });

    await page.evaluate(`${importModule}.then(({ mount }) => { mount('#target', { routing: 'memory', initialPath: '/login' }); })`);
    await heading(page.locator('#target'), loginHeading()).waitFor();
  });
});
