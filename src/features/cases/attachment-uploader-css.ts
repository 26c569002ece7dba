/* Rules of Add Attachment, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/**
 * Add Attachment (issue #17): a dashed drop zone around the labelled file
 * input, highlighted while files are dragged over it; one row per file with
 * its name, its progress bar and percentage (or its state), its actions and
 * its message, wrapping to lines of their own on a phone.
 */
export const attachmentUploaderCss = `
${r} .sp-attach { display: grid; gap: 12px; }
${r} .sp-attach-drop { position: relative; border: 2px dashed var(--_sp-border); border-radius: var(--_sp-radius); padding: 12px 16px; }
${r} .sp-attach-drop[data-dragging="true"] { border-color: var(--_sp-primary); background: var(--_sp-soft); }
${r} .sp-attach-drop .sp-field { margin: 0; }
${r} .sp-attach-drop-text { margin: 8px 0 0; font-weight: 600; color: var(--_sp-primary); }
${r} .sp-attach-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
${r} .sp-attach-item { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); padding: 8px 12px; }
${r} .sp-attach-name { flex: 1 1 12em; min-width: 0; font-weight: 600; overflow-wrap: anywhere; }
${r} .sp-attach-progress { flex: 2 1 12em; display: flex; align-items: center; gap: 8px; }
${r} .sp-attach-progress .sp-progress { flex: 1 1 auto; }
${r} .sp-attach-percent { min-width: 4ch; text-align: right; font-variant-numeric: tabular-nums; }
${r} .sp-attach-state { color: var(--_sp-muted); }
${r} .sp-attach-item[data-state="uploaded"] .sp-attach-state { color: var(--_sp-success); }
${r} .sp-attach-actions { display: flex; gap: 8px; margin-left: auto; }
${r} .sp-attach-error { flex-basis: 100%; margin: 0; color: var(--_sp-danger); }
`;
