/** Styles of resources/resources-css (minified at build). */
export const resourcesCss = `
`;
