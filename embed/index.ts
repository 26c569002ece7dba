// The module of the full portal (dist/student-portal.mjs, `import { mount } from 'student-portal'`):
// re-exports only. No global and no auto-mount: importing it does nothing (Node and SSR too, #19.6).
export { mount } from './mount';
export { version } from './version';
