import type { Locator, Page } from 'playwright-core';
import type { MountOptions } from '../../embed/student-portal';
import type { BrowserSuite, OpenedPage } from './browser-suite';

/**
 * A bare host page on the simulator's origin (test-only, served by a route): its own main
 * landmark and h1, and `#mount` inside `#section`, for mounts made with `mountPortal`.
 */
const hostPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Host page</title><script src="/dist/student-portal.js"></script></head>
<body><main><h1>Host page</h1><div id="section"><div id="mount"></div></div></main></body>
</html>`;

export function openHostPage(suite: BrowserSuite): Promise<OpenedPage> {
  return suite.open('/__host/page.html', {
    beforeGoto: (page) => page.route('**/__host/page.html', (route) => route.fulfill({ contentType: 'text/html', body: hostPage })),
  });
}

/** Mounts the portal (memory routing at /login unless `options` says otherwise) on `#mount`, after setting `properties` on `on`'s inline style. */
export async function mountPortal(
  page: Page,
  options: Omit<MountOptions, 'onEvent'> = {},
  { properties = {}, on = '#mount' }: { properties?: Record<string, string>; on?: string } = {},
): Promise<Locator> {
  await page.evaluate(
    ([opts, props, selector]) => {
      const themed = document.querySelector<HTMLElement>(selector);
      for (const [name, value] of Object.entries(props)) themed?.style.setProperty(name, value);
      const api = (window as unknown as { StudentPortal: { mount(target: string, options: object): unknown } }).StudentPortal;
      api.mount('#mount', { routing: 'memory', initialPath: '/login', ...opts });
    },
    [options, properties, on] as const,
  );
  return page.locator('#mount');
}

/** A computed style property of `locator`'s element. */
export const computed = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
