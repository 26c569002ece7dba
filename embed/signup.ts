// The sign-up widget bundle's entry (dist/student-portal-signup.js, global
// `StudentPortal`, the same mount API): re-exports only, plus the auto-mount of
// `[data-student-portal]` elements once the DOM is ready.
import { scheduleAutoMount } from './auto-mount';
import { mount } from './signup-mount';

export { mount };
export { version } from './version';

scheduleAutoMount(mount);
