// The custom element's add-on (issue #31.3): defines `<student-portal>` at load. The build appends it to
// the full portal's script (cli/build/build.mjs), so dist/student-portal-element.js is that script —
// the global `StudentPortal`, the auto-mount of `[data-student-portal]` — and the element, in one file;
// its `mount` is the global's (rollup.config.mjs `overPortal`). Hosts with a bundler import
// `student-portal/element` and call `defineStudentPortal()` instead.
import { defineStudentPortal } from './element';

defineStudentPortal();
