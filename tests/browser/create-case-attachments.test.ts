import { describe, expect, it } from 'vitest';
import { attachmentTexts } from '../../src/core/messages/attachments';
import { caseCreateTexts as t } from '../../src/core/messages/case-create';
import { accountValidation } from '../../src/core/messages/validation';
import { routeTitles } from '../../src/core/messages/routes';
import { screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { overflowsSideways, signInTo } from './account-page';

/*
 * Issue #17 in the browser: files chosen on the new-case form (refusals on
 * their rows, nothing sent) upload once the case exists, each with its
 * progress bar (the upload throttled so the bar is seen), then the new case's
 * page lists them.
 */

const suite = useBrowserSuite();
const prefilled =
  `/pg/createcase?eid=E2001&topic=${encodeURIComponent('Technical Support')}&topicDetail=${encodeURIComponent('Login issue')}` +
  `&description=${encodeURIComponent('The practice test page keeps loading after I log in.')}`;

describe('New Support Case with attachments', () => {
  it('chooses files (a refused one sends nothing), uploads the good one after create with a visible bar, and the case lists it', async () => {
    // A fresh context: the DevTools throttling below is not the reused page's to undo.
    const opened = await signInTo(suite, prefilled, undefined, { fresh: true });
    const { page } = opened;
    await heading(page, routeTitles.createCase).waitFor();
    const main = page.getByRole('main');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rest-services/document/upload')) uploads.push(r.method());
    });

    await main.getByLabel(t.attachments).setInputFiles([
      { name: 'screen.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024, 7) },
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await main.getByRole('alert').filter({ hasText: accountValidation.attachmentBlocked }).waitFor();
    await main.getByText(attachmentTexts.waiting).waitFor();
    expect(uploads).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'create-case-files-chosen');

    const cdp = await opened.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
    await main.getByRole('button', { name: t.submit }).click();
    await main.getByRole('progressbar', { name: attachmentTexts.progressLabel('screen.png') }).waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) >= 10);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    await screenshot(page, 'create-case-uploading-narrow');

    await page.waitForFunction(() => /^#\/pg\/case\/[^/?]+\?create=success$/.test(window.location.hash), undefined, { timeout: 15000 });
    await page.getByRole('link', { name: /screen\.png/ }).waitFor();
    expect(uploads).toEqual(['POST']);
    expect([...suite.simulator.state().uploads.values()].map((u) => [u.name, u.bytes.length])).toEqual([['screen.png', 2 * 1024 * 1024]]);
  });
});
