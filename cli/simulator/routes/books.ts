import { optional, pattern, size, string, type } from 'superstruct';
import { noBookError } from '../../../src/core/api/books';
import { HttpError } from '../http/errors';
import type { Route } from '../http/route';
import { coursesOf, requireOwnEnrollment } from './account-lookups';
import { readQuery } from '../http/query';
import { adeTutorialCaptions, adeTutorialWebm } from '../fixture/default/ade-tutorial-media';

const tutorialVideo = Buffer.from(adeTutorialWebm, 'base64');

/*
 * account §7 books: the digital-book redirect (/vs), booksOnline info, the
 * online profile and the purchased books (path per docs/decisions.md).
 */

const key = size(string(), 1, 60);

const VsQuery = type({
  enrollmentId: key,
  bookId: optional(key),
  pageNumber: optional(pattern(string(), /^[1-9]\d{0,5}$/)),
});

/** The book routes. */
export const routes: Route[] = [
  {
    // account §4: a URL with params for a hidden form post, or error 'NO-BOOK'
    // (also for an enrollment of the student without a digital book).
    method: 'GET',
    path: '/rest-services/vs',
    handler: (ctx) => {
      const student = ctx.requireStudent();
      const query = readQuery(ctx.query, VsQuery);
      requireOwnEnrollment(ctx.state, student, query.enrollmentId);
      const entry = ctx.state.fixture.books.vs.find((v) => v.enrollmentId === query.enrollmentId);
      if (!entry?.url) return { json: { error: entry?.error ?? noBookError } };
      const params = {
        ...entry.params,
        ...(query.bookId ? { bookId: query.bookId } : {}),
        ...(query.pageNumber ? { pageNumber: query.pageNumber } : {}),
      };
      return { json: { url: entry.url, params } };
    },
  },
  {
    // The book key is checked by the portal (access §5, accessValidation.bookKeyMismatch), so it reaches the
    // browser by the upstream's contract: only for a class of the student's own courses (#29.15). Another
    // student's class reads as unknown (404), as their enrollments do; the portal shows a mismatch for either.
    method: 'GET',
    path: '/rest-services/booksOnline/info',
    handler: (ctx) => {
      const student = ctx.requireStudent();
      const { classId } = readQuery(ctx.query, type({ classId: key }));
      const own = coursesOf(ctx.state, student.studentId).some((c) => c.course.classId === classId);
      const info = own ? ctx.state.fixture.books.booksOnline.find((b) => b.classId === classId) : undefined;
      if (!info) throw new HttpError(404, `No online books for class ${classId} among this student's courses`, { field: 'classId' });
      return { json: { bookKey: info.bookKey, books: info.books } };
    },
  },
  {
    method: 'GET',
    path: '/rest-services/newonlineprofile',
    handler: (ctx) => {
      const student = ctx.requireStudent();
      const onlineProfileList = ctx.state.fixture.books.onlineProfiles
        .filter((p) => p.studentId === student.studentId)
        .map(({ studentId: _s, ...profile }) => profile);
      return { json: { onlineProfileList } };
    },
  },
  {
    // The /ade-tutorial walkthrough (issue #16; the spec shows no source): a same-origin
    // video and its captions, readable without a session like any static asset.
    method: 'GET',
    path: '/media/ade-tutorial.webm',
    handler: () => ({ stream: tutorialVideo, headers: { 'content-type': 'video/webm', 'content-length': String(tutorialVideo.length), 'cache-control': 'no-cache' } }),
  },
  {
    method: 'GET',
    path: '/media/ade-tutorial.vtt',
    handler: () => ({ text: adeTutorialCaptions, headers: { 'content-type': 'text/vtt; charset=utf-8' } }),
  },
  {
    method: 'GET',
    path: '/rest-services/books/purchased',
    handler: (ctx) => {
      const student = ctx.requireStudent();
      const books = ctx.state.fixture.books.purchased.filter((b) => b.studentId === student.studentId);
      return { json: books.map(({ studentId: _s, ...book }) => book) };
    },
  },
];
