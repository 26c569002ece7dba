import { describe, expect, it } from 'vitest';
import { accounts as demoAccounts } from '../../support/accounts';
import { accessScreens } from '../../../src/core/messages/access';
import { accountScreens } from '../../../src/core/messages/account';
import { educationGoalsTexts, profileTexts } from '../../../src/core/messages/profile';
import { portalScreens } from '../../../src/core/messages/shell';
import { accessValidation } from '../../../src/core/messages/validation';
import { epochYear } from '../../support/epoch';
import { type RenderedPortal, button, demo, field, hashRoute, heading, type, renderSignedIn as signedIn } from '../render-portal';
import { waitFor } from '../../support/wait';

const educationPath = '/myaccount/profile/updateeducation';
/** The simulator lists graduation years from the epoch's year on (lists.ts { from: 0, to: 8 }): one the student may pick. */
const listedYear = String(epochYear(3));
const precollege = demoAccounts.precollege;

/** Logs in through the login form, which redirects to Edit Education; `before` may change the simulator's data first. */
async function renderSignedIn(who: { email: string; password: string } = demo, before?: (portal: RenderedPortal) => void) {
  const portal = await signedIn(educationPath, { ...who, before });
  const { host } = portal;
  await waitFor(() => screen(host)?.querySelector('select[name="graduationYear"]'), 'the education form');
  return portal;
}

const screen = (host: HTMLElement) => host.querySelector<HTMLElement>('section[aria-labelledby]');
const select = (host: HTMLElement, name: string) => {
  const found = screen(host)?.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!found) throw new Error(`no select ${name}`);
  return found;
};
const schoolSelect = (host: HTMLElement) => screen(host)?.querySelector<HTMLSelectElement>('select[name="school"]') ?? null;
const nameInput = (host: HTMLElement) => screen(host)?.querySelector<HTMLInputElement>('input[name="schoolName"]') ?? null;
const optionTexts = (element: HTMLSelectElement) => [...element.options].map((o) => o.textContent);
const save = (host: HTMLElement) => button(host, profileTexts.save);

function choose(element: HTMLSelectElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

const updates = (requests: { url: string; body: string }[]) =>
  requests.filter((r) => r.url.includes('/rest-services/enroll/updatestudent')).map((r) => JSON.parse(r.body) as Record<string, unknown>);

const heldSchool = (portal: RenderedPortal, studentId: string) =>
  portal.sim.simulator.state().fixture.students.find((s) => s.studentId === studentId)?.StudentSchool;

describe('Edit Education', () => {
  it('prefills the state, the listed school and the year, with Save disabled until something changes', async () => {
    const { host } = await renderSignedIn();
    expect(heading(host)).toBe(accountScreens.editEducation);
    await waitFor(() => schoolSelect(host), 'the school list');
    expect(select(host, 'schoolState').value).toBe('NY');
    expect(field(host, educationGoalsTexts.schoolStateLabel)).toBe(select(host, 'schoolState'));
    const school = schoolSelect(host) as HTMLSelectElement;
    expect(field(host, educationGoalsTexts.schoolLabel)).toBe(school);
    expect(school.value).toBe('501');
    expect(optionTexts(school)).toEqual([
      educationGoalsTexts.selectSchool,
      'Hudson University',
      'Empire State College of Sciences',
      accessScreens.schoolNotOnList,
    ]);
    // The held year is a fixed one in the fixture (people.ts gradYear), not counted from the epoch.
    expect(select(host, 'graduationYear').value).toBe('2027');
    expect(nameInput(host)).toBeNull();
    expect(save(host).disabled).toBe(true);
    expect(optionTexts(select(host, 'graduationYear'))).toContain(listedYear);
    choose(select(host, 'graduationYear'), listedYear);
    await waitFor(() => !save(host).disabled, 'Save enabled');
    choose(select(host, 'graduationYear'), '2027');
    await waitFor(() => save(host).disabled, 'Save disabled again');
  });

  it('clears the school when the state changes and keeps Save disabled until a school is picked', async () => {
    const portal = await renderSignedIn();
    const { host, requests } = portal;
    await waitFor(() => schoolSelect(host)?.value === '501', 'the held school');
    choose(select(host, 'schoolState'), 'CA');
    await waitFor(() => schoolSelect(host) && optionTexts(schoolSelect(host) as HTMLSelectElement).includes('Golden Gate University'), 'the CA schools');
    expect(schoolSelect(host)?.value).toBe('');
    expect(save(host).disabled).toBe(true);
    // Back to the held state: the school stays cleared until one is picked.
    choose(select(host, 'schoolState'), 'NY');
    await waitFor(() => schoolSelect(host) && optionTexts(schoolSelect(host) as HTMLSelectElement).includes('Hudson University'), 'the NY schools');
    expect(schoolSelect(host)?.value).toBe('');
    expect(save(host).disabled).toBe(true);
    choose(select(host, 'schoolState'), 'CA');
    await waitFor(() => schoolSelect(host) && optionTexts(schoolSelect(host) as HTMLSelectElement).includes('Golden Gate University'), 'the CA schools again');
    choose(schoolSelect(host) as HTMLSelectElement, '503');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => hashRoute() === '/myaccount/profile', 'back on the profile');
    expect(updates(requests)).toHaveLength(1);
    expect(updates(requests)[0]).toMatchObject({
      leadSource: 'amp-account-updated',
      studentId: 'S1001',
      schoolId: '503',
      schoolName: 'Golden Gate University',
      schoolState: 'CA',
      graduationYear: '2027',
      firstName: 'Dana',
    });
    expect(heldSchool(portal, 'S1001')).toMatchObject({ schoolId: '503', schoolName: 'Golden Gate University', schoolState: 'CA', gradYear: '2027' });
  });

  it('reveals the school name for "not on the list", limits it to 100 characters and sends schoolId 1', async () => {
    const portal = await renderSignedIn();
    const { host, requests } = portal;
    await waitFor(() => schoolSelect(host)?.value === '501', 'the held school');
    choose(schoolSelect(host) as HTMLSelectElement, '1');
    const input = await waitFor(() => nameInput(host), 'the school name field');
    expect(field(host, educationGoalsTexts.schoolNameLabel)).toBe(input);
    expect(input.value).toBe('');
    expect(input.maxLength).toBe(100);
    expect(save(host).disabled).toBe(true);
    input.focus();
    input.blur();
    await waitFor(() => screen(host)?.textContent?.includes(accessValidation.schoolNameRequired), 'the required message');
    type(input, 'Harbor Community College');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => hashRoute() === '/myaccount/profile', 'back on the profile');
    expect(updates(requests)[0]).toMatchObject({ schoolId: '1', schoolName: 'Harbor Community College', schoolState: 'NY', graduationYear: '2027' });
    expect(heldSchool(portal, 'S1001')).toMatchObject({ schoolId: '1', schoolName: 'Harbor Community College' });
  });

  it('prefills a typed school as "not on the list" and offers the name field alone where a state has no list', async () => {
    const portal = await renderSignedIn(precollege);
    const { host, requests } = portal;
    await waitFor(() => schoolSelect(host)?.value === '1', 'the not-on-list choice');
    expect(nameInput(host)?.value).toBe('Lincoln High School');
    expect(select(host, 'graduationYear').value).toBe('2028');
    expect(save(host).disabled).toBe(true);
    choose(select(host, 'schoolState'), 'TX');
    await waitFor(() => nameInput(host)?.value === '' && !schoolSelect(host), 'the name field alone');
    expect(save(host).disabled).toBe(true);
    type(nameInput(host) as HTMLInputElement, 'Austin Prep');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => hashRoute() === '/myaccount/profile', 'back on the profile');
    expect(updates(requests)[0]).toMatchObject({ studentId: 'S1002', schoolId: '1', schoolName: 'Austin Prep', schoolState: 'TX', graduationYear: '2028' });
    expect(heldSchool(portal, 'S1002')).toMatchObject({ schoolId: '1', schoolName: 'Austin Prep', schoolState: 'TX' });
  });

  it('clears a name that still reads "My school is not on the list" when the field takes focus', async () => {
    const { host } = await renderSignedIn(precollege, (portal) => {
      const school = heldSchool(portal, 'S1002');
      if (school) school.schoolName = accessScreens.schoolNotOnList;
    });
    const input = await waitFor(() => nameInput(host), 'the school name field');
    expect(input.value).toBe(accessScreens.schoolNotOnList);
    expect(save(host).disabled).toBe(true);
    input.focus();
    await waitFor(() => nameInput(host)?.value === '', 'the cleared field');
    type(nameInput(host) as HTMLInputElement, 'Lincoln High School');
    await waitFor(() => !save(host).disabled, 'Save enabled');
  });

  it('shows a failed school list with Try again and the typed name meanwhile', async () => {
    const portal = await renderSignedIn();
    const { host, requests } = portal;
    await waitFor(() => schoolSelect(host)?.value === '501', 'the held school');
    const schools = portal.sim.simulator.state().fixture.lists.schools as { id: string; name: string | null; poi: string; state: string }[];
    schools.push({ id: '599', name: null, poi: '10', state: 'NJ' });
    choose(select(host, 'schoolState'), 'NJ');
    await waitFor(() => screen(host)?.textContent?.includes(educationGoalsTexts.schoolsFailed), 'the failure');
    const input = await waitFor(() => nameInput(host), 'the fallback name field');
    expect(schoolSelect(host)).toBeNull();
    schools.pop();
    schools.push({ id: '598', name: 'Garden State University', poi: '10', state: 'NJ' });
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => schoolSelect(host), 'the school list after retrying');
    expect(optionTexts(schoolSelect(host) as HTMLSelectElement)).toContain('Garden State University');
    expect(input.isConnected).toBe(false);
    choose(schoolSelect(host) as HTMLSelectElement, '598');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => hashRoute() === '/myaccount/profile', 'back on the profile');
    expect(updates(requests)[0]).toMatchObject({ schoolId: '598', schoolName: 'Garden State University', schoolState: 'NJ' });
  });
});
