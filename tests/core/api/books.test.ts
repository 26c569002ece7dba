import { describe, expect, it } from 'vitest';
import { getBooksOnlineInfo, getOnlineProfile, getPurchasedBooks, getVsRedirect } from '../../../src/core/api/books';
import { startTestServer, testClient } from './test-server';

describe('digital book redirect', () => {
  it('returns the URL and params for the hidden form post', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/vs', { json: { url: 'https://reader.test/launch', params: { token: 'abc' } } });
    const { client } = testClient(server.bases);

    await expect(getVsRedirect(client, { enrollmentId: 'E1', bookId: 'B2', pageNumber: 14 })).resolves.toEqual({
      kind: 'form-post',
      url: 'https://reader.test/launch',
      params: { token: 'abc' },
    });
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ enrollmentId: 'E1', bookId: 'B2', pageNumber: '14' });
  });

  it('reports NO-BOOK so the caller retries with another course', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/vs', { json: { error: 'NO-BOOK' } });
    const { client } = testClient(server.bases);

    await expect(getVsRedirect(client, { enrollmentId: 'E1' })).resolves.toEqual({ kind: 'no-book' });
    expect([...(server.requests[0]?.query.keys() ?? [])]).toEqual(['enrollmentId']);
  });
});

describe('books', () => {
  it('reads books online info, the online profile and purchased books', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/booksOnline/info', { json: { bookKey: 'K-1', books: [{ displayName: 'Biology' }] } });
    server.on('GET', '/rest-services/newonlineprofile', {
      json: { onlineProfileList: [{ enrollmentId: 1, ebooks: [{ displayName: 'Chem', accessUrl: 'https://r.test/c' }] }] },
    });
    server.on('GET', '/rest-services/books/purchased', { json: [{ displayName: 'Physics', accessUrl: 'https://r.test/p' }] });
    const { client } = testClient(server.bases);

    await expect(getBooksOnlineInfo(client, 'C1')).resolves.toEqual({ bookKey: 'K-1', books: [{ displayName: 'Biology' }] });
    await expect(getOnlineProfile(client)).resolves.toEqual({
      onlineProfileList: [{ enrollmentId: '1', ebooks: [{ displayName: 'Chem', accessUrl: 'https://r.test/c' }] }],
    });
    await expect(getPurchasedBooks(client)).resolves.toEqual([{ displayName: 'Physics', accessUrl: 'https://r.test/p' }]);
    expect(server.requests[0]?.query.get('classId')).toBe('C1');
  });

  // #29.4: a missing list is a malformed answer, not an empty one ("You have no digital books" would be a lie).
  it.each([
    ['another shape', { unexpected: [1, 2, 3] }],
    ['a null list', { onlineProfileList: null }],
    ['a string', 'garbage'],
  ])('refuses an online profile of %s as a malformed answer', async (_label, json) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/newonlineprofile', { json });
    const { client } = testClient(server.bases);

    await expect(getOnlineProfile(client)).rejects.toMatchObject({ code: expect.stringMatching(/^upstream\.(shape|malformed)$/) });
  });

  it('still reads an empty list as no books, and one profile object as a list of one', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/newonlineprofile', { json: { onlineProfileList: [] } });
    const { client } = testClient(server.bases);
    await expect(getOnlineProfile(client)).resolves.toEqual({ onlineProfileList: [] });
    server.on('GET', '/rest-services/newonlineprofile', { json: { onlineProfileList: { enrollmentId: 'E1', ebooks: [] } } });
    await expect(getOnlineProfile(client)).resolves.toEqual({ onlineProfileList: [{ enrollmentId: 'E1', ebooks: [] }] });
  });
});
