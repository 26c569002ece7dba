import { describe, expect, it } from 'vitest';
import {
  getCountries,
  getGraduationYears,
  getPrograms,
  getSchools,
  getStates,
  getZipSuggestions,
} from '../../../src/core/api/lists';
import { startTestServer, testClient } from './test-server';

describe('option lists', () => {
  it('reads countries, states, graduation years and programs', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/countryList', { json: [{ twoDigitCode: 'CA', countryName: 'Canada' }] });
    server.on('GET', '/rest-services/leadRegistration/stateList', { json: ['NY', { code: 'CA', name: 'California' }] });
    server.on('GET', '/rest-services/leadRegistration/graduationYears', { json: [2026, '2027'] });
    server.on('GET', '/rest-services/leadRegistration/programs', { json: [{ id: 3, name: 'MCAT', type: 'grad' }] });
    const { client } = testClient(server.bases);

    await expect(getCountries(client)).resolves.toEqual([{ twoDigitCode: 'CA', countryName: 'Canada' }]);
    await expect(getStates(client)).resolves.toEqual([
      { code: 'NY', name: 'NY' },
      { code: 'CA', name: 'California' },
    ]);
    await expect(getGraduationYears(client)).resolves.toEqual(['2026', '2027']);
    await expect(getPrograms(client)).resolves.toEqual([{ id: '3', name: 'MCAT', type: 'grad' }]);
  });

  it('asks for schools by program of interest and state', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/leadRegistration/schoolList', { json: [{ id: 200, name: 'Hunter College' }] });
    const { client } = testClient(server.bases);

    await expect(getSchools(client, '12', 'NY')).resolves.toEqual([{ id: '200', name: 'Hunter College' }]);
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ programOfInterestId: '12', state: 'NY' });
  });

  it('asks for zip suggestions with the fixed 9 and returns canadaZipSuggestions', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/zipsearch/suggestions/M5V/9', {
      json: { canadaZipSuggestions: [{ zipcode: 'M5V 2T6', city: 'Toronto', state: 'ON' }] },
    });
    const { client } = testClient(server.bases);

    await expect(getZipSuggestions(client, 'M5V')).resolves.toEqual([{ zipcode: 'M5V 2T6', city: 'Toronto', state: 'ON' }]);
  });
});
