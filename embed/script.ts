// The script of the full portal (dist/student-portal.js): its global `StudentPortal` (shared with
// the sign-up widget's script on the same page) and the auto-mount of `[data-student-portal]`
// elements once the DOM is ready, the one load-time effect (issue #5).
import { installScript } from './global';
import { api } from './mount';

export default installScript('portal', api);
