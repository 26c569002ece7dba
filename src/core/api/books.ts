import { PortalError } from '../errors';
import { BookList, BooksOnlineInfo, OnlineProfile, VsRedirectAnswer, type Book } from './structs/books';
import { type ApiClient, request } from './transport';

/*
 * Chosen where account §7 does not show the path (docs/decisions.md):
 *  - purchased books: GET /rest-services/books/purchased → Book[]
 *  - /vs answer: { url?, params?, error? }; booksOnline/info answer: { bookKey?, books }
 */

/** What /rest-services/vs decided (account §4 "Digital book redirect"). */
export type VsRedirect =
  | { kind: 'form-post'; url: string; params: Record<string, string> }
  | { kind: 'no-book' }
  | { kind: 'unavailable'; error: string | undefined };

/** account §4: the error that makes the caller retry with another valid course. */
export const noBookError = 'NO-BOOK';

/** GET /rest-services/vs?enrollmentId={id}[&bookId={id}&pageNumber={n}]. */
export async function getVsRedirect(
  client: ApiClient,
  input: { enrollmentId: string; bookId?: string; pageNumber?: number },
): Promise<VsRedirect> {
  const answer = await request(client, {
    call: 'getVsRedirect',
    base: 'rest',
    path: '/rest-services/vs',
    query: { enrollmentId: input.enrollmentId, bookId: input.bookId, pageNumber: input.pageNumber },
    answer: VsRedirectAnswer,
  });
  if (answer.error?.trim() === noBookError) return { kind: 'no-book' };
  if (answer.url) return { kind: 'form-post', url: answer.url, params: answer.params ?? {} };
  return { kind: 'unavailable', error: answer.error ?? undefined };
}

/** GET /rest-services/booksOnline/info?classId={id}. */
export async function getBooksOnlineInfo(client: ApiClient, classId: string): Promise<BooksOnlineInfo> {
  return request(client, {
    call: 'getBooksOnlineInfo',
    base: 'rest',
    path: '/rest-services/booksOnline/info',
    query: { classId },
    answer: BooksOnlineInfo,
    rule: 'booksOnlineKey',
  });
}

/**
 * access §5 the online-book key check: the key entered (trimmed) must equal the class's
 * `bookKey` exactly, else 'books.key-mismatch' — also for a class without a key, or without
 * online books (a 4xx). Resolves to the class's online books.
 */
export async function checkBookKey(client: ApiClient, classId: string, key: string): Promise<Book[]> {
  const { bookKey, books } = await getBooksOnlineInfo(client, classId);
  if (!bookKey?.trim() || bookKey.trim() !== key.trim()) throw new PortalError('books.key-mismatch', { call: 'getBooksOnlineInfo' });
  return books;
}

/** GET /rest-services/newonlineprofile: onlineProfileList with ebooks. */
export async function getOnlineProfile(client: ApiClient): Promise<OnlineProfile> {
  return request(client, {
    call: 'getOnlineProfile',
    base: 'rest',
    path: '/rest-services/newonlineprofile',
    answer: OnlineProfile,
  });
}

/** The student's purchased books (account §7 "fetch purchased books (no payload)"). */
export async function getPurchasedBooks(client: ApiClient): Promise<Book[]> {
  return request(client, {
    call: 'getPurchasedBooks',
    base: 'rest',
    path: '/rest-services/books/purchased',
    answer: BookList,
  });
}
