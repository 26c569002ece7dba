import { getCountries, getGraduationYears, getPrograms, getSchools, getStates } from '../../core/api/lists';
import type { Country, ProgramEntry, School, State } from '../../core/api/structs/lists';
import { additionalFieldsByFamily } from '../../core/rules/additional-fields';
import type { LeadFormFamily } from '../../core/rules/programs';
import { usePortal } from '../../lib/portal-services';
import { useLoad } from '../../ui/use-load';

/** The option lists of one family's form (access §7 lists); a list the form does not use stays empty. */
export interface AdditionalFieldsLists {
  graduationYears: string[];
  programs: ProgramEntry[];
  states: State[];
  countries: Country[];
}

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/** Loads the lists a family's form needs, all or nothing; idle until the family is known. */
export function useAdditionalFieldsLists(family: LeadFormFamily | null) {
  const { client } = usePortal();
  return useLoad(family, (): Promise<AdditionalFieldsLists> => {
    const fields: readonly string[] = family ? additionalFieldsByFamily[family] : [];
    const hasSchools = fields.includes('schoolLocation');
    return Promise.all([
      fields.includes('graduationYear') ? getGraduationYears(client) : none<string>(),
      hasSchools ? getPrograms(client) : none<ProgramEntry>(),
      hasSchools ? getStates(client) : none<State>(),
      fields.includes('country') ? getCountries(client) : none<Country>(),
    ]).then(([graduationYears, programs, states, countries]) => ({ graduationYears, programs, states, countries }));
  });
}

/** The schools of a program of interest in a state (access §7 schoolList); idle until a state is chosen. */
export function useSchools(poi: string | null, state: string | null) {
  const { client } = usePortal();
  // No program of interest to ask for: only "not on the list" is left to choose.
  return useLoad(state ? `${poi ?? ''}|${state}` : null, () => (poi && state ? getSchools(client, poi, state) : none<School>()));
}
