import { demo, renderSignedIn as signedIn } from '../render-portal';

/** The demo accounts the profile tests log in as (README; password as demo's). */
export const accounts = {
  demo: demo.email,
  precollege: 'precollege@student-portal.test',
  canada: 'canada@student-portal.test',
} as const;

/** Logs `email` in through the login form, which then redirects to `path` (a profile screen). */
export const renderSignedIn = (path: string, email: string = accounts.demo) => signedIn(path, { email });
