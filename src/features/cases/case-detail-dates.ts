import { caseDetailTexts as t } from '../../core/messages/case-detail';
import { calendarDateInZone, wallClockInZone } from '../../core/time/calendar';
import { parseInstant } from '../../core/time/instant';
import { dayText, formats } from '../../core/messages/formats';

/** account §9: a case's day as MM/DD/YYYY in Eastern time; null when unreadable. */
export function formatCaseDate(text: string | null | undefined): string | null {
  const instant = parseInstant(text);
  return instant ? dayText(calendarDateInZone(instant)) : null;
}

/** account §9: a comment's day and Eastern time, "MM/DD/YYYY, h:mm AM ET"; null when unreadable. */
export function formatCaseDateTime(text: string | null | undefined): string | null {
  const instant = parseInstant(text);
  if (!instant) return null;
  const wall = wallClockInZone(instant);
  return t.dateTime(dayText(wall), formats.time(wall.hour, wall.minute));
}
