import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getMyAccount } from '../../core/api/account';
import { type VsRedirect, getVsRedirect } from '../../core/api/books';
import { isPortalError } from '../../core/errors';
import { digitalBookProgramNames, vsTexts as t } from '../../core/messages/books';
import {
  type DigitalBookProgram,
  digitalBookProgram,
  digitalBookPurchaseUrl,
  vsPostTarget,
  vsRetryCourses,
} from '../../core/rules/digital-books';
import { paths, pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { LoadedScreen } from '../../ui/loaded-screen';
import { LoadFailure } from '../../ui/load-failure';
import { PortalLink } from '../../ui/portal-link';
import { missing, useLoad } from '../../ui/use-load';
import { BackToResources } from '../../ui/back-to-resources';

/** What the redirect comes to: a form post, the not-purchased page, or a book that cannot be opened. */
type VsOutcome =
  | { kind: 'post'; url: string; params: Record<string, string> }
  | { kind: 'not-purchased'; program: DigitalBookProgram | null }
  | { kind: 'unavailable' };

/** How long the loading screen waits before it offers the post as a button (a browser that blocked the scripted submit). */
export const vsManualAfterMs = 3000;

interface VsInput {
  enrollmentId: string;
  bookId?: string;
  pageNumber?: number;
}

function readInput(query: URLSearchParams): VsInput | null {
  const enrollmentId = query.get('enrollmentId')?.trim();
  if (!enrollmentId) return null;
  const bookId = query.get('bookId')?.trim() || undefined;
  const page = query.get('pageNumber')?.trim() ?? '';
  // A page number that is not a positive whole number is dropped: the book still opens.
  return { enrollmentId, bookId, pageNumber: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : undefined };
}

/**
 * The hidden form post of account §4: a real form with hidden inputs,
 * submitted by script once it is in the page; the browser leaves for the
 * book. If it is still here after vsManualAfterMs, its button is shown.
 */
function VsPost({ url, params }: { url: string; params: Record<string, string> }) {
  const { clock } = usePortal();
  const form = useRef<HTMLFormElement>(null);
  const [manual, setManual] = useState(false);
  useLayoutEffect(() => {
    form.current?.submit();
  }, [url, params]);
  useEffect(() => clock.setTimeout(() => setManual(true), vsManualAfterMs), [clock]);
  return (
    <>
      <p className="sp-row" role="status">
        <span className="sp-spinner" aria-hidden="true" />
        {t.opening}
      </p>
      <form method="post" action={url} ref={form} hidden={!manual} data-vs-post="">
        {Object.entries(params).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="sp-button" data-variant="primary">
          {t.openManually}
        </button>
      </form>
    </>
  );
}

/** account §2: the not-yet-purchased page, with a purchase link for MCAT, GRE, SAT and Premier programs. */
function NotPurchased({ program }: { program: DigitalBookProgram | null }) {
  const { brand } = usePortal();
  return (
    <>
      <h2>{t.notPurchasedTitle}</h2>
      <p>{t.notPurchased}</p>
      {program ? (
        <p>
          <a className="sp-button" data-variant="primary" href={digitalBookPurchaseUrl(program, brand)}>
            {t.purchase(digitalBookProgramNames[program])}
          </a>
        </p>
      ) : null}
      <p>{t.readerInstructions}</p>
      <p>
        <PortalLink href={pathTo('ade')}>{t.readerLink}</PortalLink>
      </p>
    </>
  );
}

/**
 * account §2 /pg/vs?enrollmentId&bookId&pageNumber (login), §4 "Digital book
 * redirect": asks /vs; a URL and params go by the hidden form post (https
 * only); 'NO-BOOK' retries with the student's other valid book courses
 * (rules/digital-books.ts), and when none has the book the not-purchased
 * page shows. An enrollment that is not the student's is not found.
 */
export function VitalSourceScreen() {
  const { client } = usePortal();
  const input = readInput(useQuery());
  const key = input ? [input.enrollmentId, input.bookId ?? '', input.pageNumber ?? ''].join('|') : null;
  const load = useLoad(
    key,
    async (): Promise<VsOutcome | typeof missing> => {
      if (!input) return missing;
      const { enrollmentId, ...book } = input;
      let answer: VsRedirect = await getVsRedirect(client, input);
      if (answer.kind === 'no-book') {
        const account = await getMyAccount(client);
        for (const course of vsRetryCourses(account.nonExpiredCoursListArray, [enrollmentId])) {
          answer = await getVsRedirect(client, { enrollmentId: String(course.enrollmentId), ...book });
          if (answer.kind !== 'no-book') break;
        }
        if (answer.kind === 'no-book') {
          const courses = [...account.nonExpiredCoursListArray, ...account.expiredCoursListArray];
          return { kind: 'not-purchased', program: digitalBookProgram(courses.find((c) => String(c.enrollmentId) === enrollmentId)) };
        }
      }
      const url = answer.kind === 'form-post' ? vsPostTarget(answer.url) : null;
      // A URL that is not https is never posted to: the params carry the sign-on.
      return answer.kind === 'form-post' && url ? { kind: 'post', url, params: answer.params } : { kind: 'unavailable' };
    },
    { whenNoKey: 'missing', isMissing: (error) => isPortalError(error) && error.status === 404 },
  );
  return (
    <LoadedScreen heading={paths.vitalSource.title} load={load} loading={t.opening} missing={t.notFound}>
      {(outcome) => (
        <>
          {outcome.kind === 'post' ? <VsPost url={outcome.url} params={outcome.params} /> : null}
          {outcome.kind === 'not-purchased' ? <NotPurchased program={outcome.program} /> : null}
          {outcome.kind === 'unavailable' ? <LoadFailure message={t.unavailable} onRetry={load.retry} /> : null}
          {outcome.kind === 'post' ? null : <BackToResources />}
        </>
      )}
    </LoadedScreen>
  );
}
