import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { accessErrors, transportErrors } from '../../../src/core/messages/errors';
import { registrationDetailTexts } from '../../../src/core/messages/registration';
import { portalScreens } from '../../../src/core/messages/shell';
import { wrongAnswerText } from '../../../cli/simulator/routes/class-details';
import { alerts, button, failNext, field, hashRoute, heading, renderPortal, renderSignedIn, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

const answerBox = (host: HTMLElement) => field(host, registrationDetailTexts.answerLabel);

async function openGate(path: string) {
  const portal = await renderPortal(path, { routing: 'hash' });
  await waitFor(() => portal.host.querySelector('input[name="answer"]'), 'the answer box');
  return portal;
}

describe('question gate /pg/questkey (access §2)', () => {
  it('shows the question and a case-sensitive answer box; Continue is disabled while empty', async () => {
    const { host } = await openGate('/pg/questkey?clid=7014');
    expect(heading(host)).toBe(registrationDetailTexts.questionHeading);
    expect(host.textContent).toContain('What is the name of your pre-law society?');
    const answer = answerBox(host);
    expect([answer.autocomplete, answer.getAttribute('autocapitalize'), answer.getAttribute('autocorrect'), answer.getAttribute('spellcheck')]).toEqual(['off', 'off', 'off', 'false']);
    expect(button(host, accessScreens.continue).disabled).toBe(true);
    type(answer, '   ');
    await idle();
    expect(button(host, accessScreens.continue).disabled).toBe(true);
    type(answer, 'Justice League');
    await waitFor(() => !button(host, accessScreens.continue).disabled, 'Continue enabled');
  });

  it('shows the server text in red for a wrong answer, keeps the answer and focuses it', async () => {
    const { host, requests } = await openGate('/pg/questkey?clid=7014');
    const answer = answerBox(host);
    type(answer, 'justice league');
    await waitFor(() => !button(host, accessScreens.continue).disabled, 'Continue enabled');
    button(host, accessScreens.continue).click();
    await waitFor(() => alerts(host).length > 0, 'the server text');
    expect(alerts(host)).toEqual([wrongAnswerText]);
    const alert = [...host.querySelectorAll('[role="alert"]')].find((a) => a.textContent === wrongAnswerText);
    expect(alert?.getAttribute('data-tone')).toBe('error');
    expect(answerBox(host).value).toBe('justice league');
    expect(document.activeElement).toBe(answerBox(host));
    expect(hashRoute()).toBe('/pg/questkey?clid=7014');
    const sent = requests.find((r) => r.url.includes('/question/validate'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ classId: '7014', answer: 'justice league' });
  });

  it('goes to /pg/signup with the class id after the right answer (Enter submits)', async () => {
    const { host } = await openGate('/pg/questkey?clid=7014');
    type(answerBox(host), 'Justice League');
    await waitFor(() => !button(host, accessScreens.continue).disabled, 'Continue enabled');
    answerBox(host).form?.requestSubmit();
    await waitFor(() => hashRoute() === '/pg/signup?classId=7014', 'the sign-up route');
  });

  it.each(['/pg/questkey?clid=9999', '/pg/questkey'])('says No Event Found for %s', async (path) => {
    const { host } = await renderPortal(path);
    await waitFor(() => alerts(host).includes(accessErrors.noEvent), 'No Event Found');
    expect(host.querySelector('input[name="answer"]')).toBeNull();
  });

  it('says what failed and lets the visitor retry when the question cannot be loaded', async () => {
    const { host } = await renderPortal('/pg/questkey?clid=7014', { routing: 'hash' });
    failNext('/question/info', 1);
    await waitFor(() => alerts(host).length > 0, 'the failure text');
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    await idle();
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => host.querySelector('input[name="answer"]'), 'the answer box after retrying');
  });

  it('keeps the form usable when checking the answer fails', async () => {
    const { host } = await openGate('/pg/questkey?clid=7014');
    failNext('/question/validate', 1);
    type(answerBox(host), 'Justice League');
    await waitFor(() => !button(host, accessScreens.continue).disabled, 'Continue enabled');
    button(host, accessScreens.continue).click();
    await waitFor(() => alerts(host).length > 0, 'the failure text');
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    expect(hashRoute()).toBe('/pg/questkey?clid=7014');
    expect(button(host, accessScreens.continue).disabled).toBe(false);
    button(host, accessScreens.continue).click();
    await waitFor(() => hashRoute() === '/pg/signup?classId=7014', 'the sign-up route');
  });

  // issue 13 item 9: a class with a question is not reached around its gate.
  it('sends a visitor who opens /pg/signup for a gated class to the gate first, then back to the form', async () => {
    const { host } = await renderPortal('/pg/signup?classId=7014', { routing: 'hash' });
    await waitFor(() => hashRoute() === '/pg/questkey?clid=7014', 'the gate');
    await waitFor(() => host.querySelector('input[name="answer"]'), 'the answer box');
    expect(host.querySelector('input[name="firstName"]')).toBeNull();
    type(answerBox(host), 'Justice League');
    await waitFor(() => !button(host, accessScreens.continue).disabled, 'Continue enabled');
    button(host, accessScreens.continue).click();
    await waitFor(() => host.querySelector('input[name="firstName"]'), 'the sign-up form');
    expect(hashRoute()).toBe('/pg/signup?classId=7014');
    // Answered in this mount: coming back to the sign-up does not ask again.
    window.location.hash = '#/pg/questkey?clid=7014';
    await waitFor(() => host.querySelector('input[name="answer"]'), 'the gate again');
    window.location.hash = '#/pg/signup?classid=7014';
    await waitFor(() => host.querySelector('input[name="firstName"]'), 'the sign-up form again');
    expect(hashRoute()).toBe('/pg/signup?classid=7014');
  });

  it('does not register a logged-in student for a gated class before the answer', async () => {
    const { host, requests } = await renderSignedIn('/myaccount/profile');
    window.location.hash = '#/pg/signup?classId=7014';
    await waitFor(() => hashRoute() === '/pg/questkey?clid=7014', 'the gate');
    await waitFor(() => host.querySelector('input[name="answer"]'), 'the answer box');
    await idle();
    expect(requests.some((r) => r.url.endsWith('/rest-services/enroll'))).toBe(false);
  });

  it('opens the sign-up of a class without a question directly', async () => {
    const { host } = await renderPortal('/pg/signup?classId=7013', { routing: 'hash' });
    await waitFor(() => host.querySelector('input[name="firstName"]'), 'the sign-up form');
    expect(hashRoute()).toBe('/pg/signup?classId=7013');
    expect(host.querySelector('input[name="answer"]')).toBeNull();
  });
});
