import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wrongCurrentPasswordText } from '../../cli/simulator/routes/passwords';
import { accessScreens } from '../../src/core/messages/access';
import { accountScreens } from '../../src/core/messages/account';
import { accountErrors } from '../../src/core/messages/errors';
import { educationGoalsTexts, loginEditTexts, profileTexts } from '../../src/core/messages/profile';
import { accessValidation, accountValidation } from '../../src/core/messages/validation';
import { fixtureTime, screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { defaultFixture } from './registration-page';
import {
  accountUsers,
  cardRows,
  chosenLabel,
  nextStudentUpdate,
  openOnHost,
  optionLabels,
  overflowsSideways,
  profileCard,
  route,
  signInHere,
  signInTo,
  waitForFieldError,
} from './account-page';

/*
 * Issue #7 in the browser: /myaccount/profile and its edit screens (account
 * §2, §4, §5, §7, §8) in the full portal (examples/index.html, hash routing)
 * against the default fixture's demo student S1001 (docs/fixtures.md). Every
 * save is checked where a student sees it: back on the overview, which loads
 * the profile fresh from the simulator.
 */

const suite = useBrowserSuite();

const profile = '/myaccount/profile';
const demo = () => {
  const student = defaultFixture().students.find((s) => s.studentId === 'S1001');
  if (!student) throw new Error('the default fixture has no S1001');
  return student;
};
/** YYYY-MM-DD → MM/DD/YYYY (account §9 display format). */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const save = (page: Page) => page.getByRole('button', { name: profileTexts.save, exact: true });
const editLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

/** From the overview, follows a card's edit link to its screen. */
async function openEdit(page: Page, linkName: string, screenHeading: string, path: string): Promise<void> {
  await editLink(page, linkName).click();
  await heading(page, screenHeading).waitFor();
  expect((await route(page)).path).toBe(path);
}

/** Saves and waits for the overview to show again (account §4: after submit, back to /myaccount/profile). */
async function backOnOverview(page: Page): Promise<void> {
  await heading(page, profileTexts.heading).waitFor();
  expect((await route(page)).path).toBe(profile);
  await profileCard(page, accountScreens.myInfo).waitFor();
}

async function checkScreen(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('/myaccount/profile in the browser', () => {
  it("shows the four cards with the demo student's data and an edit link each (no extra-time card off QA), then edits Info, Education and Goals in turn, each saved and shown on the overview", async () => {
    const { page } = await signInTo(suite, profile);
    await heading(page, profileTexts.heading).waitFor();
    await profileCard(page, accountScreens.myInfo).waitFor();
    const student = demo();

    const info = await cardRows(profileCard(page, accountScreens.myInfo));
    expect(info[profileTexts.name]).toBe('Dana Rivera');
    expect(info[profileTexts.phone]).toBe('(212) 555-0143');
    expect(info[profileTexts.address]).toContain('55 Bethune Street');
    expect(info[profileTexts.address]).toContain('10014');
    const education = await cardRows(profileCard(page, accountScreens.myEducation));
    expect(Object.values(education)).toEqual(expect.arrayContaining(['Hudson University', 'NY', '2027']));
    const login = await cardRows(profileCard(page, accountScreens.myLogin));
    expect(login[accessScreens.emailLabel]).toBe(accountUsers.demo);
    expect(login[accessScreens.passwordLabel]).toContain(profileTexts.passwordMask);
    expect(await profileCard(page, accountScreens.myLogin).innerText()).not.toContain(accountUsers.password);
    const goals = await cardRows(profileCard(page, accountScreens.myGoals));
    expect(goals[profileTexts.testDate]).toBe(usDate(student.expectedTestDate ?? ''));

    for (const name of [accountScreens.editInfo, accountScreens.editEducation, accountScreens.editLogin, accountScreens.editGoals]) {
      expect(await editLink(page, name).count(), name).toBe(1);
    }
    // account §6: the extra-time card shows only on a QA host; 127.0.0.1 is not one.
    expect(await profileCard(page, accountScreens.adaTitle).count()).toBe(0);
    await checkScreen(page, 'account-profile');

    await page.setViewportSize({ width: 360, height: 780 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 360 px').toBe(false);
    await screenshot(page, 'account-profile-narrow');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Edit Info: says what is wrong, keeps Save disabled until valid, saves and the overview shows it.
    await openEdit(page, accountScreens.editInfo, accountScreens.editInfo, '/myaccount/profile/updateuser');
    const firstName = page.getByLabel(profileTexts.firstName, { exact: true });
    const phone = page.getByLabel(profileTexts.phone, { exact: true });
    const zip = page.getByLabel(profileTexts.zip, { exact: true });
    await firstName.waitFor();
    expect(await firstName.inputValue()).toBe('Dana');
    expect(await firstName.getAttribute('autocomplete')).toBe('given-name');
    expect(await phone.getAttribute('autocomplete')).toBe('tel');
    expect(await zip.getAttribute('autocomplete')).toBe('postal-code');
    // account §4: nothing changed yet.
    expect(await save(page).isDisabled()).toBe(true);

    await firstName.fill('');
    await firstName.blur();
    await waitForFieldError(firstName, accountValidation.firstNameRequired);
    await phone.fill('21255');
    await phone.blur();
    await waitForFieldError(phone, accountValidation.phoneInvalid);
    await zip.fill('abc');
    await zip.blur();
    expect(await zip.inputValue()).toBe('ABC');
    await waitForFieldError(zip, accountValidation.zipInvalid);
    expect(await save(page).isDisabled()).toBe(true);
    await checkScreen(page, 'account-edit-info-errors');

    await firstName.fill('Danielle');
    await phone.fill('6465550199');
    await zip.fill('10011');
    expect(await save(page).isDisabled()).toBe(false);
    const sent = nextStudentUpdate(page);
    await save(page).click();
    expect(await sent).toMatchObject({ firstName: 'Danielle', phoneNumber: '6465550199', zip: '10011' });
    await backOnOverview(page);
    const savedInfo = await cardRows(profileCard(page, accountScreens.myInfo));
    expect(savedInfo[profileTexts.name]).toBe('Danielle Rivera');
    expect(savedInfo[profileTexts.phone]).toBe('(646) 555-0199');
    expect(savedInfo[profileTexts.address]).toContain('10011');

    // Edit Education: a new state clears the school and disables Save until one is picked; the overview shows it.
    await openEdit(page, accountScreens.editEducation, accountScreens.editEducation, '/myaccount/profile/updateeducation');
    const state = page.getByLabel(educationGoalsTexts.schoolStateLabel, { exact: true });
    const school = page.getByLabel(educationGoalsTexts.schoolLabel, { exact: true });
    await school.waitFor();
    expect(await state.inputValue()).toBe('NY');
    expect(await chosenLabel(school)).toBe('Hudson University');
    expect(await save(page).isDisabled()).toBe(true);

    // account §4: changing the school state clears the chosen school.
    await state.selectOption('CA');
    await expect.poll(() => optionLabels(school), { timeout: 5000 }).toContain('Golden Gate University');
    expect(await chosenLabel(school)).toBe('');
    expect(await save(page).isDisabled()).toBe(true);
    expect(await optionLabels(school)).not.toContain('Hudson University');
    await checkScreen(page, 'account-edit-education-state-changed');

    await school.selectOption({ label: 'Golden Gate University' });
    expect(await save(page).isDisabled()).toBe(false);
    const educationSent = nextStudentUpdate(page);
    await save(page).click();
    expect(await educationSent).toMatchObject({ schoolId: '503', schoolName: 'Golden Gate University', schoolState: 'CA' });
    await backOnOverview(page);
    const educationCard = await cardRows(profileCard(page, accountScreens.myEducation));
    expect(Object.values(educationCard)).toEqual(expect.arrayContaining(['Golden Gate University', 'CA']));

    // Edit Goals: the MCAT dropdown lists future dates, Canada-only labelled, and 'I don't know' saves 2040-12-31.
    await openEdit(page, accountScreens.editGoals, accountScreens.editGoals, '/myaccount/profile/updategoals');
    const date = page.getByLabel(educationGoalsTexts.testDateLabel, { exact: true });
    await date.waitFor();
    expect(await date.evaluate((el) => el.tagName)).toBe('SELECT');

    // account §5: future test dates ascending, Canada-only dates labelled, then the unknown date.
    // "Today" is the New York day of fixtureTime, where the page's clock stands.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(fixtureTime);
    const dates = defaultFixture().mcatDates;
    const future = [...new Set(dates.map((d) => d.test_date))].filter((d) => d > today).sort();
    const expected = future.map((d) =>
      dates.filter((x) => x.test_date === d).every((x) => x.country === 'CA') ? accountScreens.canadaOnly(usDate(d)) : usDate(d),
    );
    expect(future.length).toBeGreaterThan(2);
    expect(await optionLabels(date)).toEqual([...expected, accountScreens.unknownTestDate]);
    expect(await save(page).isDisabled()).toBe(true);
    await checkScreen(page, 'account-edit-goals');

    await date.selectOption({ label: accountScreens.unknownTestDate });
    const goalsSent = nextStudentUpdate(page);
    await save(page).click();
    expect((await goalsSent).testDate).toBe('2040-12-31');
    await backOnOverview(page);
    expect((await cardRows(profileCard(page, accountScreens.myGoals)))[profileTexts.testDate]).toBe(accountScreens.unknownTestDate);
    // A later save keeps the earlier ones.
    expect((await cardRows(profileCard(page, accountScreens.myInfo)))[profileTexts.name]).toBe('Danielle Rivera');
    expect(Object.values(await cardRows(profileCard(page, accountScreens.myEducation)))).toEqual(expect.arrayContaining(['Golden Gate University', 'CA']));
  });

  it('Edit Login: checks the new email, refuses one already in use, saves a new one that the overview shows', async () => {
    const { page } = await signInTo(suite, profile);
    await openEdit(page, accountScreens.editLogin, accountScreens.editLogin, '/myaccount/profile/updateemail');
    // account §2: the email read-only with an Edit button; nothing to save yet.
    const current = page.getByLabel(accessScreens.emailLabel, { exact: true });
    expect(await current.inputValue()).toBe(accountUsers.demo);
    expect(await current.isEditable()).toBe(false);
    expect(await save(page).isDisabled()).toBe(true);
    await checkScreen(page, 'account-edit-login');
    await page.getByRole('button', { name: loginEditTexts.editEmail, exact: true }).click();
    const newEmail = page.getByLabel(loginEditTexts.newEmailLabel, { exact: true });
    const confirm = page.getByLabel(loginEditTexts.confirmEmailLabel, { exact: true });
    await newEmail.waitFor();
    // The field shows before the effect that focuses it has run: wait for the focus, do not sample it once.
    await expect.poll(() => newEmail.evaluate((el) => el === document.activeElement), { message: 'Edit moves focus to the new email' }).toBe(true);

    await newEmail.fill('not-an-email');
    await newEmail.blur();
    await waitForFieldError(newEmail, accountValidation.emailInvalid);
    await newEmail.fill('dana.new@student-portal.test');
    await confirm.fill('dana.other@student-portal.test');
    await confirm.blur();
    await waitForFieldError(confirm, accountValidation.emailsMustMatch);
    expect(await save(page).isDisabled()).toBe(true);
    // account §5: the confirmation is cleared when it gains focus.
    await confirm.focus();
    expect(await confirm.inputValue()).toBe('');

    // account §8: an email already in the system, shown as the email field's error.
    await newEmail.fill(accountUsers.precollege);
    await confirm.fill(accountUsers.precollege);
    await save(page).click();
    await waitForFieldError(newEmail, accountErrors.emailExists);
    expect((await route(page)).path).toBe('/myaccount/profile/updateemail');
    expect(await newEmail.inputValue(), 'the typed email is kept').toBe(accountUsers.precollege);
    await checkScreen(page, 'account-edit-login-email-exists');

    const fresh = `dana.${Date.now()}@student-portal.test`;
    await newEmail.fill(fresh);
    await confirm.fill(fresh);
    await save(page).click();
    await backOnOverview(page);
    expect((await cardRows(profileCard(page, accountScreens.myLogin)))[accessScreens.emailLabel]).toBe(fresh);
  });

  it('password edit: same-as-old and wrong current password errors, then a new password that logs in', async () => {
    const { page } = await signInTo(suite, profile);
    await openEdit(page, accountScreens.editLogin, accountScreens.editLogin, '/myaccount/profile/updateemail');
    // account §2: Edit Login's back button goes to the password edit route.
    await page.getByRole('link', { name: loginEditTexts.back, exact: true }).click();
    await heading(page, loginEditTexts.editPassword).waitFor();
    expect((await route(page)).path).toBe('/myaccount/profile/updatepassword');

    const current = page.getByLabel(loginEditTexts.currentPasswordLabel, { exact: true });
    const next = page.getByLabel(accessScreens.newPasswordLabel, { exact: true });
    const submit = page.getByRole('button', { name: accessScreens.resetSubmit, exact: true });
    expect(await current.getAttribute('autocomplete')).toBe('current-password');
    expect(await next.getAttribute('autocomplete')).toBe('new-password');
    await current.fill(accountUsers.password);
    await next.fill(accountUsers.password);
    await next.blur();
    await waitForFieldError(next, accessValidation.passwordSameAsOld);
    expect(await submit.isDisabled()).toBe(true);

    // account §8: the server's Error text for a wrong current password.
    await current.fill('Wrong-pass9!');
    await next.fill('Fresh-pass2@');
    await submit.click();
    await waitForFieldError(current, wrongCurrentPasswordText);
    expect((await route(page)).path).toBe('/myaccount/profile/updatepassword');
    await checkScreen(page, 'account-edit-password-wrong-current');

    await current.fill(accountUsers.password);
    await submit.click();
    await heading(page, accountScreens.missionAccomplished).waitFor();
    await page.getByText(accountScreens.passwordUpdated, { exact: true }).waitFor();
    expect((await route(page)).path).toBe('/updatesuccess');

    // Persisted: after logging out, the new password logs in.
    await page.evaluate(() => {
      window.location.hash = '#/logout';
    });
    await page.waitForFunction(() => window.location.hash.startsWith('#/login'));
    await signInHere(page, '/myaccount/resources', accountUsers.demo, 'Fresh-pass2@');
  });


  it('extra time on a QA host (qa.localhost): the card shows, the form saves to /updatesuccess and the card follows', async () => {
    const { page } = await openOnHost(suite, 'qa.localhost', `/index.html#/login?redirectUrl=${encodeURIComponent(profile)}`);
    await signInHere(page, profile);
    const card = profileCard(page, accountScreens.adaTitle);
    await card.waitFor();
    expect((await cardRows(card))[profileTexts.extraTime]).toBe(profileTexts.extraTimeOff);

    await openEdit(page, profileTexts.editExtraTime, accountScreens.adaTitle, '/myaccount/profile/ada');
    const box = page.getByRole('checkbox', { name: profileTexts.extraTimeCheckbox, exact: true });
    expect(await box.isChecked()).toBe(false);
    expect(await save(page).isDisabled()).toBe(true);
    await box.check();
    expect(await save(page).isDisabled()).toBe(false);
    await checkScreen(page, 'account-ada');

    await save(page).click();
    await heading(page, accountScreens.missionAccomplished).waitFor();
    await page.getByText(accountScreens.profileUpdated, { exact: true }).waitFor();
    const { path, query } = await route(page);
    expect(path).toBe('/updatesuccess');
    expect(query.get('message')).toBe('profile');
    // I'M DONE goes to the profile for a logged-in student, where the flag now shows.
    await page.getByRole('button', { name: accountScreens.imDone }).or(page.getByRole('link', { name: accountScreens.imDone })).click();
    await backOnOverview(page);
    expect((await cardRows(profileCard(page, accountScreens.adaTitle)))[profileTexts.extraTime]).toBe(profileTexts.extraTimeOn);
  });
});

