import { describe, expect, it } from 'vitest';
import { getBooksOnlineInfo, getOnlineProfile, getPurchasedBooks, getVsRedirect } from '../../../src/core/api/books';
import { enrollEvent } from '../../../src/core/api/registration';
import { PortalError } from '../../../src/core/errors';
import { startTestSimulator } from './harness';
import { demoEmails, sessionHeaders, signIn } from './sign-in';

describe('simulator digital books (account §4, §7)', () => {
  it('answers a form-post URL with params for an enrollment with a book, adding bookId and pageNumber', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const plain = await getVsRedirect(sim.client, { enrollmentId: 'E2001' });
    const page = await getVsRedirect(sim.client, { enrollmentId: 'E2001', bookId: 'BIO-2026', pageNumber: 42 });

    expect(plain).toEqual({
      kind: 'form-post',
      url: 'https://bookshelf.vitalsource.test/sso/launch',
      params: { token: 'vs-demo-token-E2001', isbn: '9781506282480', brand: 'summit' },
    });
    expect(page).toMatchObject({ kind: 'form-post', params: { bookId: 'BIO-2026', pageNumber: '42' } });
  });

  it("answers NO-BOOK for the student's course without a digital book, so the portal retries another", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    expect(await getVsRedirect(sim.client, { enrollmentId: 'E2002' })).toEqual({ kind: 'no-book' });
    expect(await getVsRedirect(sim.client, { enrollmentId: 'E2004' })).toEqual({ kind: 'no-book' });
  });

  it("refuses another student's enrollment (404), a bad page number (400) and a visitor (401)", async () => {
    const sim = await startTestSimulator();
    const anonymous = await getVsRedirect(sim.client, { enrollmentId: 'E2001' }).catch((e: unknown) => e);
    await signIn(sim.client);

    const foreign = await getVsRedirect(sim.client, { enrollmentId: 'E2201' }).catch((e: unknown) => e);
    const badPage = await sim.fetch('/rest-services/vs?enrollmentId=E2001&pageNumber=-3', { headers: sessionHeaders(sim) });

    expect((anonymous as PortalError).code).toBe('auth.not-logged-in');
    expect((foreign as PortalError).status).toBe(404);
    expect(badPage.status).toBe(400);
    expect(await badPage.json()).toMatchObject({ field: 'pageNumber' });
  });

  it('answers booksOnline info with the key to check, and 404 for a class without online books', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const info = await getBooksOnlineInfo(sim.client, 'K5001');
    const none = await getBooksOnlineInfo(sim.client, 'K5999').catch((e: unknown) => e);

    expect(info.bookKey).toBe('SUMMIT-MCAT-2026');
    expect(info.books.map((b) => b.displayName)).toEqual(['MCAT Biology Review', 'MCAT Physics Review']);
    expect((none as PortalError).status).toBe(404);
  });

  it("answers booksOnline info only for the student's own classes: another student's class is 404, as unknown (#29.15)", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const precollege = sim.newClient().client;
    await signIn(precollege, demoEmails.precollege);

    sim.simulator.state().fixture.books.booksOnline.push({ classId: '7002', bookKey: 'EVENT-KEY', books: [] });

    const foreign = await sim.fetch('/rest-services/booksOnline/info?classId=K5201', { headers: sessionHeaders(sim) });
    const own = await getBooksOnlineInfo(precollege, 'K5201');
    const beforeRegistering = await getBooksOnlineInfo(sim.client, '7002').catch((e: unknown) => e);
    await enrollEvent(sim.client, { firstName: 'Dana', lastName: 'Rivera', email: demoEmails.main, classCode: '7002' });
    const registered = await getBooksOnlineInfo(sim.client, '7002');

    expect(foreign.status).toBe(404);
    const body = await foreign.text();
    expect(JSON.parse(body)).toMatchObject({ error: 'not_found', field: 'classId' });
    expect(body).not.toContain('SUMMIT-SAT-2026');
    expect(own.bookKey).toBe('SUMMIT-SAT-2026');
    // A class the student registered for through enroll is theirs too.
    expect((beforeRegistering as PortalError).status).toBe(404);
    expect(registered.bookKey).toBe('EVENT-KEY');
  });

  it("answers the student's online profile and purchased books, and only theirs", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const profile = await getOnlineProfile(sim.client);
    const books = await getPurchasedBooks(sim.client);

    expect(profile.onlineProfileList.map((p) => [p.enrollmentId, p.ebooks.length])).toEqual([['E2001', 4]]);
    expect(books.map((b) => b.displayName)).toEqual([
      'MCAT Biology Review',
      'MCAT General Chemistry Review',
      'MCAT Study Planner (print only)',
    ]);
    expect(books[2]?.accessUrl).toBeNull();
  });

  it('serves the /ade-tutorial video (WebM) and its WebVTT captions without a session', async () => {
    const sim = await startTestSimulator();
    const video = await sim.fetch('/media/ade-tutorial.webm');
    const bytes = new Uint8Array(await video.arrayBuffer());
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    // The EBML magic number every WebM starts with; a few KB, not a big binary.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(8192);
    const captions = await sim.fetch('/media/ade-tutorial.vtt');
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    const text = await captions.text();
    expect(text.startsWith('WEBVTT\n')).toBe(true);
    expect(text.match(/-->/g)).toHaveLength(4);
  });
});
