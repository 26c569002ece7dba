/* Rules of this screen group, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

export const agreementCss = `
${r} .sp-unused-agreementCss { display: none; }
`;
