/*
 * Issue #16 receipt (account §2 /printreceipt): the letter's amounts. Money
 * is shown with its currency and two decimals; the balance due is the billed
 * total (itemTotal) less the paid total (sumPayment), in whole cents, never
 * below zero (an overpayment owes nothing). Amounts the answer leaves out
 * count as zero (docs/decisions.md).
 */

import { formats } from '../messages/formats';

/** An amount with its currency and two decimals, e.g. "$1,249.50" (USD) or "CA$2,699.00". */
export function formatMoney(amount: number, currency = 'USD'): string {
  const code = /^[A-Za-z]{3}$/.test(currency.trim()) ? currency.trim().toUpperCase() : 'USD';
  // -0 (a rounded tiny negative) is shown as zero.
  return formats.money(Number.isFinite(amount) ? amount + 0 || 0 : 0, code);
}

const cents = (amount: number | null | undefined): number =>
  typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : 0;

export interface ReceiptTotals {
  billed: number;
  paid: number;
  balance: number;
}

/** Billed, paid and the balance due, from the enrollment's itemTotal and sumPayment. */
export function receiptTotals(itemTotal: number | null | undefined, sumPayment: number | null | undefined): ReceiptTotals {
  const billed = cents(itemTotal);
  const paid = cents(sumPayment);
  return { billed: billed / 100, paid: paid / 100, balance: Math.max(0, billed - paid) / 100 };
}

/** The receipt's currency: account §3 names none on Enrollment or ScheduledPayment; both brands bill in US dollars (docs/decisions.md). */
export const receiptCurrency = 'USD';
