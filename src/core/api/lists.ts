import {
  type Country,
  CountryList,
  GraduationYearList,
  type ProgramEntry,
  ProgramList,
  type School,
  SchoolList,
  type State,
  StateList,
  type ZipSuggestion,
  ZipSuggestions,
} from './structs/lists';
import { type ApiClient, request } from './transport';

/*
 * The option lists of sign-up and the profile forms (access §7 "lists").
 * Paths are access §7's, verbatim; the leading /rest-services of the three
 * leadRegistration lists is implied by "All paths are under the rest-services base".
 */

/** Countries for the country select (access §3 Country). */
export async function getCountries(client: ApiClient): Promise<Country[]> {
  return request(client, { call: 'getCountries', base: 'rest', path: '/rest-services/countryList', answer: CountryList });
}

/** States for the address and school-location selects. */
export async function getStates(client: ApiClient): Promise<State[]> {
  return request(client, {
    call: 'getStates',
    base: 'rest',
    path: '/rest-services/leadRegistration/stateList',
    answer: StateList,
  });
}

/** Graduation years for the lead forms (access §3). */
export async function getGraduationYears(client: ApiClient): Promise<string[]> {
  return request(client, {
    call: 'getGraduationYears',
    base: 'rest',
    path: '/rest-services/leadRegistration/graduationYears',
    answer: GraduationYearList,
  });
}

/** Programs of interest (access §3 Program list entry: id, name, type). */
export async function getPrograms(client: ApiClient): Promise<ProgramEntry[]> {
  return request(client, {
    call: 'getPrograms',
    base: 'rest',
    path: '/rest-services/leadRegistration/programs',
    answer: ProgramList,
  });
}

/** Schools for a program of interest in a state (access §7 schoolList). */
export async function getSchools(client: ApiClient, poi: string, state: string): Promise<School[]> {
  return request(client, {
    call: 'getSchools',
    base: 'rest',
    path: '/rest-services/leadRegistration/schoolList',
    query: { programOfInterestId: poi, state },
    answer: SchoolList,
  });
}

/** Zip/postal-code suggestions; access §9 fixes the trailing 9. */
export async function getZipSuggestions(client: ApiClient, zip: string): Promise<ZipSuggestion[]> {
  const answer = await request(client, {
    call: 'getZipSuggestions',
    base: 'rest',
    path: `/rest-services/zipsearch/suggestions/${encodeURIComponent(zip)}/9`,
    answer: ZipSuggestions,
  });
  return answer.canadaZipSuggestions;
}
