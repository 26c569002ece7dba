/* Rules of this screen, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/**
 * New case (issue #17, account §2 /pg/createcase): the form and, beside it,
 * the knowledge articles of the chosen topic detail; one column on a phone,
 * the articles below the form (the line under the topic detail leads there).
 * The remove-file and "N articles" buttons read as links and keep a 44 px target.
 */
export const createCaseCss = `
${r} .sp-case-create { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); gap: 32px; align-items: start; }
${r} .sp-case-fields { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 16px; }
${r} .sp-case-articles { border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); padding: 16px; display: grid; gap: 8px; }
${r} .sp-case-articles h2 { margin: 0; font-size: 1.15rem; }
${r} .sp-case-articles h2:focus { outline: none; }
${r} .sp-case-article-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
${r} .sp-case-article h3 { margin: 0 0 4px; font-size: 1rem; }
${r} .sp-case-article p { margin: 0; overflow-wrap: anywhere; }
${r} .sp-case-articles-notice:empty { display: none; }
${r} .sp-case-link-button { font: inherit; color: var(--_sp-primary); background: none; border: 0; padding: 0 4px; min-height: 44px; min-width: 44px; text-decoration: underline; cursor: pointer; }
@media (max-width: 720px) { ${r} .sp-case-create { grid-template-columns: 1fr; gap: 24px; } }
`;
