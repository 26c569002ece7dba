/* Rules of this screen group, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/** The question gate and the additional-fields step (access §2). */
export const registrationDetailsCss = `
${r} .sp-question { margin: 0; padding: 12px 14px; border-left: 4px solid var(--_sp-primary); background: var(--_sp-soft); font-weight: 600; overflow-wrap: anywhere; }
${r} .sp-field-group { display: flex; flex-direction: column; gap: 8px; }
${r} .sp-field-group > .sp-row > .sp-alert { flex: 1 1 12rem; }
${r} .sp-link-row { display: flex; flex-wrap: wrap; gap: 8px 20px; margin-top: 8px; }
${r} .sp-link-row a { display: inline-flex; align-items: center; min-height: 44px; }
@media (max-width: 480px) {
  ${r} .sp-field-group > .sp-row { flex-direction: column; align-items: stretch; }
  ${r} .sp-link-row { flex-direction: column; gap: 0; }
}
`;
