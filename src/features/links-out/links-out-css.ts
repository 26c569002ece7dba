/* Rules of the links-out screens, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/** Contact Us (issue #16): the ways to reach us as a plain list, one short section each. */
export const linksOutCss = `
${r} .sp-contact-options { list-style: none; margin: 0; padding: 0; }
${r} .sp-contact-options > li + li { border-top: 1px solid var(--_sp-border); margin-top: 16px; padding-top: 16px; }
${r} .sp-contact-options h2 { font-size: 1.1rem; margin: 0 0 4px; }
${r} .sp-contact-options p { margin: 0 0 8px; }
`;
