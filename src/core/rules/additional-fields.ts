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
  } else if (location !== '' && !northAmerica.has(location)) {
    for (const f of ['testDate', 'graduationYear', 'schoolDropdownName'] as const) hidden.add(f);
    hidden.delete('country');
  }
  const visible = new Set(fields.filter((f) => !hidden.has(f)));
  const disabled = new Set<AdditionalField>();
  if (state.noBarRepId && visible.has('barRepId')) disabled.add('barRepId');
  return { visible, disabled };
}
