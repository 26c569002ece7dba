import { memo } from 'react';
import type { PortalEvent } from '../../core/api/structs/account';
import { accountScreens } from '../../core/messages/account';
import { resourcesTexts as t } from '../../core/messages/resources';
import { pathTo } from '../../lib/paths';
import { PortalLink } from '../../ui/portal-link';
import { eventWhen } from '../../core/rules/portal-event';
import { isLongList, liveStreamHref } from './resources-model';

/**
 * account §3 Event: name, date and Eastern time, and for an active event the
 * live-stream link (live-online events, http(s) only, new tab) and Unenroll.
 * The hidden text names the event so a screen reader's link list tells them apart.
 */
function EventItem({ event, expired }: { event: PortalEvent; expired: boolean }) {
  const name = event.displayName?.trim() || event.enrollmentId;
  const when = eventWhen(event);
  const stream = expired ? null : liveStreamHref(event);
  const named = <span className="sp-visually-hidden">{t.forEvent(name)}</span>;
  return (
    <li className="sp-event" data-event={event.enrollmentId}>
      <h3 className="sp-event-name">{name}</h3>
      {when ? <p className="sp-event-when">{when}</p> : null}
      {expired ? null : (
        <p className="sp-event-links">
          {stream ? (
            <a href={stream} target="_blank" rel="noopener noreferrer">
              {t.liveStream}
              <span className="sp-visually-hidden">
                {t.forEvent(name)}
                {t.opensInNewTab}
              </span>
            </a>
          ) : null}
          <PortalLink href={pathTo('unenroll', { enrollmentId: event.enrollmentId })}>
            {accountScreens.unenroll}
            {named}
          </PortalLink>
        </p>
      )}
    </li>
  );
}

/** The events of one list, as a list; memoised, so toggling a course card leaves it alone. */
export const ResourcesEvents = memo(function ResourcesEvents({ events, expired }: { events: readonly PortalEvent[]; expired: boolean }) {
  return (
    <ul className="sp-event-list" data-long={isLongList(events) ? 'true' : undefined}>
      {events.map((event) => (
        <EventItem key={event.enrollmentId} event={event} expired={expired} />
      ))}
    </ul>
  );
});
