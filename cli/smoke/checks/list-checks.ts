import {
  getCountries,
  getGraduationYears,
  getPrograms,
  getSchools,
  getStates,
  getZipSuggestions,
} from '../../../src/core/api/lists';
import { type Check, expectThat } from './types';

/*
 * access §7 option lists of sign-up and the profile forms. The client's
 * structs check every entry; these add what the forms need to be usable:
 * the lists are not empty and hold the values the other checks use.
 */

const compact = (zip: string) => zip.replace(/\s+/g, '').toUpperCase();

/** The option lists (countries, states, graduation years, programs, schools, zip suggestions). */
export const listChecks: readonly Check[] = [
  {
    id: 'lists.countries',
    title: 'Country list is non-empty and has the default country US (access §9)',
    writes: false,
    async run(ctx) {
      const countries = await getCountries(ctx.client);
      expectThat(countries.length > 0, 'the country list is empty');
      expectThat(countries.some((c) => c.twoDigitCode === 'US'), 'the country list has no US (access §9 default country)');
    },
  },
  {
    id: 'lists.states',
    title: 'State list is non-empty and has the school-search state',
    writes: false,
    async run(ctx) {
      const states = await getStates(ctx.client);
      expectThat(states.length > 0, 'the state list is empty');
      const wanted = ctx.targets.schoolState;
      expectThat(states.some((s) => s.code === wanted), `the state list has no ${wanted}`);
    },
  },
  {
    id: 'lists.graduation-years',
    title: 'Graduation years are a non-empty list of four-digit years',
    writes: false,
    async run(ctx) {
      const years = await getGraduationYears(ctx.client);
      expectThat(years.length > 0, 'the graduation-year list is empty');
      const bad = years.findIndex((y) => !/^\d{4}$/.test(y.trim()));
      expectThat(bad < 0, `graduation year ${years[bad] ?? ''} is not a four-digit year`, String(bad));
    },
  },
  {
    id: 'lists.programs',
    title: 'Program list is non-empty and has the school-search program',
    writes: false,
    async run(ctx) {
      const programs = await getPrograms(ctx.client);
      expectThat(programs.length > 0, 'the program list is empty');
      const wanted = ctx.targets.schoolPoi;
      expectThat(programs.some((p) => p.id === wanted), `the program list has no program id ${wanted}`);
    },
  },
  {
    id: 'lists.schools',
    title: 'School list for the target program and state is non-empty',
    writes: false,
    async run(ctx) {
      const { schoolPoi, schoolState } = ctx.targets;
      const schools = await getSchools(ctx.client, schoolPoi, schoolState);
      expectThat(schools.length > 0, `no schools for program ${schoolPoi} in ${schoolState}`);
    },
  },
  {
    id: 'lists.zip-suggestions',
    title: 'Canadian zip suggestions for the target prefix match it (access §7, /9)',
    writes: false,
    async run(ctx) {
      const prefix = ctx.targets.canadianZip;
      const suggestions = await getZipSuggestions(ctx.client, prefix);
      expectThat(suggestions.length > 0, `no zip suggestions for ${prefix}`);
      const bad = suggestions.findIndex((s) => !compact(s.zipcode).startsWith(compact(prefix)));
      expectThat(bad < 0, `suggestion ${suggestions[bad]?.zipcode ?? ''} does not start with ${prefix}`, `canadaZipSuggestions.${bad}.zipcode`);
    },
  },
];
