import { getEnrollments } from '../../core/api/enrollment-queries';
import { getEnrollmentSessions } from '../../core/api/enrollment-records';
import type { Enrollment } from '../../core/api/structs/enrollment';
import type { Session } from '../../core/api/structs/enrollment-records';
import { scheduleTexts as t } from '../../core/messages/schedule';
import { sortSchedule } from '../../core/rules/makeup';
import { type ScheduleMark, markSchedule, scheduleTime } from '../../core/rules/schedule';
import { paths } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { LoadedScreen } from '../../ui/loaded-screen';
import { missing, useLoad } from '../../ui/use-load';
import { SessionLocation, showDate } from './session-location';
import { BackToResources } from '../../ui/back-to-resources';

interface Schedule {
  program: string;
  sessions: Session[];
}

/** account §3: the program's short name, on the product or the class. */
function programShortName(enrollment: Enrollment): string {
  const name = enrollment.Product[0]?.Program?.shortName ?? enrollment.KapClass?.Program?.shortName ?? '';
  return name.trim();
}

const rowClass: Record<ScheduleMark, string | undefined> = { past: 'sp-schedule-past', next: 'sp-schedule-next', upcoming: undefined };

function Row({ session, mark }: { session: Session; mark: ScheduleMark }) {
  const time = scheduleTime(session);
  return (
    <tr className={rowClass[mark]} data-mark={mark}>
      <td data-label={t.date}>
        <span className="sp-schedule-lines">
          {showDate(session.meetingDate)}
          {mark === 'past' ? <span className="sp-visually-hidden">{` (${t.past})`}</span> : null}
          {mark === 'next' ? <span className="sp-schedule-tag">{t.next}</span> : null}
        </span>
        {time ? <span className="sp-schedule-lines">{time}</span> : null}
      </td>
      <td data-label={t.topic}>{session.name}</td>
      <td data-label={t.location}>
        <SessionLocation session={session} />
      </td>
    </tr>
  );
}

function ScheduleTable({ schedule }: { schedule: Schedule }) {
  const { clock } = usePortal();
  if (!schedule.sessions.length) return <p className="sp-muted">{t.empty}</p>;
  const marks = markSchedule(schedule.sessions, clock.now());
  return (
    <table className="sp-schedule">
      <caption>{t.caption(schedule.program)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.date}</th>
          <th scope="col">{t.topic}</th>
          <th scope="col">{t.location}</th>
        </tr>
      </thead>
      <tbody>
        {schedule.sessions.map((session, i) => (
          <Row key={`${i}-${session.id ?? ''}`} session={session} mark={marks[i] ?? 'upcoming'} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * account §2 /pg/schedule?enrollmentId=: the enrollment's sessions (status
 * ALL) with its program short name (account §7), sorted ascending by meeting
 * date then start time, past ones shown past and the next one marked. An
 * enrollment that is not the student's (or none given) is not found.
 */
export function ScheduleScreen() {
  const { client } = usePortal();
  const enrollmentId = useQuery().get('enrollmentId')?.trim() || null;
  const load = useLoad(
    enrollmentId,
    async (id): Promise<Schedule | typeof missing> => {
      const [entries, enrollments] = await Promise.all([getEnrollmentSessions(client, id, 'ALL'), getEnrollments(client, [id])]);
      const enrollment = enrollments.find((e) => e.enrollmentId === id);
      if (!enrollment) return missing;
      const sessions = entries.flatMap((entry) => (entry.Session ? [entry.Session] : []));
      return { program: programShortName(enrollment), sessions: sortSchedule(sessions) };
    },
    { whenNoKey: 'missing' },
  );
  return (
    <LoadedScreen heading={paths.schedule.title} layout="wide" load={load} loading={t.loading} missing={t.notFound}>
      {(schedule) => (
        <>
          <ScheduleTable schedule={schedule} />
          <BackToResources />
        </>
      )}
    </LoadedScreen>
  );
}
