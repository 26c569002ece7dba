import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './browser-suite';

/*
 * #30.6: a host serving the scripts from a CDN pins them with the sha384 values the build writes
 * to dist/integrity.json (README shows the tag). Chromium runs each script with its value and
 * refuses a copy whose bytes changed.
 */

const suite = useBrowserSuite();
const dist = join(import.meta.dirname, '../../dist');
const integrity = () => JSON.parse(readFileSync(join(dist, 'integrity.json'), 'utf8')) as Record<string, string>;

/** A blank page on the simulator's origin: the script tags are the test's own. */
async function blankPage() {
  const { page } = await suite.open('/index.html');
  await page.route('**/integrity-check.html', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>integrity</title><div id="portal"></div>' }));
  await page.goto(`${suite.url}/integrity-check.html`);
  return page;
}

/** Adds `<script src integrity crossorigin>` and tells whether it ran ('load') or was refused ('error'). */
const loadScript = (file: string, hash: string) =>
  `new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = '/dist/${file}';
    script.integrity = ${JSON.stringify(hash)};
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve({ outcome: 'load', global: typeof window.StudentPortal });
    script.onerror = () => resolve({ outcome: 'error', global: typeof window.StudentPortal });
    document.head.append(script);
  })`;

describe('integrity values (#30.6)', () => {
  it.each(['student-portal.js', 'student-portal-signup.js'])('runs %s with its sha384 value and refuses a tampered copy', async (file) => {
    const hash = integrity()[file];
    expect(hash).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    const page = await blankPage();
    expect(await page.evaluate(loadScript(file, hash ?? ''))).toEqual({ outcome: 'load', global: 'object' });

    const tampered = await blankPage();
    const original = readFileSync(join(dist, file), 'utf8');
    await tampered.route(`**/dist/${file}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `${original}\nwindow.tampered = true;` }),
    );
    expect(await tampered.evaluate(loadScript(file, hash ?? ''))).toEqual({ outcome: 'error', global: 'undefined' });
    expect(await tampered.evaluate(() => (window as unknown as { tampered?: boolean }).tampered)).toBeUndefined();
  });
});
