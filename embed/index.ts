// The browser bundle's entry (global `StudentPortal`): re-exports only, plus the
// one import-time effect issue #5 asks for — auto-mounting `[data-student-portal]`
// elements once the DOM is ready (nothing happens on a page without them).
import { scheduleAutoMount } from './auto-mount';
import { mount } from './mount';

export { mount };
export { version } from './version';

scheduleAutoMount(mount);
