import { createManualClock } from '../../../src/app/clock';
import { accessScreens } from '../../../src/core/messages';
import { button, demo, field, hashRoute, renderPortal, settle, type, waitFor } from '../render-portal';

/** The demo accounts the profile tests log in as (README; password as demo's). */
export const accounts = {
  demo: demo.email,
  precollege: 'precollege@student-portal.test',
  canada: 'canada@student-portal.test',
} as const;

/** Logs `email` in through the login form, which then redirects to `path` (a profile screen). */
export async function renderSignedIn(path: string, email: string = accounts.demo) {
  const clock = createManualClock();
  const rendered = await renderPortal(`/login?redirectUrl=${encodeURIComponent(path)}`, { routing: 'hash', clock });
  const { host } = rendered;
  await settle();
  type(field(host, accessScreens.emailLabel), email);
  type(field(host, accessScreens.passwordLabel), demo.password);
  await settle();
  button(host, accessScreens.logIn).click();
  await waitFor(() => hashRoute() === path, `the route ${path}`);
  return { ...rendered, clock };
}
