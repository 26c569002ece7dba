import { describe, expect, it, vi } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { accessErrors, transportErrors } from '../../../src/core/messages/errors';
import { signupTexts } from '../../../src/core/messages/registration';
import { portalScreens } from '../../../src/core/messages/shell';
import { accessValidation, chosenValidation } from '../../../src/core/messages/validation';
import { alerts, button, field, heading, leave, link, renderPortal, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import type { PortalEvent } from '../../../embed/student-portal';
import { idle } from '../../support/page';

const strong = 'Strong-pass1!';

/** The inputs of the sign-up form, once the class has loaded. */
async function form(host: HTMLElement) {
  await waitFor(() => host.querySelector('input[name="firstName"]'), 'the sign-up form');
  return {
    firstName: field(host, signupTexts.firstNameLabel),
    lastName: field(host, signupTexts.lastNameLabel),
    email: host.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement,
    password: field(host, accessScreens.passwordLabel),
    country: host.querySelector<HTMLSelectElement>('select[name="country"]') as HTMLSelectElement,
  };
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const checkbox = (host: HTMLElement, label: string) => {
  const found = [...host.querySelectorAll('label')].find((l) => l.textContent === label);
  return found ? host.querySelector<HTMLInputElement>(`[id="${found.htmlFor}"]`) : null;
};

/** The screen's card (the shell has its own search form and Log In link). */
const card = (host: HTMLElement) => host.querySelector('.sp-card') as HTMLElement;

const analytics = (events: readonly PortalEvent[], name: string) =>
  events.filter((e) => e.type === 'analyticsEvent' && e.event === name);

/** SIGN UP is available once every typed value has rendered as valid. */
const signUpAvailable = (host: HTMLElement) =>
  waitFor(() => !button(host, accessScreens.signUpButton).hasAttribute('aria-disabled'), 'SIGN UP available');

/** Waits until every one of `texts` is on screen as an alert or field message. */
const allShown = (host: HTMLElement, texts: string[]) => waitFor(() => texts.every((t) => alerts(host).includes(t)), texts.join(' / '));

describe('sign-up screen: the event', () => {
  it.each([
    ['/pg/signup', 'no class id'],
    ['/pg/signup?classId=9999', 'an unknown class'],
    ['/pg/signup?classid=9999', 'an unknown class (classid variant)'],
  ])('replaces the form with No Event Found for %s (%s), with one analytics event', async (path) => {
    const { host, events } = await renderPortal(path);
    await waitFor(() => host.textContent?.includes(accessErrors.noEvent), 'No Event Found');
    expect(card(host).querySelector('input')).toBeNull();
    // Once the screen is quiet, the event has been sent once and only once.
    await idle();
    expect(analytics(events, 'noEventFound')).toHaveLength(1);
  });

  it('shows the class being signed up for and the form with its autocomplete tokens', async () => {
    const { host } = await renderPortal('/pg/signup?classId=7001');
    const inputs = await form(host);
    expect(heading(host)).toBe(accessScreens.signUp);
    expect(host.textContent).toContain(signupTexts.eventLead('USMLE Step 1 Free Trial Class'));
    expect(inputs.firstName.autocomplete).toBe('given-name');
    expect(inputs.lastName.autocomplete).toBe('family-name');
    expect(inputs.email.autocomplete).toBe('email');
    expect(inputs.password.autocomplete).toBe('new-password');
    expect(inputs.country.getAttribute('autocomplete')).toBe('country');
    expect(field(host, accessScreens.emailLabel)).toBe(inputs.email);
    expect(inputs.country.value).toBe('US');
    await waitFor(() => inputs.country.options.length > 1, 'the country list');
    const rules = host.querySelector('.sp-password-rules');
    expect(rules?.id).toBeTruthy();
    expect(inputs.password.getAttribute('aria-describedby')?.split(' ')).toContain(rules?.id);
    expect(button(host, accessScreens.signUpButton).getAttribute('aria-disabled')).toBe('true');
    expect(link(card(host), accessScreens.logIn)?.getAttribute('href')).toBe(`${window.location.origin}/#/login?redirectUrl=${encodeURIComponent('/pg/signup?classId=7001')}`);
    const terms = link(host, `${signupTexts.termsLink} (opens in a new tab)`);
    expect(terms?.target).toBe('_blank');
    expect(terms?.rel).toContain('noopener');
  });

  it('labels the email Student Email for personal-course programs', async () => {
    const { host } = await renderPortal('/pg/signup?classId=7005');
    await form(host);
    expect(field(host, signupTexts.studentEmailLabel).name).toBe('email');
  });
});

describe('sign-up screen: the form rules', () => {
  it('says what is wrong with each field once it is left, and focuses the first invalid field on SIGN UP', async () => {
    const { host, requests } = await renderPortal('/pg/signup?classId=7001');
    const inputs = await form(host);
    leave(inputs.firstName);
    leave(inputs.lastName);
    type(inputs.email, 'not-an-email');
    leave(inputs.email);
    type(inputs.password, 'abc');
    leave(inputs.password);
    const left = [
      accessValidation.signupFirstNameRequired,
      accessValidation.signupLastNameRequired,
      accessValidation.signupEmailInvalid,
      accessValidation.signupPasswordTooShort,
    ];
    await allShown(host, left);
    expect(alerts(host)).toEqual(left);
    type(inputs.firstName, ' Ada');
    type(inputs.lastName, 'L'.repeat(32));
    type(inputs.email, "o'brien@example.test");
    type(inputs.password, 'abcdefgh');
    const typed = [chosenValidation.leadingWhitespace, chosenValidation.tooLong(31), accessValidation.signupEmailInvalid, chosenValidation.passwordRules];
    await allShown(host, typed);
    expect(alerts(host)).toEqual(typed);
    expect(inputs.firstName.maxLength).toBe(21);
    expect(inputs.lastName.maxLength).toBe(31);
    inputs.password.focus();
    button(host, accessScreens.signUpButton).click();
    await waitFor(() => document.activeElement === inputs.firstName, 'focus on the first name');
    await idle();
    expect(requests.some((r) => r.url.includes('/rest-services/enroll'))).toBe(false);
  });

  it('requires the 13-or-older box for an under-13 program', async () => {
    const { host, sim, handle, requests } = await renderPortal('/pg/signup');
    const classes = sim.simulator.state().fixture.classes;
    const base = classes.find((c) => c.classId === '7005');
    if (!base) throw new Error('fixture class 7005 missing');
    classes.push({ ...structuredClone(base), classId: '7099', code: 'PSATX7099', programCode: 'PSAT' });
    handle.navigate('/pg/signup?classId=7099');
    const inputs = await form(host);
    expect(host.textContent).toContain(accessScreens.under13Notice);
    const age = checkbox(host, accessScreens.under13Checkbox);
    expect(age?.required).toBe(true);
    type(inputs.firstName, 'Ada');
    type(inputs.lastName, 'Lovelace');
    type(inputs.email, 'young.ada@example.test');
    type(inputs.password, strong);
    await idle();
    const signUp = button(host, accessScreens.signUpButton);
    expect(signUp.getAttribute('aria-disabled')).toBe('true');
    signUp.click();
    await waitFor(() => alerts(host).length > 0, 'the age message');
    expect(alerts(host)).toEqual([chosenValidation.ageConfirmationRequired]);
    expect(document.activeElement).toBe(age);
    await idle();
    expect(requests.some((r) => r.url.endsWith('/rest-services/enroll'))).toBe(false);
    age?.click();
    await signUpAvailable(host);
    expect(alerts(host)).toEqual([]);
  });

  it('has no age box for other programs', async () => {
    const { host } = await renderPortal('/pg/signup?classId=7001');
    await form(host);
    expect(host.textContent).not.toContain(accessScreens.under13Notice);
    expect(checkbox(host, accessScreens.under13Checkbox)).toBeNull();
  });

  it.each([
    ['CA', accessScreens.canadianResident, accessScreens.euResident],
    ['GB', accessScreens.euResident, accessScreens.canadianResident],
    ['FR', accessScreens.euResident, accessScreens.canadianResident],
  ])('for %s shows its residency box; the marketing consent appears only when ticked, off', async (country, shown, hidden) => {
    const { host } = await renderPortal('/pg/signup?classId=7001');
    const inputs = await form(host);
    // The US default shows the consent, ticked (access §9: off by default only for Canada, the EU and the UK).
    expect(checkbox(host, signupTexts.marketingConsent)?.checked).toBe(true);
    await waitFor(() => inputs.country.options.length > 1, 'the country list');
    choose(inputs.country, country);
    const residency = await waitFor(() => checkbox(host, shown), 'the residency box');
    expect(checkbox(host, hidden)).toBeNull();
    expect(residency.checked).toBe(false);
    expect(checkbox(host, signupTexts.marketingConsent)).toBeNull();
    residency.click();
    const consent = await waitFor(() => checkbox(host, signupTexts.marketingConsent), 'the marketing consent');
    expect(consent.checked).toBe(false);
    residency.click();
    await waitFor(() => checkbox(host, signupTexts.marketingConsent) === null, 'the marketing consent to go');
    expect(residency.checked).toBe(false);
  });

  it('offers only the US when the country list cannot be loaded, and still signs up', async () => {
    const { host, handle, requests } = await renderPortal('/pg/signup');
    const spy = vi.mocked(window.fetch);
    const real = spy.getMockImplementation();
    if (!real) throw new Error('renderPortal spies on fetch');
    let countryCalls = 0;
    spy.mockImplementation(async (input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes('countryList')) return real(input, init);
      countryCalls += 1;
      return new Response('oops', { status: 500 });
    });
    handle.navigate('/pg/signup?classId=7008');
    const inputs = await form(host);
    // The failed list has been answered and the form shows what it has.
    await waitFor(() => countryCalls > 0, 'the country list request');
    await idle();
    expect([...inputs.country.options].map((o) => o.value)).toEqual(['US']);
    type(inputs.firstName, 'Ada');
    type(inputs.lastName, 'Lovelace');
    type(inputs.email, 'no.countries@example.test');
    type(inputs.password, strong);
    await signUpAvailable(host);
    button(host, accessScreens.signUpButton).click();
    await waitFor(() => requests.some((r) => r.url.endsWith('/rest-services/enroll')), 'the registration');
  });
});

describe('sign-up screen: the email', () => {
  it('says an address is registered, with LOG IN back here, and keeps SIGN UP unavailable', async () => {
    const { host, requests } = await renderPortal('/pg/signup?classId=7001');
    const inputs = await form(host);
    type(inputs.firstName, 'Reg');
    type(inputs.lastName, 'Istered');
    type(inputs.password, strong);
    type(inputs.email, 'registered@student-portal.test');
    leave(inputs.email);
    const notice = await waitFor(
      () => [...host.querySelectorAll('[role="alert"]')].find((a) => a.textContent === accessValidation.emailAlreadyRegistered),
      'the already-registered message',
    );
    const logIn = link(notice, signupTexts.logInLink);
    expect(logIn?.getAttribute('href')).toBe(`${window.location.origin}/#/login?redirectUrl=${encodeURIComponent('/pg/signup?classId=7001')}`);
    expect(inputs.email.getAttribute('aria-describedby')).toContain(notice.id);
    // issue 13 item 16: marked invalid (the red border) like every other field error, in the field's own frame.
    expect(inputs.email.getAttribute('aria-invalid')).toBe('true');
    expect(notice.classList.contains('sp-field-error')).toBe(true);
    expect(notice.closest('.sp-field')).toBe(inputs.email.closest('.sp-field'));
    const signUp = button(host, accessScreens.signUpButton);
    expect(signUp.getAttribute('aria-disabled')).toBe('true');
    inputs.password.focus();
    signUp.click();
    await waitFor(() => document.activeElement === inputs.email, 'focus on the email');
    await idle();
    expect(requests.some((r) => r.url.endsWith('/rest-services/enroll'))).toBe(false);
    // Another address clears the message.
    type(inputs.email, 'someone.new@example.test');
    leave(inputs.email);
    await waitFor(() => !host.textContent?.includes(accessValidation.emailAlreadyRegistered), 'the message to go');
    await waitFor(() => !signUp.hasAttribute('aria-disabled'), 'SIGN UP to be available');
    expect(inputs.email.hasAttribute('aria-invalid')).toBe(false);
  });

  it('checks the address before registering when SIGN UP is pressed straight from the field', async () => {
    const { host, requests } = await renderPortal('/pg/signup?classId=7001');
    const inputs = await form(host);
    type(inputs.firstName, 'Reg');
    type(inputs.lastName, 'Istered');
    type(inputs.password, strong);
    type(inputs.email, 'registered@student-portal.test');
    inputs.email.form?.requestSubmit();
    await waitFor(() => host.textContent?.includes(accessValidation.emailAlreadyRegistered), 'the already-registered message');
    expect(requests.filter((r) => r.url.includes('validateRegisteredUser'))).toHaveLength(1);
    expect(requests.some((r) => r.url.endsWith('/rest-services/enroll'))).toBe(false);
  });

  // access §8 "Validate registered user failure" is the check's refusal; an outage says only that it failed (issue #13.6's rule).
  it.each([
    [403, accessErrors.registeredUserInvalid],
    [500, transportErrors.upstreamFailed],
  ])('says so when the registered-user check is answered %i, without blocking the sign-up', async (status, text) => {
    const { host, requests } = await renderPortal('/pg/signup?classId=7008', { routing: 'hash' });
    const inputs = await form(host);
    const spy = vi.mocked(window.fetch);
    const real = spy.getMockImplementation();
    if (!real) throw new Error('renderPortal spies on fetch');
    spy.mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input).includes('validateRegisteredUser') ? new Response('oops', { status }) : real(input, init),
    );
    type(inputs.firstName, 'Check');
    type(inputs.lastName, 'Failed');
    type(inputs.password, strong);
    type(inputs.email, 'check.failed@example.test');
    leave(inputs.email);
    const note = await waitFor(
      () => [...host.querySelectorAll('[role="status"]')].find((n) => n.textContent?.startsWith(text)),
      'the check-failure note',
    );
    expect(link(note, signupTexts.logInLink)?.getAttribute('href')).toBe(`#/login?redirectUrl=${encodeURIComponent('/pg/signup?classId=7008')}`);
    const signUp = button(host, accessScreens.signUpButton);
    expect(signUp.hasAttribute('aria-disabled')).toBe(false);
    signUp.click();
    await waitFor(() => window.location.hash === '#/pg/confirmation?classid=7008', 'the next screen');
    // The check failure did not stop the registration.
    expect(requests.filter((r) => r.url.endsWith('/rest-services/enroll'))).toHaveLength(1);
  });

  it('sends an address with exactly 8 digits to the main site instead of registering', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const { host, requests } = await renderPortal('/pg/signup?classId=7001');
      const inputs = await form(host);
      type(inputs.firstName, 'Eight');
      type(inputs.lastName, 'Digits');
      type(inputs.email, 'ab12345678@example.test');
      type(inputs.password, strong);
      await signUpAvailable(host);
      button(host, accessScreens.signUpButton).click();
      await waitFor(() => assign.mock.calls.length > 0, 'leaving for the site');
      expect(assign).toHaveBeenCalledWith('https://www.summitprep.test');
      await idle();
      expect(assign).toHaveBeenCalledTimes(1);
      expect(requests.some((r) => r.url.endsWith('/rest-services/enroll'))).toBe(false);
    } finally {
      assign.mockRestore();
    }
  });
});

describe('sign-up screen: loading the class', () => {
  it('shows a failed class lookup with Try again, which loads it', async () => {
    const { host, handle } = await renderPortal('/pg/signup');
    const spy = vi.mocked(window.fetch);
    const real = spy.getMockImplementation();
    if (!real) throw new Error('renderPortal spies on fetch');
    spy.mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input).includes('courseDetailsSearch') ? new Response('oops', { status: 500 }) : real(input, init),
    );
    handle.navigate('/pg/signup?classId=7001');
    await waitFor(() => host.querySelector('.sp-card button'), 'Try again');
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    expect(host.querySelector('.sp-card input')).toBeNull();
    spy.mockImplementation(real);
    button(host, portalScreens.tryAgain).click();
    await form(host);
  });
});
