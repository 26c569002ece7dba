import { calendarDateInZone } from '../../../src/core/time/calendar';
import { HttpError } from '../http/errors';
import { optionalQuery, requireQuery } from '../http/query';
import type { Route } from '../http/route';
import type { SimState } from '../fixture/state';

/*
 * access §7 lists: countries, states, graduation years, programs, schools and
 * the Canadian postal-code suggestions. Every list is a bare JSON array
 * (the client's structs/lists.ts); zip suggestions are `{ canadaZipSuggestions }`.
 */

/** access §9 "Zip suggestion call uses the value 9": the path's last segment, read as the most answered. */
export const zipSuggestionCount = 9;

/** Graduation years as strings: the fixture's list, or offsets from this year in New York. */
function graduationYears(state: SimState): string[] {
  const years = state.fixture.lists.graduationYears;
  if (Array.isArray(years)) return years;
  const thisYear = calendarDateInZone(state.now()).year;
  const count = Math.max(0, years.to - years.from + 1);
  return Array.from({ length: count }, (_, i) => String(thisYear + years.from + i));
}

// Postal codes compare without spaces and case ("m5h2" finds "M5H 2N2").
const postalKey = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The list routes (access §7). */
export const routes: Route[] = [
  {
    method: 'GET',
    path: '/rest-services/countryList',
    handler: (ctx) => ({ json: ctx.state.fixture.lists.countries }),
  },
  {
    method: 'GET',
    path: '/rest-services/leadRegistration/stateList',
    handler: (ctx) => {
      const country = optionalQuery(ctx.query, 'country')?.trim().toUpperCase();
      const states = ctx.state.fixture.lists.states;
      return { json: country ? states.filter((s) => s.country === country) : states };
    },
  },
  {
    method: 'GET',
    path: '/rest-services/leadRegistration/graduationYears',
    handler: (ctx) => ({ json: graduationYears(ctx.state) }),
  },
  {
    method: 'GET',
    path: '/rest-services/leadRegistration/programs',
    handler: (ctx) => ({ json: ctx.state.fixture.lists.programs }),
  },
  {
    method: 'GET',
    path: '/rest-services/leadRegistration/schoolList',
    handler: (ctx) => {
      const poi = requireQuery(ctx.query, 'programOfInterestId').trim();
      const state = requireQuery(ctx.query, 'state').trim().toUpperCase();
      const schools = ctx.state.fixture.lists.schools.filter((s) => s.poi === poi && s.state.toUpperCase() === state);
      return { json: schools.map(({ id, name }) => ({ id, name })) };
    },
  },
  {
    method: 'GET',
    path: '/rest-services/zipsearch/suggestions/:zip/:count',
    handler: (ctx) => {
      if (ctx.params['count'] !== String(zipSuggestionCount)) {
        throw new HttpError(404, `The suggestion count must be ${zipSuggestionCount}`, { field: 'count' });
      }
      const prefix = postalKey(ctx.params['zip'] ?? '');
      const matches = ctx.state.fixture.lists.zipSuggestions.filter((z) => postalKey(z.zipcode).startsWith(prefix));
      return { json: { canadaZipSuggestions: matches.slice(0, zipSuggestionCount) } };
    },
  },
];
