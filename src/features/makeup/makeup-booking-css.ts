/* Rules of this screen group, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/**
 * The make-up confirmation and print pages (account §2). The session box and
 * calendar options reuse the sign-up confirmation's rules (booking-css.ts).
 * On paper the print page keeps the session only: no skip link, header,
 * footer or buttons (`:has` scopes it to a mount showing the print page).
 */
export const makeupBookingCss = `
${r} .sp-makeup-place { display: flex; flex-direction: column; }
${r} .sp-makeup-print-actions { display: flex; flex-wrap: wrap; gap: 12px; }
@media (max-width: 480px) { ${r} .sp-makeup-print-actions .sp-button { flex: 1 1 100%; } }
@media print {
  ${r}:has(.sp-makeup-print) .sp-skip,
  ${r}:has(.sp-makeup-print) .sp-header,
  ${r}:has(.sp-makeup-print) .sp-footer,
  ${r} .sp-makeup-print-actions { display: none; }
  ${r} .sp-makeup-print .sp-booking-event { background: none; padding: 0; }
}
`;
