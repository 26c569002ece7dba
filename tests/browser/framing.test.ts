import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { settled, useBrowserSuite } from './browser-suite';
import { heading, loginHeading } from './portal-page';

/*
 * #13.21: a host keeps its login page out of other sites' frames with the
 * CSP header `frame-ancestors` (a <meta> CSP cannot carry it). The
 * simulator sends `frame-ancestors 'none'` with examples/strict-csp.html
 * and `frame-ancestors 'self'` with every other example page.
 */

const suite = useBrowserSuite();

/** A page at `framerUrl` holding one iframe of `src` (on the simulator's origin the test answers it). */
async function openFramer(framerUrl: string, src: string): Promise<{ page: Page; frame: () => Frame | undefined; console: string[] }> {
  const opened = await suite.open('/favicon.svg', {
    beforeGoto: (p) =>
      framerUrl.startsWith(suite.url) ? p.route(framerUrl, (route) => route.fulfill({ contentType: 'text/html', body: framerPage(src) })) : Promise.resolve(),
  });
  await opened.page.goto(framerUrl);
  await settled(opened.page);
  return { page: opened.page, frame: () => opened.page.frames().find((f) => f !== opened.page.mainFrame()), console: opened.console };
}

const framerPage = (src: string) => `<!doctype html><title>framer</title><iframe src="${src}" title="portal"></iframe>`;

/**
 * A framer on another origin (127.0.0.1, its own port): a real server, since
 * Chromium's local-network checks refuse a frame of 127.0.0.1 inside a page
 * that has no address (one answered by page.route).
 */
async function startOtherOrigin(src: string): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(framerPage(src));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/framer.html`;
}

const refusedToFrame = (lines: string[]) => lines.filter((line) => line.includes('frame-ancestors'));

describe('framing of the example pages', () => {
  it('refuses to show the strict-CSP login in any frame, even on its own origin', async () => {
    const framer = await openFramer(`${suite.url}/framer.html`, `${suite.url}/strict-csp.html`);
    expect(refusedToFrame(framer.console)).toEqual([expect.stringContaining("frame-ancestors 'none'")]);
    const frame = framer.frame();
    expect(await frame?.locator('[data-student-portal]').count()).toBe(0);
  });

  it('refuses to show an example login in a frame of another site', async () => {
    const src = `${suite.url}/index.html#/login`;
    const framer = await openFramer(await startOtherOrigin(src), src);
    expect(refusedToFrame(framer.console)).toEqual([expect.stringContaining("frame-ancestors 'self'")]);
    expect(framer.frame()?.url()).toBe('chrome-error://chromewebdata/');
    expect(await framer.frame()?.locator('[data-student-portal]').count()).toBe(0);
  });

  it('shows an example login in a frame of its own origin (the control: framing works where allowed)', async () => {
    const framer = await openFramer(`${suite.url}/framer.html`, `${suite.url}/index.html#/login`);
    const frame = framer.frame();
    if (!frame) throw new Error('no iframe');
    await heading(frame.locator('body'), loginHeading()).waitFor();
    expect(refusedToFrame(framer.console)).toEqual([]);
  });
});
