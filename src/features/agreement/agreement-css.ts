/* Rules of this screen group, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/** The enrollment agreement and the attendance-system login (access §2). */
export const agreementCss = `
${r} .sp-card:has(.sp-agreement) { max-width: 760px; }
${r} .sp-agreement-text {
  max-height: min(60vh, 560px); overflow: auto; padding: 16px 18px; border: 1px solid var(--_sp-border);
  border-radius: 6px; background: var(--_sp-soft); overflow-wrap: anywhere;
}
${r} .sp-agreement-text > :first-child { margin-top: 0; }
${r} .sp-agreement-text > :last-child { margin-bottom: 0; }
${r} .sp-agreement-text h1, ${r} .sp-agreement-text h2, ${r} .sp-agreement-text h3 { margin: 1em 0 .5em; font-size: 1.15rem; line-height: 1.3; }
${r} .sp-agreement-text p, ${r} .sp-agreement-text ul, ${r} .sp-agreement-text ol { margin: 0 0 .75em; }
${r} .sp-agreement-text ul, ${r} .sp-agreement-text ol { padding-left: 1.5em; }
${r} .sp-agreement-text img { max-width: 100%; height: auto; }
${r} .sp-agreement-text table { border-collapse: collapse; max-width: 100%; }
${r} .sp-agreement-text td, ${r} .sp-agreement-text th { padding: 4px 8px; border: 1px solid var(--_sp-border); }
${r} .sp-choice { margin: 0; padding: 0; border: 0; min-width: 0; }
${r} .sp-choice legend { padding: 0; margin-bottom: 6px; }
${r} .sp-choice-options { display: flex; flex-wrap: wrap; gap: 4px 24px; }
${r} .sp-radio { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; cursor: pointer; }
${r} .sp-radio input { width: 20px; height: 20px; margin: 0; accent-color: var(--_sp-primary); }
${r} .sp-choice .sp-field-error { margin-top: 4px; }
${r} .sp-agreement-buttons { display: flex; flex-wrap: wrap; gap: 12px; }
${r} .sp-attendance-links { text-align: center; }
@media (max-width: 480px) {
  ${r} .sp-agreement-buttons .sp-button { flex: 1 1 100%; }
  ${r} .sp-agreement-text { max-height: 55vh; padding: 12px; }
}
@media print {
  ${r} .sp-agreement-text { max-height: none; overflow: visible; border: 0; padding: 0; background: none; }
  ${r} .sp-agreement-buttons, ${r} .sp-agreement .sp-choice { display: none; }
}
`;
