/**
 * Issue #16 receipt (account §2 /printreceipt, /pgm/print-receipt): the
 * printable enrollment confirmation letter. The spec names its contents
 * (billed and paid totals, the installment schedule) without wording; these
 * texts are ours (docs/decisions.md). The screen's heading is routes.ts's.
 */
import { catalogue } from './catalogue';

export const receiptTexts = /*#__PURE__*/ catalogue('receiptTexts', {
  loading: 'Loading your receipt…',
  notFound: 'We couldn’t find the receipt of this course. Please open it from My Resources.',
  letterHeading: 'Enrollment confirmation',
  greeting: (name: string) => (name ? `Dear ${name},` : 'Dear student,'),
  intro: (product: string) => `Thank you for enrolling in ${product}. This letter confirms your enrollment and your payments.`,
  student: 'Student',
  address: 'Address',
  product: 'Product',
  enrollmentDate: 'Enrollment date',
  transactionCode: 'Transaction code',
  billed: 'Total billed',
  paid: 'Total paid',
  balance: 'Balance due',
  scheduleHeading: 'Installment schedule',
  date: 'Date',
  type: 'Type',
  amount: 'Amount',
  status: 'Status',
  noSchedule: 'There are no installments for this enrollment.',
  notGiven: '—',
  print: 'Print',
} as const);
