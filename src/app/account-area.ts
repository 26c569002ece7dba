// The account area of the ES module (#31.4): its screens in a chunk the host's bundler loads on the
// first account route (and once the visitor is signed in). The scripts and the tests resolve this
// module to account-area-eager.ts (cli/build/account-area.mjs): one file, every screen at once.
import { accountTextGroups } from './account-text-groups';
import { type Area, lazyArea } from './lazy-area';

// The sign-up steps lead to its confirmation (/pg/confirmation), an account-area screen: loaded while the visitor fills them in.
export const accountArea: Area = lazyArea(() => import('./account-routes'), accountTextGroups, ['signup', 'questionGate', 'additionalFields', 'phoneNumber']);
