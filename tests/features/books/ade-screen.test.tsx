import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { adeTexts as t } from '../../../src/core/messages/books';
import { transportErrors } from '../../../src/core/messages/errors';
import { portalScreens } from '../../../src/core/messages/shell';
import { routeTitles } from '../../../src/core/messages/routes';
import { type RenderedPortal, alerts, button, hashRoute, heading, link, renderSignedIn } from '../render-portal';
import { waitFor } from '../../support/wait';
import { accounts } from '../../support/accounts';

/*
 * account §2 /ade against the simulator: the demo's E2001 has four e-books in
 * newonlineprofile, two of them with the /ade marker; the registered student
 * has none.
 */

const adePath = '/ade';
const steps = [t.stepAgreement, t.stepAccount, t.stepInstall, t.stepDownload];
const headers = (host: HTMLElement) => [...host.querySelectorAll<HTMLButtonElement>('.sp-accordion-heading > button')];
const panelOf = (host: HTMLElement, header: HTMLButtonElement) => host.querySelector<HTMLElement>(`#${CSS.escape(header.getAttribute('aria-controls') ?? '')}`);
const header = (host: HTMLElement, title: string) => {
  const found = headers(host).find((b) => b.textContent === title);
  if (!found) throw new Error(`no step ${title}`);
  return found;
};
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const active = (host: HTMLElement) => host.ownerDocument.activeElement;
const ready = (portal: RenderedPortal) => waitFor(() => headers(portal.host).length === 4, 'the four steps');

describe('Digital Books (account §2 /ade)', () => {
  it('shows the four steps as an accordion: headed buttons with aria-expanded and aria-controls over labelled regions', async () => {
    const portal = await renderSignedIn(adePath);
    await ready(portal);
    const { host } = portal;
    expect(heading(host)).toBe(routeTitles.ade);
    expect(headers(host).map((b) => b.textContent)).toEqual(steps);
    for (const [index, b] of headers(host).entries()) {
      expect(b.parentElement?.tagName).toBe('H2');
      expect(b.type).toBe('button');
      expect(b.getAttribute('aria-expanded')).toBe(index === 0 ? 'true' : 'false');
      const panel = panelOf(host, b);
      expect(panel?.getAttribute('role')).toBe('region');
      expect(panel?.getAttribute('aria-labelledby')).toBe(b.id);
      expect(panel?.hidden).toBe(index !== 0);
    }
    expect(panelOf(host, header(host, t.stepInstall))?.textContent).toContain('WindowsMaciPhone/iPadAndroidNook');
    expect(link(host, t.tutorialLink)?.getAttribute('href')).toContain('/ade-tutorial');
  });

  it('toggles a step with its button (Enter and Space are the native button’s), independently of the others', async () => {
    const portal = await renderSignedIn(adePath);
    await ready(portal);
    const { host } = portal;
    const install = header(host, t.stepInstall);
    install.click();
    await waitFor(() => install.getAttribute('aria-expanded') === 'true', 'step 3 open');
    expect(panelOf(host, install)?.hidden).toBe(false);
    expect(header(host, t.stepAgreement).getAttribute('aria-expanded')).toBe('true');
    install.click();
    await waitFor(() => install.getAttribute('aria-expanded') === 'false', 'step 3 closed');
    expect(panelOf(host, install)?.hidden).toBe(true);
  });

  it('moves between headers with Down/Up (wrapping), Home and End', async () => {
    const portal = await renderSignedIn(adePath);
    await ready(portal);
    const { host } = portal;
    const [first, second, , last] = headers(host);
    first?.focus();
    expect(key(first as HTMLElement, 'ArrowDown')).toBe(false);
    expect(active(host)).toBe(second);
    key(second as HTMLElement, 'End');
    expect(active(host)).toBe(last);
    key(last as HTMLElement, 'ArrowDown');
    expect(active(host)).toBe(first);
    key(first as HTMLElement, 'ArrowUp');
    expect(active(host)).toBe(last);
    key(last as HTMLElement, 'Home');
    expect(active(host)).toBe(first);
    // Other keys are left to the button: Enter is not taken over.
    expect(key(first as HTMLElement, 'Enter')).toBe(true);
  });

  it('links the enrollment agreement of each course with e-books', async () => {
    const portal = await renderSignedIn(adePath);
    await ready(portal);
    const agreement = link(portal.host, t.agreementLink('MCAT Self-Paced'));
    expect(agreement?.getAttribute('href')).toContain('/pg/enrollment-agreement?enrollmentId=E2001');
    agreement?.click();
    await waitFor(() => hashRoute() === '/pg/enrollment-agreement?enrollmentId=E2001', 'the agreement route');
  });

  it('lists only the books whose access link carries the marker', async () => {
    const portal = await renderSignedIn(adePath);
    await ready(portal);
    const { host } = portal;
    const download = header(host, t.stepDownload);
    download.click();
    const panel = await waitFor(() => (download.getAttribute('aria-expanded') === 'true' ? panelOf(host, download) : null), 'step 4 open');
    expect(panel.querySelector('h3')?.textContent).toBe('MCAT Self-Paced');
    expect([...panel.querySelectorAll('a')].map((a) => [a.textContent, a.href])).toEqual([
      ['MCAT Biology Review', 'https://books.summitprep.test/ade/download?bookId=BIO-2026&marker=ADE-BIO-2026'],
      ['MCAT General Chemistry Review', 'https://books.summitprep.test/ade/download?bookId=CHEM-2026&marker=ADE-CHEM-2026'],
    ]);
    expect(panel.textContent).not.toContain('Physics');
    expect(panel.textContent).not.toContain('Psychology');
  });

  it('says there are no books to download for a student without e-books', async () => {
    const portal = await renderSignedIn(adePath, { email: accounts.registered.email });
    await ready(portal);
    const { host } = portal;
    expect(panelOf(host, header(host, t.stepDownload))?.textContent).toBe(t.noBooks);
    expect(link(host, t.agreementNone)?.getAttribute('href')).toContain('/myaccount/resources');
  });

  it.each<[string, Fault, string]>([
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['a dropped connection', 'drop', transportErrors.networkUnavailable],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
    ['JSON of the wrong shape', { json: { onlineProfileList: [{ ebooks: 'none' }] } }, transportErrors.upstreamFailed],
    // #29.4: no list at all is a malformed answer, not "You have no digital books to download yet."
    ['JSON without the list', { json: { unexpected: [1, 2, 3] } }, transportErrors.upstreamFailed],
  ])('newonlineprofile answered with %s shows the failure with Try again, which shows the steps', async (_label, fault, text) => {
    const portal = await renderSignedIn(adePath, { faults: true, before: ({ proxy: p }) => p.fail('/rest-services/newonlineprofile', fault) });
    const { host, proxy } = portal;
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted.length).toBeGreaterThan(0);
    expect(headers(host)).toEqual([]);
    proxy.heal();
    button(host, portalScreens.tryAgain).click();
    await ready(portal);
  });
});
