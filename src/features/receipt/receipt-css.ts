/* Rules of this screen, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/**
 * The receipt (issue #16, account §2 /printreceipt): the facts as two columns
 * (src/ui/facts.tsx), the installment table with right-aligned amounts. On paper the letter only:
 * no skip link, header, footer or buttons (`:has` scopes it to a mount
 * showing the receipt), as the make-up print page (makeup-booking-css.ts).
 */
export const receiptCss = `
${r} .sp-receipt-scroll { overflow-x: auto; }
${r} .sp-receipt-schedule { border-collapse: collapse; width: 100%; }
${r} .sp-receipt-schedule td:first-child, ${r} .sp-receipt-amount { white-space: nowrap; }
${r} .sp-receipt-schedule th, ${r} .sp-receipt-schedule td { border-bottom: 1px solid var(--_sp-border); padding: 6px 8px; text-align: left; }
${r} .sp-receipt-schedule .sp-receipt-amount { text-align: right; font-variant-numeric: tabular-nums; }
${r} .sp-receipt-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
@media print {
  ${r}:has(.sp-receipt) .sp-skip,
  ${r}:has(.sp-receipt) .sp-header,
  ${r}:has(.sp-receipt) .sp-footer,
  ${r} .sp-receipt-actions { display: none; }
  ${r} .sp-receipt-scroll { overflow: visible; }
}
`;
