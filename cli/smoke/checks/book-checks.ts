import { getOnlineProfile, getPurchasedBooks, getVsRedirect } from '../../../src/core/api/books';
import { type Check, expectThat } from './types';
import { sharedValue } from './check-helpers';

/*
 * account §7 books: the online profile (ebooks per enrollment), purchased
 * books, and the VitalSource redirect of a course (a URL with params, or an
 * error such as 'NO-BOOK': account §4).
 */

const isWebUrl = (text: string): boolean => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/** Online profile, purchased books, /vs. */
export const bookChecks: readonly Check[] = [
  {
    id: 'books.online-profile',
    title: 'newonlineprofile answers the onlineProfileList with ebooks',
    writes: false,
    needs: ['login.rest'],
    async run(ctx) {
      const profile = await getOnlineProfile(ctx.client);
      const bad = profile.onlineProfileList.findIndex((p) => p.ebooks.some((b) => b.accessUrl && !isWebUrl(b.accessUrl)));
      expectThat(bad < 0, 'an ebook accessUrl is not an http(s) URL', `onlineProfileList.${bad}.ebooks`);
    },
  },
  {
    id: 'books.purchased',
    title: "Purchased books answer the student's books; access URLs are web URLs",
    writes: false,
    needs: ['login.rest'],
    async run(ctx) {
      const books = await getPurchasedBooks(ctx.client);
      const bad = books.findIndex((b) => b.accessUrl && !isWebUrl(b.accessUrl));
      expectThat(bad < 0, 'a book accessUrl is not an http(s) URL', `${bad}.accessUrl`);
    },
  },
  {
    id: 'books.vs',
    title: 'The VitalSource redirect of the chosen course is a URL to post to, or an error (account §4)',
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const enrollmentId = sharedValue(ctx, 'enrollmentId', 'account.myaccount');
      const redirect = await getVsRedirect(ctx.client, { enrollmentId });
      if (redirect.kind === 'form-post') expectThat(isWebUrl(redirect.url), 'the /vs url is not an http(s) URL', 'url');
      if (redirect.kind === 'unavailable') expectThat(redirect.error, '/vs answered neither a url nor an error', 'error');
    },
  },
];
