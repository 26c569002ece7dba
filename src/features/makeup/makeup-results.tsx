import type { MakeupSession } from '../../core/api/structs/makeup';
import { makeupSearchTexts as texts } from '../../core/messages/makeup-search';
import { parseUpstreamDate } from '../../core/time/calendar';
import { Button } from '../../ui/button';
import { usePortalId } from '../../ui/use-portal-id';
import { dayText } from '../../core/messages/formats';
import { timeText } from '../../core/rules/makeup';

/** account §3 date as MM/DD/YYYY (account §9), or as sent when unreadable. */
export function sessionDay(session: MakeupSession): string {
  const text = (session.sessionDate ?? '').trim();
  const day = parseUpstreamDate(text);
  return day ? dayText(day) : text;
}

/** A result is live online when it says so, or when the search was (account §3 isLol). */
export const resultIsLol = (session: MakeupSession, lol: boolean): boolean => session.isLol ?? lol;

function place(session: MakeupSession): string {
  const cityLine = [session.facilityCity, [session.state, session.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [session.address1, session.address2, cityLine].filter((part) => part && part.trim()).join(', ');
}

/**
 * account §2/§4: the active sessions found — name, date, start–end time (ET),
 * facility, address, room and distance; a live-online one says so instead of
 * a place. Each has a Sign Up button; one sign-up at a time.
 */
export function MakeupResults({
  sessions,
  lol,
  pendingId,
  onSignUp,
}: {
  sessions: readonly MakeupSession[];
  lol: boolean;
  /** The session whose sign-up is under way. */
  pendingId: string | null;
  onSignUp: (session: MakeupSession) => void;
}) {
  const idBase = usePortalId();
  return (
    <section className="sp-stack" aria-label={texts.results} tabIndex={-1} data-focus="search">
      <ul className="sp-stack sp-makeup-results">
        {sessions.map((session, index) => {
          const nameId = `${idBase}-result-${index}`;
          const online = resultIsLol(session, lol);
          const name = session.name?.trim() || session.classCode || session.sessionId;
          return (
            <li key={session.sessionId} className="sp-makeup-result" data-session={session.sessionId}>
              <h2 id={nameId}>{name}</h2>
              <dl>
                <dt>{texts.date}</dt>
                <dd>{sessionDay(session)}</dd>
                <dt>{texts.time}</dt>
                <dd>{texts.timeRange(timeText(session.sessionStartTime), timeText(session.sessionEndTime))}</dd>
                {online ? (
                  <>
                    <dt>{texts.facility}</dt>
                    <dd>{texts.liveOnline}</dd>
                  </>
                ) : (
                  <>
                    {session.facilityName ? (
                      <>
                        <dt>{texts.facility}</dt>
                        <dd>{session.facilityName}</dd>
                      </>
                    ) : null}
                    {place(session) ? (
                      <>
                        <dt>{texts.address}</dt>
                        <dd>{place(session)}</dd>
                      </>
                    ) : null}
                    {session.roomName ? (
                      <>
                        <dt>{texts.room}</dt>
                        <dd>{session.roomName}</dd>
                      </>
                    ) : null}
                    {/* #29.7: a distance only from a search made with a zip (never a live-online one). */}
                    {!lol && session.distance !== undefined && session.distance !== null ? (
                      <>
                        <dt>{texts.distance}</dt>
                        <dd>{texts.away(String(session.distance))}</dd>
                      </>
                    ) : null}
                  </>
                )}
              </dl>
              <Button pending={pendingId === session.sessionId} disabled={pendingId !== null} describedBy={nameId} onClick={() => onSignUp(session)}>
                {texts.signUp}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
