import { statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Page } from 'playwright-core';
import { type HostName, hostBase, hostDir } from '../hosts/build-hosts.mjs';
import type { BrowserSuite, OpenedPage } from './browser-suite';

/*
 * Issue #31: the host apps of tests/hosts (built by tests/hosts/build-hosts.mjs) served on the
 * simulator's origin, so the portal inside them reaches the API there as on any loopback page.
 */

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * Serves host `name`'s build under its base (`/__hosts/<name>/`) with a route on `page`: a file of
 * the build as it is, any other path without an extension the app's index.html (as a host's server
 * answers its client-side routes), anything else 404. Other paths stay the simulator's.
 */
export function serveHost(page: Page, name: HostName): Promise<unknown> {
  const base = hostBase(name);
  const dir = hostDir(name);
  return page.route(`**${base}**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname.slice(base.length));
    const file = normalize(join(dir, path));
    if (file.startsWith(dir + sep) && isFile(file)) return route.fulfill({ path: file });
    if (extname(path) === '') return route.fulfill({ path: join(dir, 'index.html') });
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
  });
}

/** Opens host `name` at `path` below its base (`portal/login`, `about`, ``). */
export function openHost(suite: BrowserSuite, name: HostName, path: string): Promise<OpenedPage> {
  return suite.open(`${hostBase(name)}${path}`, { beforeGoto: (page) => serveHost(page, name) });
}

/** The types of the portal events the host app logged (its `onEvent` pushes to `window.portalEvents`). */
export const portalEvents = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...((window as unknown as { portalEvents?: string[] }).portalEvents ?? [])]);

/** The page's path below host `name`'s base, with the query: `portal/login?redirectUrl=…`. */
export const hostPath = (page: Page, name: HostName): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`.slice(hostBase(name).length);
};
