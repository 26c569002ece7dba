import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHarness } from './harness/build-harness';
import { attachmentTexts as t } from '../../src/core/messages/attachments';
import { accountValidation } from '../../src/core/messages/validation';
import { type OpenedPage, screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { overflowsSideways, signInTo } from './account-page';
import { heading } from './portal-page';
import { caseDetailTexts } from '../../src/core/messages/case-detail';
import { routeTitles } from '../../src/core/messages/routes';
import { accounts } from '../support/accounts';

/*
 * Issue #17 Add Attachment in Chromium: the uploader inside a real mount
 * (tests/browser/harness/attachment-harness.tsx, bundled here with the
 * project's own Preact alias) on the demo student's case 500A0001, signed in,
 * uploading through XMLHttpRequest to the simulator. The upload is throttled
 * (DevTools upload throughput) so its bar is seen moving, as on a real line.
 */

const suite = useBrowserSuite();
let harnessScript = '';

beforeAll(async () => {
  harnessScript = await buildHarness('attachment-harness.tsx', ['embed/**/*']);
}, 90000);

const harnessPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Add Attachment</title></head><body><div id="app"></div><script src="/__harness/attachment.js"></script></body></html>`;

/** Signs the demo student in (the context's cookies) and opens the harness page on the simulator's origin. */
async function openHarness(): Promise<OpenedPage> {
  // A fresh context: the DevTools throttling (throttleUpload) is not the reused page's to undo.
  const opened = await suite.open('/__harness/attachment.html', {
    fresh: true,
    beforeGoto: async (page) => {
      const login = await page.request.post(`${suite.url}/rest-services/userLogin/login`, {
        data: { email: accounts.demo.email, password: accounts.demo.password },
      });
      expect(login.ok()).toBe(true);
      await page.route('**/__harness/attachment.html', (r) => r.fulfill({ contentType: 'text/html', body: harnessPage }));
      await page.route('**/__harness/attachment.js', (r) => r.fulfill({ contentType: 'text/javascript', body: harnessScript }));
    },
  });
  await opened.page.getByLabel(t.label).waitFor();
  // No interception while uploading: the upload goes to the network as it would on a real page.
  await opened.page.unrouteAll();
  return opened;
}

/** DevTools network conditions: the upload leaves at `bytesPerSecond`. */
async function throttleUpload(opened: OpenedPage, bytesPerSecond: number): Promise<void> {
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

/**
 * The bar moved on from `before`: a higher value, or the upload already done
 * (the bar gone) — on a loaded machine axe and a screenshot can outlast the
 * rest of the upload, and a finished upload has moved from `before` < 100 too.
 */
const advancedFrom = (before: number) => {
  const bar = document.querySelector('[role="progressbar"]');
  return bar === null || Number(bar.getAttribute('aria-valuenow')) > before;
};
const progressOf = async (page: Page) => Number((await page.getByRole('progressbar').getAttribute('aria-valuenow')) ?? Number.NaN);
const uploadsTo = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest-services/document/upload')) seen.push(request.method());
  });
  return seen;
};
const storedNames = () => [...suite.simulator.state().uploads.values()].map((u) => [u.name, u.bytes.length]);

describe('Add Attachment in the browser (issue #17)', () => {
  it('uploads a picked file with a progress bar that moves with the bytes sent, then says Uploaded and reloads the case', async () => {
    const opened = await openHarness();
    const { page } = opened;
    await throttleUpload(opened, 1024 * 1024);
    const size = 1.5 * 1024 * 1024;

    await page.getByLabel(t.label).setInputFiles({ name: 'score-report.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(size, 0x25) });

    const bar = page.getByRole('progressbar', { name: t.progressLabel('score-report.pdf') });
    await bar.waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) >= 20);
    const early = await progressOf(page);
    expect(early).toBeLessThan(100);
    await expect.poll(() => page.locator('.sp-attach-percent').textContent()).toMatch(/^\d+%$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'attachment-uploading');
    await page.waitForFunction(advancedFrom, early);

    await page.locator('[data-upload="score-report.pdf"][data-state="uploaded"]').waitFor();
    await page.locator('[data-reloads="1"]').waitFor();
    expect(storedNames()).toEqual([['score-report.pdf', size]]);
    expect(await page.getByRole('status').textContent()).toBe(t.announceUploaded('score-report.pdf'));
    await screenshot(page, 'attachment-uploaded');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'attachment-uploaded-narrow');
  });

  it('Cancel stops the upload mid-way: it says cancelled, nothing is stored, the case does not reload', async () => {
    const opened = await openHarness();
    const { page } = opened;
    await throttleUpload(opened, 256 * 1024);

    await page.getByLabel(t.label).setInputFiles({ name: 'lecture.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(4 * 1024 * 1024, 1) });
    await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) >= 5);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    await screenshot(page, 'attachment-uploading-narrow');
    await page.getByRole('button', { name: t.cancel }).click();

    await page.locator('[data-upload="lecture.mp4"][data-state="cancelled"]').waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(storedNames()).toEqual([]);
    expect(await page.locator('[data-reloads="0"]').count()).toBe(1);
  });

  it('refuses an empty file and a blocked type before sending a byte, and uploads files dropped on the zone', async () => {
    const { page } = await openHarness();
    const uploads = uploadsTo(page);

    await page.getByLabel(t.label).setInputFiles([
      { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
      { name: 'Setup.EXE', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await page.getByRole('alert').nth(1).waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([accountValidation.attachmentEmpty, accountValidation.attachmentBlocked]);
    expect(uploads).toEqual([]);

    const files = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['first notes'], 'notes-1.txt', { type: 'text/plain' }));
      transfer.items.add(new File(['second notes'], 'notes-2.txt', { type: 'text/plain' }));
      return transfer;
    });
    const zone = page.locator('[data-drop-zone]');
    await zone.dispatchEvent('dragenter', { dataTransfer: files });
    await zone.dispatchEvent('dragover', { dataTransfer: files });
    await page.getByText(t.dropHere).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'attachment-dragging');
    await zone.dispatchEvent('drop', { dataTransfer: files });

    await page.locator('[data-reloads="1"]').waitFor();
    await page.locator('[data-upload="notes-2.txt"][data-state="uploaded"]').waitFor();
    expect(storedNames().sort()).toEqual([
      ['notes-1.txt', 11],
      ['notes-2.txt', 12],
    ]);
    expect(uploads).toEqual(['POST', 'POST']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'attachment-refused-and-dropped');
  });
});

describe('Add Attachment on the case detail page of the full portal (dist/student-portal.js)', () => {
  it('uploads with a visible, advancing progress bar; the case reloads and lists the new attachment', async () => {
    const opened = await signInTo(suite, '/pg/case/500A0001', undefined, { fresh: true });
    const { page } = opened;
    await heading(page, routeTitles.caseDetail).waitFor();
    await page.getByLabel(t.label).waitFor();
    await throttleUpload(opened, 1024 * 1024);
    const size = 1.5 * 1024 * 1024;

    await page.getByLabel(t.label).setInputFiles({ name: 'score-report.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(size, 0x25) });
    await page.getByRole('progressbar', { name: t.progressLabel('score-report.pdf') }).waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) >= 20);
    const early = await progressOf(page);
    expect(early).toBeLessThan(100);
    await page.locator('[data-upload="score-report.pdf"]').scrollIntoViewIfNeeded();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-detail-uploading');
    await page.waitForFunction(advancedFrom, early);

    await page.getByRole('link', { name: `${caseDetailTexts.download} score-report.pdf`, exact: true }).waitFor();
    expect(await page.locator('[data-upload="score-report.pdf"]').getAttribute('data-state')).toBe('uploaded');
    expect(storedNames()).toEqual([['score-report.pdf', size]]);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-detail-uploaded-narrow');
  });

  it('a case closed 5 days ago offers no upload: the file input is disabled', async () => {
    const { page } = await signInTo(suite, '/pg/case/500A0004');
    await heading(page, routeTitles.caseDetail).waitFor();

    expect(await page.getByLabel(t.label).isDisabled()).toBe(true);
  });
});
