import { caseDetailTexts as t } from '../../core/messages/case-detail';
import { calendarDateInZone, formatClockTime, formatUsDate, wallClockInZone } from '../../core/time/calendar';
import { parseInstant } from '../../core/time/instant';

/** account §9: a case's day as MM/DD/YYYY in Eastern time; null when unreadable. */
export function formatCaseDate(text: string | null | undefined): string | null {
  const instant = parseInstant(text);
  return instant ? formatUsDate(calendarDateInZone(instant)) : null;
}

/** account §9: a comment's day and Eastern time, "MM/DD/YYYY, h:mm AM ET"; null when unreadable. */
export function formatCaseDateTime(text: string | null | undefined): string | null {
  const instant = parseInstant(text);
  if (!instant) return null;
  const wall = wallClockInZone(instant);
  return t.dateTime(formatUsDate(wall), formatClockTime(wall.hour, wall.minute));
}
