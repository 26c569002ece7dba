// The script of the sign-up widget (dist/student-portal-signup.js): as embed/script.ts.
import { installScript } from './global';
import { api } from './signup-mount';

export default installScript('signup', api);
