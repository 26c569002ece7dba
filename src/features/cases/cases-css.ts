/* Rules of the Cases list, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/**
 * Cases list (issue 17, account §2 /pg/case): the filter as a two-button
 * segmented toggle beside New Case; the cases as a table which, below
 * 640 px, becomes one card per case with each value after its column name
 * (the header row hidden but kept for screen readers; a column name longer
 * than its 7.5em column wraps, the dates beside it do not); Previous / Next
 * around the page position, on one row on a phone (a longer position text
 * wraps between the buttons rather than pushing Next onto a row of its own). The banner's live region takes no room while
 * empty.
 */
export const casesCss = `
${r} .sp-cases-toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; }
${r} .sp-cases-filter { display: inline-flex; border: 2px solid var(--_sp-primary); border-radius: 999px; overflow: hidden; }
${r} .sp-cases-filter button { font: inherit; font-weight: 600; min-height: 44px; min-width: 96px; padding: 8px 18px; border: 0; background: var(--_sp-bg); color: var(--_sp-primary); cursor: pointer; }
${r} .sp-cases-filter button + button { border-left: 2px solid var(--_sp-primary); }
${r} .sp-cases-filter button[aria-pressed="true"] { background: var(--_sp-primary); color: var(--_sp-primary-ink); }
${r} .sp-cases-filter button:focus-visible { outline-offset: -5px; outline-color: var(--_sp-accent); }
${r} .sp-cases-banner:empty { margin-top: 0; }
${r} .sp-cases { width: 100%; border-collapse: collapse; }
${r} .sp-cases caption { text-align: left; font-weight: 600; padding: 0 0 8px; }
${r} .sp-cases th, ${r} .sp-cases td { text-align: left; vertical-align: top; padding: 10px 8px; border-bottom: 1px solid var(--_sp-border); overflow-wrap: anywhere; }
${r} .sp-cases thead th { font-size: .9rem; color: var(--_sp-muted); border-bottom-width: 2px; }
${r} .sp-cases tbody th { font-weight: 600; white-space: nowrap; }
${r} .sp-cases [data-column="opened"], ${r} .sp-cases [data-column="lastUpdate"] { white-space: nowrap; }
${r} .sp-cases-label { display: none; }
${r} .sp-cases-empty { padding: 16px; border: 1px dashed var(--_sp-border); border-radius: var(--_sp-radius); background: var(--_sp-soft); }
${r} .sp-cases-pages { display: flex; align-items: center; justify-content: center; gap: 16px; flex-wrap: wrap; }
${r} .sp-cases-position { margin: 0; font-weight: 600; }
@media (max-width: 640px) {
  ${r} .sp-cases-toolbar > * { flex: 1 1 auto; }
  ${r} .sp-cases-filter button { flex: 1; }
  ${r} .sp-cases thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  ${r} .sp-cases, ${r} .sp-cases caption, ${r} .sp-cases tbody, ${r} .sp-cases tr { display: block; width: 100%; }
  ${r} .sp-cases tbody tr { border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); padding: 8px 14px; margin-bottom: 12px; }
  ${r} .sp-cases tbody th, ${r} .sp-cases tbody td { display: grid; grid-template-columns: 7.5em 1fr; gap: 8px; padding: 4px 0; border: 0; white-space: normal; }
  ${r} .sp-cases tbody th { font-size: 1.05rem; }
  ${r} .sp-cases-label { display: block; font-weight: 600; font-size: .85rem; color: var(--_sp-muted); white-space: normal; }
  ${r} .sp-cases-pages { justify-content: space-between; flex-wrap: nowrap; gap: 8px; }
  ${r} .sp-cases-position { min-width: 0; text-align: center; }
}
`;
