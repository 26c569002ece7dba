import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pathTo, paths } from '../../../src/lib/paths';
import { accountScreens } from '../../../src/core/messages/account';
import { makeupSearchTexts as texts } from '../../../src/core/messages/makeup-search';
import { accountValidation as v } from '../../../src/core/messages/validation';
import { portalScreens } from '../../../src/core/messages/shell';
import { liveOnlineTexts } from '../../../src/core/messages/resources';
import * as booking from '../../../src/features/makeup/makeup-booking';
import { alerts, button, field, hashRoute, heading, json, link, renderSignedIn, stubRequests, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

// What the screen hands the confirmation: a spy on the module's export (it still remembers), undone
// after this file. Not vi.mock: the screen reads the export when it books, so this works in a worker
// that has loaded the screen already (the dom project shares modules, #28).
const rememberBooking = vi.spyOn(booking, 'rememberBooking');

const searchCall = '/rest-services/sessionFinder/searchSessions';
const signUpCall = '/rest-services/sessionFinder/msfSignUp';

afterEach(() => {
  rememberBooking.mockClear();
});
afterAll(() => {
  rememberBooking.mockRestore();
});

/** Chooses an option of a select as a student does. */
function choose(select: HTMLElement, value: string) {
  const element = select as unknown as HTMLSelectElement;
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

const sessionSelect = (host: HTMLElement) => field(host, texts.session) as unknown as HTMLSelectElement;
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);
const searches = (requests: { url: string }[]) => requests.filter((r) => r.url.includes(searchCall)).map((r) => Object.fromEntries(new URL(r.url).searchParams));
const signUps = (requests: { url: string; body: string }[]) => requests.filter((r) => r.url.includes(signUpCall)).map((r) => JSON.parse(r.body) as Record<string, unknown>);
const results = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[data-session]')];
const statuses = (host: HTMLElement) => [...host.querySelectorAll('[role="status"]')].map((s) => s.textContent?.trim() ?? '');

async function openSearch(path: string, options: Parameters<typeof renderSignedIn>[1] = {}) {
  const rendered = await renderSignedIn(path, options);
  await waitFor(() => rendered.host.querySelector('select[name="sessionId"]') !== null, 'the session select');
  return rendered;
}

/** The screen's own Search button (the header has a site search button too). */
const searchButton = (host: HTMLElement) => button(host.querySelector('main') as HTMLElement, texts.search);

async function search(host: HTMLElement) {
  // What was chosen and typed has rendered, as it has before a student's click.
  await idle();
  searchButton(host).click();
  await waitFor(() => !searchButton(host).disabled && !statuses(host).includes(texts.searching), 'the search to end');
  await idle();
}

const inPerson = pathTo('makeup', { enrollmentId: 'E2002' });
const liveOnline = pathTo('makeupAlt', { enrollmentId: 'E2003' });

describe('Find a Make-up Session (account §2, §4, §5, §7, §9)', () => {
  it('offers the active sessions of the enrollment and the account §9 defaults', async () => {
    const { host } = await openSearch(inPerson);
    expect(heading(host)).toBe(accountScreens.findMakeup);
    const select = sessionSelect(host);
    expect(optionTexts(select)).toEqual([v.makeupSessionRequired, 'MCAT Physics 1', 'MCAT Biology 1', 'MCAT Chemistry 1']);
    expect(select.value).toBe('');
    const distance = field(host, texts.distance) as unknown as HTMLSelectElement;
    expect([...distance.options].map((o) => o.value)).toEqual(['5', '10', '25', '35', '50', '75', '100', '150']);
    expect(distance.value).toBe('5');
    expect(field(host, texts.zip).value).toBe('10014');
    expect((field(host, texts.sortBy) as unknown as HTMLSelectElement).value).toBe('distance');
    expect(field(host, texts.startDate).maxLength).toBe(10);
    expect(field(host, texts.endDate).maxLength).toBe(10);
  });

  it('leads back to the course on the resources page (account §2 pivot)', async () => {
    const { host } = await openSearch(inPerson);
    const back = link(host, liveOnlineTexts.backToResources);
    expect(back?.getAttribute('href')).toBe(`#${pathTo('resources', { pivot: 'E2002' })}`);
    back?.click();
    await waitFor(() => hashRoute() === pathTo('resources', { pivot: 'E2002' }), 'the resources page');
  });

  it('without an enrollment says where to start, with the way back, and asks nothing', async () => {
    const { host, requests } = await renderSignedIn(paths.makeup.pattern);
    await waitFor(() => alerts(host).includes(texts.noCourse), 'the no-course text');
    expect(link(host, liveOnlineTexts.backToResources)?.getAttribute('href')).toBe(`#${pathTo('resources')}`);
    expect(requests.filter((r) => r.body.includes('EnrollmentSessions'))).toEqual([]);
  });

  it('asks for a session before searching: "Please select a session", nothing sent', async () => {
    const { host, requests } = await openSearch(inPerson);
    await search(host);
    expect(alerts(host)).toContain(v.makeupSessionRequired);
    expect(searches(requests)).toEqual([]);
  });

  // The dates table: strict MM/DD/YYYY, at most 10 characters, the end after the start.
  it.each([
    ['02/30/2030', '', 'Start Date invalid'],
    ['2/3/2030', '', 'Start Date invalid'],
    ['2030-03-02', '', 'Start Date invalid'],
    ['13/01/2030', '', 'Start Date invalid'],
    ['', '02/29/2031', 'End Date invalid'],
    ['', '12/32/2030', 'End Date invalid'],
    ['03/10/2030', '03/09/2030', 'End Date cannot be before Start Date'],
    ['01/01/2031', '12/31/2030', 'End Date cannot be before Start Date'],
    ['03/10/2030', '03/10/2030', 'End Date cannot be same as Start Date'],
    ['03/10/2030', '03/11/2030', null],
    ['12/31/2030', '01/01/2031', null],
    ['02/29/2032', '', null],
    ['', '03/11/2030', null],
  ])('start %j, end %j: %s', async (start, end, message) => {
    const { host, requests } = await openSearch(inPerson);
    choose(sessionSelect(host), 'SS7002');
    type(field(host, texts.startDate), start);
    type(field(host, texts.endDate), end);
    await search(host);
    const dateMessages = [v.makeupStartDateInvalid, v.makeupEndDateInvalid, v.makeupEndBeforeStart, v.makeupEndSameAsStart];
    expect(alerts(host).filter((a) => (dateMessages as string[]).includes(a))).toEqual(message ? [message] : []);
    expect(searches(requests)).toHaveLength(message ? 0 : 1);
    if (!message) {
      const sent = searches(requests)[0];
      expect(sent?.startDate).toBe(start || undefined);
      expect(sent?.endDate).toBe(end || undefined);
    }
  });

  it('finds the in-person sessions near 10014, signs up with the full payload, remembers the booking and goes to the confirmation', async () => {
    const { host, requests } = await openSearch(inPerson);
    choose(sessionSelect(host), 'SS7002');
    await search(host);
    expect(searches(requests)).toEqual([{ sessionTemplateId: 'T-MCAT-CHEM1', distance: '5', zip: '10014', sortBy: 'distance' }]);
    const found = results(host);
    expect(found.map((r) => r.dataset.session)).toEqual(['MS8001', 'MS8003', 'MS8002', 'MS8006']);
    // #29.5: focus goes to what the search found.
    await waitFor(() => document.activeElement?.getAttribute('aria-label') === texts.results, 'focus on the results');
    const first = found[0]?.textContent ?? '';
    for (const part of ['MCAT Chemistry 1 (make-up)', '6:00 PM – 9:00 PM ET', 'Summit Prep Midtown Center', '1440 Broadway, Floor 3, New York, NY 10018', 'Room 301', '1.6 miles away']) {
      expect(first).toContain(part);
    }
    expect(first).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    // Every Sign Up says which session it books to assistive technology (its description is the result's name).
    for (const result of found) {
      const describedBy = button(result, texts.signUp).getAttribute('aria-describedby') ?? '';
      expect(host.querySelector(`[id="${describedBy}"]`)?.textContent).toBe(result.querySelector('h2')?.textContent);
    }

    const signUp = button(found[0] as HTMLElement, texts.signUp);
    signUp.click();
    signUp.click();
    await waitFor(() => hashRoute() === paths.makeupConfirmation.pattern, 'the confirmation route');
    expect(signUps(requests)).toEqual([
      expect.objectContaining({
        sessionId: 'MS8001', oldSessionId: 'SS7002', enrollmentId: 'E2002', isLol: false, sessionName: 'MCAT Chemistry 1 (make-up)',
        classCode: 'MU-MS8001', sessionStartTime: '6:00 PM', sessionEndTime: '9:00 PM', address1: '1440 Broadway', city: 'New York',
        state: 'NY', zip: '10018', roomName: 'Room 301',
      }),
    ]);
    expect(signUps(requests)[0]?.sessionDate).toEqual(expect.any(String));
    expect(rememberBooking).toHaveBeenCalledTimes(1);
    expect(rememberBooking.mock.calls[0]?.[1]).toEqual({ session: expect.objectContaining({ sessionId: 'MS8001' }), enrollmentId: 'E2002', isLol: false });
  });

  it('shows a string sign-up answer as alert text and stays (a full session)', async () => {
    const { host, requests } = await openSearch(inPerson);
    choose(sessionSelect(host), 'SS7002');
    await search(host);
    const full = results(host).find((r) => r.dataset.session === 'MS8006') as HTMLElement;
    button(full, texts.signUp).click();
    await waitFor(() => alerts(host).includes('This session is full. Please choose another session.'), 'the string answer');
    await waitFor(() => document.activeElement?.textContent === 'This session is full. Please choose another session.', 'focus on the refusal (#29.5)');
    expect(hashRoute()).toBe(inPerson);
    expect(signUps(requests)).toHaveLength(1);
    expect(rememberBooking).not.toHaveBeenCalled();
    expect(button(full, texts.signUp).disabled).toBe(false);
  });

  it('shows a refusal answered as 200 {"status":"failed","message"} as alert text and stays, booking nothing (#29.1)', async () => {
    const { host, proxy, requests } = await openSearch(inPerson, { faults: true });
    choose(sessionSelect(host), 'SS7002');
    await search(host);
    proxy.fail('msfSignUp', { json: { status: 'failed', message: 'This session is full.' } }, 1);
    const first = results(host)[0] as HTMLElement;
    button(first, texts.signUp).click();
    await waitFor(() => alerts(host).includes('This session is full.'), 'the refusal');
    expect(hashRoute()).toBe(inPerson);
    expect(rememberBooking).not.toHaveBeenCalled();
    expect(button(first, texts.signUp).disabled).toBe(false);
    expect(signUps(requests)).toHaveLength(1);
  });

  it('keeps the Sign Up busy while pending: one request per click', async () => {
    let release = () => {};
    const { host, requests } = await openSearch(inPerson);
    choose(sessionSelect(host), 'SS7002');
    await search(host);
    stubRequests(signUpCall, () => json('This session is no longer available. Please choose another session.'), 0);
    const gate = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.mocked(window.fetch);
    const real = spy.getMockImplementation();
    spy.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes(signUpCall)) await gate;
      return (real as typeof fetch)(input, init);
    });
    const first = results(host)[0] as HTMLElement;
    button(first, texts.signUp).click();
    await waitFor(() => button(first, texts.signUp).getAttribute('aria-busy') === 'true', 'the busy button');
    expect(results(host).every((r) => button(r, texts.signUp).disabled)).toBe(true);
    button(first, texts.signUp).click();
    release();
    await waitFor(() => hashRoute() === paths.makeupConfirmation.pattern, 'the confirmation route');
    expect(signUps(requests)).toHaveLength(1);
  });

  it('says "No sessions found for given criteria" when nothing is near (Biology has no make-up)', async () => {
    const { host } = await openSearch(inPerson);
    choose(sessionSelect(host), 'SS7001');
    await search(host);
    expect(statuses(host)).toContain(v.makeupNoResults);
    expect(results(host)).toEqual([]);
    await waitFor(() => document.activeElement?.textContent === v.makeupNoResults, 'focus on the message (#29.5)');
  });

  // #29.6: the simulator answers an unknown zip with 400 naming `zip`: the student's mistake, shown on the field.
  it('shows a zip the search service refuses as the zip field’s message, focuses it, and clears it when the zip changes', async () => {
    const { host } = await openSearch(inPerson);
    choose(sessionSelect(host), 'SS7002');
    type(field(host, texts.zip), '99999');
    await search(host);
    const zip = field(host, texts.zip);
    await waitFor(() => host.textContent?.includes(v.zipInvalid), 'the zip message');
    expect(host.textContent).not.toContain('Something went wrong');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => document.activeElement === zip, 'focus on the zip');
    expect(results(host)).toEqual([]);
    type(zip, '10014');
    await waitFor(() => !host.textContent?.includes(v.zipInvalid), 'the message gone');
    await search(host);
    expect(results(host).length).toBeGreaterThan(0);
  });

  it('says "No sessions found for given criteria" for an empty list too', async () => {
    const { host } = await openSearch(inPerson, { before: () => stubRequests(searchCall, () => json([])) });
    choose(sessionSelect(host), 'SS7002');
    await search(host);
    expect(statuses(host)).toContain(v.makeupNoResults);
  });

  it('searches a live-online course (delivery type 11) without distance or zip, and says the sessions are live online', async () => {
    const { host, requests } = await openSearch(liveOnline);
    expect(host.querySelector('[name="zip"]')).toBeNull();
    expect(host.querySelector('[name="distance"]')).toBeNull();
    // #29.7: no distance to sort by live online.
    expect([...(host.querySelector<HTMLSelectElement>('select[name="sortBy"]')?.options ?? [])].map((o) => o.value)).toEqual(['date']);
    choose(sessionSelect(host), 'SS7101');
    await search(host);
    expect(searches(requests)).toEqual([{ sessionTemplateId: 'T-GRE-V1', sortBy: 'date', lol: 'true' }]);
    const found = results(host);
    expect(found.map((r) => r.dataset.session)).toEqual(['MS8101', 'MS8102']);
    expect(found[0]?.textContent).toContain(texts.liveOnline);
    expect(found[0]?.textContent).toContain('8:00 PM – 10:00 PM ET');
    expect(found[0]?.textContent).not.toContain('miles away');
    button(found[0] as HTMLElement, texts.signUp).click();
    await waitFor(() => hashRoute() === paths.makeupConfirmation.pattern, 'the confirmation route');
    expect(signUps(requests)[0]).toEqual(expect.objectContaining({ sessionId: 'MS8101', oldSessionId: 'SS7101', enrollmentId: 'E2003', isLol: true }));
    expect(rememberBooking.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ enrollmentId: 'E2003', isLol: true }));
  });

  it('pre-fills every filter from the query (courseAccessId is read and not sent)', async () => {
    const prefilled = pathTo('makeup', {
      enrollmentId: 'E2002', courseAccessId: 'CA2002', sessionTemplateId: 'T-MCAT-CHEM1', distance: '25', zip: '10018',
      startDate: '01/01/2030', endDate: '12/31/2040', sortBy: 'date',
    });
    const { host, requests } = await openSearch(prefilled);
    expect(sessionSelect(host).value).toBe('SS7002');
    expect((field(host, texts.distance) as unknown as HTMLSelectElement).value).toBe('25');
    expect(field(host, texts.zip).value).toBe('10018');
    expect(field(host, texts.startDate).value).toBe('01/01/2030');
    expect(field(host, texts.endDate).value).toBe('12/31/2040');
    expect((field(host, texts.sortBy) as unknown as HTMLSelectElement).value).toBe('date');
    await search(host);
    expect(searches(requests)).toEqual([
      { sessionTemplateId: 'T-MCAT-CHEM1', distance: '25', zip: '10018', startDate: '01/01/2030', endDate: '12/31/2040', sortBy: 'date' },
    ]);
  });

  it('lol=true in the query makes the search live online (no distance or zip, lol sent)', async () => {
    const { host, requests } = await openSearch(pathTo('makeup', { enrollmentId: 'E2003', sessionTemplateId: 'T-GRE-V1', lol: 'true' }));
    expect(host.querySelector('[name="zip"]')).toBeNull();
    expect(host.querySelector('[name="distance"]')).toBeNull();
    expect(host.textContent).toContain(texts.liveOnlineNote);
    await search(host);
    expect(searches(requests)).toEqual([{ sessionTemplateId: 'T-GRE-V1', sortBy: 'date', lol: 'true' }]);
  });

  // #29.3: the screen follows its query when it changes on the same screen.
  it('follows a new query: adding lol=false to a live-online course asks for distance and zip and searches in person', async () => {
    const { host, requests } = await openSearch(pathTo('makeup', { enrollmentId: 'E2003' }));
    expect(host.querySelector('[name="zip"]')).toBeNull();
    window.location.hash = `#${pathTo('makeup', { enrollmentId: 'E2003', lol: 'false' })}`;
    await waitFor(() => host.querySelector('[name="zip"]') !== null, 'the zip field');
    expect(host.querySelector('[name="distance"]')).not.toBeNull();
    expect(host.textContent).not.toContain(texts.liveOnlineNote);
    choose(sessionSelect(host), sessionSelect(host).options[1]?.value ?? '');
    await search(host);
    expect(searches(requests)).toEqual([{ sessionTemplateId: 'T-GRE-V1', distance: '5', zip: '10014', sortBy: 'distance' }]);
  });

  it('shows no distance for a live-online search, even for a result that says it is in person with 0 miles (#29.7)', async () => {
    const { host } = await openSearch(liveOnline);
    stubRequests('/sessionFinder/searchSessions', () =>
      json([{ sessionId: 'MS9001', sessionTemplateId: 'T-GRE-V1', name: 'GRE Verbal 1', sessionDate: '03/10/2031', isLol: false, distance: 0, facilityName: 'Center' }]),
    );
    choose(sessionSelect(host), 'SS7101');
    await search(host);
    await waitFor(() => results(host).length === 1, 'the result');
    expect(results(host)[0]?.textContent).not.toContain('miles away');
  });

  it('Reset clears the filters and the results', async () => {
    const prefilled = pathTo('makeup', { enrollmentId: 'E2002', sessionTemplateId: 'T-MCAT-CHEM1', distance: '10', zip: '10018', startDate: 'xx' });
    const { host } = await openSearch(prefilled);
    await search(host);
    expect(alerts(host)).toContain(v.makeupStartDateInvalid);
    button(host, texts.reset).click();
    await idle();
    expect(sessionSelect(host).value).toBe('');
    expect((field(host, texts.distance) as unknown as HTMLSelectElement).value).toBe('5');
    expect(field(host, texts.zip).value).toBe('10014');
    expect(field(host, texts.startDate).value).toBe('');
    expect(alerts(host)).toEqual([]);
  });

  it.each([
    ['a 503', { status: 503 }],
    ['bad JSON', 'html'],
    ['a hang', 'hang'],
  ] as const)('the session list failing with %s shows the failure with Try again', async (_name, fault) => {
    const rendered = await renderSignedIn(inPerson, { faults: true, before: (r) => r.proxy.fail('EnrollmentSessions', fault, 1) });
    await waitFor(() => rendered.host.querySelector('.sp-alert') !== null, 'the failure');
    expect(alerts(rendered.host).length).toBeGreaterThan(0);
    button(rendered.host, portalScreens.tryAgain).click();
    await waitFor(() => rendered.host.querySelector('select[name="sessionId"]') !== null, 'the session select after Try again');
  });

  it.each([
    ['a 503', { status: 503 }],
    ['bad JSON', 'html'],
    ['a hang', 'hang'],
  ] as const)('a search failing with %s says so and Search asks again', async (_name, fault) => {
    const { host, proxy } = await openSearch(inPerson, { faults: true });
    choose(sessionSelect(host), 'SS7002');
    proxy.fail('searchSessions', fault, 1);
    await search(host);
    expect(alerts(host).length).toBe(1);
    expect(alerts(host)[0]).not.toBe('');
    await search(host);
    expect(alerts(host)).toEqual([]);
    expect(results(host).length).toBeGreaterThan(0);
  });

  it.each([
    ['a 503', { status: 503 }],
    ['an HTML page', 'html'],
    ['an empty body', 'empty'],
    ['a hang', 'hang'],
    // #29.1: a 2xx that does not confirm the booking is a failure, never "Your spot is booked."
    ['200 {"status":"error"}', { json: { status: 'error' } }],
    ['200 {}', { json: {} }],
  ] as const)('a sign-up failing with %s says so, books nothing, and Sign Up works again', async (_name, fault) => {
    const { host, proxy, requests } = await openSearch(inPerson, { faults: true });
    choose(sessionSelect(host), 'SS7002');
    await search(host);
    proxy.fail('msfSignUp', fault, 1);
    const first = results(host)[0] as HTMLElement;
    button(first, texts.signUp).click();
    await waitFor(() => alerts(host).length > 0 && !button(first, texts.signUp).disabled, 'the failure');
    expect(alerts(host)).toHaveLength(1);
    expect(alerts(host)[0]).not.toMatch(/<|^$/);
    expect(hashRoute()).toBe(inPerson);
    expect(rememberBooking).not.toHaveBeenCalled();
    button(first, texts.signUp).click();
    await waitFor(() => hashRoute() === paths.makeupConfirmation.pattern, 'the confirmation route');
    expect(signUps(requests)).toHaveLength(2);
  });
});
