import { getOnlineProfile } from '../../core/api/books';
import { adeTexts as t } from '../../core/messages/books';
import { adeBookLink } from '../../core/rules/digital-books';
import { paths, pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Accordion } from '../../ui/accordion';
import { LoadedScreen } from '../../ui/loaded-screen';
import { PortalLink } from '../../ui/portal-link';
import { useLoad } from '../../ui/use-load';
import { BackToResources } from '../../ui/back-to-resources';
import { BookKeySection } from './book-key-section';

interface BookCourse {
  enrollmentId: string | null;
  title: string;
  /** Only the books whose access link carries the /ade marker (rules/digital-books.ts). */
  books: { title: string; url: string }[];
}

function AgreementStep({ courses }: { courses: readonly BookCourse[] }) {
  const withId = courses.filter((c): c is BookCourse & { enrollmentId: string } => Boolean(c.enrollmentId));
  return (
    <>
      <p>{t.agreementBody}</p>
      {withId.length ? (
        <ul className="sp-ade-list">
          {withId.map((course) => (
            <li key={course.enrollmentId}>
              <PortalLink href={pathTo('enrollmentAgreement', { enrollmentId: course.enrollmentId })}>{t.agreementLink(course.title)}</PortalLink>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <PortalLink href={pathTo('resources')}>{t.agreementNone}</PortalLink>
        </p>
      )}
    </>
  );
}

function DownloadStep({ courses }: { courses: readonly BookCourse[] }) {
  const listed = courses.filter((c) => c.books.length > 0);
  if (!listed.length) return <p>{t.noBooks}</p>;
  return (
    <>
      <p>{t.downloadBody}</p>
      {listed.map((course) => (
        <div key={course.enrollmentId ?? course.title}>
          <h3 className="sp-ade-course">{course.title}</h3>
          <ul className="sp-ade-list">
            {course.books.map((book) => (
              <li key={book.url}>
                <a href={book.url}>{book.title}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/**
 * account §2 /ade (login): digital book access as an accordion of four steps
 * — accept the enrollment agreement (a link per course with e-books), create
 * an e-reader account, install the reader, download the books. The courses
 * and their e-books come from newonlineprofile (account §7); a book is listed
 * only when its access link carries the /ade identifier marker. Below the
 * steps, the online-book key check (access §5, book-key-section.tsx).
 */
export function AdeScreen() {
  const { client } = usePortal();
  const load = useLoad('ade', async (): Promise<BookCourse[]> => {
    const { onlineProfileList } = await getOnlineProfile(client);
    return onlineProfileList.map((profile) => ({
      enrollmentId: profile.enrollmentId ?? null,
      title: profile.displayName?.trim() || '',
      books: profile.ebooks.flatMap((book) => {
        const url = adeBookLink(book.accessUrl);
        return url ? [{ title: book.displayName?.trim() || url, url }] : [];
      }),
    }));
  });
  return (
    <LoadedScreen heading={paths.ade.title} layout="wide" load={load} loading={t.loading}>
      {(courses) => (
        <>
          <p>{t.lead}</p>
          <Accordion
            initiallyOpen={[0]}
            sections={[
              { title: t.stepAgreement, content: <AgreementStep courses={courses} /> },
              { title: t.stepAccount, content: <p>{t.accountBody}</p> },
              {
                title: t.stepInstall,
                content: (
                  <>
                    <p>{t.installBody}</p>
                    <ul className="sp-ade-list">
                      {t.devices.map((device) => (
                        <li key={device}>{device}</li>
                      ))}
                    </ul>
                  </>
                ),
              },
              { title: t.stepDownload, content: <DownloadStep courses={courses} /> },
            ]}
          />
          <BookKeySection />
          <p>
            <PortalLink href={pathTo('adeTutorial')}>{t.tutorialLink}</PortalLink>
          </p>
          <BackToResources />
        </>
      )}
    </LoadedScreen>
  );
}
