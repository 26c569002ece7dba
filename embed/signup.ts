// The module of the sign-up widget (dist/student-portal-signup.mjs, `'student-portal/signup'`):
// re-exports only, as embed/index.ts.
export { mount } from './signup-mount';
export { version } from './version';
