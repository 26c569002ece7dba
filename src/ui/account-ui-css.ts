// The rules of the components only account screens render (#31.4: in the ES module they come with
// the account chunk; src/app/account-css.ts). Every selector starts with `.sp-root.sp-root` (see
// src/ui/portal-css.ts).

// The progress bar's fill (src/ui/progress-bar.tsx): one rule per 5 % step, no style attribute under the strict CSP. Marked pure so the widget, which has no
// progress bar (baseCss), drops it (#18).
const progressSteps = /*#__PURE__*/ Array.from({ length: 21 }, (_, i) => `.sp-root.sp-root .sp-progress-fill[data-step="${i * 5}"] { width: ${i * 5}%; }`).join('\n');

/** The progress bar (signing page, resources), the wide layout of account pages and their facts lists (src/ui/facts.tsx). */
const shared = `
.sp-root.sp-root .sp-progress { position: relative; height: 12px; border-radius: 999px; overflow: hidden; background: var(--_sp-border); }
.sp-root.sp-root .sp-progress-fill { height: 100%; width: 0; border-radius: inherit; background: var(--_sp-primary); transition: width .2s linear; }
${progressSteps}
@media (prefers-reduced-motion: reduce) { .sp-root.sp-root .sp-progress-fill { transition: none; } }
.sp-root.sp-root .sp-wide { padding: 8px 0; }
.sp-root.sp-root .sp-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
.sp-root.sp-root .sp-facts > div { display: contents; }
.sp-root.sp-root .sp-facts dt { font-weight: 600; }
.sp-root.sp-root .sp-facts dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 480px) { .sp-root.sp-root .sp-facts { grid-template-columns: 1fr; } .sp-root.sp-root .sp-facts dd { margin-bottom: 8px; } }
`;

/** src/ui/confirm-dialog.tsx (account screens). */
const dialog = `
.sp-root.sp-root .sp-dialog-backdrop { position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center; padding: 16px; background: rgb(0 0 0 / 45%); }
.sp-root.sp-root .sp-dialog { width: 100%; max-width: 440px; padding: 24px; border-radius: var(--_sp-radius); background: var(--_sp-bg); color: var(--_sp-ink); box-shadow: 0 10px 30px rgb(0 0 0 / 25%); }
.sp-root.sp-root .sp-dialog-actions { display: flex; flex-wrap: wrap; gap: 12px; }
`;

/** src/ui/accordion.tsx: full-width header buttons with a chevron, panels below them. */
const accordion = `
.sp-root.sp-root .sp-accordion { border-top: 1px solid var(--_sp-border); }
.sp-root.sp-root .sp-accordion-section { border-bottom: 1px solid var(--_sp-border); }
.sp-root.sp-root .sp-accordion-heading { margin: 0; font-size: 1.05rem; }
.sp-root.sp-root .sp-accordion-heading > button { font: inherit; font-weight: 700; display: flex; gap: 10px; align-items: center; width: 100%; min-height: 48px; padding: 12px 4px; border: 0; background: none; color: var(--_sp-ink); text-align: left; cursor: pointer; overflow-wrap: anywhere; }
.sp-root.sp-root .sp-accordion-heading > button::before { content: "▸" / ""; color: var(--_sp-primary); }
.sp-root.sp-root .sp-accordion-heading > button[aria-expanded="true"]::before { content: "▾" / ""; }
.sp-root.sp-root .sp-accordion-panel { padding: 0 4px 16px 26px; }
.sp-root.sp-root .sp-accordion-panel > :first-child { margin-top: 0; }
`;

/** The account screens' components (progress bar, facts, dialog, accordion): the full portal's, after its access screens' rules. */
export const accountUiCss = shared + dialog + accordion;
