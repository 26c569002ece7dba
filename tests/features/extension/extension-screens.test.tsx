import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { accountScreens } from '../../../src/core/messages/account';
import { transportErrors } from '../../../src/core/messages/errors';
import { extensionTexts as x } from '../../../src/core/messages/extension';
import { liveOnlineTexts } from '../../../src/core/messages/resources';
import { portalScreens } from '../../../src/core/messages/shell';
import { paths, pathTo } from '../../../src/lib/paths';
import { openChatEvent } from '../../../src/features/extension/extension-option-screen';
import { alerts, button, hashRoute, heading, json, link, renderSignedIn, stubRequests } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const optionPath = (enrollmentId: string) => pathTo('extensionOption', { enrollmentId });
const paidPath = (enrollmentId: string) => pathTo('paidExtension', { enrollmentId });
const infoCall = '/rest-services/extension/info';
const leaves = () => vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
const cards = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('section.sp-extension-product')];
const card = (host: HTMLElement, name: string) => waitFor(() => cards(host).find((c) => c.querySelector('h2')?.textContent === name), name);
const totalOf = (c: HTMLElement) => c.querySelector('[data-total]')?.textContent ?? null;
const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Need more time? (account §2 /pg/extensionoption, §4 routing by business unit)', () => {
  it('with chat on (the default), Ask about live instruction opens the live chat', async () => {
    const opened: unknown[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent).detail);
    window.addEventListener(openChatEvent, listener);
    try {
      const { host } = await renderSignedIn(optionPath('E2001'));
      const ask = await waitFor(() => [...host.querySelectorAll('button')].find((b) => b.textContent === accountScreens.askLiveInstruction), 'the chat button');
      expect(link(host, accountScreens.askLiveInstruction)).toBeNull();
      expect(host.textContent).not.toContain(x.chatUnavailable);
      ask.click();
      expect(opened).toEqual([{ topic: 'live-instruction' }]);
    } finally {
      window.removeEventListener(openChatEvent, listener);
    }
  });

  it('offers Contact Us instead while no chat widget is on the page to open (it comes and goes with the student)', async () => {
    const { host } = await renderSignedIn(optionPath('E2001'));
    await waitFor(() => [...host.querySelectorAll('button')].find((b) => b.textContent === accountScreens.askLiveInstruction), 'the chat button');
    // The widget goes (the loader removes it when the student leaves, or it never came for GED or BAR): no dead button.
    for (const script of document.head.querySelectorAll('script[data-student-portal-chat]')) script.remove();
    await waitFor(() => link(host, accountScreens.askLiveInstruction), 'the Contact Us fallback');
    expect([...host.querySelectorAll('button')].some((b) => b.textContent === accountScreens.askLiveInstruction)).toBe(false);
    expect(link(host, accountScreens.askLiveInstruction)?.getAttribute('href')).toContain(paths.contactUs.pattern);
  });

  it('offers a graduate program both choices: the paid extension and live instruction (Contact Us when the host switched chat off)', async () => {
    const { host } = await renderSignedIn(optionPath('E2001'), { mount: { chat: false } });
    await waitFor(() => link(host, accountScreens.extendOnlineAccess), 'the choices');
    expect(heading(host)).toBe(accountScreens.needMoreTime);
    expect(link(host, accountScreens.extendOnlineAccess)?.getAttribute('href')).toContain(paidPath('E2001'));
    // Chat is off for this mount: the fallback is the Contact Us route, said so.
    expect(link(host, accountScreens.askLiveInstruction)?.getAttribute('href')).toContain(paths.contactUs.pattern);
    expect(host.textContent).toContain(x.chatUnavailable);
    expect(link(host, liveOnlineTexts.backToResources)?.getAttribute('href')).toContain(paths.resources.pattern);
  });

  it.each([
    { program: 'NCLEX (Nursing)', enrollmentId: 'E2007' },
    { program: 'SAT (Pre-College)', enrollmentId: 'E2015' },
  ])('sends $program straight to the paid extension, replacing itself', async ({ enrollmentId }) => {
    const { host } = await renderSignedIn(paths.resources.pattern);
    window.location.hash = `#${optionPath(enrollmentId)}`;
    await waitFor(() => hashRoute() === paidPath(enrollmentId), 'the paid extension');
    await waitFor(() => heading(host) === paths.paidExtension.title, 'the Extend Course heading');
    expect(link(host, accountScreens.extendOnlineAccess)).toBeNull();
  });

  it.each<[string, Fault, string]>([
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
  ])('answered with %s shows the failure with Try again, which then offers the choices', async (_label, fault, text) => {
    // E2003 (GRE, graduate): the session check asks for the first course's (E2001) detail, which must not take the fault.
    const { host, proxy } = await renderSignedIn(optionPath('E2003'), {
      faults: true,
      before: ({ proxy: p }) => p.fail((r) => r.body.includes('"operationName":"Enrollments"') && r.body.includes('E2003'), fault, 1),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted).toHaveLength(1);
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => link(host, accountScreens.extendOnlineAccess), 'the choices');
  });
});

describe('Extend Course (account §2 /paidextension, §7 extension info and Add to Cart, §9 weekly 1 to 24)', () => {
  it('lists the products with their prices; Add to Cart leaves for the cart URL with enrollmentId', async () => {
    const assign = leaves();
    const { host } = await renderSignedIn(paidPath('E2001'));
    const month = await card(host, 'Extend online access 1 month');
    expect(heading(host)).toBe(paths.paidExtension.title);
    expect(cards(host).map((c) => c.querySelector('h2')?.textContent)).toEqual(['Extend online access 1 month', 'Extend online access 3 months']);
    expect(month.textContent).toContain('USD 99.00');
    expect(month.querySelector('select')).toBeNull();
    button(month, x.addToCart).click();
    expect(assign.mock.calls).toEqual([['https://www.summitprep.test/cart/add?classId=X9001&enrollmentId=E2001']]);
    expect(link(host, liveOnlineTexts.backToResources)?.getAttribute('href')).toContain(paths.resources.pattern);
  });

  it.each([
    { weeks: '1', total: 'USD 19.99' },
    { weeks: '3', total: 'USD 59.97' },
    { weeks: '24', total: 'USD 479.76' },
  ])('a weekly product for $weeks weeks totals $total and adds that quantity', async ({ weeks, total }) => {
    const assign = leaves();
    const { host } = await renderSignedIn(paidPath('E2007'));
    const weekly = await card(host, 'NCLEX weekly extension');
    const select = weekly.querySelector('select');
    if (!select) throw new Error('no weeks choice');
    expect([...select.options].map((o) => o.value)).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
    expect(weekly.textContent).toContain(x.perWeek('USD 19.99'));
    choose(select, weeks);
    await waitFor(() => totalOf(weekly)?.includes(total), `the total ${total}`);
    button(weekly, x.addToCart).click();
    expect(assign.mock.calls).toEqual([[`https://www.summitprep.test/cart/add?classId=X9050&enrollmentId=E2007&quantity=${weeks}`]]);
  });

  it.each([
    ['another site', 'https://evil.test/cart/add?classId=X1'],
    ['the other brand', 'https://www.meridianreview.test/cart/add?classId=X1'],
    ['a script URL', 'javascript:alert(1)'],
    ['no cart URL', null],
  ])('refuses a cart URL on %s: it says so and never leaves', async (_name, cartUrl) => {
    const assign = leaves();
    const { host } = await renderSignedIn(paidPath('E2001'), {
      before: () => stubRequests(infoCall, () => json([{ classId: 'X1', name: 'Odd cart', price: 10, currency: 'USD', cartUrl }])),
    });
    const odd = await card(host, 'Odd cart');
    button(odd, x.addToCart).click();
    await waitFor(() => alerts(host).includes(x.cartUnavailable), 'the refusal');
    await idle();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says there is nothing to extend when the answer is empty', async () => {
    const { host } = await renderSignedIn(paidPath('E2001'), { before: () => stubRequests(infoCall, () => json([])) });
    await waitFor(() => host.textContent?.includes(x.noOptions), 'the empty text');
    expect(cards(host)).toEqual([]);
  });

  it('without enrollmentId says so and asks for nothing', async () => {
    const { host, requests } = await renderSignedIn(paths.paidExtension.pattern);
    await waitFor(() => alerts(host).includes(x.missingEnrollment), 'the missing text');
    await idle();
    expect(requests.filter((r) => r.url.includes(infoCall))).toEqual([]);
  });

  it.each<[string, Fault, string]>([
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
    ['an empty body', 'empty', transportErrors.upstreamFailed],
    ['a wrong shape', { json: { classId: 'X1' } }, transportErrors.upstreamFailed],
  ])('answered with %s shows the failure with Try again, which then lists the products', async (_label, fault, text) => {
    const { host, proxy } = await renderSignedIn(paidPath('E2001'), {
      faults: true,
      before: ({ proxy: p }) => p.fail(infoCall, fault, 1),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted).toHaveLength(1);
    button(host, portalScreens.tryAgain).click();
    await card(host, 'Extend online access 1 month');
  });
});
