import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { accountScreens } from '../../src/core/messages/account';
import { caseDetailTexts as t } from '../../src/core/messages/case-detail';
import { routeTitles } from '../../src/core/messages/routes';
import { accountValidation } from '../../src/core/messages/validation';
import { screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { overflowsSideways, signInTo } from './account-page';

/*
 * Issue #17 in the browser: the demo student's case 500A0001 (two comments,
 * one attachment) — download it (the browser sends the session cookie; the
 * bytes arrive), comment, delete after the confirmation, the guidance that
 * then shows — and the case closed 5 days ago (500A0004), read-only; in the
 * full portal, desktop and 375 px, with axe.
 */

const suite = useBrowserSuite();

describe('case detail (account §2 /pg/case/{id})', () => {
  it('downloads the attachment with the session, adds a comment, deletes the attachment after asking; no sideways scroll at 375 px', async () => {
    const { page, context } = await signInTo(suite, '/pg/case/500A0001');
    await heading(page, routeTitles.caseDetail).waitFor();
    const download = page.getByRole('link', { name: `${t.download} loading-screen.png`, exact: true });
    await download.waitFor();
    expect(await page.locator('.sp-facts').innerText()).toContain('MCAT Self-Paced');
    expect(await page.locator('.sp-case-comment').count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-detail');

    // The link is the simulator's download path; the browser's own request carries the session cookie and gets the bytes.
    const href = await download.getAttribute('href');
    expect(href).toBe(`${suite.url}/rest-services/document/download?attachmentId=ATT9001`);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('loading-screen.png');
    expect(await readFile(await file.path(), 'utf8')).toBe('demo screenshot placeholder');
    // Without the session cookie the same address is refused.
    const signedIn = await context.request.get(href ?? '');
    expect(signedIn.status()).toBe(200);
    expect(await signedIn.text()).toBe('demo screenshot placeholder');
    const stranger = await suite.browser.newContext();
    try {
      const refused = await stranger.request.get(href ?? '');
      expect(refused.status()).toBe(401);
    } finally {
      await stranger.close();
    }

    // Comment: the case reloads with it, the box empties.
    await page.getByLabel(t.commentLabel, { exact: true }).fill('Still happening today.');
    await page.getByRole('button', { name: t.addComment, exact: true }).click();
    await page.getByText(t.commentAdded).waitFor();
    expect(await page.locator('.sp-case-comment').count()).toBe(3);
    expect(await page.locator('.sp-case-comment').last().innerText()).toContain('Still happening today.');
    expect(await page.getByLabel(t.commentLabel, { exact: true }).inputValue()).toBe('');

    // Delete asks first (a modal alertdialog), then the attachment goes and the guidance shows.
    await page.getByRole('button', { name: t.deleteNamed('loading-screen.png'), exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: t.confirmDeleteTitle });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-detail-confirm-delete');
    await dialog.getByRole('button', { name: t.confirmDeleteYes, exact: true }).click();
    await page.getByText(t.attachmentDeleted).waitFor();
    expect(await download.count()).toBe(0);
    await page.getByText(accountScreens.caseGuidance.screenshot).waitFor();

    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-detail-narrow');
  });

  it('a case closed 5 days ago is read-only: the closed text, comment and delete disabled, download still there', async () => {
    const { page } = await signInTo(suite, '/pg/case/500A0004');
    await page.getByText(accountValidation.caseClosed).waitFor();
    expect(await page.getByLabel(t.commentLabel, { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: t.addComment, exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: t.deleteNamed('console-log.txt'), exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: `${t.download} console-log.txt`, exact: true }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-detail-closed');

    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'case-detail-closed-narrow');
  });
});
