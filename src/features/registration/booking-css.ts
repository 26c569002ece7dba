/* Rules of this screen group, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/** Phone step, confirmation and signing page (access §2). */
export const bookingCss = `
${r} .sp-booking-event { padding: 14px 16px; border-radius: 6px; background: var(--_sp-soft); }
${r} .sp-booking-event > * { margin: 0; }
${r} .sp-booking-event > * + * { margin-top: 4px; }
${r} .sp-booking-name { font-size: 1.15rem; line-height: 1.3; font-weight: 700; color: var(--_sp-ink); overflow-wrap: anywhere; }
${r} .sp-calendar-label { margin: 0 0 8px; font-weight: 600; }
${r} .sp-calendar-options { display: flex; flex-wrap: wrap; gap: 8px; }
${r} .sp-calendar-options .sp-button { flex: 1 1 0; min-width: 0; padding-left: 12px; padding-right: 12px; }
${r} .sp-booking-actions { display: flex; flex-direction: column; gap: 12px; }
@media (max-width: 360px) { ${r} .sp-calendar-options { flex-direction: column; } }
`;
