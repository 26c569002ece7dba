/* Rules of this screen group, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

export const signupCss = `
${r} .sp-signup-names { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
${r} .sp-signup-notice { margin: 0; font-weight: 600; }
${r} .sp-signup-hint { margin: 0; color: var(--_sp-muted); font-size: .9rem; }
${r} .sp-signup-terms { margin: 0; font-size: .85rem; text-align: center; }
@media (max-width: 480px) { ${r} .sp-signup-names { grid-template-columns: 1fr; } }
`;
