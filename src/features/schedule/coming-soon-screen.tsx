import { getEnrollmentSessions } from '../../core/api/enrollment-records';
import type { Session } from '../../core/api/structs/enrollment-records';
import { comingSoonTexts as c, scheduleTexts as t } from '../../core/messages/schedule';
import { footerLinks } from '../../core/messages/shell';
import { sortSchedule } from '../../core/rules/makeup';
import { markSchedule, scheduleTime } from '../../core/rules/schedule';
import { paths, pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { LoadedScreen } from '../../ui/loaded-screen';
import { PortalLink } from '../../ui/portal-link';
import { Screen } from '../../ui/screen';
import { useLoad } from '../../ui/use-load';
import { usePortalId } from '../../ui/use-portal-id';
import { SessionLocation, showDate } from './session-location';
import { BackToResources } from '../../ui/back-to-resources';

/** The rescheduled-sessions variant (account §2): the note and a Contact Us link (access §2 /contact-us). */
function RescheduledNote() {
  return (
    <div className="sp-stack">
      <p>{c.rescheduled}</p>
      <p>
        {c.contactPrompt} <PortalLink href={pathTo('contactUs')}>{footerLinks.contactUs}</PortalLink>
      </p>
    </div>
  );
}

/** The next-scheduled-session variant (account §2): date, time, topic, location or Join Session. */
function NextSession({ session, enrollmentId }: { session: Session; enrollmentId: string }) {
  const time = scheduleTime(session);
  const id = usePortalId();
  return (
    <section className="sp-stack sp-next-session" aria-labelledby={id}>
      <h2 id={id}>{c.nextSession}</h2>
      <dl className="sp-coming-soon">
        <dt>{t.date}</dt>
        <dd>{showDate(session.meetingDate)}</dd>
        {time ? (
          <>
            <dt>{c.time}</dt>
            <dd>{time}</dd>
          </>
        ) : null}
        <dt>{t.topic}</dt>
        <dd>{session.name}</dd>
        <dt>{t.location}</dt>
        <dd>
          <SessionLocation session={session} />
        </dd>
      </dl>
      <p>
        <PortalLink href={pathTo('schedule', { enrollmentId })}>{c.viewSchedule}</PortalLink>
      </p>
    </section>
  );
}

/**
 * /pg/comingsoon?enrollmentId= (login), reached from the card of a classroom
 * or live-online course that has not started (isComingSoon): the enrollment's
 * next active session not yet over; with none (its sessions rescheduled, or
 * not set yet) the rescheduled note with Contact Us (docs/decisions.md).
 */
export function ComingSoonScreen() {
  const { client, clock } = usePortal();
  const enrollmentId = useQuery().get('enrollmentId')?.trim() || null;
  const load = useLoad(
    enrollmentId,
    async (id) => {
      const entries = await getEnrollmentSessions(client, id, 'ALL');
      const active = sortSchedule(entries.filter((e) => e.active !== false && e.Session && e.Session.active !== false).flatMap((e) => (e.Session ? [e.Session] : [])));
      const marks = markSchedule(active, clock.now());
      return active[marks.indexOf('next')] ?? null;
    },
    { whenNoKey: 'missing' },
  );
  return (
    <LoadedScreen heading={paths.comingSoon.title} load={load} loading={c.loading} missing={t.notFound}>
      {(session) => (
        <>
          {session && enrollmentId ? <NextSession session={session} enrollmentId={enrollmentId} /> : <RescheduledNote />}
          <BackToResources />
        </>
      )}
    </LoadedScreen>
  );
}

/**
 * /pg/upcoming-session?sessionId= (no login, account §2): a link from outside
 * the portal (a notice about one session). No call in account §7 reads a
 * session by its id without an enrollment, so it is the rescheduled note with
 * Contact Us (docs/decisions.md).
 */
export function UpcomingSessionScreen() {
  return (
    <Screen heading={paths.upcomingSession.title}>
      <RescheduledNote />
    </Screen>
  );
}
