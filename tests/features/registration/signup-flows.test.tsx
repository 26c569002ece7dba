import { describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../../support/epoch';
import { enrollEvent } from '../../../src/core/api/registration';
import { accessScreens } from '../../../src/core/messages/access';
import { accessErrors } from '../../../src/core/messages/errors';
import { signupTexts } from '../../../src/core/messages/registration';
import { portalScreens } from '../../../src/core/messages/shell';
import { type RenderedPortal, alerts, button, demo, field, hashRoute, renderPortal, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import type { Fault, ProxiedRequest } from '../../support/fault-proxy';

/** The event registration itself (not /enroll/updatestudent). */
const enrollPost = (r: ProxiedRequest) => r.method === 'POST' && r.path === '/rest-services/enroll';

const strong = 'Strong-pass1!';
let counter = 0;
const newEmail = () => `new.student.${(counter += 1)}@example.test`;

/** Fills the visitor form with valid values and presses SIGN UP. */
async function signUp(host: HTMLElement, email: string) {
  await waitFor(() => host.querySelector('input[name="firstName"]'), 'the sign-up form');
  type(field(host, signupTexts.firstNameLabel), 'Ada');
  type(field(host, signupTexts.lastNameLabel), 'Lovelace');
  type(host.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement, email);
  type(field(host, accessScreens.passwordLabel), strong);
  await waitFor(() => !button(host, accessScreens.signUpButton).hasAttribute('aria-disabled'), 'SIGN UP available');
  button(host, accessScreens.signUpButton).click();
}

/** Whether a field (a checkbox too) with this visible label is on screen. */
const labelled = (host: HTMLElement, label: string) => [...host.querySelectorAll('label')].some((l) => l.textContent === label);

const enrollBodies = (portal: RenderedPortal) =>
  portal.requests.filter((r) => r.url.endsWith('/rest-services/enroll')).map((r) => JSON.parse(r.body) as Record<string, unknown>);

/** Replaces the answer of calls whose URL ends with `suffix` (the rest still reach the simulator). */
function failCalls(suffix: string, answer: () => Promise<Response>) {
  const spy = vi.mocked(window.fetch);
  const real = spy.getMockImplementation();
  if (!real) throw new Error('renderPortal spies on fetch');
  spy.mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    return url.endsWith(suffix) ? answer() : real(input, init);
  });
  return () => spy.mockImplementation(real);
}

/** Logs the browser in through the login screen (hash routing), then opens `path`. */
async function asDemoStudent(portal: RenderedPortal, path: string) {
  const { host, handle } = portal;
  await waitFor(() => host.querySelector('.sp-card input[name="email"]'), 'the login form');
  // The session check is answered before logging in.
  await idle();
  type(field(host, accessScreens.emailLabel), demo.email);
  type(field(host, accessScreens.passwordLabel), demo.password);
  await waitFor(() => !button(host, accessScreens.logIn).hasAttribute('aria-disabled'), 'Log In available');
  button(host, accessScreens.logIn).click();
  await waitFor(() => hashRoute().startsWith('/myaccount/resources'), 'the login');
  handle.navigate(path);
}

/** Registers the demo student for classes through the API client (the simulator counts per student). */
async function preRegister(portal: RenderedPortal, classCodes: string[]) {
  for (const classCode of classCodes) {
    await enrollEvent(portal.sim.client, {
      firstName: 'Dana',
      lastName: 'Rivera',
      email: demo.email,
      password: demo.password,
      classCode,
      existingUser: true,
    });
  }
}

describe('sign-up: a visitor registers for an event', () => {
  it.each([
    ['7001', '/pg/phonenumber?classid=7001', 'delivery 3 free trial', 'USMLE7001'],
    ['7003', '/pg/additionalfields?classid=7003', 'delivery 7 without free trial', 'MCATW7003'],
    ['7005', '/pg/additionalfields?classid=7005', 'delivery 6', 'SATPR7005'],
    ['7015', '/pg/confirmation?classid=7015', 'a class that goes straight to confirmation', 'GMATD7015'],
  ])('class %s goes to %s (%s), logged in with the given credentials', async (classId, next, _what, classCode) => {
    const portal = await renderPortal(`/pg/signup?classId=${classId}`, { routing: 'hash' });
    const email = newEmail();
    await signUp(portal.host, email);
    await waitFor(() => hashRoute() === next, `the next screen ${next}`);
    const [body] = enrollBodies(portal);
    expect(body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email, existingUser: false, country: 'US', sendMarketingEmail: true });
    expect(body?.password).toBe(strong);
    expect(body?.classCode).toBe(classCode);
    expect(portal.events.filter((e) => e.type === 'login')).toHaveLength(1);
    expect(portal.events.filter((e) => e.type === 'analyticsEvent' && e.event === 'eventRegistration')).toEqual([
      expect.objectContaining({ classId, attempts: 1 }),
    ]);
    expect(portal.sim.simulator.state().eventRegistrations).toHaveLength(1);
  });

  it('sends Canadian residency and an unticked consent as given', async () => {
    const portal = await renderPortal('/pg/signup?classId=7001', { routing: 'hash' });
    const { host } = portal;
    const country = await waitFor(() => host.querySelector<HTMLSelectElement>('select[name="country"]'), 'the form');
    await waitFor(() => country.options.length > 1, 'the country list');
    country.value = 'CA';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => labelled(host, accessScreens.canadianResident), 'the Canadian residency box');
    field(host, accessScreens.canadianResident).click();
    // A ticked residency box offers the marketing consent, unticked (access §9).
    await waitFor(() => labelled(host, signupTexts.marketingConsent), 'the marketing consent');
    expect(field(host, signupTexts.marketingConsent).checked).toBe(false);
    await signUp(host, newEmail());
    await waitFor(() => hashRoute().startsWith('/pg/phonenumber'), 'the next screen');
    expect(enrollBodies(portal)[0]).toMatchObject({ country: 'CA', countryPR: 'CA', sendMarketingEmail: false });
  });

  // access §8: "Event registration other" is one text, whatever the failure (issue #13.4).
  it.each<[string, Fault]>([
    ['a 500', { status: 500, body: '{"message":"boom"}', contentType: 'application/json' }],
    ['a 401', { status: 401 }],
    ['a 400 naming a field', { status: 400, body: '{"field":"email","message":"Bad email"}', contentType: 'application/json' }],
    ['a hang (timeout)', 'hang'],
    ['a dropped connection', 'drop'],
    ['an HTML page', 'html'],
    ['an empty body', 'empty'],
    ['JSON of the wrong shape', { json: { ok: true } }],
  ])('shows the access §8 registration text for %s and lets the visitor try again', async (_what, fault) => {
    const portal = await renderPortal('/pg/signup?classId=7001', { routing: 'hash', faults: true });
    portal.proxy.fail(enrollPost, fault, 1);
    const email = newEmail();
    await signUp(portal.host, email);
    await waitFor(() => alerts(portal.host).length > 0, 'the failure text');
    expect(alerts(portal.host)).toEqual([accessErrors.eventFailed]);
    expect(portal.proxy.faulted).toHaveLength(1);
    const signUpButton = button(portal.host, accessScreens.signUpButton);
    await waitFor(() => !signUpButton.disabled, 'SIGN UP again');
    expect(hashRoute()).toBe('/pg/signup?classId=7001');
    signUpButton.click();
    await waitFor(() => hashRoute() === '/pg/phonenumber?classid=7001', 'the next screen');
    expect(portal.events.filter((e) => e.type === 'analyticsEvent' && e.event === 'eventRegistration')).toEqual([
      expect.objectContaining({ attempts: 2 }),
    ]);
  });

  it('keeps the limit text for a 403', async () => {
    const portal = await renderPortal('/pg/signup?classId=7001', { routing: 'hash', faults: true });
    portal.proxy.fail(enrollPost, { status: 403 }, 1);
    await signUp(portal.host, newEmail());
    await waitFor(() => alerts(portal.host).length > 0, 'the failure text');
    expect(alerts(portal.host)).toEqual([accessErrors.eventLimit]);
  });

  it('disables SIGN UP while the registration is under way', async () => {
    const portal = await renderPortal('/pg/signup?classId=7001', { routing: 'hash' });
    let release: () => void = () => undefined;
    let sent = 0;
    const restore = failCalls('/rest-services/enroll', () => {
      sent += 1;
      return new Promise((resolve) => {
        release = () => resolve(new Response('{}', { status: 500 }));
      });
    });
    await signUp(portal.host, newEmail());
    const signUpButton = button(portal.host, accessScreens.signUpButton);
    // The registration is held: SIGN UP stays pending until it is answered.
    await waitFor(() => sent === 1, 'the registration sent');
    expect(signUpButton.disabled).toBe(true);
    expect(signUpButton.getAttribute('aria-busy')).toBe('true');
    signUpButton.click();
    await idle();
    expect(sent).toBe(1);
    release();
    restore();
    await waitFor(() => alerts(portal.host).includes(accessErrors.eventFailed), 'the failure');
    expect(sent).toBe(1);
  });
});

describe('sign-up: a logged-in student', () => {
  it('is registered automatically, as an existing user without a password, and goes to confirmation', async () => {
    const portal = await renderPortal('/login', { routing: 'hash' });
    await asDemoStudent(portal, '/pg/signup?classId=7003');
    await waitFor(() => hashRoute() === '/pg/confirmation?classid=7003', 'confirmation');
    const [body] = enrollBodies(portal);
    expect(body).toMatchObject({ email: demo.email, existingUser: true, classCode: 'MCATW7003', firstName: 'Dana' });
    expect(body).not.toHaveProperty('password');
  });

  it('is told about an event already booked and taken to the default page', async () => {
    const clock = createTestClock();
    const portal = await renderPortal('/login', { routing: 'hash', clock });
    await preRegister(portal, ['MCATW7003']);
    await asDemoStudent(portal, '/pg/signup?classId=7003');
    await waitFor(() => alerts(portal.host).includes(accessErrors.eventAlreadyEnrolled), 'the already-enrolled text');
    expect(portal.host.textContent).toContain(signupTexts.takingYouToAccount);
    expect(hashRoute()).toBe('/pg/signup?classId=7003');
    clock.advance(2000);
    await waitFor(() => hashRoute() === '/myaccount/resources?pivot=true', 'the default page');
  });

  it.each<[string, Fault]>([
    ['a 502', { status: 502 }],
    ['a hang (timeout)', 'hang'],
    ['an HTML page', 'html'],
  ])('sees the access §8 registration text for %s, and Try again registers', async (_what, fault) => {
    const portal = await renderPortal('/login', { routing: 'hash', faults: true });
    portal.proxy.fail(enrollPost, fault, 1);
    await asDemoStudent(portal, '/pg/signup?classId=7003');
    await waitFor(() => alerts(portal.host).some((a) => a !== signupTexts.autoRegistering), 'the failure text');
    expect(alerts(portal.host)).toEqual([accessErrors.eventFailed]);
    button(portal.host, portalScreens.tryAgain).click();
    await waitFor(() => hashRoute() === '/pg/confirmation?classid=7003', 'confirmation');
  });

  it('sees the limit text for an 11th registration in 24 hours, with Try again', async () => {
    const portal = await renderPortal('/login', { routing: 'hash' });
    await preRegister(portal, ['USMLE7001', 'NCLEX7002', 'MCATW7003', 'MCATT7004', 'SATPR7005', 'SATFT7006', 'GREFT7007', 'GRELV7008', 'MBEFT7009', 'BARWK7010']);
    await asDemoStudent(portal, '/pg/signup?classId=7011');
    await waitFor(() => alerts(portal.host).includes(accessErrors.eventLimit), 'the limit text');
    const tryAgain = button(portal.host, portalScreens.tryAgain);
    tryAgain.click();
    await waitFor(() => enrollBodies(portal).length === 2, 'a second attempt');
    await waitFor(() => alerts(portal.host).includes(accessErrors.eventLimit), 'the limit text again');
  });
});
