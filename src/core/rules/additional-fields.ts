import { schoolNotOnListValue } from '../validators/lead';
import type { LeadFormFamily } from './programs';

/** Access §3: the lead / additional-fields form fields of each program family, in order. */
export const additionalFieldsByFamily = {
  pc: ['parentFirstName', 'parentLastName', 'parentEmail', 'graduationYear'],
  grad: ['testDate'],
  nursing: ['graduationYear', 'testDate'],
  med: [
    'poi',
    'eduBackground',
    'schoolLocation',
    'schoolDropdownName',
    'enterSchoolName',
    'testDate',
    'country',
    'graduationYear',
  ],
  bar: ['graduationYear', 'testDate', 'schoolLocation', 'schoolDropdownName', 'enterSchoolName', 'barRepId', 'noBarRepId'],
} as const satisfies Record<LeadFormFamily, readonly string[]>;

export type AdditionalField = (typeof additionalFieldsByFamily)[LeadFormFamily][number];

export interface AdditionalFieldsState {
  eduBackground?: string;
  schoolLocation?: string;
  noBarRepId?: boolean;
}

export interface AdditionalFieldsVisibility {
  visible: Set<AdditionalField>;
  disabled: Set<AdditionalField>;
}

// access §3/§9 medical school origins that are not US schools.
const foreignOrigins = new Set(['offshore', 'img']);
const northAmerica = new Set(['US', 'USA', 'UNITED STATES', 'CA', 'CAN', 'CANADA']);

/**
 * The school location's "outside the US and Canada" choice. The other choices
 * are the state list's codes (access §7 stateList: US states and Canadian
 * provinces), which also name the state the school list is asked for.
 */
export const schoolLocationOutside = 'OTHER';

/** USPS codes of the states, DC and the inhabited territories. */
export const usStateCodes: ReadonlySet<string> = new Set([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'PR', 'GU', 'VI', 'AS', 'MP',
]);

/** Canada Post codes of the provinces and territories. */
export const canadianProvinceCodes: ReadonlySet<string> = new Set([
  'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT',
]);

/** A school location in the US or Canada: the country itself, or one of its states or provinces. */
export function isNorthAmericanLocation(location: string): boolean {
  const key = location.trim().toUpperCase();
  return northAmerica.has(key) || usStateCodes.has(key) || canadianProvinceCodes.has(key);
}

/** The state a school list is asked for (access §7 schoolList): the location when it is a state or province. */
export function schoolStateOf(location: string | undefined): string | null {
  const key = (location ?? '').trim().toUpperCase();
  return usStateCodes.has(key) || canadianProvinceCodes.has(key) ? key : null;
}

/**
 * Whether the free-text school name shows: when the school dropdown is part
 * of the form it is revealed by accessScreens.schoolNotOnList (value '1');
 * when the dropdown is hidden (access §4) it is the only school field left.
 */
export function schoolNameShown(visibility: AdditionalFieldsVisibility, schoolDropdownName: string | undefined): boolean {
  if (!visibility.visible.has('enterSchoolName')) return false;
  return !visibility.visible.has('schoolDropdownName') || schoolDropdownName === schoolNotOnListValue;
}

/**
 * Access §4 additional-fields visibility. Country is shown only when the school
 * location is outside the US and Canada. An offshore or img education
 * background hides test date, graduation year, country, school dropdown and
 * school location — and with the location hidden its own rule no longer
 * applies. Ticking noBarRepId disables barRepId (the screen also clears it).
 * Only fields of the family's form are ever returned.
 */
export function additionalFieldsVisibility(
  family: LeadFormFamily,
  state: AdditionalFieldsState,
): AdditionalFieldsVisibility {
  const fields: readonly AdditionalField[] = additionalFieldsByFamily[family];
  const hidden = new Set<AdditionalField>(['country']);
  const location = state.schoolLocation?.trim().toUpperCase() ?? '';
  const foreignSchool = fields.includes('eduBackground') && foreignOrigins.has(state.eduBackground?.trim().toLowerCase() ?? '');
  if (foreignSchool) {
    for (const f of ['testDate', 'graduationYear', 'country', 'schoolDropdownName', 'schoolLocation'] as const) {
      hidden.add(f);
    }
  } else if (location !== '' && !isNorthAmericanLocation(location)) {
    for (const f of ['testDate', 'graduationYear', 'schoolDropdownName'] as const) hidden.add(f);
    hidden.delete('country');
  }
  const visible = new Set(fields.filter((f) => !hidden.has(f)));
  const disabled = new Set<AdditionalField>();
  if (state.noBarRepId && visible.has('barRepId')) disabled.add('barRepId');
  return { visible, disabled };
}
