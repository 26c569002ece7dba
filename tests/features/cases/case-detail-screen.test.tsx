import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { accountScreens } from '../../../src/core/messages/account';
import { caseDetailTexts as t } from '../../../src/core/messages/case-detail';
import { accountErrors, transportErrors } from '../../../src/core/messages/errors';
import { routeTitles } from '../../../src/core/messages/routes';
import { caseListTexts } from '../../../src/core/messages/case-list';
import { portalScreens } from '../../../src/core/messages/shell';
import { accountValidation, chosenValidation } from '../../../src/core/messages/validation';
import { type RenderedPortal, alerts, button, heading, json, link, renderSignedIn, stubRequests } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { epoch, epochInstant, epochUsDay } from '../../support/epoch';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const casePath = (id: string) => `/pg/case/${id}`;
const shown = (host: HTMLElement, text: string) => waitFor(() => host.textContent?.includes(text), `"${text}"`);
const dialog = (host: HTMLElement) => host.querySelector<HTMLElement>('[role="alertdialog"]');
const commentBox = (host: HTMLElement) => {
  const box = host.querySelector<HTMLTextAreaElement>('textarea[name="case-comment"]');
  if (!box) throw new Error('no comment box');
  return box;
};
/** Types into the comment box as a student does, and lets the page take it in (as logIn does). */
const typeComment = async (host: HTMLElement, text: string) => {
  const box = commentBox(host);
  box.focus();
  box.value = text;
  box.dispatchEvent(new Event('input', { bubbles: true }));
  await idle();
};
const comments = (host: HTMLElement) => [...host.querySelectorAll('.sp-case-comment')].map((c) => c.textContent ?? '');
const attachmentNames = (host: HTMLElement) => [...host.querySelectorAll('.sp-case-attachment-name')].map((a) => a.textContent?.replace(t.download, '').trim());
const deleteButton = (host: HTMLElement, name: string) => {
  const found = host.querySelector<HTMLButtonElement>(`button[aria-label="${t.deleteNamed(name)}"]`);
  if (!found) throw new Error(`no Delete for ${name}`);
  return found;
};
const fixtureCase = (portal: RenderedPortal, id: string) => {
  const found = portal.sim.simulator.state().fixture.cases.find((c) => c.id === id);
  if (!found) throw new Error(`no fixture case ${id}`);
  return found;
};
const requestsTo = (portal: RenderedPortal, path: string) => portal.requests.filter((r) => r.url.includes(path));
/** The facts list as label → value. */
const facts = (host: HTMLElement) =>
  Object.fromEntries([...host.querySelectorAll('.sp-facts > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]));
/** Whether the case takes comments and attachment changes (account §4). */
const editable = (host: HTMLElement) => ({
  closedText: host.textContent?.includes(accountValidation.caseClosed) ?? false,
  comment: !commentBox(host).disabled && !button(host, t.addComment).disabled,
  remove: [...host.querySelectorAll<HTMLButtonElement>('.sp-case-attachment button')].every((b) => !b.disabled),
});

describe('the case detail (account §2 /pg/case/{id})', () => {
  it('shows the number, status, topic, detail, enrollment by its course name, opened date and description', async () => {
    const { host } = await renderSignedIn(casePath('500A0001'));
    await shown(host, 'The practice test page keeps loading after I log in.');
    expect(heading(host)).toBe(routeTitles.caseDetail);
    expect(facts(host)).toEqual({
      [t.caseNumber]: '00012001',
      [t.status]: 'New',
      [t.topic]: 'Technical Support',
      [t.topicDetail]: 'Login issue',
      [t.enrollment]: 'MCAT Self-Paced',
      [t.opened]: epochUsDay(-3),
    });
    expect(link(host, t.backToCases)?.getAttribute('href')).toMatch(/^#?\/pg\/case$/);
  });

  it('says the case was submitted when reached with create=success (account §4), in a status region there from the start', async () => {
    const { host } = await renderSignedIn(`${casePath('500A0005')}?create=success`);
    await shown(host, caseListTexts.created);
    expect(host.querySelector('[role="status"].sp-cases-banner')?.textContent).toBe(caseListTexts.created);
    expect(facts(host)[t.caseNumber]).toBe('00012005');
  });

  it('shows no banner without create=success', async () => {
    const { host } = await renderSignedIn(casePath('500A0005'));
    await shown(host, '00012005');
    expect(host.textContent).not.toContain(caseListTexts.created);
  });

  it('shows an enrollment that is not among the student’s courses by its id', async () => {
    const { host } = await renderSignedIn(casePath('500A0001'), { before: (p) => (fixtureCase(p, '500A0001').enrollmentId = 'E7777') });
    await shown(host, '00012001');
    expect(facts(host)[t.enrollment]).toBe('E7777');
  });

  it('lists the published comments only, oldest first, with the author’s first name and Eastern time', async () => {
    const { host } = await renderSignedIn(casePath('500A0001'), {
      before: (p) => {
        fixtureCase(p, '500A0001').caseComments.push(
          { body: 'An internal note.', isPublished: false, lastModifiedDate: epochInstant(-4 * day), lastModifiedBy: { firstName: 'Jamie', id: 'AGENT-7' } },
          { body: 'The first word.', isPublished: true, lastModifiedDate: '2026-11-17T14:30:00Z', lastModifiedBy: { firstName: 'Dana', id: 'U1001' } },
        );
      },
    });
    await shown(host, t.commentsHeading);
    const shownComments = comments(host);
    expect(shownComments).toHaveLength(3);
    expect(shownComments[0]).toBe(`${t.commentBy('Dana', t.dateTime('11/17/2026', '9:30 AM'))}The first word.`);
    expect(shownComments[1]).toContain('It happens on Chrome and Safari.');
    expect(shownComments[1]).toContain(`Dana, ${epochUsDay(-3)}`);
    expect(shownComments[2]).toContain('Could you send a screenshot?');
    expect(shownComments[2]).toContain(`Jamie, ${epochUsDay(-2)}`);
    expect(host.textContent).not.toContain('An internal note.');
  });

  it('links each attachment for download (a plain link with download) and shows its date', async () => {
    const portal = await renderSignedIn(casePath('500A0001'));
    const { host } = portal;
    await shown(host, 'loading-screen.png');
    const anchor = host.querySelector<HTMLAnchorElement>('.sp-case-attachment-name');
    expect(anchor?.getAttribute('href')).toBe(`${new URL(window.location.href).origin}/rest-services/document/download?attachmentId=ATT9001`);
    expect(anchor?.getAttribute('download')).toBe('loading-screen.png');
    expect(host.querySelector('[data-attachment="ATT9001"]')?.textContent).toContain(t.added(epochUsDay(-2)));
    // With an attachment there is no guidance.
    expect(host.textContent).not.toContain(accountScreens.caseGuidance.screenshot);
  });

  it.each<[string, string, ((p: RenderedPortal) => void) | undefined, keyof typeof accountScreens.caseGuidance]>([
    ['a money-back request (Billing, Refund request)', '500A0003', (p) => (fixtureCase(p, '500A0003').CaseAttachment = []), 'score-report-official'],
    ['a time-adding request (Course Extension, Add more time)', '500A0002', undefined, 'score-report'],
    ['any other topic (Books & Materials)', '500A0005', undefined, 'screenshot'],
  ])('without attachments, %s gets its guidance', async (_label, id, before, key) => {
    const { host } = await renderSignedIn(casePath(id), { before });
    await shown(host, t.noAttachments);
    expect(host.querySelector('.sp-case-guidance')?.textContent).toBe(accountScreens.caseGuidance[key]);
  });

  it('Add Comment sends the comment, reloads the case from the list and clears the box', async () => {
    const portal = await renderSignedIn(casePath('500A0001'));
    const { host } = portal;
    await shown(host, 'loading-screen.png');
    const listReads = requestsTo(portal, '/rest-services/case/list').length;
    await typeComment(host, 'Here is more detail.');
    button(host, t.addComment).click();
    await waitFor(() => comments(host).length === 3, 'the new comment');
    expect(comments(host)[2]).toContain('Here is more detail.');
    expect(comments(host)[2]).toContain('Dana, ');
    expect(commentBox(host).value).toBe('');
    expect(host.textContent).toContain(t.commentAdded);
    expect(requestsTo(portal, '/rest-services/case/list').length).toBe(listReads + 1);
    expect(fixtureCase(portal, '500A0001').caseComments.at(-1)?.body).toBe('Here is more detail.');
  });

  it('an empty comment says so and sends nothing', async () => {
    const portal = await renderSignedIn(casePath('500A0001'));
    const { host } = portal;
    await shown(host, 'loading-screen.png');
    await typeComment(host, '   ');
    button(host, t.addComment).click();
    await waitFor(() => alerts(host).length > 0, 'the field message');
    expect(alerts(host)).toEqual([chosenValidation.caseCommentRequired]);
    await idle();
    expect(requestsTo(portal, '/rest-services/case/comment')).toHaveLength(0);
  });

  // #29.12: a comment longer than the upstream takes says so on the field, not as a failed change.
  it('a comment over 4000 characters says so, keeps the text and sends nothing; the box takes 4000', async () => {
    const portal = await renderSignedIn(casePath('500A0001'));
    const { host } = portal;
    await shown(host, 'loading-screen.png');
    expect(commentBox(host).maxLength).toBe(4000);
    await typeComment(host, 'x'.repeat(4001));
    button(host, t.addComment).click();
    await waitFor(() => alerts(host).length > 0, 'the field message');
    expect(alerts(host)).toEqual([chosenValidation.tooLong(4000)]);
    expect(commentBox(host).value).toHaveLength(4001);
    await idle();
    expect(requestsTo(portal, '/rest-services/case/comment')).toHaveLength(0);
  });

  it.each<[string, () => Response]>([
    ['a failed result', () => json({ status: 'failed' })],
    ['a 500', () => json({}, 500)],
  ])('a comment answered with %s shows the case failure text and keeps what was typed', async (_label, answer) => {
    const portal = await renderSignedIn(casePath('500A0001'));
    const { host } = portal;
    await shown(host, 'loading-screen.png');
    stubRequests('/rest-services/case/comment', answer, 1);
    await typeComment(host, 'Please call me back.');
    button(host, t.addComment).click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([accountErrors.caseFailed]);
    expect(commentBox(host).value).toBe('Please call me back.');
    expect(comments(host)).toHaveLength(2);
    expect(host.ownerDocument.activeElement).toBe(commentBox(host));
  });

  it('a comment that went through while the case cannot be read again empties the box and says the reload failed', async () => {
    const portal = await renderSignedIn(casePath('500A0001'));
    const { host } = portal;
    await shown(host, 'loading-screen.png');
    stubRequests('/rest-services/case/list', () => json({}, 503), 1);
    await typeComment(host, 'Sent once.');
    button(host, t.addComment).click();
    await shown(host, t.commentAdded);
    expect(alerts(host)).toEqual([transportErrors.upstreamFailed]);
    expect(commentBox(host).value).toBe('');
    expect(fixtureCase(portal, '500A0001').caseComments.at(-1)?.body).toBe('Sent once.');
  });

  it('Delete asks first: No keeps the attachment; Yes deletes it, reloads, and the guidance shows', async () => {
    const portal = await renderSignedIn(casePath('500A0001'));
    const { host } = portal;
    await shown(host, 'loading-screen.png');
    deleteButton(host, 'loading-screen.png').click();
    const first = await waitFor(() => dialog(host), 'the dialog');
    expect(first.textContent).toContain(t.confirmDeleteBody('loading-screen.png'));
    button(first, t.confirmDeleteNo).click();
    await waitFor(() => dialog(host) === null, 'the dialog gone');
    expect(requestsTo(portal, '/rest-services/case/attachment/delete')).toHaveLength(0);
    expect(attachmentNames(host)).toEqual(['loading-screen.png']);

    deleteButton(host, 'loading-screen.png').click();
    const second = await waitFor(() => dialog(host), 'the dialog again');
    button(second, t.confirmDeleteYes).click();
    await shown(host, t.attachmentDeleted);
    expect(dialog(host)).toBeNull();
    expect(attachmentNames(host)).toEqual([]);
    expect(host.querySelector('.sp-case-guidance')?.textContent).toBe(accountScreens.caseGuidance.screenshot);
    expect(fixtureCase(portal, '500A0001').CaseAttachment).toEqual([]);
    expect(JSON.parse(requestsTo(portal, '/rest-services/case/attachment/delete')[0]?.body ?? '{}')).toEqual({
      studentId: 'S1001', caseNumber: '00012001', attachmentId: 'ATT9001',
    });
  });

  it('a failed delete shows the case failure text and keeps the attachment', async () => {
    const portal = await renderSignedIn(casePath('500A0001'));
    const { host } = portal;
    await shown(host, 'loading-screen.png');
    stubRequests('/rest-services/case/attachment/delete', () => json({}, 500), 1);
    deleteButton(host, 'loading-screen.png').click();
    button(await waitFor(() => dialog(host), 'the dialog'), t.confirmDeleteYes).click();
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([accountErrors.caseFailed]);
    expect(dialog(host)).toBeNull();
    expect(attachmentNames(host)).toEqual(['loading-screen.png']);
    expect(host.ownerDocument.activeElement).toBe(deleteButton(host, 'loading-screen.png'));
  });

  it('a case closed 2 days 23 hours ago takes comments and deletes; at 3 days 1 hour it turns read-only on the page', async () => {
    // 500A0003 closed 2 days before the epoch, where the mount's manual clock stands.
    const portal = await renderSignedIn(casePath('500A0003'));
    const { host, clock } = portal;
    await shown(host, 'bank-statement.pdf');
    expect(fixtureCase(portal, '500A0003').closedDate).toBe(epochInstant(-2 * day));
    clock.advance(23 * hour);
    await idle();
    expect(clock.now().getTime() - epoch.getTime() + 2 * day).toBe(2 * day + 23 * hour);
    expect(editable(host)).toEqual({ closedText: false, comment: true, remove: true });
    clock.advance(2 * hour);
    await shown(host, accountValidation.caseClosed);
    expect(editable(host)).toEqual({ closedText: true, comment: false, remove: false });
  });

  it('a case closed 5 days ago is read-only at once: the closed text, no comment, no delete, no guidance', async () => {
    const { host } = await renderSignedIn(casePath('500A0004'));
    await shown(host, accountValidation.caseClosed);
    expect(editable(host)).toEqual({ closedText: true, comment: false, remove: false });
    // Its attachment still downloads.
    expect(host.querySelector('.sp-case-attachment-name')?.getAttribute('href')).toContain('attachmentId=ATT9004');
  });

  it.each([['500B0001'], ['nope']])('a case that is not the student’s (%s) is not found', async (id) => {
    const { host } = await renderSignedIn(casePath(id));
    await waitFor(() => alerts(host).length > 0, 'the not-found text');
    expect(alerts(host)).toEqual([t.notFound]);
    expect(host.textContent).not.toContain('My parent cannot see my schedule.');
  });

  // One mount, the faults in turn (#28: a mount, a simulator and a proxy cost more than a load):
  // each Try again asks for the list again (the proxy counts it) and shows that fault's text, which
  // differs from the try before's, so a text left on the page cannot pass for it; a last Try again
  // loads the case.
  const listFaults: [string, Fault, string][] = [
    ['a 500', { status: 500 }, transportErrors.upstreamFailed],
    ['a hang', 'hang', transportErrors.networkTimeout],
    ['an HTML page', 'html', transportErrors.upstreamFailed],
    ['a dropped connection', 'drop', transportErrors.networkUnavailable],
    ['JSON of the wrong shape', { json: [{ id: { wrong: true } }] }, transportErrors.upstreamFailed],
  ];
  it(`a case list answered with ${listFaults.map(([label]) => label).join(', then ')} shows each failure with Try again, which then loads the case`, async () => {
    const list = '/rest-services/case/list';
    // The page asks for the list as it mounts: the first fault is in place before.
    const [[, first]] = listFaults as [[string, Fault, string]];
    const { host, proxy } = await renderSignedIn(casePath('500A0001'), { faults: true, before: ({ proxy: p }) => p.fail(list, first) });
    for (const [i, [label, fault, text]] of listFaults.entries()) {
      const faulted = i === 0 ? 0 : proxy.faulted.length;
      if (i > 0) {
        proxy.heal();
        proxy.fail(list, fault);
        button(host, portalScreens.tryAgain).click();
      }
      await waitFor(() => proxy.faulted.length > faulted && alerts(host)[0] === text, `the failure for ${label}`);
      expect(alerts(host), label).toEqual([text]);
    }
    proxy.heal();
    button(host, portalScreens.tryAgain).click();
    await shown(host, 'The practice test page keeps loading after I log in.');
  });
});
