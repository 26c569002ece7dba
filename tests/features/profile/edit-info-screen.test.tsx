import { describe, expect, it, vi } from 'vitest';
import { accountScreens } from '../../../src/core/messages/account';
import { transportErrors } from '../../../src/core/messages/errors';
import { profileTexts } from '../../../src/core/messages/profile';
import { registrationDetailTexts } from '../../../src/core/messages/registration';
import { portalScreens } from '../../../src/core/messages/shell';
import { accountValidation, accessValidation, chosenValidation } from '../../../src/core/messages/validation';
import { alerts, button, field, hashRoute, heading, json, leave, link, stubRequests, type } from '../render-portal';
import { idle } from '../../support/page';
import { waitFor } from '../../support/wait';
import { accounts, renderSignedIn } from './info-sign-in';

const editPath = '/myaccount/profile/updateuser';
const profilePath = '/myaccount/profile';

async function openEditInfo(email?: string) {
  const rendered = await renderSignedIn(editPath, email);
  await waitFor(() => rendered.host.querySelector('input[name="firstName"]'), 'the Edit Info form');
  expect(heading(rendered.host)).toBe(accountScreens.editInfo);
  return rendered;
}

const save = (host: HTMLElement) => button(host, profileTexts.save);

/** A select found by its label (TextField and SelectField tie labels the same way). */
const select = (host: HTMLElement, label: string) => field(host, label) as unknown as HTMLSelectElement;

function choose(element: HTMLSelectElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

const optionValues = (element: HTMLSelectElement) => [...element.options].map((o) => o.value);

const updates = (requests: { url: string; body: string }[]) =>
  requests.filter((r) => r.url.includes('/rest-services/enroll/updatestudent')).map((r) => JSON.parse(r.body) as Record<string, unknown>);

/** Types a value and leaves the field, as a student does before its message shows. */
function enter(host: HTMLElement, label: string, value: string) {
  const input = field(host, label);
  type(input, value);
  leave(input);
}

/**
 * Pastes `text` as a browser does: the text is cut to the input's maxLength
 * (when it has one) before the input event.
 */
function paste(input: HTMLInputElement, text: string) {
  type(input, input.maxLength >= 0 ? text.slice(0, input.maxLength) : text);
}

describe('Edit Info', () => {
  it('starts from the student as held, with autocomplete tokens, max lengths and Save disabled', async () => {
    const { host } = await openEditInfo();
    const expected: [string, string, string, number][] = [
      [profileTexts.firstName, 'Dana', 'given-name', 21],
      [profileTexts.lastName, 'Rivera', 'family-name', 31],
      [profileTexts.address, '55 Bethune Street', 'address-line1', 35],
      [profileTexts.city, 'New York', 'address-level2', 31],
      [profileTexts.zip, '10014', 'postal-code', 10],
      // The phone's limit counts digits (limitPhoneDigits), so the input has no character limit.
      [profileTexts.phone, '2125550143', 'tel', -1],
    ];
    for (const [label, value, token, max] of expected) {
      const input = field(host, label);
      expect([label, input.value, input.autocomplete, input.maxLength]).toEqual([label, value, token, max]);
    }
    expect(field(host, profileTexts.phone).type).toBe('tel');
    const state = select(host, profileTexts.state);
    expect([state.value, state.getAttribute('autocomplete')]).toEqual(['NY', 'address-level1']);
    expect(optionValues(state)).toContain('CA');
    expect(optionValues(state)).not.toContain('ON');
    const country = select(host, profileTexts.country);
    expect([country.value, country.getAttribute('autocomplete')]).toEqual(['US', 'country']);
    // The email is shown, not edited here (account §5), with where to change it.
    expect(host.querySelector('input[type="email"]')).toBeNull();
    expect(host.textContent).toContain('demo@student-portal.test');
    expect(host.textContent).toContain(profileTexts.emailNote);
    expect(link(host, accountScreens.editEmail)?.getAttribute('href')).toBe('#/myaccount/profile/updateemail');
    // An MCAT student is not asked for a parent (account §5).
    expect(host.textContent).not.toContain(registrationDetailTexts.parentFirstNameLabel);
    expect(save(host).disabled).toBe(true);
    expect(link(host, profileTexts.cancel)?.getAttribute('href')).toBe(`#${profilePath}`);
  });

  it.each([
    [profileTexts.firstName, '', accountValidation.firstNameRequired],
    [profileTexts.firstName, 'A'.repeat(22), chosenValidation.tooLong(21)],
    [profileTexts.lastName, '  ', accountValidation.lastNameRequired],
    [profileTexts.lastName, 'B'.repeat(32), chosenValidation.tooLong(31)],
    [profileTexts.address, 'C'.repeat(36), chosenValidation.tooLong(35)],
    [profileTexts.city, 'D'.repeat(32), chosenValidation.tooLong(31)],
    [profileTexts.zip, '1001', accountValidation.zipInvalid],
    [profileTexts.zip, 'M5H 2N2', accountValidation.zipInvalid],
    [profileTexts.phone, '212555014', accountValidation.phoneInvalid],
  ])('%s %j shows %j and keeps Save disabled', async (label, value, message) => {
    const { host } = await openEditInfo();
    enter(host, label, value);
    await waitFor(() => alerts(host).includes(message), message);
    expect(field(host, label).getAttribute('aria-invalid')).toBe('true');
    expect(save(host).disabled).toBe(true);
  });

  // issue 13 item 14: the 10-digit limit of a US/Canadian phone counts digits, not characters.
  it.each([
    ['(212) 555-0199', '(212) 555-0199', '2125550199'],
    ['212.555.0199', '212.555.0199', '2125550199'],
    ['212555019988', '2125550199', '2125550199'],
  ])('keeps a pasted phone %j as %j, valid, and sends its digits', async (pasted, shown, sent) => {
    const { host, requests } = await openEditInfo();
    paste(field(host, profileTexts.phone), pasted);
    leave(field(host, profileTexts.phone));
    await waitFor(() => !save(host).disabled, 'Save enabled');
    expect(field(host, profileTexts.phone).value).toBe(shown);
    expect(alerts(host)).toEqual([]);
    save(host).click();
    await waitFor(() => updates(requests).length === 1, 'the update');
    expect(updates(requests)[0]).toMatchObject({ phoneNumber: sent });
  });

  it('keeps a pasted phone of 12 digits and its spaces (more than 15 characters) outside the US and Canada', async () => {
    const { host } = await openEditInfo();
    choose(select(host, profileTexts.country), 'GB');
    await waitFor(() => !host.textContent?.includes(profileTexts.selectState), 'the state select gone');
    paste(field(host, profileTexts.phone), '+44 20 7946 0958');
    await waitFor(() => field(host, profileTexts.phone).value === '+44 20 7946 0958', 'the whole number');
  });

  it('enables Save once a field changed, and disables it again while a field is invalid', async () => {
    const { host } = await openEditInfo();
    type(field(host, profileTexts.city), 'Brooklyn');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    enter(host, profileTexts.firstName, '');
    await waitFor(() => save(host).disabled, 'Save disabled by the empty name');
    type(field(host, profileTexts.firstName), 'Dana');
    await waitFor(() => !save(host).disabled && alerts(host).length === 0, 'Save enabled again');
    type(field(host, profileTexts.city), 'New York');
    await waitFor(() => save(host).disabled, 'Save disabled: nothing changed any more');
  });

  it('saves the whole record with the changes and shows them on the profile', async () => {
    const { host, requests } = await openEditInfo();
    type(field(host, profileTexts.firstName), 'Danielle');
    type(field(host, profileTexts.phone), '6465550100');
    type(field(host, profileTexts.city), 'Albany');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => hashRoute() === profilePath && host.querySelector('.sp-profile-card'), 'the profile');
    expect(updates(requests)).toEqual([
      {
        leadSource: 'amp-account-updated',
        studentId: 'S1001',
        firstName: 'Danielle',
        lastName: 'Rivera',
        parentFirstName: '',
        parentLastName: '',
        parentEmail: '',
        streetAddress: '55 Bethune Street',
        city: 'Albany',
        state: 'NY',
        zip: '10014',
        country: 'US',
        email: 'demo@student-portal.test',
        phoneNumber: '6465550100',
        canadaPermResident: false,
        sendMarketingEmail: true,
      },
    ]);
    expect(host.textContent).toContain('Danielle Rivera');
    expect(host.textContent).toContain('(646) 555-0100');
    expect(host.textContent).toContain('55 Bethune Street, Albany, NY 10014, US');
  });

  it('uppercases the zip as typed, sends an empty zip as 00000 and shows it blank afterwards', async () => {
    const { host, requests } = await openEditInfo(accounts.canada);
    type(field(host, profileTexts.zip), 'm5v 3l9');
    await waitFor(() => field(host, profileTexts.zip).value === 'M5V 3L9', 'the uppercased zip');
    type(field(host, profileTexts.zip), '');
    await waitFor(() => !save(host).disabled, 'Save enabled for the cleared zip');
    save(host).click();
    await waitFor(() => hashRoute() === profilePath && host.querySelector('.sp-profile-card'), 'the profile');
    expect(updates(requests).map((u) => u['zip'])).toEqual(['00000']);
    expect(host.textContent).toContain('100 Queen Street West, Toronto, ON, CA');
    link(host, accountScreens.editInfo)?.click();
    await waitFor(() => host.querySelector('input[name="zip"]'), 'Edit Info again');
    expect(field(host, profileTexts.zip).value).toBe('');
  });

  it('checks a Canadian student’s zip and phone by Canada’s rules', async () => {
    const { host } = await openEditInfo(accounts.canada);
    expect(select(host, profileTexts.country).value).toBe('CA');
    expect(field(host, profileTexts.zip).value).toBe('M5H 2N2');
    paste(field(host, profileTexts.phone), '(416) 555-0123 4');
    await waitFor(() => field(host, profileTexts.phone).value === '(416) 555-0123 ', '10 digits kept');
    const provinces = optionValues(select(host, profileTexts.state));
    expect(provinces).toContain('ON');
    expect(provinces).not.toContain('NY');
    enter(host, profileTexts.zip, '10014');
    await waitFor(() => alerts(host).includes(accountValidation.zipInvalid), 'the zip message');
    enter(host, profileTexts.zip, 'k1a 0b1');
    enter(host, profileTexts.phone, '416555012');
    await waitFor(() => alerts(host).join() === accountValidation.phoneInvalid, 'only the phone message');
  });

  it('follows the chosen country: other states, other zip and phone rules', async () => {
    const { host, requests } = await openEditInfo();
    choose(select(host, profileTexts.country), 'GB');
    // Outside the US and Canada there is no state list, a phone may have up to 15 digits and any zip up to 10.
    await waitFor(() => !host.textContent?.includes(profileTexts.selectState), 'the state select gone');
    paste(field(host, profileTexts.phone), '+44 20 7946 0958 123 4');
    await waitFor(() => field(host, profileTexts.phone).value === '+44 20 7946 0958 123 ', '15 digits kept');
    type(field(host, profileTexts.phone), '+44 20 7946 0958');
    type(field(host, profileTexts.zip), 'sw1a 1aa');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    choose(select(host, profileTexts.country), 'US');
    await waitFor(() => alerts(host).includes(accountValidation.zipInvalid) && alerts(host).includes(accountValidation.phoneInvalid), 'US rules');
    expect(select(host, profileTexts.state).value).toBe('');
    expect(save(host).disabled).toBe(true);
    choose(select(host, profileTexts.country), 'GB');
    await waitFor(() => !save(host).disabled, 'valid again');
    save(host).click();
    await waitFor(() => hashRoute() === profilePath, 'the profile');
    expect(updates(requests)[0]).toMatchObject({ country: 'GB', state: '', zip: 'SW1A 1AA', phoneNumber: '+442079460958' });
  });

  it('asks a pre-college student for the parent, with its rules, and saves it', async () => {
    const { host, requests } = await openEditInfo(accounts.precollege);
    const first = field(host, registrationDetailTexts.parentFirstNameLabel);
    const last = field(host, registrationDetailTexts.parentLastNameLabel);
    const email = field(host, registrationDetailTexts.parentEmailLabel);
    expect([first.value, last.value, email.value]).toEqual(['Grace', 'Okafor', 'grace.okafor@student-portal.test']);
    expect([first.maxLength, last.maxLength, email.maxLength]).toEqual([21, 31, 100]);
    expect(first.autocomplete).toBe('section-parent given-name');
    expect(email.type).toBe('email');
    enter(host, registrationDetailTexts.parentFirstNameLabel, '');
    enter(host, registrationDetailTexts.parentLastNameLabel, '');
    enter(host, registrationDetailTexts.parentEmailLabel, 'grace@');
    await waitFor(() => alerts(host).length === 3, 'three parent messages');
    expect(alerts(host)).toEqual([
      accessValidation.parentFirstNameRequired,
      accessValidation.parentLastNameRequired,
      accessValidation.parentEmailInvalid,
    ]);
    expect(save(host).disabled).toBe(true);
    type(first, 'Grace');
    type(last, 'Okafor-Bell');
    type(email, 'grace.bell@student-portal.test');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => hashRoute() === profilePath && host.querySelector('.sp-profile-card'), 'the profile');
    expect(updates(requests)[0]).toMatchObject({
      parentFirstName: 'Grace',
      parentLastName: 'Okafor-Bell',
      parentEmail: 'grace.bell@student-portal.test',
    });
    expect(host.textContent).toContain('Grace Okafor-Bell');
  });

  it('keeps the typed values and says so when the save fails, and saves on a second try', async () => {
    const { host, requests } = await openEditInfo();
    const spy = vi.mocked(window.fetch);
    const real = spy.getMockImplementation();
    if (!real) throw new Error('no fetch spy');
    let down = true;
    let refused = 0;
    spy.mockImplementation(async (input, init) => {
      if (!down || !String(input instanceof Request ? input.url : input).includes('/enroll/updatestudent')) return real(input, init);
      refused += 1;
      return new Response('', { status: 503 });
    });
    type(field(host, profileTexts.lastName), 'Rivers');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => alerts(host).includes(transportErrors.upstreamFailed), 'the failure');
    expect(hashRoute()).toBe(editPath);
    expect(field(host, profileTexts.lastName).value).toBe('Rivers');
    expect(save(host).disabled).toBe(false);
    down = false;
    save(host).click();
    await waitFor(() => hashRoute() === profilePath && host.textContent?.includes('Dana Rivers'), 'the saved name');
    expect(refused).toBe(1);
    expect(updates(requests).map((u) => u['lastName'])).toEqual(['Rivers']);
  });

  // issue #13.10: saved only when the answer's success flag says so (access §7 updatestudent).
  // One mount, the answers in turn (#28: a mount costs more than a save): a save clears the text of
  // the save before (useSubmission), so once the page has settled the text shown is its own save's.
  const okButNot: [string, () => Response][] = [
    ['an empty body', () => new Response('', { status: 200 })],
    ['an HTML page', () => new Response('<html><body>Maintenance</body></html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['plain text', () => new Response('OK', { status: 200 })],
    ['JSON of the wrong shape', () => json({ saved: 'yes' })],
  ];
  it(`treats a 200 with ${okButNot.map(([label]) => label).join(', with ')} as a failed save each time: the failure text, the form kept, and Save again`, async () => {
    const { host, requests } = await openEditInfo();
    type(field(host, profileTexts.lastName), 'Rivers');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    for (const [label, answer] of okButNot) {
      const stubbed = stubRequests('/enroll/updatestudent', answer, 1);
      save(host).click();
      await idle();
      await waitFor(() => stubbed.count === 1 && alerts(host).length > 0 && !save(host).disabled, `the failure for ${label}, Save enabled again`);
      expect(alerts(host), label).toEqual([transportErrors.upstreamFailed]);
      expect(hashRoute(), label).toBe(editPath);
      expect(field(host, profileTexts.lastName).value, label).toBe('Rivers');
    }
    save(host).click();
    await waitFor(() => hashRoute() === profilePath && host.textContent?.includes('Dana Rivers'), 'the saved name');
    // The stubbed answers never reached the simulator: the one recorded update is the last try.
    expect(updates(requests).map((u) => u['lastName'])).toEqual(['Rivers']);
  });

  it('shows the server’s refusal text', async () => {
    const { host } = await openEditInfo();
    const spy = vi.mocked(window.fetch);
    const real = spy.getMockImplementation();
    if (!real) throw new Error('no fetch spy');
    spy.mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/enroll/updatestudent')
        ? Response.json({ success: false, message: 'We could not update your profile right now.' })
        : real(input, init),
    );
    type(field(host, profileTexts.city), 'Albany');
    await waitFor(() => !save(host).disabled, 'Save enabled');
    save(host).click();
    await waitFor(() => alerts(host).includes('We could not update your profile right now.'), 'the server text');
    expect(hashRoute()).toBe(editPath);
  });

  it('says when the choices cannot be loaded and loads them again with Try again', async () => {
    const { host } = await renderSignedIn('/myaccount/resources');
    const spy = vi.mocked(window.fetch);
    const real = spy.getMockImplementation();
    if (!real) throw new Error('no fetch spy');
    let down = true;
    spy.mockImplementation(async (input, init) =>
      down && String(input instanceof Request ? input.url : input).includes('/countryList') ? new Response('oops', { status: 500 }) : real(input, init),
    );
    window.location.hash = `#${editPath}`;
    await waitFor(() => host.textContent?.includes(portalScreens.tryAgain), 'the failure');
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    down = false;
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => host.querySelector('input[name="firstName"]'), 'the form after retry');
  });
});
