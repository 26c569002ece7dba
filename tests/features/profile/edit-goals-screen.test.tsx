import { describe, expect, it, vi } from 'vitest';
import { accounts as demoAccounts } from '../../support/accounts';
import { accountScreens } from '../../../src/core/messages/account';
import { educationGoalsTexts, profileTexts } from '../../../src/core/messages/profile';
import { chosenValidation } from '../../../src/core/messages/validation';
import { epochDay, epochUsDay } from '../../support/epoch';
import { type RenderedPortal, button, demo, field, hashRoute, heading, leave, type, renderSignedIn as signedIn } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const goalsPath = '/myaccount/profile/updategoals';
const precollege = demoAccounts.precollege;
/** A test date a student types: valid and ahead of the epoch, and not the one the pre-college student holds (+200). */
const typedDate = epochDay(150);

/** Logs in through the login form, which redirects to Edit Goals; `before` may change the simulator's data first. */
async function renderSignedIn(who: { email: string; password: string } = demo, before?: (portal: RenderedPortal) => void) {
  const portal = await signedIn(goalsPath, { ...who, before });
  const { host } = portal;
  await waitFor(() => screen(host)?.querySelector('[name="testDate"]'), 'the goals form');
  return portal;
}

const screen = (host: HTMLElement) => host.querySelector<HTMLElement>('section[aria-labelledby]');
const dateSelect = (host: HTMLElement) => screen(host)?.querySelector<HTMLSelectElement>('select[name="testDate"]') ?? null;
const dateInput = (host: HTMLElement) => screen(host)?.querySelector<HTMLInputElement>('input[name="testDate"]') ?? null;
const optionTexts = (element: HTMLSelectElement) => [...element.options].map((o) => o.textContent);
const save = (host: HTMLElement) => button(host, profileTexts.save);

function choose(element: HTMLSelectElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

const updates = (requests: { url: string; body: string }[]) =>
  requests.filter((r) => r.url.includes('/rest-services/enroll/updatestudent')).map((r) => JSON.parse(r.body) as Record<string, unknown>);

const student = (portal: RenderedPortal, studentId: string) => {
  const found = portal.sim.simulator.state().fixture.students.find((s) => s.studentId === studentId);
  if (!found) throw new Error(`no student ${studentId}`);
  return found;
};

/**
 * Types one key at a time as a browser does: each key is added at the end of
 * what the field shows (rendered before the next key), and a key is refused
 * once the field holds `maxLength` characters.
 */
async function keyIn(host: HTMLElement, keys: string) {
  for (const key of keys) {
    const input = dateInput(host) as HTMLInputElement;
    if (input.value.length >= input.maxLength) continue;
    type(input, input.value + key);
    await idle();
  }
}

describe('Edit Goals', () => {
  it('offers an MCAT student the future test dates ascending, Canada-only labelled, the unknown date last', async () => {
    const { host } = await renderSignedIn();
    expect(heading(host)).toBe(accountScreens.editGoals);
    const select = dateSelect(host) as HTMLSelectElement;
    expect(field(host, educationGoalsTexts.testDateLabel)).toBe(select);
    expect(dateInput(host)).toBeNull();
    // The fixture's dates: 40 days ago, +45, +75 (US and Canada), +100 (Canada), +130; the student holds +120.
    expect(optionTexts(select)).toEqual([
      educationGoalsTexts.selectTestDate,
      epochUsDay(45),
      epochUsDay(75),
      accountScreens.canadaOnly(epochUsDay(100)),
      epochUsDay(130),
      accountScreens.unknownTestDate,
    ]);
    expect([...select.options].map((o) => o.value).slice(1)).toEqual([
      epochDay(45),
      epochDay(75),
      epochDay(100),
      epochDay(130),
      '2040-12-31',
    ]);
    expect(select.value).toBe('');
    expect(save(host).disabled).toBe(true);
    // The held +120 date is not an official one: it is still said.
    expect(host.textContent).toContain(educationGoalsTexts.currentTestDate(epochUsDay(120)));
  });

  it('sends 2040-12-31 for "I don\'t know my test date" and returns to the profile', async () => {
    const portal = await renderSignedIn();
    const { host, requests } = portal;
    choose(dateSelect(host) as HTMLSelectElement, '2040-12-31');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => hashRoute() === '/myaccount/profile', 'back on the profile');
    expect(updates(requests)).toHaveLength(1);
    expect(updates(requests)[0]).toMatchObject({ leadSource: 'amp-account-updated', studentId: 'S1001', testDate: '2040-12-31', firstName: 'Dana' });
    expect(student(portal, 'S1001').expectedTestDate).toBe('2040-12-31');
  });

  it('preselects the date held when it is offered, the unknown date included', async () => {
    const offered = await renderSignedIn(demo, (portal) => {
      student(portal, 'S1001').expectedTestDate = epochDay(130);
    });
    expect(dateSelect(offered.host)?.value).toBe(epochDay(130));
    expect(optionTexts(dateSelect(offered.host) as HTMLSelectElement)[0]).toBe(epochUsDay(45));
    expect(save(offered.host).disabled).toBe(true);
    choose(dateSelect(offered.host) as HTMLSelectElement, epochDay(45));
    await waitFor(() => !save(offered.host).disabled, 'Save enabled');
  });

  it('shows a held 2040-12-31 as the unknown-date option', async () => {
    const { host } = await renderSignedIn(demo, (portal) => {
      student(portal, 'S1001').expectedTestDate = '2040-12-31';
    });
    const select = dateSelect(host) as HTMLSelectElement;
    expect(select.value).toBe('2040-12-31');
    expect(select.selectedOptions[0]?.textContent).toBe(accountScreens.unknownTestDate);
    expect(save(host).disabled).toBe(true);
  });

  it('lets a non-MCAT student type the date, auto-formatted forward only, checked as a calendar date', async () => {
    const portal = await renderSignedIn(precollege);
    const { host, requests } = portal;
    const input = dateInput(host) as HTMLInputElement;
    expect(dateSelect(host)).toBeNull();
    expect(field(host, educationGoalsTexts.testDateLabel)).toBe(input);
    expect(input.value).toBe(epochDay(200));
    expect(input.placeholder).toBe('YYYY-MM-DD');
    expect(input.inputMode).toBe('numeric');
    expect(input.maxLength).toBe(10);
    expect(save(host).disabled).toBe(true);
    // One keystroke at a time, each rendered before the next, as a student types.
    // The year and the impossible day (February 30) check the format and the calendar only: no date rule depends on today.
    for (const value of ['', '202', '2026']) {
      type(input, value);
      await idle();
    }
    await waitFor(() => dateInput(host)?.value === '2026-', 'the hyphen after the year');
    // Deleting the hyphen keeps it deleted.
    type(input, '2026');
    await idle();
    expect(dateInput(host)?.value).toBe('2026');
    expect(screen(host)?.textContent).not.toContain(chosenValidation.goalDateInvalid);
    type(input, '2026x');
    await waitFor(() => dateInput(host)?.value === '2026-', 'the letter dropped and the hyphen added');
    expect(dateInput(host)?.value).toBe('2026-');
    type(input, '2026-x');
    await waitFor(() => dateInput(host)?.value === '2026-', 'the letter dropped');
    expect(dateInput(host)?.value).toBe('2026-');
    type(input, '2026');
    await idle();
    type(input, '2026-02');
    await waitFor(() => dateInput(host)?.value === '2026-02-', 'the hyphen after the month');
    type(input, '2026-02-30');
    leave(input);
    await waitFor(() => screen(host)?.textContent?.includes(chosenValidation.goalDateInvalid), 'the date message');
    expect(save(host).disabled).toBe(true);
    type(input, typedDate);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    expect(screen(host)?.textContent).not.toContain(chosenValidation.goalDateInvalid);
    save(host).click();
    await waitFor(() => hashRoute() === '/myaccount/profile', 'back on the profile');
    expect(updates(requests)[0]).toMatchObject({ studentId: 'S1002', testDate: typedDate });
    expect(student(portal, 'S1002').expectedTestDate).toBe(typedDate);
  });

  it.each([
    ['digits only', '20270915'],
    ['digits and hyphens', '2027-09-15'],
  ])('turns a date typed key by key (%s) into 2027-09-15 and enables Save', async (_how, keys) => {
    const { host } = await renderSignedIn(precollege);
    const input = dateInput(host) as HTMLInputElement;
    type(input, '');
    await idle();
    await keyIn(host, keys);
    expect(dateInput(host)?.value).toBe('2027-09-15');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    expect(screen(host)?.textContent).not.toContain(chosenValidation.goalDateInvalid);
  });

  it.each(['2027-09-15', '20270915'])('turns a pasted %j into 2027-09-15', async (pasted) => {
    const { host } = await renderSignedIn(precollege);
    type(dateInput(host) as HTMLInputElement, '');
    await idle();
    type(dateInput(host) as HTMLInputElement, pasted);
    await waitFor(() => dateInput(host)?.value === '2027-09-15', 'the pasted date');
    await waitFor(() => !save(host).disabled, 'Save enabled');
  });

  it('keeps Save disabled when the typed date is back to the one held', async () => {
    const { host } = await renderSignedIn(precollege);
    const input = dateInput(host) as HTMLInputElement;
    const held = input.value;
    expect(held).toBe(epochDay(200));
    type(input, typedDate);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    type(input, held);
    await waitFor(() => save(host).disabled, 'Save disabled again');
  });

  it('shows a held 2040-12-31 in the typed field as the unknown-date text, cleared on focus', async () => {
    const { host } = await renderSignedIn(precollege, (portal) => {
      student(portal, 'S1002').expectedTestDate = '2040-12-31';
    });
    const input = dateInput(host) as HTMLInputElement;
    expect(input.value).toBe(accountScreens.unknownTestDate);
    expect(save(host).disabled).toBe(true);
    input.focus();
    await waitFor(() => dateInput(host)?.value === '', 'the cleared field');
  });

  it('falls back to the typed date when the content service fails, logging only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const portal = await renderSignedIn(demo, (p) => {
      const dates = p.sim.simulator.state().fixture.mcatDates as { test_date: string | null; country: string }[];
      dates.splice(0, dates.length, { test_date: null, country: 'US' });
    });
    const { host } = portal;
    expect(dateSelect(host)).toBeNull();
    expect(dateInput(host)?.value).toBe(epochDay(120));
    expect(screen(host)?.querySelector('[role="alert"]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('summit-public-read');
    warn.mockRestore();
  });
});
