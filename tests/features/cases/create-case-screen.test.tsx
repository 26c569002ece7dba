import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { brands } from '../../../src/core/config/brands';
import { caseCreateTexts as t } from '../../../src/core/messages/case-create';
import { attachmentTexts } from '../../../src/core/messages/attachments';
import { accountErrors, transportErrors } from '../../../src/core/messages/errors';
import { accountValidation, chosenValidation } from '../../../src/core/messages/validation';
import { routeTitles } from '../../../src/core/messages/routes';
import { portalScreens, shellTexts } from '../../../src/core/messages/shell';
import { caseCreatedRedirectMs } from '../../../src/features/cases/create-case-screen';
import { type RenderedPortal, alerts, button, field, hashRoute, heading, json, link, renderSignedIn, stubRequests } from '../render-portal';
import { idle } from '../../support/page';
import { accounts } from '../../support/accounts';
import { waitFor } from '../../support/wait';

const createPath = '/pg/createcase';
const shown = (host: HTMLElement, text: string) => waitFor(() => host.textContent?.includes(text), `"${text}"`);
const ready = (host: HTMLElement) => waitFor(() => host.querySelector('select[name="topic"], input[name="topic"]'), 'the form');
const select = (host: HTMLElement, label: string) => field(host, label) as unknown as HTMLSelectElement;
const options = (element: HTMLSelectElement) => [...element.options].map((o) => o.value).filter((v) => v !== '');
const statuses = (host: HTMLElement) => [...host.querySelectorAll('[role="status"]')].map((s) => s.textContent?.trim() ?? '');

function choose(element: HTMLSelectElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}
function typeText(element: HTMLTextAreaElement, value: string) {
  element.focus();
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
function pick(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
const description = (host: HTMLElement) => field(host, t.description) as unknown as HTMLTextAreaElement;

/** Fills every field of the form: MCAT Self-Paced, Technical Support / Login issue, and `text`. */
async function fill(host: HTMLElement, text = 'My practice test will not load.') {
  await ready(host);
  choose(select(host, t.enrollment), 'E2001');
  choose(select(host, t.topic), 'Technical Support');
  await idle();
  choose(select(host, t.topicDetail), 'Login issue');
  typeText(description(host), text);
  await idle();
}
const newCases = (portal: RenderedPortal) =>
  portal.sim.simulator.state().fixture.cases.filter((c) => c.studentId === 'S1001' && c.description === 'My practice test will not load.');

describe('New case (account §2 /pg/createcase, §4, §5)', () => {
  it('offers the student’s enrollments and the topics, and the details of the chosen topic only (validFor)', async () => {
    const { host } = await renderSignedIn(createPath);
    await ready(host);
    expect(heading(host)).toBe(routeTitles.createCase);
    expect(options(select(host, t.enrollment))).toEqual(expect.arrayContaining(['E2001', 'E2002', 'E2003']));
    expect([...select(host, t.enrollment).options].find((o) => o.value === 'E2001')?.textContent).toBe('MCAT Self-Paced');
    expect(options(select(host, t.topic))).toEqual(['Technical Support', 'Billing', 'Course Extension', 'Books & Materials', 'Class Schedule', 'Subscription']);
    expect(options(select(host, t.topicDetail))).toEqual([]);
    expect(select(host, t.topicDetail).options[0]?.textContent).toBe(t.topicFirst);

    choose(select(host, t.topic), 'Billing');
    await waitFor(() => options(select(host, t.topicDetail)).length > 0, 'the Billing details');
    expect(options(select(host, t.topicDetail))).toEqual(['Refund request', 'Payment question']);
    choose(select(host, t.topicDetail), 'Refund request');
    await idle();
    expect(select(host, t.topicDetail).value).toBe('Refund request');

    // Another topic drops the detail that is not valid for it.
    choose(select(host, t.topic), 'Technical Support');
    await waitFor(() => options(select(host, t.topicDetail)).includes('Login issue'), 'the Technical Support details');
    expect(options(select(host, t.topicDetail))).toEqual(['Login issue', 'Video playback']);
    expect(select(host, t.topicDetail).value).toBe('');
  });

  it('locks the fields the query fills in, read-only with the reason, and sends their values', async () => {
    const query = `eid=E2002&topic=${encodeURIComponent('Course Extension')}&topicDetail=${encodeURIComponent('Add more time')}&description=${encodeURIComponent('Please add two weeks.')}`;
    const portal = await renderSignedIn(`${createPath}?${query}`);
    const { host } = portal;
    await ready(host);
    const expected: [string, string, string][] = [
      [t.enrollment, 'enrollmentId', 'MCAT In Person'],
      [t.topic, 'topic', 'Course Extension'],
      [t.topicDetail, 'topicDetail', 'Add more time'],
      [t.description, 'description', 'Please add two weeks.'],
    ];
    for (const [label, name, value] of expected) {
      const control = field(host, label);
      expect(control.readOnly, label).toBe(true);
      expect(control.value, label).toBe(value);
      expect(host.querySelector(`select[name="${name}"]`), label).toBeNull();
      const hint = host.querySelector(`[id="${control.getAttribute('aria-describedby') ?? ''}"]`);
      expect(hint?.textContent, label).toBe(t.locked);
    }
    expect(host.textContent).not.toContain(t.prefillIgnored);
    button(host, t.submit).click();
    await shown(host, t.created);
    const created = portal.sim.simulator.state().fixture.cases.find((c) => c.description === 'Please add two weeks.');
    expect(created).toEqual(expect.objectContaining({ enrollmentId: 'E2002', type: 'Course Extension', typeDetail: 'Add more time' }));
  });

  it('ignores query values that are not choices of their field, says so, and leaves those fields free', async () => {
    const query = `eid=E9999&topic=Billing&topicDetail=${encodeURIComponent('Login issue')}`;
    const { host } = await renderSignedIn(`${createPath}?${query}`);
    await ready(host);
    expect(host.textContent).toContain(t.prefillIgnored);
    expect(select(host, t.enrollment).value).toBe('');
    expect(field(host, t.topic).readOnly).toBe(true);
    expect(field(host, t.topic).value).toBe('Billing');
    expect(select(host, t.topicDetail).value).toBe('');
    expect(options(select(host, t.topicDetail))).toEqual(['Refund request', 'Payment question']);
    expect(description(host).readOnly).toBe(false);
  });

  // #29.3: the screen follows its query when it changes; while it does not, what was typed stays.
  it('follows a new query on the same screen: the new topic locked, the old one gone', async () => {
    const { host } = await renderSignedIn(`${createPath}?topic=Billing`);
    await ready(host);
    expect(field(host, t.topic).value).toBe('Billing');
    typeText(description(host), 'Typed before the query changed.');
    await idle();
    expect(description(host).value).toBe('Typed before the query changed.');

    window.location.hash = `#${createPath}?topic=${encodeURIComponent('Technical Support')}`;
    await waitFor(() => field(host, t.topic).value === 'Technical Support', 'the new topic');
    expect(field(host, t.topic).readOnly).toBe(true);
    expect(options(select(host, t.topicDetail))).toEqual(['Login issue', 'Video playback']);
  });

  it('counts the description as typed and announces the count politely once typing pauses', async () => {
    const { host, clock } = await renderSignedIn(createPath);
    await ready(host);
    const box = description(host);
    expect(box.maxLength).toBe(4000);
    const hint = () => host.querySelector(`[id="${box.getAttribute('aria-describedby')?.split(' ').pop() ?? ''}"]`)?.textContent;
    expect(hint()).toBe(t.counter(0, 4000));
    typeText(box, 'Hello');
    await idle();
    expect(hint()).toBe(t.counter(5, 4000));
    expect(statuses(host)).not.toContain(t.counter(5, 4000));
    clock.advance(999);
    typeText(box, 'Hello there');
    await idle();
    clock.advance(999);
    await idle();
    expect(statuses(host)).not.toContain(t.counter(11, 4000));
    expect(statuses(host)).not.toContain(t.counter(5, 4000));
    clock.advance(1);
    await waitFor(() => statuses(host).includes(t.counter(11, 4000)), 'the announced count');
  });

  it('tells a student without enrollments so, and still asks for one on submit', async () => {
    const portal = await renderSignedIn(createPath, { email: accounts.registered.email });
    const { host } = portal;
    await ready(host);
    expect(host.textContent).toContain(t.noEnrollments);
    expect(options(select(host, t.enrollment))).toEqual([]);
    button(host, t.submit).click();
    await waitFor(() => alerts(host).includes(t.enrollmentRequired), 'the enrollment message');
  });

  it('shows every message on an empty submit, focuses the first field and sends nothing', async () => {
    const portal = await renderSignedIn(createPath);
    const { host } = portal;
    await ready(host);
    const before = portal.sim.simulator.state().fixture.cases.length;
    button(host, t.submit).click();
    await waitFor(() => alerts(host).length === 4, 'four messages');
    expect(alerts(host)).toEqual([t.enrollmentRequired, chosenValidation.caseTopicRequired, chosenValidation.caseTopicDetailRequired, chosenValidation.caseDescriptionRequired]);
    expect(host.ownerDocument.activeElement).toBe(select(host, t.enrollment));
    typeText(description(host), '   ');
    await idle();
    expect(alerts(host)).toContain(chosenValidation.caseDescriptionRequired);
    await fill(host);
    expect(alerts(host)).toEqual([]);
    expect(portal.sim.simulator.state().fixture.cases.length).toBe(before);
  });

  it('shows the articles of the chosen topic detail with safe links, and announces them', async () => {
    const { host } = await renderSignedIn(createPath);
    await ready(host);
    expect(host.textContent).toContain(t.articlesChoose);
    choose(select(host, t.topic), 'Technical Support');
    await idle();
    choose(select(host, t.topicDetail), 'Login issue');
    await shown(host, 'Reset your password');
    expect(statuses(host)).toContain(t.articlesFound(2));
    const article = link(host, `Reset your password ${shellTexts.opensInNewTab}`);
    expect(article?.getAttribute('href')).toBe(`${brands.main.helpCentreUrl}/s/article/reset-your-password`);
    expect(article?.getAttribute('target')).toBe('_blank');
    expect(article?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(host.textContent).toContain('Use Forgot your password? on the login page.');
    expect(host.textContent).toContain('Supported browsers');
    // The notice leads to the panel (below the form on a phone).
    button(host, t.articlesFound(2)).click();
    expect(host.ownerDocument.activeElement?.textContent).toBe(t.articlesHeading);

    choose(select(host, t.topicDetail), 'Video playback');
    await shown(host, 'Videos do not play');
    expect(host.textContent).not.toContain('Reset your password');
    expect(statuses(host)).toContain(t.articlesFound(1));
    choose(select(host, t.topic), 'Class Schedule');
    await idle();
    choose(select(host, t.topicDetail), 'Reschedule session');
    await shown(host, 'Find a make-up session');
    expect(host.textContent).not.toContain('Videos do not play');
  });

  it('says so when the chosen topic detail has no article', async () => {
    const { host } = await renderSignedIn(createPath, {
      faults: true,
      before: ({ proxy }) => proxy.fail('"operationName":"KnowledgeArticles"', { json: { data: { KnowledgeArticle: [] } } }),
    });
    await ready(host);
    choose(select(host, t.topic), 'Technical Support');
    await idle();
    choose(select(host, t.topicDetail), 'Login issue');
    await waitFor(() => statuses(host).includes(t.articlesNone), 'no articles');
    expect(host.querySelectorAll('.sp-case-articles a')).toHaveLength(0);
  });

  it('shows an article whose link is not https nor on the help centre without a link', async () => {
    const { host } = await renderSignedIn(createPath, {
      faults: true,
      before: ({ proxy }) =>
        proxy.fail('"operationName":"KnowledgeArticles"', {
          json: {
            data: {
              KnowledgeArticle: [
                { title: 'Scripted', urlName: 'javascript:alert(1)', summary: 'x' },
                { title: 'Plain http', urlName: 'http://kb.example.test/a', summary: 'y' },
                { title: 'Elsewhere over https', urlName: 'https://kb.example.test/a', summary: 'z' },
              ],
            },
          },
        }),
    });
    await ready(host);
    choose(select(host, t.topic), 'Technical Support');
    await idle();
    choose(select(host, t.topicDetail), 'Login issue');
    await shown(host, 'Scripted');
    const hrefs = [...host.querySelectorAll('.sp-case-articles a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://kb.example.test/a']);
    expect(host.textContent).toContain('Plain http');
  });

  it('creates the case, says so, and opens its page with create=success after 3000 ms (not at 2999)', async () => {
    const portal = await renderSignedIn(createPath);
    const { host, clock } = portal;
    await fill(host);
    button(host, t.submit).click();
    await shown(host, t.created);
    const [created] = newCases(portal);
    expect(created).toEqual(expect.objectContaining({ enrollmentId: 'E2001', type: 'Technical Support', typeDetail: 'Login issue' }));
    expect(statuses(host)).toContain(t.created);
    expect(host.contains(host.ownerDocument.activeElement)).toBe(true);
    clock.advance(2999);
    await idle();
    expect(hashRoute()).toBe(createPath);
    clock.advance(1);
    await waitFor(() => hashRoute() === `/pg/case/${created?.id ?? '?'}?create=success`, 'the case page');
  });

  it('finds the new case when the create answer does not name it', async () => {
    const portal = await renderSignedIn(createPath);
    const { host, clock } = portal;
    await fill(host);
    stubRequests(
      '/rest-services/case/create',
      () => {
        portal.sim.simulator.state().fixture.cases.push({
          studentId: 'S1001', id: '500N0001', caseNumber: '00090001', status: 'New', type: 'Technical Support', typeDetail: 'Login issue',
          description: 'My practice test will not load.', enrollmentId: 'E2001', interactionDate: '2026-01-01T00:00:00Z', caseComments: [], CaseAttachment: [],
        });
        return json({ status: 'success' });
      },
      1,
    );
    button(host, t.submit).click();
    await shown(host, t.created);
    clock.advance(caseCreatedRedirectMs);
    await waitFor(() => hashRoute() === '/pg/case/500N0001?create=success', 'the found case');
  });

  it('keeps Submit pending while it looks the unnamed case up, and opens the case list when it cannot', async () => {
    const portal = await renderSignedIn(createPath, {
      faults: true,
      before: ({ proxy }) => {
        proxy.fail('/rest-services/case/create', { json: { status: 'success' } }, 1);
        proxy.fail('/rest-services/case/list', 'hang', 1);
      },
    });
    const { host, clock } = portal;
    await fill(host);
    button(host, t.submit).click();
    await waitFor(() => portal.proxy.faulted.length === 2, 'the lookup under way');
    expect(button(host, t.submit).disabled).toBe(true);
    await shown(host, t.created);
    clock.advance(3000);
    await waitFor(() => hashRoute() === '/pg/case?create=success', 'the case list');
  });

  it.each<[string, () => Response]>([
    ['a 500', () => json({}, 500)],
    ['a failed case result', () => json({ status: 'failed' })],
  ])('%s on create shows the case failure text and keeps everything typed', async (_label, answer) => {
    const portal = await renderSignedIn(createPath);
    const { host } = portal;
    await fill(host);
    stubRequests('/rest-services/case/create', answer, 1);
    button(host, t.submit).click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([accountErrors.caseFailed]);
    expect(select(host, t.enrollment).value).toBe('E2001');
    expect(select(host, t.topic).value).toBe('Technical Support');
    expect(select(host, t.topicDetail).value).toBe('Login issue');
    expect(description(host).value).toBe('My practice test will not load.');
    expect(button(host, t.submit).disabled).toBe(false);
    expect(newCases(portal)).toHaveLength(0);
    button(host, t.submit).click();
    await shown(host, t.created);
    expect(newCases(portal)).toHaveLength(1);
  });

  it('disables Submit while the create is pending (no double submit)', async () => {
    const portal = await renderSignedIn(createPath, { faults: true, before: ({ proxy }) => proxy.fail('/rest-services/case/create', 'hang') });
    const { host } = portal;
    await fill(host);
    button(host, t.submit).click();
    await waitFor(() => button(host, t.submit).disabled, 'Submit disabled');
    expect(button(host, t.submit).getAttribute('aria-busy')).toBe('true');
    button(host, t.submit).click();
    await waitFor(() => alerts(host).length > 0, 'the timeout');
    expect(alerts(host)).toEqual([accountErrors.caseFailed]);
    expect(portal.proxy.faulted).toHaveLength(1);
    expect(description(host).value).toBe('My practice test will not load.');
  });

  it('checks chosen files by account §5, uploads the accepted ones to the new case, then opens it', async () => {
    const portal = await renderSignedIn(createPath);
    const { host, clock } = portal;
    await fill(host);
    const picker = field(host, t.attachments);
    pick(picker, [new File(['shot'], 'screen.png', { type: 'image/png' }), new File(['MZ'], 'tool.exe'), new File([], 'empty.txt')]);
    await shown(host, 'screen.png');
    // Issue #17 uploader: one row per file, each refusal on its own row.
    expect(alerts(host)).toEqual([accountValidation.attachmentBlocked, accountValidation.attachmentEmpty]);
    pick(picker, [new File(['notes'], 'notes.txt', { type: 'text/plain' })]);
    await shown(host, 'notes.txt');
    const notes = host.querySelector<HTMLElement>('[data-upload="notes.txt"]');
    if (!notes) throw new Error('no row for notes.txt');
    button(notes, attachmentTexts.remove).click();
    await waitFor(() => !host.textContent?.includes('notes.txt'), 'notes.txt removed');
    button(host, t.submit).click();
    await shown(host, t.uploading(1, 1));
    const [created] = newCases(portal);
    expect(created?.CaseAttachment.map((a) => a.name)).toEqual(['screen.png']);
    clock.advance(caseCreatedRedirectMs);
    await waitFor(() => hashRoute() === `/pg/case/${created?.id ?? '?'}?create=success`, 'the case page');
  });

  it('stays with the failure and a way to the case when a chosen file does not upload', async () => {
    const portal = await renderSignedIn(createPath, { faults: true });
    const { host, clock } = portal;
    await fill(host);
    pick(field(host, t.attachments), [new File(['shot'], 'screen.png', { type: 'image/png' })]);
    await shown(host, 'screen.png');
    // The upload goes through XMLHttpRequest (issue #17), so the fault is injected at the proxy, not on fetch.
    portal.proxy.fail('/rest-services/document/upload', { status: 500 }, 1);
    button(host, t.submit).click();
    await shown(host, t.uploadFailed('screen.png'));
    const [created] = newCases(portal);
    clock.advance(caseCreatedRedirectMs);
    await idle();
    expect(hashRoute()).toBe(createPath);
    expect(link(host, t.openCase)?.getAttribute('href')).toContain(`/pg/case/${created?.id ?? '?'}?create=success`);
  });

  // One mount per load, its faults in turn (#28: a mount, a simulator and a proxy cost more than a
  // load): each Try again reaches the load again (the proxy counts it) and shows that fault's text,
  // which differs from the try before's, so a text left on the page cannot pass for it; a last Try
  // again loads.
  const picklistFaults: [string, Fault, string][] = [
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
    ['a dropped connection', 'drop', transportErrors.networkUnavailable],
    ['JSON of the wrong shape', { json: { data: { Picklist: [{ label: 1 }] } } }, transportErrors.upstreamFailed],
  ];
  it(`a picklist load answered with ${picklistFaults.map(([label]) => label).join(', then ')} shows each failure with Try again, which then loads the form`, async () => {
    const picklist = '"operationName":"CasePicklist"';
    // The form loads its picklists as it mounts: the first fault is in place before.
    const [[, first]] = picklistFaults as [[string, Fault, string]];
    const { host, proxy } = await renderSignedIn(createPath, { faults: true, before: ({ proxy: p }) => p.fail(picklist, first, 1) });
    for (const [i, [label, fault, text]] of picklistFaults.entries()) {
      if (i > 0) {
        proxy.fail(picklist, fault, 1);
        button(host, portalScreens.tryAgain).click();
      }
      await waitFor(() => proxy.faulted.length === i + 1 && alerts(host)[0] === text, `the failure for ${label}`);
      expect(alerts(host), label).toEqual([text]);
    }
    button(host, portalScreens.tryAgain).click();
    await ready(host);
  });

  const articleFaults: [string, Fault, string][] = [
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['JSON of the wrong shape', { json: { data: { KnowledgeArticle: [{ title: 3 }] } } }, transportErrors.upstreamFailed],
  ];
  it(`an articles load answered with ${articleFaults.map(([label]) => label).join(', then ')} shows each failure beside the form with Try again, which then shows the articles`, async () => {
    const articles = '"operationName":"KnowledgeArticles"';
    const { host, proxy } = await renderSignedIn(createPath, { faults: true });
    await ready(host);
    for (const [i, [label, fault, text]] of articleFaults.entries()) {
      proxy.fail(articles, fault, 1);
      if (i === 0) {
        choose(select(host, t.topic), 'Technical Support');
        await idle();
        choose(select(host, t.topicDetail), 'Login issue');
      } else {
        button(host, portalScreens.tryAgain).click();
      }
      await waitFor(() => proxy.faulted.length === i + 1 && alerts(host)[0] === text, `the failure for ${label}`);
      expect(alerts(host), label).toEqual([text]);
    }
    button(host, portalScreens.tryAgain).click();
    await shown(host, 'Reset your password');
    expect(select(host, t.topicDetail).value).toBe('Login issue');
  });
});
