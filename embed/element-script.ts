// The custom element's script (dist/student-portal-element.js, issue #31.3): defines `<student-portal>`
// at load, its one load-time effect (no global, no auto-mount). Hosts with a bundler import
// `student-portal/element` and call `defineStudentPortal()` instead.
import { defineStudentPortal } from './element';

defineStudentPortal();
