import { describe, expect, it } from 'vitest';
import {
  getCountries,
  getGraduationYears,
  getPrograms,
  getSchools,
  getStates,
  getZipSuggestions,
} from '../../../src/core/api/lists';
import { startTestSimulator } from './harness';

describe('simulator lists (access §3, §7)', () => {
  it('answers the countries as twoDigitCode / countryName', async () => {
    const sim = await startTestSimulator();
    const codes = (await getCountries(sim.client)).map((c) => c.twoDigitCode);
    expect(codes).toEqual(expect.arrayContaining(['US', 'CA', 'GB', 'FR', 'DE', 'IN', 'MX']));
  });

  it('answers US states and Canadian provinces', async () => {
    const sim = await startTestSimulator();
    const states = await getStates(sim.client);
    expect(states).toEqual(expect.arrayContaining([
      expect.objectContaining({ code: 'NY', name: 'New York' }),
      expect.objectContaining({ code: 'ON', name: 'Ontario' }),
    ]));
  });

  it('answers graduation years from this year (simulator clock, New York) to eight years on, as strings', async () => {
    const sim = await startTestSimulator({ start: new Date('2031-01-01T03:00:00Z') });
    // 03:00 UTC on 1 January is still 2030 in New York.
    expect(await getGraduationYears(sim.client)).toEqual([
      '2030', '2031', '2032', '2033', '2034', '2035', '2036', '2037', '2038',
    ]);
  });

  it('answers the programs with their fixed ids and lead-form family', async () => {
    const sim = await startTestSimulator();
    const programs = await getPrograms(sim.client);
    expect(programs.map((p) => `${p.id}:${p.name}`)).toEqual([
      '10:MCAT', '20:SAT', '30:GRE', '40:BAR', '50:NCLEX', '60:USMLE', '70:GMAT', '80:LSAT', '90:ACT', '95:SSAT',
    ]);
    expect(programs.find((p) => p.id === '40')?.type).toBe('bar');
  });

  it('answers the schools of a program of interest in a state, and none elsewhere', async () => {
    const sim = await startTestSimulator();
    expect(await getSchools(sim.client, '10', 'NY')).toEqual([
      { id: '501', name: 'Hudson University' },
      { id: '502', name: 'Empire State College of Sciences' },
    ]);
    expect(await getSchools(sim.client, '10', 'WY')).toEqual([]);
  });

  it.each(['programOfInterestId', 'state'])('answers 400 naming a missing %s', async (name) => {
    const sim = await startTestSimulator();
    const query = new URLSearchParams({ programOfInterestId: '10', state: 'NY' });
    query.delete(name);
    const response = await sim.fetch(`/rest-services/leadRegistration/schoolList?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: name });
  });

  it('suggests the Canadian postal codes starting with the prefix, whatever its case and spaces', async () => {
    const sim = await startTestSimulator();
    const toronto = await getZipSuggestions(sim.client, 'M5H');
    expect(toronto.map((z) => z.zipcode)).toEqual(['M5H 2N2', 'M5H 3T4']);
    expect(toronto.every((z) => z.city === 'Toronto' && z.state === 'ON')).toBe(true);
    expect((await getZipSuggestions(sim.client, 'h3')).map((z) => z.city)).toEqual(['Montreal', 'Montreal']);
    expect(await getZipSuggestions(sim.client, 'K1A')).toEqual([]);
  });

  it('answers 404 when the last zipsearch segment is not 9', async () => {
    const sim = await startTestSimulator();
    const response = await sim.fetch('/rest-services/zipsearch/suggestions/M5H/8');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ field: 'count' });
  });
});
