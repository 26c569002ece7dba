import { badField } from './errors';

/**
 * The longest value the simulator stores for a free-text field that no spec
 * bounds (a state, a country, a case topic, a partner name, a file name; #29.12):
 * a database's varchar(255), far past any real value. Fields with a spec
 * maximum keep theirs (the core validators: names 21/31, email 100, case
 * description 4000, …).
 */
export const maxStoredFieldLength = 255;

/** 400 naming the first field whose value is longer than `max` (null and undefined mean "not sent"). */
export function checkStoredLengths(fields: Record<string, string | null | undefined>, max: number = maxStoredFieldLength): void {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.length > max) throw badField(field, `at most ${max} characters`);
  }
}
