import { describe, expect, it, vi } from 'vitest';
import { epochUsDay } from '../../support/epoch';
import { accessScreens } from '../../../src/core/messages/access';
import { accountScreens } from '../../../src/core/messages/account';
import { transportErrors } from '../../../src/core/messages/errors';
import { ambassadorTexts, profileTexts } from '../../../src/core/messages/profile';
import { registrationDetailTexts } from '../../../src/core/messages/registration';
import { portalScreens } from '../../../src/core/messages/shell';
import { button, demo, heading, link, renderSignedIn as signedInAs } from '../render-portal';
import { waitFor } from '../../support/wait';
import { accounts, renderSignedIn } from './info-sign-in';
import { renderSignedInOnQaHost } from './qa-host';

const profilePath = '/myaccount/profile';

/** The rows of the card titled `title`: label → shown text. */
function card(host: ParentNode, title: string): Record<string, string> {
  const item = [...host.querySelectorAll('.sp-profile-card')].find((c) => c.querySelector('h2')?.textContent === title);
  if (!item) throw new Error(`no card ${title}`);
  const rows: Record<string, string> = {};
  for (const row of item.querySelectorAll('dl > div')) {
    rows[row.querySelector('dt')?.textContent ?? ''] = row.querySelector('dd')?.textContent ?? '';
  }
  return rows;
}

const cardTitles = (host: ParentNode) => [...host.querySelectorAll('.sp-profile-card h2')].map((h) => h.textContent);

async function renderProfile(email?: string) {
  const rendered = await renderSignedIn(profilePath, email);
  await waitFor(() => rendered.host.querySelector('.sp-profile-card'), 'the profile cards');
  return rendered;
}

async function renderOnQaHost() {
  const rendered = await renderSignedInOnQaHost(profilePath);
  await waitFor(() => rendered.host.querySelector('.sp-profile-card'), 'the profile cards');
  return rendered;
}

describe('profile overview', () => {
  it('shows My Info, My Education, My Login and My Goals with the demo student’s values', async () => {
    const { host } = await renderProfile();
    expect(heading(host)).toBe(profileTexts.heading);
    // The demo student is flagged as ambassador (account §4): their referral card follows the four.
    expect(cardTitles(host)).toEqual([accountScreens.myInfo, accountScreens.myEducation, accountScreens.myLogin, accountScreens.myGoals, ambassadorTexts.title]);
    expect(card(host, accountScreens.myInfo)).toEqual({
      [profileTexts.name]: 'Dana Rivera',
      [profileTexts.phone]: '(212) 555-0143',
      [profileTexts.address]: '55 Bethune Street, New York, NY 10014, US',
    });
    expect(card(host, accountScreens.myEducation)).toEqual({
      [profileTexts.school]: 'Hudson University',
      [profileTexts.schoolState]: 'NY',
      // A fixed year in the fixture (people.ts gradYear), not one counted from the epoch.
      [registrationDetailTexts.graduationYearLabel]: '2027',
    });
    expect(card(host, accountScreens.myLogin)).toEqual({
      [accessScreens.emailLabel]: demo.email,
      [accessScreens.passwordLabel]: `${profileTexts.passwordMask}${profileTexts.passwordHidden}`,
    });
    // The fixture's test date is $day(+120): 120 days after the epoch.
    await waitFor(() => card(host, accountScreens.myGoals)[profileTexts.targetTest], 'the target test');
    expect(card(host, accountScreens.myGoals)).toEqual({
      [profileTexts.targetTest]: 'MCAT',
      [profileTexts.testDate]: epochUsDay(120),
    });
  });

  it('links each card to its edit screen, with link names that tell them apart', async () => {
    const { host } = await renderProfile();
    expect(link(host, accountScreens.editInfo)?.getAttribute('href')).toBe('#/myaccount/profile/updateuser');
    expect(link(host, accountScreens.editEducation)?.getAttribute('href')).toBe('#/myaccount/profile/updateeducation');
    expect(link(host, accountScreens.editLogin)?.getAttribute('href')).toBe('#/myaccount/profile/updateemail');
    expect(link(host, accountScreens.editGoals)?.getAttribute('href')).toBe('#/myaccount/profile/updategoals');
    const names = [...host.querySelectorAll('.sp-profile-card a')].map((a) => a.textContent);
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows the parent of a pre-college student in My Info', async () => {
    const { host } = await renderProfile(accounts.precollege);
    expect(card(host, accountScreens.myInfo)).toMatchObject({
      [profileTexts.parent]: 'Grace Okafor',
      [registrationDetailTexts.parentEmailLabel]: 'grace.okafor@student-portal.test',
    });
    await waitFor(() => card(host, accountScreens.myGoals)[profileTexts.targetTest] === 'SAT', 'the SAT target');
  });

  it('reads missing data as Not provided instead of failing (Canadian student without a school)', async () => {
    const { host } = await renderProfile(accounts.canada);
    expect(card(host, accountScreens.myInfo)[profileTexts.address]).toBe('100 Queen Street West, Toronto, ON M5H 2N2, CA');
    expect(card(host, accountScreens.myEducation)).toEqual({
      [profileTexts.school]: profileTexts.notProvided,
      [profileTexts.schoolState]: profileTexts.notProvided,
      [registrationDetailTexts.graduationYearLabel]: profileTexts.notProvided,
    });
    expect(card(host, accountScreens.myGoals)[profileTexts.testDate]).toBe(profileTexts.notProvided);
  });

  it('shows the unknown-date text for 2040-12-31', async () => {
    const { host, sim } = await renderProfile();
    // What Edit Goals stores for "I don't know my test date" (account §5).
    const stored = await sim.fetch('/rest-services/enroll/updatestudent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ studentId: 'S1001', testDate: '2040-12-31' }),
    });
    expect(stored.status).toBe(200);
    link(host, accountScreens.editInfo)?.click();
    (await waitFor(() => link(host, profileTexts.cancel), 'Edit Info and its Cancel link')).click();
    await waitFor(() => host.querySelector('.sp-profile-card'), 'the cards again');
    expect(card(host, accountScreens.myGoals)[profileTexts.testDate]).toBe(accountScreens.unknownTestDate);
  });

  // issue 13 item 15: a Canadian account made without a class holds the sign-up's placeholder postal code.
  it('shows a Canadian student’s placeholder postal code blank, on the card and in Edit Info', async () => {
    const { host } = await signedInAs(profilePath, {
      email: accounts.canada,
      password: demo.password,
      before: (portal) => {
        const canadian = portal.sim.simulator.state().fixture.students.find((s) => s.email === accounts.canada);
        const address = canadian?.StudentAddress?.[0];
        if (!address) throw new Error('no Canadian address in the fixture');
        address.zip = 'A1A 1A1';
      },
    });
    await waitFor(() => host.querySelector('.sp-profile-card'), 'the profile cards');
    expect(card(host, accountScreens.myInfo)[profileTexts.address]).toBe('100 Queen Street West, Toronto, ON, CA');
    link(host, accountScreens.editInfo)?.click();
    const zip = await waitFor(() => host.querySelector<HTMLInputElement>('input[name="zip"]'), 'Edit Info');
    expect(zip.value).toBe('');
  });

  it('leaves the extra-time card out on a host that is not QA', async () => {
    const { host } = await renderProfile();
    expect(host.textContent).not.toContain(accountScreens.adaTitle);
    expect(link(host, profileTexts.editExtraTime)).toBeNull();
  });

  it('shows the extra-time card with the current flag on a QA host', async () => {
    const { host } = await renderOnQaHost();
    expect(cardTitles(host)).toContain(accountScreens.adaTitle);
    expect(card(host, accountScreens.adaTitle)).toEqual({ [profileTexts.extraTime]: profileTexts.extraTimeOff });
    expect(link(host, profileTexts.editExtraTime)?.getAttribute('href')).toBe('#/myaccount/profile/ada');
  });

  it('says when the profile cannot be loaded and loads it again with Try again', async () => {
    const { host } = await renderSignedIn('/myaccount/resources');
    const spy = vi.mocked(window.fetch);
    const real = spy.getMockImplementation();
    if (!real) throw new Error('no fetch spy');
    let down = true;
    spy.mockImplementation(async (input, init) =>
      down && String(input instanceof Request ? input.url : input).includes('/kegql') ? new Response('oops', { status: 500 }) : real(input, init),
    );
    window.location.hash = `#${profilePath}`;
    await waitFor(() => host.textContent?.includes(portalScreens.tryAgain), 'the failure');
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(transportErrors.upstreamFailed);
    down = false;
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => host.querySelector('.sp-profile-card'), 'the cards after retry');
  });
});
