import { describe, expect, it } from 'vitest';
import { checkBookKey } from '../../../src/core/api/books';
import type { PortalErrorCode } from '../../../src/core/errors';
import { portalRejection, startTestServer, testClient } from './test-server';

/* access §5 (issue #20.4): the key entered against booksOnline/info's bookKey for the class. */

const books = [{ displayName: 'Biology', accessUrl: 'https://r.test/b' }];
const path = '/rest-services/booksOnline/info';

describe('checkBookKey', () => {
  it.each<[string, string, unknown]>([
    ['the exact key', 'KEY-1', { bookKey: 'KEY-1', books }],
    ['the key with spaces around it', '  KEY-1 ', { bookKey: 'KEY-1', books }],
    ['the key against a recorded key with spaces', 'KEY-1', { bookKey: ' KEY-1 ', books }],
  ])('resolves to the class’s books for %s', async (_label, key, answer) => {
    const server = await startTestServer();
    server.on('GET', path, { json: answer });
    const { client } = testClient(server.bases);
    await expect(checkBookKey(client, 'C1', key)).resolves.toEqual(books);
    expect(server.requests[0]?.query.get('classId')).toBe('C1');
  });

  it.each<[string, { status?: number; json?: unknown }, PortalErrorCode]>([
    ['another key', { json: { bookKey: 'KEY-2', books } }, 'books.key-mismatch'],
    ['the key in another case', { json: { bookKey: 'key-1', books } }, 'books.key-mismatch'],
    ['a class with no key', { json: { books } }, 'books.key-mismatch'],
    ['a class with an empty key', { json: { bookKey: ' ', books } }, 'books.key-mismatch'],
    ['a 404 (no online books)', { status: 404, json: {} }, 'books.key-mismatch'],
    ['a 400', { status: 400, json: {} }, 'books.key-mismatch'],
    ['a 401 (session gone)', { status: 401, json: {} }, 'auth.not-logged-in'],
    ['a 503', { status: 503, json: {} }, 'upstream.status'],
    ['a 429', { status: 429, json: {} }, 'upstream.status'],
    ['a wrong shape', { json: { bookKey: 'KEY-1', books: 'none' } }, 'upstream.shape'],
  ])('rejects %s as %s', async (_label, reply, code) => {
    const server = await startTestServer();
    server.on('GET', path, reply);
    const { client } = testClient(server.bases);
    expect((await portalRejection(checkBookKey(client, 'C1', 'KEY-1'))).code).toBe(code);
  });
});
