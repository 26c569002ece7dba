import { describe, expect, it } from 'vitest';
import { accounts as demoAccounts } from '../../support/accounts';
import { epochDay, epochYear } from '../../support/epoch';
import { accessScreens, medicalOriginLabels, testDateLabels } from '../../../src/core/messages/access';
import { accessErrors, transportErrors } from '../../../src/core/messages/errors';
import { registrationDetailTexts as t } from '../../../src/core/messages/registration';
import { portalScreens } from '../../../src/core/messages/shell';
import { accessValidation } from '../../../src/core/messages/validation';
import { type RenderedPortal, alerts, button, demo, failNext, field, hashRoute, heading, link, renderPortal, renderSignedIn, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const canada = demoAccounts.canada;

/** Logs in through /login with a redirect to the class's additional-fields step, as sign-up leaves a visitor. */
async function openStep(
  classId: string,
  options: { who?: { email: string; password: string }; before?: (portal: RenderedPortal) => void } = {},
) {
  const target = `/pg/additionalfields?classid=${classId}`;
  const who = options.who ?? demo;
  const portal = await renderSignedIn(target, { email: who.email, password: who.password, before: options.before, viaForm: true });
  await waitFor(() => screen(portal.host)?.querySelector('form button[type="submit"]'), 'the additional-fields form');
  return portal;
}

/** The time-to-test options are counted from today (the epoch) on the New York calendar: +14, +30, +90, +180, +360 days. */
const inTwoWeeks = epochDay(14);
const inAMonth = epochDay(30);
const inThreeMonths = epochDay(90);
const inSixMonths = epochDay(180);

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

/** The form's button is available once every value it needs has rendered as valid. */
const formComplete = (host: HTMLElement) => waitFor(() => !submitButton(host).hasAttribute('aria-disabled'), 'the submit button available');

const updates = (requests: { url: string; body: string }[]) =>
  requests.filter((r) => r.url.includes('/enroll/updatestudent')).map((r) => JSON.parse(r.body) as Record<string, unknown>);


describe('additional fields /pg/additionalfields: grad (MCAT 7003, delivery 7)', () => {
  it('asks only the time to test, checks it, saves it and goes to confirmation 2000 ms later', async () => {
    const { host, requests, events, clock } = await openStep('7003');
    expect(heading(host)).toBe(accessScreens.additionalFieldsHeading);
    expect(labels(host)).toEqual([t.testDateLabel]);
    expect(optionTexts(select(host, t.testDateLabel))).toEqual([t.selectOne, ...testDateLabels]);
    expect([...select(host, t.testDateLabel).options].map((o) => o.value)).toEqual([
      '',
      inTwoWeeks,
      inAMonth,
      inThreeMonths,
      inSixMonths,
      epochDay(360),
    ]);
    expect(submitButton(host).textContent).toBe(accessScreens.additionalFieldsSubmit);
    expect(submitButton(host).getAttribute('aria-disabled')).toBe('true');

    submitButton(host).click();
    await waitFor(() => alerts(host).includes(accessValidation.testDateRequired), 'the time-to-test message');
    expect(document.activeElement).toBe(select(host, t.testDateLabel));
    expect(updates(requests)).toEqual([]);

    choose(select(host, t.testDateLabel), inThreeMonths);
    await formComplete(host);
    expect(alerts(host)).toEqual([]);
    const timersBefore = clock.pending();
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    expect(updates(requests)).toEqual([
      expect.objectContaining({ studentId: 'S1001', email: demo.email, firstName: 'Dana', lastName: 'Rivera', programCode: 'MCAT', testDate: inThreeMonths, canadaPermResident: false, sendMarketingEmail: true }),
    ]);
    expect(events.filter((e) => e.type === 'leadRegistration')).toEqual([expect.objectContaining({ classId: '7003', programCode: 'MCAT', family: 'grad' })]);
    // Effects run after paint: wait until the redirect is on the clock before moving it.
    await waitFor(() => clock.pending() > timersBefore, 'the redirect timer');

    clock.advance(1999);
    await idle();
    expect(hashRoute()).toBe('/pg/additionalfields?classid=7003');
    clock.advance(1);
    await waitFor(() => hashRoute() === '/pg/confirmation?classid=7003', 'the confirmation route');
  });

  it('keeps the form and its values when saving fails, and saves on the next try', async () => {
    const { host, requests } = await openStep('7003');
    choose(select(host, t.testDateLabel), inAMonth);
    await formComplete(host);
    failNext('/enroll/updatestudent', 1);
    submitButton(host).click();
    await waitFor(() => alerts(host).length > 0, 'the failure text');
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    expect(select(host, t.testDateLabel).value).toBe(inAMonth);
    expect(submitButton(host).disabled).toBe(false);
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    expect(updates(requests)).toHaveLength(1);
    expect(updates(requests)[0]).toMatchObject({ programCode: 'MCAT', testDate: inAMonth });
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
    // The simulator's list: this year (the epoch's, in New York) and the eight after it.
    expect(optionTexts(years).slice(1)).toEqual(Array.from({ length: 9 }, (_, i) => String(epochYear(i))));
    const inTwoYears = String(epochYear(2));
    choose(years, inTwoYears);
    await formComplete(host);
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    expect(updates(requests)[0]).toMatchObject({ programCode: 'SAT', parentFirstName: 'Emi', parentLastName: 'Ito', parentEmail: 'emi.ito@student-portal.test', graduationYear: inTwoYears });
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
    await formComplete(host);
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
    // The choice survives the re-render it causes.
    await idle();
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
    await waitFor(() => field(host, t.barRepIdLabel).disabled, 'the Bar Rep ID disabled');
    expect(field(host, t.barRepIdLabel).value).toBe('');
    expect(alerts(host)).not.toContain(accessValidation.barRepIdInvalid);
    field(host, t.noBarRepId).click();
    await waitFor(() => !field(host, t.barRepIdLabel).disabled, 'the Bar Rep ID enabled again');
    expect(field(host, t.barRepIdLabel).value).toBe('');
  });

  it("'My school is not on the list' reveals the school name; the update carries the school and the id", async () => {
    const { host, requests } = await openStep('7010');
    const nextYear = String(epochYear(1));
    choose(select(host, t.graduationYearLabel), nextYear);
    choose(select(host, t.testDateLabel), inSixMonths);
    choose(select(host, t.schoolLocationLabel), 'NY');
    await waitFor(() => optionTexts(select(host, t.schoolLabel)).includes('Metropolitan Law School'), 'the NY law schools');
    expect(requests.some((r) => r.url.includes('schoolList?programOfInterestId=40&state=NY'))).toBe(true);
    expect(labels(host)).not.toContain(t.schoolNameLabel);
    choose(select(host, t.schoolLabel), '1');
    await waitFor(() => labels(host).includes(t.schoolNameLabel), 'the school-name field');
    type(field(host, t.barRepIdLabel), '1234567');
    await idle();
    submitButton(host).click();
    await waitFor(() => alerts(host).includes(accessValidation.schoolNameRequired), 'the school-name message');
    expect(document.activeElement).toBe(field(host, t.schoolNameLabel));
    type(field(host, t.schoolNameLabel), 'Hudson Law');
    await formComplete(host);
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    expect(updates(requests)[0]).toMatchObject({
      programCode: 'BAR', graduationYear: nextYear, testDate: inSixMonths, schoolState: 'NY', schoolCountry: 'US',
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
    const { host, requests, clock } = await openStep('7003', { who: canada });
    const zipCalls = () => requests.filter((r) => r.url.includes('/zipsearch/'));
    const postal = field(host, t.postalCodeLabel);
    expect(postal.value).toBe('M5H 2N2');
    type(postal, 'H3');
    type(postal, 'H3B');
    // Effects run after paint: once idle, the pause after the last keystroke is timed on the clock.
    await idle();
    clock.advance(299);
    await idle();
    expect(zipCalls()).toEqual([]);
    clock.advance(1);
    await waitFor(() => zipCalls().length > 0, 'the suggestion request');
    await waitFor(() => host.querySelectorAll('datalist option').length > 0, 'the suggestions');
    expect(zipCalls().map((r) => new URL(r.url).pathname)).toEqual(['/rest-services/zipsearch/suggestions/H3B/9']);
    const list = host.querySelector(`datalist[id="${postal.getAttribute('list')}"]`);
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.getAttribute('value'))).toEqual(['H3B 4W8']);
    type(postal, '12345');
    postal.blur();
    await waitFor(() => alerts(host).includes('Please enter a valid zip code.'), 'the postal-code message');
    type(postal, 'h3b 4w8');
    choose(select(host, t.testDateLabel), inTwoWeeks);
    await formComplete(host);
    submitButton(host).click();
    await waitFor(() => host.textContent?.includes(t.saved), 'the saved state');
    expect(updates(requests)[0]).toMatchObject({ studentId: 'S1005', zip: 'H3B 4W8', country: 'CA', canadaPermResident: true, sendMarketingEmail: false, testDate: inTwoWeeks });
  });

  // issue 13 item 15: the sign-up's Canadian placeholder is no postal code to offer back.
  it('leaves the postal code blank for a Canadian student holding the sign-up placeholder', async () => {
    const { host } = await openStep('7003', {
      who: canada,
      before: (portal) => {
        const address = portal.sim.simulator.state().fixture.students.find((s) => s.email === canada.email)?.StudentAddress?.[0];
        if (!address) throw new Error('no Canadian address in the fixture');
        address.zip = 'A1A 1A1';
      },
    });
    expect(field(host, t.postalCodeLabel).value).toBe('');
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
    const { host } = await renderSignedIn('/pg/additionalfields?classid=7002', {
      before: () => failNext('/leadRegistration/graduationYears', 1),
    });
    await waitFor(() => alerts(host).length > 0, 'the lists failure');
    expect(alerts(host)).toEqual([t.listsFailed]);
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => labels(host).includes(t.graduationYearLabel), 'the form after retrying');
  });
});
