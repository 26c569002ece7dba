/* Rules of the make-up search, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/** Find a Make-up Session: the result cards (account §2, §4). */
export const makeupSearchCss = `
${r} .sp-makeup-results { margin: 0; padding: 0; list-style: none; }
${r} .sp-makeup-result { display: flex; flex-direction: column; gap: 12px; padding: 16px; border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); background: var(--_sp-bg); }
${r} .sp-makeup-result h2 { margin: 0; font-size: 1.1rem; }
${r} .sp-makeup-result dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; }
${r} .sp-makeup-result dt { font-size: .85rem; color: var(--_sp-muted); }
${r} .sp-makeup-result dd { margin: 0; overflow-wrap: anywhere; }
@media (min-width: 721px) { ${r} .sp-makeup-result .sp-button { align-self: flex-start; } }
`;
