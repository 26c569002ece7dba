import { describe, expect, it } from 'vitest';
import { type ManualClock } from '../../../src/lib/clock';
import { createTestClock } from '../../support/epoch';
import {
  accessErrors,
  accessScreens,
  accessValidation,
  medicalOriginLabels,
  portalScreens,
  registrationDetailTexts as t,
  testDateLabels,
  transportErrors,
} from '../../../src/core/messages';
import { alerts, button, demo, failNext, field, hashRoute, heading, link, renderPortal, settle, type, waitFor } from '../render-portal';

const canada = { email: 'canada@student-portal.test', password: demo.password };

/** Logs in through /login with a redirect to the class's additional-fields step, as sign-up leaves a visitor. */
async function openStep(classId: string, options: { clock?: ManualClock; who?: { email: string; password: string } } = {}) {
  const target = `/pg/additionalfields?classid=${classId}`;
  const portal = await renderPortal(`/login?redirectUrl=${encodeURIComponent(target)}`, { routing: 'hash', clock: options.clock });
  const { host } = portal;
  await settle();
  const who = options.who ?? demo;
  type(field(host, accessScreens.emailLabel), who.email);
  type(field(host, accessScreens.passwordLabel), who.password);
  await settle();
  button(host, accessScreens.logIn).click();
  await waitFor(() => hashRoute() === target, 'the additional-fields route');
  await waitFor(() => screen(host)?.querySelector('form button[type="submit"]'), 'the additional-fields form');
  return portal;
}

const select = (host: HTMLElement, label: string) => field(host, label) as unknown as HTMLSelectElement;
/** The screen's card (the shell around it has its own search form). */
const screen = (host: HTMLElement) => host.querySelector<HTMLElement>('section[aria-labelledby]');
const labels = (host: HTMLElement) => [...(screen(host)?.querySelectorAll('form label') ?? [])].map((l) => l.textContent);
const optionTexts = (element: HTMLSelectElement) => [...element.options].map((o) => o.textContent);

function choose(element: HTMLSelectElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

function submitButton(host: HTMLElement): HTMLButtonElement {
  const found = screen(host)?.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!found) throw new Error('no submit button');
  return found;
}

const updates = (requests: { url: string; body: string }[]) =>
  requests.filter((r) => r.url.includes('/enroll/updatestudent')).map((r) => JSON.parse(r.body) as Record<string, unknown>);


describe('additional fields /pg/additionalfields: grad (MCAT 7003, delivery 7)', () => {
  it('asks only the time to test, checks it, saves it and goes to confirmation 2000 ms later', async () => {
    const clock = createTestClock();
    const { host, requests, events } = await openStep('7003', { clock });
    expect(heading(host)).toBe(accessScreens.additionalFieldsHeading);
    expect(labels(host)).toEqual([t.testDateLabel]);
    expect(optionTexts(select(host, t.testDateLabel))).toEqual([t.selectOne, ...testDateLabels]);
    expect(submitButton(host).textContent).toBe(accessScreens.additionalFieldsSubmit);
    expect(submitButton(host).getAttribute('aria-disabled')).toBe('true');

    submitButton(host).click();
    await waitFor(() => alerts(host).includes(accessValidation.testDateRequired), 'the time-to-test message');
    expect(document.activeElement).toBe(select(host, t.testDateLabel));
    expect(updates(requests)).toEqual([]);

    // 2026-11-21 + 90 days on the New York calendar
    choose(select(host, t.testDateLabel), '2027-02-19');
    await settle();
    expect(submitButton(host).hasAttribute('aria-disabled')).toBe(false);
    const timersBefore = clock.pending();
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    expect(updates(requests)).toEqual([
      expect.objectContaining({ studentId: 'S1001', email: demo.email, firstName: 'Dana', lastName: 'Rivera', programCode: 'MCAT', testDate: '2027-02-19', canadaPermResident: false, sendMarketingEmail: true }),
    ]);
    expect(events.filter((e) => e.type === 'leadRegistration')).toEqual([expect.objectContaining({ classId: '7003', programCode: 'MCAT', family: 'grad' })]);
    // Effects run after paint: wait until the redirect is on the clock before moving it.
    await waitFor(() => clock.pending() > timersBefore, 'the redirect timer');

    clock.advance(1999);
    await settle();
    expect(hashRoute()).toBe('/pg/additionalfields?classid=7003');
    clock.advance(1);
    await waitFor(() => hashRoute() === '/pg/confirmation?classid=7003', 'the confirmation route');
  });

  it('keeps the form and its values when saving fails, and saves on the next try', async () => {
    const { host, requests } = await openStep('7003');
    choose(select(host, t.testDateLabel), '2026-12-21');
    await settle();
    failNext('/enroll/updatestudent', 1);
    submitButton(host).click();
    await waitFor(() => alerts(host).includes(transportErrors.upstreamFailed), 'the failure text');
    expect(select(host, t.testDateLabel).value).toBe('2026-12-21');
    expect(submitButton(host).disabled).toBe(false);
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    expect(updates(requests)).toHaveLength(1);
  });
});

describe('additional fields: pre-college (SAT 7005, delivery 6)', () => {
  it("asks for the parent and graduation year with the access §5 messages and says 'Save my spot'", async () => {
    const { host, requests } = await openStep('7005');
    expect(labels(host)).toEqual([t.parentFirstNameLabel, t.parentLastNameLabel, t.parentEmailLabel, t.graduationYearLabel]);
    expect(submitButton(host).textContent).toBe(accessScreens.additionalFieldsSaveSpot);
    expect(field(host, t.parentFirstNameLabel).maxLength).toBe(21);
    expect(field(host, t.parentLastNameLabel).maxLength).toBe(31);
    type(field(host, t.parentEmailLabel), 'parent@');
    submitButton(host).click();
    await waitFor(() => alerts(host).length === 4, 'four messages');
    expect(alerts(host)).toEqual([
      accessValidation.parentFirstNameRequired,
      accessValidation.parentLastNameRequired,
      accessValidation.parentEmailInvalid,
      accessValidation.graduationYearRequired,
    ]);
    expect(document.activeElement).toBe(field(host, t.parentFirstNameLabel));

    type(field(host, t.parentFirstNameLabel), 'Emi');
    type(field(host, t.parentLastNameLabel), 'Ito');
    type(field(host, t.parentEmailLabel), 'emi.ito@student-portal.test');
    const years = select(host, t.graduationYearLabel);
    expect(optionTexts(years).slice(1, 3)).toEqual(['2026', '2027']);
    choose(years, '2028');
    await settle();
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    expect(updates(requests)[0]).toMatchObject({ programCode: 'SAT', parentFirstName: 'Emi', parentLastName: 'Ito', parentEmail: 'emi.ito@student-portal.test', graduationYear: '2028' });
  });
});

describe('additional fields: nursing (NCLEX 7002)', () => {
  it('asks the graduation year and the time to test', async () => {
    const { host } = await openStep('7002');
    expect(labels(host)).toEqual([t.graduationYearLabel, t.testDateLabel]);
    submitButton(host).click();
    await waitFor(() => alerts(host).length === 2, 'two messages');
    expect(alerts(host)).toEqual([accessValidation.graduationYearRequired, accessValidation.testDateRequired]);
  });
});

describe('additional fields: medical (USMLE 7012)', () => {
  it('shows the medical form with the test interest chosen and the access §3 origins', async () => {
    const { host } = await openStep('7012');
    expect(labels(host)).toEqual([t.poiLabel, t.eduBackgroundLabel, t.schoolLocationLabel, t.schoolLabel, t.testDateLabel, t.graduationYearLabel]);
    expect(select(host, t.poiLabel).value).toBe('60');
    expect(optionTexts(select(host, t.eduBackgroundLabel))).toEqual([t.selectOne, ...Object.values(medicalOriginLabels)]);
    expect(optionTexts(select(host, t.schoolLocationLabel)).at(-1)).toBe(t.outsideUsAndCanada);
    expect(select(host, t.schoolLabel).disabled).toBe(true);
    submitButton(host).click();
    await waitFor(() => alerts(host).length === 3, 'three messages');
    expect(alerts(host)).toEqual([accessValidation.schoolLocationRequired, accessValidation.testDateRequired, accessValidation.graduationYearRequired]);
  });

  it.each(['offshore', 'img'])('an %s education hides test date, graduation year, location and school list, leaving the school name', async (origin) => {
    const { host } = await openStep('7012');
    choose(select(host, t.eduBackgroundLabel), origin);
    await waitFor(() => labels(host).length === 3, 'the shorter form');
    expect(labels(host)).toEqual([t.poiLabel, t.eduBackgroundLabel, t.schoolNameLabel]);
    submitButton(host).click();
    await waitFor(() => alerts(host).includes(accessValidation.schoolNameRequired), 'the school-name message');
  });

  it('a school outside the US and Canada hides test date, graduation year and school list and asks the country', async () => {
    const { host, requests } = await openStep('7012');
    choose(select(host, t.schoolLocationLabel), 'OTHER');
    await waitFor(() => labels(host).includes(t.countryLabel), 'the country field');
    expect(labels(host)).toEqual([t.poiLabel, t.eduBackgroundLabel, t.schoolLocationLabel, t.schoolNameLabel, t.countryLabel]);
    expect(optionTexts(select(host, t.countryLabel))).not.toContain('United States');
    choose(select(host, t.countryLabel), 'MX');
    type(field(host, t.schoolNameLabel), 'UNAM');
    await settle();
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    const [body] = updates(requests);
    expect(body).toMatchObject({ poi: '60', schoolId: '1', schoolName: 'UNAM', schoolCountry: 'MX' });
    expect(body).not.toHaveProperty('testDate');
    expect(body).not.toHaveProperty('schoolState');
  });

  it('lists the schools of the chosen state; changing the state clears the school', async () => {
    const { host, requests } = await openStep('7012');
    choose(select(host, t.schoolLocationLabel), 'MA');
    await waitFor(() => optionTexts(select(host, t.schoolLabel)).includes('Northeastern College of Medicine'), 'the MA schools');
    expect(optionTexts(select(host, t.schoolLabel)).at(-1)).toBe(accessScreens.schoolNotOnList);
    expect(requests.some((r) => r.url.includes('schoolList?programOfInterestId=60&state=MA'))).toBe(true);
    choose(select(host, t.schoolLabel), '901');
    await settle();
    expect(select(host, t.schoolLabel).value).toBe('901');
    choose(select(host, t.schoolLocationLabel), 'ON');
    await waitFor(() => optionTexts(select(host, t.schoolLabel)).includes('Toronto Faculty of Medicine'), 'the ON schools');
    expect(select(host, t.schoolLabel).value).toBe('');
  });
});

describe('additional fields: bar (BAR 7010)', () => {
  it("'no bar rep id' disables and clears the Bar Rep ID; otherwise it needs 7 digits", async () => {
    const { host } = await openStep('7010');
    expect(labels(host)).toEqual([t.graduationYearLabel, t.testDateLabel, t.schoolLocationLabel, t.schoolLabel, t.barRepIdLabel, t.noBarRepId]);
    const repId = field(host, t.barRepIdLabel);
    expect([repId.maxLength, repId.inputMode]).toEqual([7, 'numeric']);
    type(repId, '12345');
    repId.blur();
    await waitFor(() => alerts(host).includes(accessValidation.barRepIdInvalid), 'the Bar Rep ID message');
    field(host, t.noBarRepId).click();
    await settle();
    expect(field(host, t.barRepIdLabel).disabled).toBe(true);
    expect(field(host, t.barRepIdLabel).value).toBe('');
    expect(alerts(host)).not.toContain(accessValidation.barRepIdInvalid);
    field(host, t.noBarRepId).click();
    await settle();
    expect(field(host, t.barRepIdLabel).disabled).toBe(false);
  });

  it("'My school is not on the list' reveals the school name; the update carries the school and the id", async () => {
    const { host, requests } = await openStep('7010');
    choose(select(host, t.graduationYearLabel), '2027');
    choose(select(host, t.testDateLabel), '2027-05-20');
    choose(select(host, t.schoolLocationLabel), 'NY');
    await waitFor(() => optionTexts(select(host, t.schoolLabel)).includes('Metropolitan Law School'), 'the NY law schools');
    expect(requests.some((r) => r.url.includes('schoolList?programOfInterestId=40&state=NY'))).toBe(true);
    expect(labels(host)).not.toContain(t.schoolNameLabel);
    choose(select(host, t.schoolLabel), '1');
    await waitFor(() => labels(host).includes(t.schoolNameLabel), 'the school-name field');
    type(field(host, t.barRepIdLabel), '1234567');
    await settle();
    submitButton(host).click();
    await waitFor(() => alerts(host).includes(accessValidation.schoolNameRequired), 'the school-name message');
    expect(document.activeElement).toBe(field(host, t.schoolNameLabel));
    type(field(host, t.schoolNameLabel), 'Hudson Law');
    await settle();
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    expect(updates(requests)[0]).toMatchObject({
      programCode: 'BAR', graduationYear: '2027', testDate: '2027-05-20', schoolState: 'NY', schoolCountry: 'US',
      schoolId: '1', schoolName: 'Hudson Law', barRepId: '1234567', noBarRepId: false,
    });
  });

  it('a school outside the US and Canada keeps the Bar Rep ID and asks only the school name', async () => {
    const { host } = await openStep('7010');
    choose(select(host, t.schoolLocationLabel), 'OTHER');
    await waitFor(() => labels(host).includes(t.schoolNameLabel), 'the school-name field');
    expect(labels(host)).toEqual([t.schoolLocationLabel, t.schoolNameLabel, t.barRepIdLabel, t.noBarRepId]);
  });
});

describe('additional fields: access and failures', () => {
  it('a Canadian student gets a postal code field with suggestions on the clock', async () => {
    const clock = createTestClock();
    const { host, requests } = await openStep('7003', { clock, who: canada });
    const postal = field(host, t.postalCodeLabel);
    expect(postal.value).toBe('M5H 2N2');
    type(postal, 'H3');
    type(postal, 'H3B');
    await settle();
    expect(requests.some((r) => r.url.includes('/zipsearch/'))).toBe(false);
    // Effects run after paint: move the clock until the pause after the last keystroke has been timed.
    await waitFor(() => {
      clock.advance(300);
      return requests.some((r) => r.url.includes('/zipsearch/'));
    }, 'the suggestion request');
    await waitFor(() => host.querySelectorAll('datalist option').length > 0, 'the suggestions');
    expect(requests.filter((r) => r.url.includes('/zipsearch/suggestions/H3B/9'))).toHaveLength(1);
    const list = host.querySelector(`datalist[id="${postal.getAttribute('list')}"]`);
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.getAttribute('value'))).toEqual(['H3B 4W8']);
    type(postal, '12345');
    postal.blur();
    await waitFor(() => alerts(host).includes('Please enter a valid zip code.'), 'the postal-code message');
    type(postal, 'h3b 4w8');
    choose(select(host, t.testDateLabel), '2026-12-05');
    await settle();
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    expect(updates(requests)[0]).toMatchObject({ studentId: 'S1005', zip: 'H3B 4W8', country: 'CA', canadaPermResident: true, sendMarketingEmail: false });
  });

  it('asks a visitor who is not logged in to log in, or to skip to the confirmation', async () => {
    const { host } = await renderPortal('/pg/additionalfields?classid=7003');
    await waitFor(() => host.textContent?.includes(t.visitorNotice), 'the visitor notice');
    expect(screen(host)?.querySelector('form')).toBeNull();
    const card = screen(host) ?? host;
    expect(link(card, accessScreens.logIn)?.getAttribute('href')).toContain(`redirectUrl=${encodeURIComponent('/pg/additionalfields?classid=7003')}`);
    expect(link(card, t.skipForNow)?.getAttribute('href')).toContain('/pg/confirmation?classid=7003');
  });

  it('says when the schools cannot be loaded and asks again on retry', async () => {
    const { host } = await openStep('7010');
    failNext('/leadRegistration/schoolList', 1);
    choose(select(host, t.schoolLocationLabel), 'NY');
    await waitFor(() => alerts(host).includes(t.schoolsFailed), 'the schools failure');
    expect(optionTexts(select(host, t.schoolLabel))).toEqual([t.selectOne, accessScreens.schoolNotOnList]);
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => optionTexts(select(host, t.schoolLabel)).includes('Metropolitan Law School'), 'the NY law schools');
    expect(alerts(host)).not.toContain(t.schoolsFailed);
  });

  it('says No Event Found for an unknown class', async () => {
    const { host } = await renderPortal('/pg/additionalfields?classid=9999');
    await waitFor(() => alerts(host).includes(accessErrors.noEvent), 'No Event Found');
  });

  it('says when the lists cannot be loaded and loads them on retry', async () => {
    const target = '/pg/additionalfields?classid=7002';
    const { host } = await renderPortal(`/login?redirectUrl=${encodeURIComponent(target)}`, { routing: 'hash' });
    await settle();
    type(field(host, accessScreens.emailLabel), demo.email);
    type(field(host, accessScreens.passwordLabel), demo.password);
    await settle();
    failNext('/leadRegistration/graduationYears', 1);
    button(host, accessScreens.logIn).click();
    await waitFor(() => alerts(host).includes(t.listsFailed), 'the lists failure');
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => labels(host).includes(t.graduationYearLabel), 'the form after retrying');
  });
});
