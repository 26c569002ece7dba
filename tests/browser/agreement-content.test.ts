import { describe, expect, it } from 'vitest';
import { agreementTexts } from '../../src/core/messages/agreement';
import { settled, useBrowserSuite } from './browser-suite';
import { accounts, loginHeading, heading, submitLogin } from './portal-page';
import { agreementScreen, goToRoute } from './registration-page';

/*
 * #13.17: hostile agreement HTML on the strict-CSP example, signed in. Nothing
 * in it may send a request (an <img> of the logout URL is a same-origin GET
 * with the student's cookies, which the CSP allows) or navigate the portal,
 * and the sanitiser, its self-test probe included, raises no CSP violation.
 */

const suite = useBrowserSuite();

const hostile = [
  '<h2>Hostile Terms</h2>',
  '<p>Read <a href="https://help.example.test/terms">the terms</a> and <a href="#/logout">this</a>.</p>',
  '<img src="/rest-services/userLogin/logout" alt="">',
  '<img src="https://evil.test/track.gif" srcset="https://evil.test/t2.gif 2x" alt="">',
  '<video poster="https://evil.test/poster.gif"></video>',
  '<svg width="100%" height="100%"><a href="#/logout" target="_self"><rect width="100%" height="100%" opacity="0"/></a>',
  '<a xlink:href="https://evil.test/"><text>svg link</text></a><image href="/rest-services/userLogin/logout"/></svg>',
  '<table background="/rest-services/userLogin/logout"><tbody><tr><td>cell</td></tr></tbody></table>',
].join('');

describe('hostile agreement HTML under the strict CSP', () => {
  it('sends no request, leaves only an off-site new-tab link, and raises no CSP violation', async () => {
    const { page, console: consoleLines } = await suite.open('/strict-csp.html', {
      beforeGoto: async (p) => {
        await p.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { cspViolations: string[] }).cspViolations = seen;
          document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
        });
        await p.route('**/rest-services/ea/info**', async (route) => {
          const answer = await route.fetch();
          const body = (await answer.json()) as Record<string, unknown>;
          await route.fulfill({ response: answer, json: { ...body, eaText: hostile } });
        });
      },
    });
    await heading(page, loginHeading()).waitFor();
    await submitLogin(page, accounts.demo, accounts.password);
    await page.waitForFunction(() => window.location.hash === '#/myaccount/resources?pivot=true');
    await settled(page);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await goToRoute(page, '/pg/enrollment-agreement?enrollmentId=E2009');
    await agreementScreen(page).heading.waitFor();
    await page.getByRole('heading', { name: 'Hostile Terms' }).waitFor();
    await settled(page);

    const text = page.getByRole('region', { name: agreementTexts.textLabel });
    const links = await text.locator('a').evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    expect(links).toEqual([{ href: 'https://help.example.test/terms', target: '_blank', rel: 'noopener noreferrer' }]);
    expect(await text.locator('img, svg, video').count()).toBe(0);
    expect(await text.textContent()).toContain('Read the terms and this.');

    expect(requests.filter((url) => !url.startsWith(`${suite.url}/`) || /logout/i.test(url))).toEqual([]);
    expect(await page.evaluate(() => window.location.hash)).toBe('#/pg/enrollment-agreement?enrollmentId=E2009');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(consoleLines.filter((line) => line.includes('Content Security Policy'))).toEqual([]);
  });
});
