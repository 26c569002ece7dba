import { afterEach, describe, expect, it } from 'vitest';
import { type Brand, brands } from '../../../src/core/config/brands';
import { renderSignedIn } from '../render-portal';
import { startTestSimulator } from '../../cli/simulator/harness';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { firstEnrollmentOf, renderShell } from './shell-harness';
import type { TestViewer } from './shell-harness';

const chatBrand: Brand = brands.main;

const chatScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-student-portal-chat]')];
const loaded = () => chatScripts().map((s) => [s.dataset.studentPortalChat, s.getAttribute('src')]);
const chatAdded = () => waitFor(() => chatScripts().length > 0, 'the chat script');

afterEach(() => {
  for (const script of chatScripts()) script.remove();
});

describe('live chat (access §1, §6, §9)', () => {
  it('adds the nursing widget for a nursing student and removes it on unmount', async () => {
    const { unmount } = renderShell({ brand: chatBrand, viewer: { courses: [{ programCode: 'NCLEX-PN' }] } });
    await chatAdded();
    expect(loaded()).toEqual([['nursing', 'https://chat.summitprep.test/nursing.js']]);
    expect(chatScripts()[0]?.async).toBe(true);
    unmount();
    expect(chatScripts()).toEqual([]);
  });

  it('loads the script with the ProductLineId of the course\'s program (account §7), from the session check\'s detail', async () => {
    renderShell({ viewer: { courses: [{ programCode: 'NCLEX' }], productLineId: 'PL50' } });
    await chatAdded();
    expect(loaded()).toEqual([['nursing', 'https://chat.summitprep.test/nursing.js?productLineId=PL50']]);
  });

  it('waits for the session check\'s detail of the first course before loading the script', async () => {
    const { host, services } = renderShell({ viewer: { courses: [{ programCode: 'NCLEX' }], productLineId: 'pending' } });
    await waitFor(() => host.querySelector('.sp-account-button'), 'the student header');
    await idle();
    expect(chatScripts()).toEqual([]);
    services.session.firstEnrollment = firstEnrollmentOf({ courses: [{ programCode: 'NCLEX' }], productLineId: 'PL51' });
    await chatAdded();
    expect(loaded()).toEqual([['nursing', 'https://chat.summitprep.test/nursing.js?productLineId=PL51']]);
  });

  it.each([
    ['USMLE', 'medical'],
    ['NAPLEX', 'medical'],
    ['SAT', 'precollege'],
    ['GMAT', 'graduate'],
    ['PANCE', 'graduate'],
  ])('chooses the widget by program: %s → %s', async (programCode, family) => {
    renderShell({ brand: chatBrand, viewer: { courses: [{ programCode }] } });
    await chatAdded();
    expect(loaded()).toEqual([[family, chatBrand.chat[family as keyof Brand['chat']]]]);
  });

  it.each([['MBE'], ['BAR'], ['GED']])('offers no chat to a %s student', async (programCode) => {
    const { host } = renderShell({ brand: chatBrand, viewer: { courses: [{ programCode }] } });
    await waitFor(() => host.querySelector('.sp-account-button'), 'the student header');
    await idle();
    expect(chatScripts()).toEqual([]);
  });

  it.each<[string, TestViewer | null | 'unknown']>([
    ['a visitor', null],
    ['a session still being checked', 'unknown'],
  ])('offers no chat to %s', async (_, viewer) => {
    const { host } = renderShell({ brand: chatBrand, viewer });
    await waitFor(() => host.querySelector('footer'), 'the shell');
    await idle();
    expect(chatScripts()).toEqual([]);
  });

  it('loads nothing when the mount switches chat off', async () => {
    const { host } = renderShell({ chat: null, viewer: { courses: [{ programCode: 'NCLEX' }] } });
    await waitFor(() => host.querySelector('.sp-account-button'), 'the student header');
    await idle();
    expect(chatScripts()).toEqual([]);
  });

  it('removes the widget when the student logs out', async () => {
    const { services } = renderShell({ brand: chatBrand, viewer: { courses: [{ programCode: 'NCLEX' }] } });
    await chatAdded();
    expect(chatScripts()).toHaveLength(1);
    Object.assign(services.session, { status: 'anonymous', account: null, student: null });
    await waitFor(() => chatScripts().length === 0, 'the widget removed');
    expect(chatScripts()).toEqual([]);
  });

  it('adds one copy when two portals on the page choose the same widget', async () => {
    renderShell({ brand: chatBrand, viewer: { courses: [{ programCode: 'NCLEX' }] } });
    renderShell({ brand: chatBrand, viewer: { courses: [{ programCode: 'NCLEX' }] } });
    await chatAdded();
    // Both mounts' effects have run: a second copy is not merely late.
    await idle();
    expect(chatScripts()).toHaveLength(1);
  });

  it('falls back to the program of interest (currentPOI) of a student with no active course', async () => {
    const sim = await startTestSimulator();
    // The page on the simulator's origin, as the portal is served: happy-dom's fetch enforces CORS.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${sim.url}/`);
    // Program id 50 is NCLEX (ProductLine PL50) in the default fixture.
    renderShell({ brand: chatBrand, client: sim.client, viewer: { currentPOI: '50' } });
    await chatAdded();
    expect(loaded()).toEqual([['nursing', 'https://chat.summitprep.test/nursing.js?productLineId=PL50']]);
  });

  it('takes a program of interest given as a code as it is, without a ProductLineId', async () => {
    renderShell({ viewer: { currentPOI: 'NCLEX-PN' } });
    await chatAdded();
    expect(loaded()).toEqual([['nursing', 'https://chat.summitprep.test/nursing.js']]);
  });
});

describe('live chat by mount option (issue #16: on by default, `chat: false` switches it off)', () => {
  it('is on by default: a signed-in student gets the simulator\'s stand-in, from the API base\'s origin', async () => {
    const { sim } = await renderSignedIn('/pg/resources');
    await chatAdded();
    // demo's first active course is MCAT Self-Paced: the graduate family (medical chat is USMLE and NAPLEX only).
    expect(chatScripts().map((s) => s.dataset.studentPortalChat)).toEqual(['graduate']);
    // MCAT is program 10, ProductLine PL10, in the default fixture.
    expect(chatScripts()[0]?.getAttribute('src')).toBe(`${sim.url}/chat/graduate.js?productLineId=PL10`);
  });

  it('loads nothing for the same student when the host passes chat: false', async () => {
    const { host } = await renderSignedIn('/pg/resources', { mount: { chat: false } });
    await waitFor(() => host.querySelector('.sp-account-button'), 'the student header');
    await idle();
    expect(chatScripts()).toEqual([]);
  });
});
