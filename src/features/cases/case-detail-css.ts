/* Rules of this screen, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/**
 * The case detail (issue #17, account §2 /pg/case/{id}): the facts as two
 * columns (one on a phone, src/ui/facts.tsx), comments as a bordered thread, attachments as
 * rows of name, date and Delete that wrap on a phone; long names and
 * unbroken text break rather than pushing the page sideways.
 */
export const caseDetailCss = `
${r} .sp-case-detail h2 { margin: 0; font-size: 1.2em; }
${r} .sp-case-description p, ${r} .sp-case-comment-body { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
${r} .sp-case-comment-list, ${r} .sp-case-attachment-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
${r} .sp-case-comment { border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); padding: 8px 12px; }
${r} .sp-case-comment-by { margin: 0 0 4px; font-weight: 600; }
${r} .sp-case-attachment { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); padding: 8px 12px; }
${r} .sp-case-attachment-name { overflow-wrap: anywhere; min-width: 0; }
${r} .sp-case-attachment .sp-button { margin-left: auto; }
${r} .sp-case-guidance { margin: 0; }
`;
