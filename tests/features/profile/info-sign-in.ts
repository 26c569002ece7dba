import { accounts as demoAccounts } from '../../support/accounts';
import { renderSignedIn as signedIn } from '../render-portal';

/** The emails of the demo accounts the profile tests log in as. */
export const accounts = {
  demo: demoAccounts.demo.email,
  precollege: demoAccounts.precollege.email,
  canada: demoAccounts.canada.email,
} as const;

/** Logs `email` in through the login form, which then redirects to `path` (a profile screen). */
export const renderSignedIn = (path: string, email: string = accounts.demo) => signedIn(path, { email });
