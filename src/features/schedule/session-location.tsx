import type { Session } from '../../core/api/structs/enrollment-records';
import { scheduleTexts as t } from '../../core/messages/schedule';
import { shellTexts } from '../../core/messages/shell';
import { scheduleLocation } from '../../core/rules/schedule';
import { parseUpstreamDate } from '../../core/time/calendar';
import { dayText } from '../../core/messages/formats';

/** MM/DD/YYYY (account §9), or the upstream text when it is not a date. */
export const showDate = (text: string | null | undefined): string => {
  const day = text ? parseUpstreamDate(text) : null;
  return day ? dayText(day) : (text ?? '');
};

/** account §2 Location: facility name, room and address, or a Join Session link (new tab, https only). */
export function SessionLocation({ session }: { session: Session }) {
  const where = scheduleLocation(session);
  if (where.kind === 'facility') {
    return (
      <>
        {where.lines.map((line, i) => (
          <span key={i} className="sp-schedule-lines">
            {line}
          </span>
        ))}
      </>
    );
  }
  if (!where.joinUrl) return <span className="sp-muted">{t.linkNotYet}</span>;
  return (
    <a href={where.joinUrl} target="_blank" rel="noopener noreferrer">
      {t.joinSession}
      <span className="sp-visually-hidden">{`: ${session.name ?? ''} ${shellTexts.opensInNewTab}`}</span>
    </a>
  );
}
