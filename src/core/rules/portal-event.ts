import type { PortalEvent } from '../api/structs/account';
import { resourcesTexts } from '../messages/resources';
import { parseUpstreamDate } from '../time/calendar';
import { dayText } from '../messages/formats';
import { timeText } from './makeup';

/**
 * account §3 Event, §9: the date as MM/DD/YYYY and the time with ET (times
 * are Eastern); '' when neither is known. My Active Events and the Unenroll
 * page say it the same way.
 */
export function eventWhen(event: Pick<PortalEvent, 'startDateStr' | 'startTimeStr'>): string {
  const dateText = event.startDateStr?.trim() ?? '';
  const parsed = dateText ? parseUpstreamDate(dateText) : null;
  const date = parsed ? dayText(parsed) : dateText;
  return resourcesTexts.eventWhen(date, timeText(event.startTimeStr));
}
