import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { receiptTexts as t } from '../../../src/core/messages/receipt';
import { courseCardTexts } from '../../../src/core/messages/resources';
import { transportErrors } from '../../../src/core/messages/errors';
import { portalScreens } from '../../../src/core/messages/shell';
import { receiptCss } from '../../../src/features/receipt/receipt-css';
import { type RenderedPortal, alerts, button, hashRoute, heading, renderSignedIn } from '../render-portal';
import { accountScreens } from '../../../src/core/messages/account';
import { waitFor } from '../../support/wait';
import { showContent, signIn } from '../resources/resources-harness';
import { epochDay, epochUsDay } from '../../support/epoch';

type Payment = ReturnType<RenderedPortal['sim']['simulator']['state']>['fixture']['payments'][number];

const receiptPath = (enrollmentId: string, path = '/printreceipt') => `${path}?enrollmentId=${enrollmentId}`;
const letter = (host: HTMLElement) => waitFor(() => host.querySelector<HTMLElement>('article.sp-receipt'), 'the receipt letter');
/** The letter's facts as label → value. */
const facts = (found: HTMLElement) =>
  Object.fromEntries([...found.querySelectorAll('dl.sp-facts > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]));
// happy-dom has no table collections (rows, cells): elements are queried.
const scheduleRows = (found: HTMLElement) =>
  [...found.querySelectorAll('table.sp-receipt-schedule tbody > tr')].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));

const withPayments = (purchaseId: string, payments: Payment[]) => (portal: RenderedPortal) => {
  const fixture = portal.sim.simulator.state().fixture;
  fixture.payments = [...fixture.payments.filter((p) => p.purchaseId !== purchaseId), ...payments];
};

describe('receipt (account §2 /printreceipt, /pgm/print-receipt: the enrollment confirmation letter)', () => {
  it.each([['/printreceipt'], ['/pgm/print-receipt']])(
    '%s shows name, address, product, enrollment date, transaction code, billed, paid, balance and the installments',
    async (path) => {
      const { host, requests } = await renderSignedIn(receiptPath('E2001', path));
      const found = await letter(host);
      expect(heading(host)).toBe('Receipt');
      expect(found.textContent).toContain(t.greeting('Dana Rivera'));
      expect(facts(found)).toEqual({
        [t.student]: 'Dana Rivera',
        [t.address]: '55 Bethune Street, New York, NY 10014, US',
        [t.product]: 'MCAT Self-Paced',
        [t.enrollmentDate]: epochUsDay(-60),
        [t.transactionCode]: 'TX-2001',
        [t.billed]: '$2,499.00',
        [t.paid]: '$1,249.50',
        [t.balance]: '$1,249.50',
      });
      expect(scheduleRows(found)).toEqual([
        [epochUsDay(-60), 'Credit Card', '$624.75', 'Paid'],
        [epochUsDay(-30), 'Credit Card', '$624.75', 'Paid'],
        [epochUsDay(1), 'Credit Card', '$624.75', 'Scheduled'],
        [epochUsDay(31), 'Credit Card', '$624.75', 'Scheduled'],
      ]);
      expect([...found.querySelectorAll('th')].map((th) => th.textContent)).toEqual([t.date, t.type, t.amount, t.status]);
      // account §7: ScheduledPayment by the course's purchaseId, Enrollment by its id.
      expect(requests.find((r) => r.body?.includes('"operationName":"ScheduledPayments"'))?.body).toContain('"purchaseId":"PU3001"');
      expect(requests.find((r) => r.body?.includes('"operationName":"Enrollments"'))?.body).toContain('"E2001"');
    },
  );

  it('a course paid in full owes $0.00 and lists its one payment', async () => {
    const { host } = await renderSignedIn(receiptPath('E2002'));
    const found = await letter(host);
    expect(facts(found)[t.billed]).toBe('$2,899.00');
    expect(facts(found)[t.paid]).toBe('$2,899.00');
    expect(facts(found)[t.balance]).toBe('$0.00');
    expect(scheduleRows(found)).toEqual([[epochUsDay(-95), 'Credit Card', '$2,899.00', 'Paid']]);
  });

  it('amounts keep two decimals, and a row without its facts shows a dash', async () => {
    const { host } = await renderSignedIn(receiptPath('E2001'), {
      before: withPayments('PU3001', [
        { purchaseId: 'PU3001', status: 'Paid', paymentType: 'ACH', paymentDate: epochDay(-2), paymentAmount: 0.1 },
        { purchaseId: 'PU3001', status: null, paymentType: null, paymentDate: null, paymentAmount: null },
      ]),
    });
    const found = await letter(host);
    expect(scheduleRows(found)).toEqual([
      [epochUsDay(-2), 'ACH', '$0.10', 'Paid'],
      [t.notGiven, t.notGiven, t.notGiven, t.notGiven],
    ]);
  });

  it('says so when the purchase has no installments', async () => {
    const { host } = await renderSignedIn(receiptPath('E2003'));
    const found = await letter(host);
    expect(found.querySelector('table')).toBeNull();
    expect(found.textContent).toContain(t.noSchedule);
  });

  it('prints with the browser’s dialog; on paper the letter only (no header, footer or buttons)', async () => {
    // happy-dom has no print dialog; a browser's window.print opens it.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
    onTestFinished(() => {
      Reflect.deleteProperty(window, 'print');
    });
    const { host } = await renderSignedIn(receiptPath('E2001'));
    await letter(host);
    button(host, t.print).click();
    expect(print).toHaveBeenCalledTimes(1);
    const onPaper = receiptCss.slice(receiptCss.indexOf('@media print'));
    for (const hidden of ['.sp-skip', '.sp-header', '.sp-footer']) expect(onPaper).toContain(`:has(.sp-receipt) ${hidden}`);
    expect(onPaper).toMatch(/\.sp-receipt-actions \{ display: none; \}|\.sp-receipt-actions[^{]*\{ display: none; \}/);
  });

  it.each([
    ['without an enrollmentId', '/printreceipt'],
    ['with an empty enrollmentId', '/printreceipt?enrollmentId='],
    ['of an unknown enrollment', receiptPath('E9999')],
  ])('%s says the receipt is not found', async (_label, path) => {
    const { host, requests } = await renderSignedIn(path);
    await waitFor(() => alerts(host).length > 0, 'the not-found text');
    expect(alerts(host)).toEqual([t.notFound]);
    expect(host.querySelector('.sp-receipt')).toBeNull();
    expect(requests.some((r) => r.body?.includes('"operationName":"ScheduledPayments"'))).toBe(false);
  });

  it('does not show another student’s receipt (an enrollment not among the login’s courses)', async () => {
    // E2201 belongs to the pre-college student, not to demo.
    const { host } = await renderSignedIn(receiptPath('E2201'));
    await waitFor(() => alerts(host).length > 0, 'the not-found text');
    expect(alerts(host)).toEqual([t.notFound]);
  });

  it.each<[string, string, Fault, string]>([
    ['the payments query', 'ScheduledPayments', { status: 500 }, transportErrors.upstreamFailed],
    ['the payments query', 'ScheduledPayments', 'hang', transportErrors.networkTimeout],
    ['the payments query', 'ScheduledPayments', 'drop', transportErrors.networkUnavailable],
    ['the payments query', 'ScheduledPayments', 'html', transportErrors.upstreamFailed],
    ['the payments query', 'ScheduledPayments', { json: { data: { ScheduledPayment: [{ paymentAmount: 'lots' }] } } }, transportErrors.upstreamFailed],
    ['the enrollment query', 'Enrollments', { status: 500 }, transportErrors.upstreamFailed],
    ['the enrollment query', 'Enrollments', { json: { data: { Enrollment: [{ itemTotal: 5 }] } } }, transportErrors.upstreamFailed],
  ])('%s (%s) answered with %j shows the failure with Try again, which loads the receipt', async (_label, operation, fault, text) => {
    // E2002, not the first course: the session check asks Enrollments for the first one (E2001).
    const { host, proxy } = await renderSignedIn(receiptPath('E2002'), {
      faults: true,
      before: ({ proxy: p }) => p.fail((r) => r.body.includes(`"operationName":"${operation}"`) && /"(ids":\["E2002"\]|purchaseId":"PU3002")/.test(r.body), fault, 1),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted).toHaveLength(1);
    expect(host.querySelector('.sp-receipt')).toBeNull();
    button(host, portalScreens.tryAgain).click();
    const found = await letter(host);
    expect(facts(found)[t.paid]).toBe('$2,899.00');
    expect(scheduleRows(found)).toHaveLength(1);
  });
});

describe('the course card’s Receipt link', () => {
  it('lands on the receipt of that course', async () => {
    const rendered = await signIn();
    const { host } = rendered;
    await showContent(rendered);
    const toggle = await waitFor(
      () => [...host.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')].find((b) => b.textContent === `${accountScreens.seeDetails} MCAT Self-Paced`),
      'the MCAT Self-Paced card',
    );
    toggle.click();
    const receipt = await waitFor(() => host.querySelector<HTMLAnchorElement>('a[href$="printreceipt?enrollmentId=E2001"]'), 'the Receipt link');
    expect(receipt.textContent).toBe(courseCardTexts.receipt);
    receipt.click();
    await waitFor(() => hashRoute() === receiptPath('E2001'), 'the receipt route');
    const found = await letter(host);
    expect(facts(found)[t.transactionCode]).toBe('TX-2001');
  });
});
