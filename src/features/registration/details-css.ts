/* Rules of this screen group, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

export const registrationDetailsCss = `
${r} .sp-unused-registrationDetailsCss { display: none; }
`;
