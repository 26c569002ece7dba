import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../support/epoch';
import { accessScreens } from '../../../src/core/messages/access';
import { accessErrors } from '../../../src/core/messages/errors';
import { signupTexts } from '../../../src/core/messages/registration';
import { type RenderedPortal, alerts, button, demo, field, hashRoute, json, renderPortal, stubRequests, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const strong = 'Strong-pass1!';
let counter = 0;
const newEmail = () => `account.only.${(counter += 1)}@example.test`;

const sent = (portal: RenderedPortal, suffix: string) => portal.requests.filter((r) => r.url.split('?')[0]?.endsWith(suffix));
const loginCalls = (portal: RenderedPortal) => portal.requests.filter((r) => r.url.includes('/graphql') || r.url.includes('/userLogin/login'));

async function fillAndSubmit(portal: RenderedPortal, email: string, country?: string) {
  const { host } = portal;
  const select = await waitFor(() => host.querySelector<HTMLSelectElement>('.sp-card select[name="country"]'), 'the form');
  if (country) {
    await waitFor(() => select.options.length > 1, 'the country list');
    select.value = country;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await idle();
  }
  type(field(host, signupTexts.firstNameLabel), 'Grace');
  type(field(host, signupTexts.lastNameLabel), 'Hopper');
  type(host.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement, email);
  type(field(host, accessScreens.passwordLabel), strong);
  await waitFor(() => !button(host, accessScreens.signUpButton).hasAttribute('aria-disabled'), 'SIGN UP available');
  button(host, accessScreens.signUpButton).click();
}

describe('sign-up without a class code (registerUser=true)', () => {
  it('shows the form without an event, and no No Event Found', async () => {
    const { host, events } = await renderPortal('/pg/signup?registerUser=true');
    await waitFor(() => host.querySelector('.sp-card input[name="firstName"]'), 'the form');
    await idle();
    expect(host.textContent).toContain(signupTexts.accountLead);
    expect(host.textContent).not.toContain(accessErrors.noEvent);
    expect(events.some((e) => e.type === 'analyticsEvent' && e.event === 'noEventFound')).toBe(false);
  });

  it('registers, updates the profile, logs in at 1900 ms and goes to my account at 2200 ms', async () => {
    const clock = createTestClock();
    const portal = await renderPortal('/pg/signup?registerUser=true', { routing: 'hash', clock });
    const email = newEmail();
    await fillAndSubmit(portal, email);
    await waitFor(() => portal.host.textContent?.includes(signupTexts.accountCreated), 'the progress message');
    expect(JSON.parse(sent(portal, '/studentRegistration/register')[0]?.body ?? '{}')).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      password: strong,
    });
    expect(JSON.parse(sent(portal, '/enroll/updatestudent')[0]?.body ?? '{}')).toMatchObject({
      email,
      country: 'US',
      zip: '00000',
      sendMarketingEmail: true,
    });
    // The simulator kept it: the update before login is allowed for the account this page just created (#29.14).
    const created = portal.sim.simulator.state().fixture.students.find((s) => s.email === email);
    expect(created?.StudentAddress?.[0]).toMatchObject({ country: 'US', zip: '00000' });
    expect(sent(portal, '/rest-services/enroll')).toHaveLength(0);
    expect(button(portal.host, accessScreens.signUpButton).disabled).toBe(true);

    clock.advance(1899);
    await idle();
    expect(loginCalls(portal)).toHaveLength(0);
    clock.advance(1);
    await waitFor(() => portal.events.some((e) => e.type === 'login'), 'the login');
    await waitFor(() => portal.host.textContent?.includes(signupTexts.signedIn), 'the signed-in message');
    expect(hashRoute()).toBe('/pg/signup?registerUser=true');
    clock.advance(299);
    await idle();
    expect(hashRoute()).toBe('/pg/signup?registerUser=true');
    clock.advance(1);
    await waitFor(() => hashRoute() === '/myaccount/resources?pivot=true', 'my account');
  });

  // #29.1: a 2xx counts only when it says success; the form stays for another try.
  it.each<[string, () => Response]>([
    ['a refusal', () => json({ status: 'failed', message: 'Registrations are paused.' })],
    ['an empty object', () => json({})],
    ['an HTML page', () => new Response('<html>Sign in</html>', { headers: { 'content-type': 'text/html' } })],
  ])('does not count %s as an account: it says so and SIGN UP works again', async (_label, answer) => {
    const portal = await renderPortal('/pg/signup?registerUser=true', { routing: 'hash', clock: createTestClock() });
    stubRequests('/studentRegistration/register', answer, 1);
    const email = newEmail();
    await fillAndSubmit(portal, email);
    await waitFor(() => alerts(portal.host).length > 0, 'the failure');
    await idle();
    expect(portal.host.textContent).not.toContain(signupTexts.accountCreated);
    expect(sent(portal, '/enroll/updatestudent')).toHaveLength(0);
    expect(button(portal.host, accessScreens.signUpButton).disabled).toBe(false);
    button(portal.host, accessScreens.signUpButton).click();
    await waitFor(() => portal.host.textContent?.includes(signupTexts.accountCreated), 'the account created on the retry');
  });

  it('waits 3000 ms in Canada and honours a safe redirectUrl', async () => {
    const clock = createTestClock();
    const portal = await renderPortal('/pg/signup?registerUser=true&redirectUrl=%2Fmyaccount%2Fprofile', { routing: 'hash', clock });
    await fillAndSubmit(portal, newEmail(), 'CA');
    await waitFor(() => portal.host.textContent?.includes(signupTexts.accountCreated), 'the progress message');
    expect(JSON.parse(sent(portal, '/enroll/updatestudent')[0]?.body ?? '{}')).toMatchObject({
      country: 'CA',
      canadaPermResident: false,
      sendMarketingEmail: false,
    });
    clock.advance(1900);
    await waitFor(() => portal.events.some((e) => e.type === 'login'), 'the login');
    await waitFor(() => portal.host.textContent?.includes(signupTexts.signedIn), 'the signed-in message');
    const signupRoute = '/pg/signup?registerUser=true&redirectUrl=%2Fmyaccount%2Fprofile';
    // 2200 ms after the account exists is not yet time in Canada…
    clock.advance(300);
    await idle();
    expect(hashRoute()).toBe(signupRoute);
    // …nor is 2999 ms.
    clock.advance(799);
    await idle();
    expect(hashRoute()).toBe(signupRoute);
    clock.advance(1);
    await waitFor(() => hashRoute() === '/myaccount/profile', 'the redirect target');
  });

  it('drops an unsafe redirectUrl for my account', async () => {
    const clock = createTestClock();
    const portal = await renderPortal('/pg/signup?registerUser=true&redirectUrl=https%3A%2F%2Fevil.example%2F', { routing: 'hash', clock });
    await fillAndSubmit(portal, newEmail());
    await waitFor(() => portal.host.textContent?.includes(signupTexts.accountCreated), 'the progress message');
    clock.advance(1900);
    await waitFor(() => portal.events.some((e) => e.type === 'login'), 'the login');
    clock.advance(300);
    await waitFor(() => hashRoute() === '/myaccount/resources?pivot=true', 'my account');
  });

  it('sends a logged-in student straight on', async () => {
    const portal = await renderPortal('/login', { routing: 'hash' });
    const { host, handle } = portal;
    // The session check is answered before logging in.
    await idle();
    type(field(host, accessScreens.emailLabel), demo.email);
    type(field(host, accessScreens.passwordLabel), demo.password);
    await waitFor(() => !button(host, accessScreens.logIn).hasAttribute('aria-disabled'), 'Log In available');
    button(host, accessScreens.logIn).click();
    await waitFor(() => hashRoute().startsWith('/myaccount/resources'), 'the login');
    handle.navigate('/pg/signup?registerUser=true&redirectUrl=%2Fmyaccount%2Fprofile');
    await waitFor(() => hashRoute() === '/myaccount/profile', 'the redirect target');
    expect(sent(portal, '/studentRegistration/register')).toHaveLength(0);
  });
});
