import type { SessionSearch } from '../../core/api/makeup';
import type { EnrollmentSession } from '../../core/api/structs/enrollment-records';
import { makeupSearchTexts as texts } from '../../core/messages/makeup-search';
import { liveOnlineDeliveryType, liveOnlineSortBy, makeupDefaults, makeupSearchQuery } from '../../core/rules/makeup';
import { SelectField, type SelectOption } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { accountValidation } from '../../core/messages/validation';

/** account §9: the distance choices in miles. */
export const distanceChoices = ['5', '10', '25', '35', '50', '75', '100', '150'] as const;
const sortChoices = ['distance', 'date'] as const;

/** The filters of the make-up search, as the inputs hold them. */
export interface MakeupFilters {
  /** The missed session chosen (an EnrollmentSession's sessionId): msfSignUp's oldSessionId. */
  sessionId: string;
  distance: string;
  zip: string;
  startDate: string;
  endDate: string;
  sortBy: string;
}

/** One choice of the session select: the student's active session and its template. */
export interface MissedSession {
  sessionId: string;
  name: string;
  sessionTemplateId: string;
}

/** account §7: the enrollment's active sessions that have a template to search by. */
export function missedSessions(entries: readonly EnrollmentSession[]): MissedSession[] {
  return entries.flatMap((entry) => {
    const template = entry.Session?.sessionTemplateId?.trim();
    if (entry.active === false || entry.Session?.active === false || !template) return [];
    return [{ sessionId: entry.sessionId, name: entry.Session?.name?.trim() || template, sessionTemplateId: template }];
  });
}

/** account §5/§9 defaults: no session, 5 miles, zip 10014, no dates, by distance (Reset returns here). */
export const blankFilters: MakeupFilters = {
  sessionId: '',
  distance: makeupDefaults.distance,
  zip: makeupDefaults.zip,
  startDate: '',
  endDate: '',
  sortBy: makeupDefaults.sortBy,
};

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: string): string =>
  value !== null && (allowed as readonly string[]).includes(value.trim()) ? value.trim() : fallback;

/**
 * account §2: a query value pre-fills its filter. sessionTemplateId chooses
 * the student's session of that template; a distance or sort outside the
 * choices keeps the default; dates are kept as typed (validated on Search).
 */
export function filtersFromQuery(query: URLSearchParams, sessions: readonly MissedSession[]): MakeupFilters {
  const template = query.get('sessionTemplateId')?.trim();
  const zip = query.get('zip')?.trim();
  return {
    sessionId: (template && sessions.find((s) => s.sessionTemplateId === template)?.sessionId) || '',
    distance: pick(query.get('distance'), distanceChoices, makeupDefaults.distance),
    zip: zip ? zip.slice(0, 10) : makeupDefaults.zip,
    startDate: (query.get('startDate') ?? '').trim().slice(0, 10),
    endDate: (query.get('endDate') ?? '').trim().slice(0, 10),
    sortBy: pick(query.get('sortBy'), sortChoices, makeupDefaults.sortBy),
  };
}

/** account §2 `lol` query ('true'/'1' or 'false'/'0'); absent or unreadable: the course's delivery type decides. */
export function isLiveOnline(query: URLSearchParams, deliveryType: number | null | undefined): boolean {
  const lol = query.get('lol')?.trim().toLowerCase();
  if (lol === 'true' || lol === '1') return true;
  if (lol === 'false' || lol === '0') return false;
  return deliveryType === liveOnlineDeliveryType;
}

/** The searchSessions query of the filters (core rule: defaults, lol, no empty dates). */
export function searchOf(filters: MakeupFilters, sessionTemplateId: string, lol: boolean): SessionSearch {
  const query = makeupSearchQuery({
    sessionTemplateId,
    // account §5: distance and zip are not asked of a live-online search.
    distance: lol ? undefined : filters.distance,
    zip: lol ? undefined : filters.zip,
    startDate: filters.startDate,
    endDate: filters.endDate,
    sortBy: filters.sortBy,
    deliveryType: lol ? liveOnlineDeliveryType : 0,
  });
  return {
    sessionTemplateId: query.sessionTemplateId ?? sessionTemplateId,
    distance: query.distance === undefined ? undefined : Number(query.distance),
    zip: query.zip,
    startDate: query.startDate,
    endDate: query.endDate,
    sortBy: query.sortBy,
    lol: query.lol === 'true' ? true : undefined,
  };
}

export interface FilterErrors {
  sessionId: string | null;
  startDate: string | null;
  endDate: string | null;
  /** The search service's refusal of the zip (#29.6): there is no rule for it before searching. */
  zip?: string | null;
}

/** The filter fields (account §5, §9). */
export function MakeupFilterFields({
  filters,
  sessions,
  lol,
  errors,
  onChange,
}: {
  filters: MakeupFilters;
  sessions: readonly MissedSession[];
  lol: boolean;
  errors: FilterErrors;
  /** One filter changed (applied to the latest filters, so quick successive edits all count). */
  onChange: (field: keyof MakeupFilters, value: string) => void;
}) {
  const set = (field: keyof MakeupFilters) => (value: string) => onChange(field, value);
  const sessionOptions: SelectOption[] = sessions.map((s) => ({ value: s.sessionId, label: s.name }));
  const distanceOptions: SelectOption[] = distanceChoices.map((miles) => ({ value: miles, label: texts.miles(miles) }));
  // #29.7: live online, sessions have no distance: Date is the only order offered.
  const sortOptions: SelectOption[] = [
    ...(lol ? [] : [{ value: 'distance', label: texts.sortDistance }]),
    { value: 'date', label: texts.sortDate },
  ];
  // account §5: both dates strict MM/DD/YYYY, at most 10 characters.
  const dateField = (name: 'startDate' | 'endDate', label: string) => (
    <TextField
      name={name}
      label={label}
      value={filters[name]}
      onChange={set(name)}
      placeholder={texts.datePlaceholder}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      error={errors[name]}
    />
  );
  return (
    <>
      <SelectField
        name="sessionId"
        label={texts.session}
        value={filters.sessionId}
        options={sessionOptions}
        placeholder={accountValidation.makeupSessionRequired}
        onChange={set('sessionId')}
        error={errors.sessionId}
        required
      />
      {lol ? (
        <p className="sp-muted">{texts.liveOnlineNote}</p>
      ) : (
        <>
          <SelectField name="distance" label={texts.distance} value={filters.distance} options={distanceOptions} onChange={set('distance')} />
          <TextField name="zip" label={texts.zip} value={filters.zip} onChange={set('zip')} autoComplete="postal-code" maxLength={10} error={errors.zip} />
        </>
      )}
      {dateField('startDate', texts.startDate)}
      {dateField('endDate', texts.endDate)}
      <SelectField name="sortBy" label={texts.sortBy} value={lol ? liveOnlineSortBy : filters.sortBy} options={sortOptions} onChange={set('sortBy')} />
    </>
  );
}
