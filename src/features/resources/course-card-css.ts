/** Styles of resources/course-card-css (minified at build). */
export const courseCardCss = `
`;
