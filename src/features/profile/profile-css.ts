/** Styles of profile/profile-css (minified at build). */
export const profileCss = `
`;
