/* Rules of this screen group, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

// The signing bar's fill: one rule per 5 % step (no style attribute under the strict CSP).
const progressSteps = Array.from({ length: 21 }, (_, i) => `${r} .sp-progress-fill[data-step="${i * 5}"] { width: ${i * 5}%; }`).join('\n');

/** Phone step, confirmation and signing page (access §2). */
export const bookingCss = `
${r} .sp-booking-event { padding: 14px 16px; border-radius: 6px; background: var(--sp-soft); }
${r} .sp-booking-event > * { margin: 0; }
${r} .sp-booking-event > * + * { margin-top: 4px; }
${r} .sp-booking-name { font-size: 1.15rem; line-height: 1.3; font-weight: 700; color: var(--sp-ink); overflow-wrap: anywhere; }
${r} .sp-calendar-label { margin: 0 0 8px; font-weight: 600; }
${r} .sp-calendar-options { display: flex; flex-wrap: wrap; gap: 8px; }
${r} .sp-calendar-options .sp-button { flex: 1 1 0; min-width: 0; padding-left: 12px; padding-right: 12px; }
${r} .sp-booking-actions { display: flex; flex-direction: column; gap: 12px; }
${r} .sp-progress { position: relative; height: 12px; border-radius: 999px; overflow: hidden; background: var(--sp-border); }
${r} .sp-progress-fill { height: 100%; width: 0; border-radius: inherit; background: var(--sp-primary); transition: width .2s linear; }
${progressSteps}
@media (prefers-reduced-motion: reduce) { ${r} .sp-progress-fill { transition: none; } }
@media (max-width: 360px) { ${r} .sp-calendar-options { flex-direction: column; } }
`;
