import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loadDefaultFixture } from '../../cli/simulator/fixture/load';
import { accessScreens } from '../../src/core/messages/access';
import { bookingTexts, registrationDetailTexts, signupTexts } from '../../src/core/messages/registration';
import { agreementTexts } from '../../src/core/messages/agreement';
import { isUnder13Program } from '../../src/core/rules/programs';
import { fixtureTime } from './browser-suite';
import { heading } from './portal-page';

/*
 * Locators and helpers of the issue #6 screens (sign-up flow, question gate,
 * additional fields, phone step, confirmation, enrollment agreement), built
 * from the src/core/messages/ texts like portal-page.ts.
 */

type Scope = Page | Locator;

const pageOf = (scope: Scope): Page => ('page' in scope ? scope.page() : scope);

/** A valid sign-up password (access §5: 8–40, lower, upper, digit, special). */
export const signupPassword = 'Signup-pass1!';

let sequence = 0;

/**
 * A fresh address no fixture student has: Date.now-based, never exactly 8
 * digits (access §5 sends those to the main site) and without `+` or `'`.
 */
export function uniqueEmail(tag = 'student'): string {
  sequence += 1;
  return `${tag}.${Date.now()}.${sequence}x@student-portal.test`;
}

/** The default fixture as the suite's simulator loads it (dates resolved against `fixtureTime`). */
export const defaultFixture = () => loadDefaultFixture(fixtureTime);

/** The fixture class behind a question gate, with its (case-sensitive) answer. */
export function gatedClass(): { classId: string; question: string; answer: string } {
  const cls = defaultFixture().classes.find((c) => c.question);
  if (!cls?.question) throw new Error('the default fixture has no class behind a question gate');
  return { classId: cls.classId, question: cls.question.question, answer: cls.question.answer };
}

/** The fixture class of an under-13 program (access §2), if the fixture has one. */
export function under13Class() {
  return defaultFixture().classes.find((c) => isUnder13Program(c.programCode) || isUnder13Program(c.Product.Program.shortName));
}

/** The full portal (examples/index.html, hash routing) at an in-portal route. */
export const portalPath = (route: string) => `/index.html#${route}`;

/** Moves the full portal to another route the way a link would (hash change, no reload). */
export async function goToRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
}

/** The hash route's path and query (hash routing). */
export async function currentRoute(page: Page): Promise<{ path: string; query: URLSearchParams }> {
  const raw = await page.evaluate(() => window.location.hash.replace(/^#/, ''));
  const q = raw.indexOf('?');
  return q < 0 ? { path: raw, query: new URLSearchParams() } : { path: raw.slice(0, q), query: new URLSearchParams(raw.slice(q + 1)) };
}

/** Resolves when the hash route's path is `path` (query ignored). */
export async function waitForRoutePath(page: Page, path: string): Promise<void> {
  await page.waitForFunction((expected) => window.location.hash.replace(/^#/, '').split('?')[0] === expected, path);
}

/**
 * The sign-up form inside `scope`: the form holding the SIGN UP button.
 * The email is labelled Email, or Student Email for personal-course programs.
 */
export function signupForm(scope: Scope) {
  const page = pageOf(scope);
  const form = scope.locator('form').filter({ has: page.getByRole('button', { name: accessScreens.signUpButton, exact: true }) });
  return {
    form,
    firstName: form.getByLabel(signupTexts.firstNameLabel, { exact: true }),
    lastName: form.getByLabel(signupTexts.lastNameLabel, { exact: true }),
    email: form
      .getByLabel(accessScreens.emailLabel, { exact: true })
      .or(form.getByLabel(signupTexts.studentEmailLabel, { exact: true })),
    password: form.getByLabel(accessScreens.passwordLabel, { exact: true }),
    country: form.getByLabel(signupTexts.countryLabel, { exact: true }),
    submit: form.getByRole('button', { name: accessScreens.signUpButton, exact: true }),
    canadianResident: form.getByRole('checkbox', { name: accessScreens.canadianResident, exact: true }),
    marketing: form.getByRole('checkbox', { name: signupTexts.marketingConsent, exact: true }),
    under13Notice: form.getByText(accessScreens.under13Notice, { exact: true }),
    under13Checkbox: form.getByRole('checkbox', { name: accessScreens.under13Checkbox, exact: true }),
  };
}

export interface SignupPerson {
  firstName?: string;
  lastName?: string;
  email: string;
  password?: string;
}

/** Fills the sign-up form (names, email, password); country and consents stay as they are. */
export async function fillSignup(scope: Scope, person: SignupPerson): Promise<void> {
  const form = signupForm(scope);
  await form.firstName.fill(person.firstName ?? 'Casey');
  await form.lastName.fill(person.lastName ?? 'Tester');
  await form.email.fill(person.email);
  await form.password.fill(person.password ?? signupPassword);
}

/** Fills and submits the sign-up form with SIGN UP; resolves once the enroll call has answered. */
export async function submitSignup(scope: Scope, person: SignupPerson): Promise<void> {
  const page = pageOf(scope);
  await fillSignup(scope, person);
  const enrolled = page.waitForResponse((r) => r.url().includes('/rest-services/enroll') && r.request().method() === 'POST');
  await signupForm(scope).submit.click();
  await enrolled;
}

/** The phone step (access §2 Phone number). */
export function phoneStep(scope: Scope) {
  return {
    heading: heading(scope, accessScreens.phoneHeading),
    phone: scope.getByLabel(bookingTexts.phoneLabel, { exact: true }),
    consent: scope.getByRole('checkbox', { name: bookingTexts.phoneConsent, exact: true }),
    notifyMe: scope.getByRole('button', { name: accessScreens.notifyMe, exact: true }),
    noThanks: scope
      .getByRole('link', { name: accessScreens.noThanks, exact: true })
      .or(scope.getByRole('button', { name: accessScreens.noThanks, exact: true })),
  };
}

/** The additional-fields step (access §2 Additional fields). */
export function additionalFieldsStep(scope: Scope) {
  const page = pageOf(scope);
  const form = scope.locator('form').filter({
    has: page
      .getByRole('button', { name: accessScreens.additionalFieldsSubmit, exact: true })
      .or(page.getByRole('button', { name: accessScreens.additionalFieldsSaveSpot, exact: true })),
  });
  return {
    heading: heading(scope, accessScreens.additionalFieldsHeading),
    form,
    letsDoThis: form.getByRole('button', { name: accessScreens.additionalFieldsSubmit, exact: true }),
    saveMySpot: form.getByRole('button', { name: accessScreens.additionalFieldsSaveSpot, exact: true }),
  };
}

/** Values for the additional-fields text inputs, by label (registrationDetailTexts). */
const additionalTextValues: [string, (email: string) => string][] = [
  [registrationDetailTexts.parentFirstNameLabel, () => 'Pat'],
  [registrationDetailTexts.parentLastNameLabel, () => 'Parent'],
  [registrationDetailTexts.parentEmailLabel, (email) => `parent.${email}`],
  [registrationDetailTexts.schoolNameLabel, () => 'Hudson High School'],
];

/**
 * Fills whatever the program family shows (access §3 lead forms): every
 * visible empty select takes its first real option, the parent and school
 * name fields get values; repeated because a choice can reveal more fields.
 */
export async function fillAdditionalFields(scope: Scope, studentEmail: string): Promise<void> {
  const { form } = additionalFieldsStep(scope);
  for (let round = 0; round < 3; round += 1) {
    for (const [label, value] of additionalTextValues) {
      const field = form.getByLabel(label, { exact: true });
      if ((await field.count()) === 0 || !(await field.isVisible()) || !(await field.isEnabled())) continue;
      if ((await field.inputValue()) === '') await field.fill(value(studentEmail));
    }
    const selects = form.locator('select');
    for (let i = 0; i < (await selects.count()); i += 1) {
      const select = selects.nth(i);
      if (!(await select.isVisible()) || !(await select.isEnabled()) || (await select.inputValue()) !== '') continue;
      // A list that loads after the step shows (or after the select it depends on) may not be in yet: wait for it.
      const firstOption = () => select.evaluate((el: HTMLSelectElement) => [...el.options].find((o) => o.value !== '' && !o.disabled)?.value ?? null);
      await expect.poll(firstOption, { timeout: 5000, message: 'a select of the additional fields gets its options' }).not.toBeNull();
      const value = await firstOption();
      if (value !== null) await select.selectOption(value);
    }
  }
  const barRep = form.getByRole('checkbox', { name: registrationDetailTexts.noBarRepId, exact: true });
  if ((await barRep.count()) > 0 && (await barRep.isVisible()) && !(await barRep.isChecked())) await barRep.check();
  // Every shown field valid: the submit button is available (it is announced unavailable while one is not).
  await expect
    .poll(async () => (await form.locator('button[type="submit"]').getAttribute('aria-disabled')) !== 'true', {
      timeout: 5000,
      message: 'the additional fields are complete (the submit button available)',
    })
    .toBe(true);
}

/** The confirmation screen (access §2 Confirmation). */
export function confirmationScreen(scope: Scope) {
  const either = (name: string) =>
    scope.getByRole('link', { name, exact: true }).or(scope.getByRole('button', { name, exact: true }));
  return {
    heading: heading(scope, accessScreens.spotBooked),
    google: either(accessScreens.calendarGoogle),
    apple: either(accessScreens.calendarApple),
    outlook: either(accessScreens.calendarOutlook),
    lookForAnotherEvent: either(accessScreens.lookForAnotherEvent),
    goToMyAccount: either(accessScreens.goToMyAccount),
  };
}

/**
 * The Apple calendar entry, once the class has loaded: the booked heading shows while the class
 * details are still on their way, so the entry is waited for, not looked at once.
 */
export async function appleCalendar(scope: Scope): Promise<Locator> {
  const apple = confirmationScreen(scope).apple.first();
  await apple.waitFor();
  return apple;
}

/** The question gate (access §2 Question gate). */
export function questionGate(scope: Scope) {
  return {
    heading: heading(scope, registrationDetailTexts.questionHeading),
    answer: scope.getByLabel(registrationDetailTexts.answerLabel, { exact: true }),
    continue: scope.getByRole('button', { name: accessScreens.continue, exact: true }),
  };
}

/** The enrollment agreement (access §2 Enrollment agreement). */
export function agreementScreen(scope: Scope) {
  return {
    heading: heading(scope, agreementTexts.heading),
    accept: scope.getByRole('button', { name: accessScreens.accept, exact: true }),
    decline: scope.getByRole('button', { name: accessScreens.decline, exact: true }),
    print: scope.getByRole('button', { name: accessScreens.print, exact: true }),
    shareYes: scope.getByRole('radio', { name: agreementTexts.shareInfoYes, exact: true }),
    shareNo: scope.getByRole('radio', { name: agreementTexts.shareInfoNo, exact: true }),
    hsgOption: (n: number) => scope.getByRole('radio', { name: agreementTexts.hsgOption(n), exact: true }),
  };
}

/** Whether a button refuses: disabled, or announced unavailable (aria-disabled). */
export async function isRefusing(button: Locator): Promise<boolean> {
  return (await button.isDisabled()) || (await button.getAttribute('aria-disabled')) === 'true';
}

/**
 * RFC 5545 §3.1 unfolding: CRLF followed by a space or tab joins the lines.
 * Returns the logical lines without their CRLF.
 */
export function unfoldIcs(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line, i, all) => line !== '' || i < all.length - 1);
}

/** `YYYYMMDDTHHMMSS`: the wall-clock time an instant shows in New York. */
export function newYorkStamp(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}T${get('hour')}${get('minute')}${get('second')}`;
}
