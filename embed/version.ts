/** Replaced with package.json's version by the build (rollup replace); `dev` in tests. */
declare const __STUDENT_PORTAL_VERSION__: string | undefined;

export const version: string = typeof __STUDENT_PORTAL_VERSION__ === 'string' ? __STUDENT_PORTAL_VERSION__ : 'dev';
