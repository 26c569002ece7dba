/* Rules of the digital-book screens, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/** /ade lists and headings, and the /ade-tutorial video (issue #16). */
export const booksCss = `
${r} .sp-ade-list { margin: 8px 0 12px; padding-left: 20px; }
${r} .sp-ade-list li { margin: 6px 0; overflow-wrap: anywhere; }
${r} .sp-ade-course { margin: 12px 0 4px; font-size: 1rem; }
${r} .sp-tutorial-video { display: block; width: 100%; max-width: 720px; height: auto; aspect-ratio: 16 / 9; background: #000; border-radius: var(--_sp-radius); }
`;
