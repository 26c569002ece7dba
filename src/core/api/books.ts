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
  });
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
