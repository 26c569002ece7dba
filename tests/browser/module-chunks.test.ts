import { describe, expect, it } from 'vitest';
import { resourcesTexts } from '../../src/core/messages/resources';
import { settled, useBrowserSuite } from './browser-suite';
import { accounts, heading, loginHeading, submitLogin } from './portal-page';

/*
 * #31.4: the full portal's ES module as a browser loads it with no bundler: the entry and its shared
 * chunk before the login, the account screens' chunk (with their texts and stylesheet) only once the
 * student logs in. tests/app/account-area.test.tsx tests the same rules on the sources.
 */

const suite = useBrowserSuite();
const path = '/__harness/module-chunks.html';
const body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Module chunks</title></head><body><div id="target"></div></body></html>';

describe('the full portal’s ES module in a browser (#31.4)', () => {
  it('loads the account chunk only once the student logs in: the account screen then shows, styled, with a mount’s text for the chunk', async () => {
    const { page } = await suite.open(path, { beforeGoto: (p) => p.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body })) });
    const loaded: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/dist/')) loaded.push(pathname.slice('/dist/'.length));
    });
    // A string: vitest would rewrite an import() written in the test's own code.
    await page.evaluate(`import('/dist/student-portal.mjs').then(({ mount }) => {
      mount('#target', { routing: 'memory', initialPath: '/login?redirectUrl=%2Fmyaccount%2Fresources', texts: { 'resourcesTexts.heading': 'Your courses' } });
    })`);
    const target = page.locator('#target');
    await heading(target, loginHeading()).waitFor();
    await settled(page);
    expect(loaded).toEqual(['student-portal.mjs', 'student-portal-core.mjs']);
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);

    await submitLogin(target, accounts.demo, accounts.password);
    await heading(target, 'Your courses').waitFor();
    expect(loaded).toEqual(['student-portal.mjs', 'student-portal-core.mjs', 'student-portal-account.mjs']);
    expect(resourcesTexts.heading).not.toBe('Your courses');
    // The chunk's stylesheet, adopted beside the entry's: a course card is laid out by it.
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(2);
    expect(await page.evaluate(() => [...document.adoptedStyleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.sp-course-card'))))).toBe(true);
  });
});
