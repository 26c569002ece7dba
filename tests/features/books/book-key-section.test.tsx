import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { bookKeyTexts as t, tutorialTexts } from '../../../src/core/messages/books';
import { transportErrors } from '../../../src/core/messages/errors';
import { portalScreens } from '../../../src/core/messages/shell';
import { accessValidation } from '../../../src/core/messages/validation';
import { type RenderedPortal, alerts, button, field, link, renderSignedIn, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { accounts } from '../../support/accounts';
import { idle } from '../../support/page';

/*
 * access §5 (issue #20.4): the online-book key check on /ade against the simulator. The
 * demo's first active course, MCAT Self-Paced, is class K5001, whose key is
 * SUMMIT-MCAT-2026 (two online books); the In Person course (K5002) has no online books.
 */

const mcatKey = 'SUMMIT-MCAT-2026';
const keyInput = (host: HTMLElement) => field(host, t.key);
const check = (host: HTMLElement) => button(host, t.check);
const ready = (portal: RenderedPortal) => waitFor(() => portal.host.querySelector('select[name="classId"]') && keyInput(portal.host), 'the key form');
const bookCalls = (portal: RenderedPortal) => portal.requests.filter((r) => r.url.includes('/rest-services/booksOnline/info'));

async function enter(host: HTMLElement, key: string) {
  type(keyInput(host), key);
  await waitFor(() => !check(host).disabled || !key.trim(), 'the button follows the key');
  check(host).click();
}

describe('online-book key check (access §5 on /ade)', () => {
  it('offers the student’s active courses and a labelled key field that browsers do not fill', async () => {
    const portal = await renderSignedIn('/ade');
    await ready(portal);
    const { host } = portal;
    const title = [...host.querySelectorAll('h2')].find((h) => h.textContent === t.heading);
    const section = title?.closest('section');
    expect(section?.getAttribute('aria-labelledby')).toBe(title?.id);
    expect(section?.querySelector('select[name="classId"]')).not.toBeNull();
    const select = field(host, t.course) as unknown as HTMLSelectElement;
    expect(select.value).toBe('K5001');
    expect([...select.options].map((o) => o.textContent)).toContain('MCAT In Person — New York');
    expect(new Set([...select.options].map((o) => o.value)).size).toBe(select.options.length);
    expect(keyInput(host).getAttribute('autocomplete')).toBe('off');
    expect(check(host).disabled).toBe(true);
    type(keyInput(host), '   ');
    await idle();
    expect(check(host).disabled).toBe(true);
    expect(bookCalls(portal)).toEqual([]);
  });

  it('says the key does not match, keeps it and puts focus back on it', async () => {
    const portal = await renderSignedIn('/ade');
    await ready(portal);
    const { host } = portal;
    await enter(host, 'SUMMIT-MCAT-2025');
    await waitFor(() => alerts(host).length > 0, 'the mismatch');
    expect(alerts(host)).toEqual([accessValidation.bookKeyMismatch]);
    expect(keyInput(host).value).toBe('SUMMIT-MCAT-2025');
    expect(host.ownerDocument.activeElement).toBe(keyInput(host));
    expect(new URL(bookCalls(portal)[0]?.url ?? 'http://x').searchParams.get('classId')).toBe('K5001');
    // Case matters: the key is compared as the records hold it.
    await enter(host, mcatKey.toLowerCase());
    await waitFor(() => bookCalls(portal).length === 2 && alerts(host).length > 0, 'the second check');
    expect(alerts(host)).toEqual([accessValidation.bookKeyMismatch]);
  });

  it('opens the online books when the key matches (surrounding spaces ignored)', async () => {
    const portal = await renderSignedIn('/ade');
    await ready(portal);
    const { host } = portal;
    await enter(host, `  ${mcatKey} `);
    await waitFor(() => host.textContent?.includes(t.confirmed), 'the confirmation');
    expect(alerts(host)).toEqual([]);
    expect(link(host, 'MCAT Physics Review')?.href).toBe('https://books.summitprep.test/ade/download?bookId=PHYS-2026&marker=ADE-PHYS-2026');
    expect(link(host, 'MCAT Biology Review')).not.toBeNull();
    // Another key clears what the last one opened.
    type(keyInput(host), 'x');
    await waitFor(() => !host.textContent?.includes(t.confirmed), 'the books hidden');
  });

  it('says the key does not match for a course without online books (a 404)', async () => {
    const portal = await renderSignedIn('/ade');
    await ready(portal);
    const { host } = portal;
    const select = field(host, t.course) as unknown as HTMLSelectElement;
    select.value = 'K5002';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await enter(host, mcatKey);
    await waitFor(() => alerts(host).length > 0, 'the mismatch');
    expect(alerts(host)).toEqual([accessValidation.bookKeyMismatch]);
  });

  it.each<[string, Fault, string]>([
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
    ['JSON of the wrong shape', { json: { bookKey: 7, books: 'none' } }, transportErrors.upstreamFailed],
  ])('booksOnline/info answered with %s: the failure, the button busy meanwhile, and a retry that works', async (_label, fault, text) => {
    const portal = await renderSignedIn('/ade', { faults: true });
    await ready(portal);
    const { host, proxy } = portal;
    proxy.fail('/rest-services/booksOnline/info', fault);
    await enter(host, mcatKey);
    await waitFor(() => check(host).getAttribute('aria-busy') === 'true', 'the pending button');
    expect(check(host).disabled).toBe(true);
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(check(host).disabled).toBe(false);
    proxy.heal();
    check(host).click();
    await waitFor(() => host.textContent?.includes(t.confirmed), 'the confirmation');
    expect(alerts(host)).toEqual([]);
  });

  it('a failed course list shows its failure with Try again under the steps', async () => {
    const portal = await renderSignedIn('/ade-tutorial', { faults: true, viaForm: true });
    const { host, proxy } = portal;
    proxy.fail('/accountManagement/myaccount', { status: 503 });
    link(host, tutorialTexts.backToAde)?.click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    expect(host.querySelectorAll('.sp-accordion-heading').length).toBe(4);
    proxy.heal();
    button(host, portalScreens.tryAgain).click();
    await ready(portal);
  });

  it('is not shown to a student without an active course', async () => {
    const portal = await renderSignedIn('/ade', { email: accounts.registered.email });
    await waitFor(() => portal.host.querySelectorAll('.sp-accordion-heading').length === 4, 'the steps');
    await idle();
    expect(portal.host.textContent).not.toContain(t.heading);
  });
});
