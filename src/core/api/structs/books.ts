import { type Infer, array, record, string, type } from 'superstruct';
import { deferred, id, list, maybe, requiredList } from './common';

/** account §3 Book. */
export const Book = deferred(() => type({ displayName: maybe(string()), accessUrl: maybe(string()) }));
export type Book = Infer<typeof Book>;

export const BookList = deferred(() => array(Book));

/**
 * GET /rest-services/vs (account §4): a URL with params for a hidden form
 * post, or an `error` such as 'NO-BOOK'. Field names `url`, `params` and
 * `error` are our reading of "has a URL and params" / "error 'NO-BOOK'".
 */
export const VsRedirectAnswer = deferred(() => type({
  url: maybe(string()),
  params: maybe(record(string(), string())),
  error: maybe(string()),
}));

/** GET /rest-services/booksOnline/info (shape not shown): the key to check and the books. */
export const BooksOnlineInfo = deferred(() => type({
  bookKey: maybe(string()),
  books: list(Book),
}));
export type BooksOnlineInfo = Infer<typeof BooksOnlineInfo>;

/** account §7 newonlineprofile: onlineProfileList with ebooks. */
export const OnlineProfile = deferred(() => type({
  onlineProfileList: requiredList(
    type({
      enrollmentId: maybe(id),
      displayName: maybe(string()),
      ebooks: list(Book),
    }),
  ),
}));
export type OnlineProfile = Infer<typeof OnlineProfile>;
